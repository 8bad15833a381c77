/// How the server wants pixels in a ZPixmap image of the window's visual: bits per pixel,
/// channel masks and byte order. Pure facts, computed once per display.
struct PixelFormat: Equatable, CustomStringConvertible {
    var depth: Int
    var bitsPerPixel: Int
    var redMask: UInt32
    var greenMask: UInt32
    var blueMask: UInt32
    /// The server's image byte order is MSBFirst.
    var bigEndian: Bool

    /// True when premultiplied BGRA8 in memory (0xAARRGGBB read as a native UInt32) is exactly
    /// what the server reads: then the framebuffer is the XImage's memory, no conversion. The
    /// alpha byte lands in the unused top byte and is ignored, so the frame shows as if laid
    /// over black, the same as the headless host's PNGs of an opaque frame.
    var isNative: Bool {
        bitsPerPixel == 32 && redMask == 0xFF_0000 && greenMask == 0xFF00 && blueMask == 0xFF
            && bigEndian == PixelFormat.hostIsBigEndian
    }

    /// The formats `PixelConverter` writes: 16, 24 or 32 bits a pixel, any channel masks.
    var isConvertible: Bool {
        [16, 24, 32].contains(bitsPerPixel) && redMask != 0 && greenMask != 0 && blueMask != 0
    }

    static let hostIsBigEndian = 1.bigEndian == 1

    var description: String {
        func hex(_ v: UInt32) -> String { "0x" + String(v, radix: 16, uppercase: true) }
        let order = bigEndian ? "MSBFirst" : "LSBFirst"
        return "depth \(depth), \(bitsPerPixel) bits/pixel, masks R=\(hex(redMask)) G=\(hex(greenMask)) "
            + "B=\(hex(blueMask)), \(order)"
    }
}
