import Foundation
import Raster

extension XWDImage {
    /// Reads an xwd dump of any TrueColor ZPixmap of 16 or 32 bits a pixel (RGB565, 30-bit
    /// 10:10:10, 24-bit in 32) into opaque BGRA8. Channels narrower than 8 bits are widened by
    /// repeating their high bits and wider ones keep their top 8, so a 30-bit pixel written
    /// from 8-bit values reads back exactly and a 16-bit one within 2^(8 - bits) - 1.
    static func surface(fromTrueColor data: Data) throws -> Surface {
        let bytes = [UInt8](data)
        func card32(_ index: Int) -> UInt32 {
            let o = index * 4
            return bytes[o..<o + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        guard bytes.count >= 100 else { throw Problem(description: "xwd output too short") }
        let headerSize = Int(card32(0)), format = card32(2), width = Int(card32(4)), height = Int(card32(5))
        let lsbFirst = card32(7) == 0, bitsPerPixel = Int(card32(11)), bytesPerLine = Int(card32(12))
        let masks = [card32(14), card32(15), card32(16)], colours = Int(card32(19))
        guard format == 2, bitsPerPixel == 16 || bitsPerPixel == 32, !masks.contains(0) else {
            throw Problem(description: "unsupported xwd dump: format \(format), \(bitsPerPixel) bpp, masks \(masks)")
        }
        let start = headerSize + colours * 12, step = bitsPerPixel / 8
        guard bytes.count >= start + bytesPerLine * height, let s = Surface(width: width, height: height) else {
            throw Problem(description: "xwd output truncated")
        }
        for y in 0..<height {
            let line = s.row(y)
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * step
                var v: UInt32 = 0
                for i in 0..<step { v |= UInt32(bytes[o + (lsbFirst ? i : step - 1 - i)]) << (8 * i) }
                let (r, g, b) = (eight(v, masks[0]), eight(v, masks[1]), eight(v, masks[2]))
                line[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        return s
    }

    /// The pixmap depth an xwd dump records (its fourth header field).
    static func depth(ofDump data: Data) -> Int {
        let b = [UInt8](data.prefix(16))
        guard b.count == 16 else { return 0 }
        return Int(b[12]) << 24 | Int(b[13]) << 16 | Int(b[14]) << 8 | Int(b[15])
    }

    /// The channel under `mask` as 8 bits.
    private static func eight(_ v: UInt32, _ mask: UInt32) -> UInt32 {
        let bits = UInt32(mask.nonzeroBitCount)
        var c = (v & mask) >> UInt32(mask.trailingZeroBitCount)
        if bits >= 8 { return c >> (bits - 8) }
        var filled = bits
        while filled < 8 {
            c = c << bits | c
            filled += bits
        }
        return c >> (filled - 8)
    }

    /// The largest difference of any channel between two surfaces of the same size, and where;
    /// nil when the sizes differ.
    static func largestDifference(_ a: Surface, _ b: Surface) -> (difference: Int, x: Int, y: Int)? {
        guard a.size == b.size else { return nil }
        var worst = (difference: 0, x: 0, y: 0)
        for y in 0..<a.size.height {
            let p = a.row(y), q = b.row(y)
            for x in 0..<a.size.width where p[x] != q[x] {
                for shift in [0, 8, 16] {
                    let d = abs(Int((p[x] >> UInt32(shift)) & 0xFF) - Int((q[x] >> UInt32(shift)) & 0xFF))
                    if d > worst.difference { worst = (d, x, y) }
                }
            }
        }
        return worst
    }
}
