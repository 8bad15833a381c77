import Geometry
import Raster

/// Converts premultiplied BGRA8 (a `Surface`) into another TrueColor format for visuals that
/// cannot take it as is: 16-bit (RGB565/555), packed 24-bit, 30-bit, or a byte-swapped 32-bit
/// server. Only the damaged rectangles are converted, so the cost follows what changed.
///
/// One table per channel maps an 8-bit value straight to its bits in the pixel (shifted and
/// reduced or widened), so the inner loop is three loads and two ORs whatever the masks are.
struct PixelConverter {
    let format: PixelFormat
    private let red: [UInt32]
    private let green: [UInt32]
    private let blue: [UInt32]
    private let swap: Bool

    init(format: PixelFormat) {
        precondition(format.isConvertible, "no converter for \(format)")
        self.format = format
        red = PixelConverter.table(format.redMask)
        green = PixelConverter.table(format.greenMask)
        blue = PixelConverter.table(format.blueMask)
        swap = format.bigEndian != PixelFormat.hostIsBigEndian
    }

    /// Writes `rect` (inside `surface.bounds`) of `surface` into `destination`, an image of the
    /// same size in `format` with `stride` bytes a row.
    func convert(_ rect: PixelRect, from surface: Surface, into destination: UnsafeMutableRawPointer, stride: Int) {
        let bytesPerPixel = format.bitsPerPixel / 8
        red.withUnsafeBufferPointer { r in
            green.withUnsafeBufferPointer { g in
                blue.withUnsafeBufferPointer { b in
                    for y in rect.y..<rect.maxY {
                        let source = surface.row(y)
                        let row = destination + y * stride + rect.x * bytesPerPixel
                        for i in 0..<rect.width {
                            let p = source[rect.x + i]
                            let v = r[Int((p >> 16) & 0xFF)] | g[Int((p >> 8) & 0xFF)] | b[Int(p & 0xFF)]
                            store(v, at: row + i * bytesPerPixel)
                        }
                    }
                }
            }
        }
    }

    /// One opaque colour (0xRRGGBB in its low bits) as the pixel value this format stores,
    /// in the server's terms (no byte swap): what XSetWindowAttributes.background_pixel takes.
    func pixelValue(of color: UInt32) -> UInt32 {
        red[Int((color >> 16) & 0xFF)] | green[Int((color >> 8) & 0xFF)] | blue[Int(color & 0xFF)]
    }

    @inline(__always)
    private func store(_ v: UInt32, at p: UnsafeMutableRawPointer) {
        switch format.bitsPerPixel {
        case 32:
            p.storeBytes(of: swap ? v.byteSwapped : v, as: UInt32.self)
        case 16:
            let h = UInt16(truncatingIfNeeded: v)
            p.storeBytes(of: swap ? h.byteSwapped : h, as: UInt16.self)
        default:
            // Packed 24-bit: three bytes in the server's order, no alignment to rely on.
            let bytes = p.assumingMemoryBound(to: UInt8.self)
            if format.bigEndian {
                bytes[0] = UInt8(truncatingIfNeeded: v >> 16)
                bytes[1] = UInt8(truncatingIfNeeded: v >> 8)
                bytes[2] = UInt8(truncatingIfNeeded: v)
            } else {
                bytes[0] = UInt8(truncatingIfNeeded: v)
                bytes[1] = UInt8(truncatingIfNeeded: v >> 8)
                bytes[2] = UInt8(truncatingIfNeeded: v >> 16)
            }
        }
    }

    /// value (0...255) -> its bits under `mask`: reduced by dropping low bits, widened by
    /// repeating the high bits (so 255 maps to all ones and 0 to zero).
    private static func table(_ mask: UInt32) -> [UInt32] {
        let shift = UInt32(mask.trailingZeroBitCount)
        let bits = UInt32(mask.nonzeroBitCount)
        return (0..<256).map { (c: UInt32) -> UInt32 in
            var v: UInt32
            if bits <= 8 {
                v = c >> (8 - bits)
            } else {
                v = 0
                var filled: UInt32 = 0
                while filled < bits {
                    let take = min(8, bits - filled)
                    v = (v << take) | (c >> (8 - take))
                    filled += take
                }
            }
            return (v << shift) & mask
        }
    }
}
