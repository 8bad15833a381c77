import Raster

/// Surfaces the write tests share.
enum TestSurfaces {
    /// Every valid premultiplied pixel: x is a colour level, y the alpha, channels never over it.
    static func everyPremultipliedPixel() -> Surface {
        let surface = Surface(width: 256, height: 256)!
        for alpha in 0..<256 {
            for x in 0..<256 {
                let level = UInt32(min(x, alpha))
                let other = UInt32(alpha) - level
                let third = UInt32((x * 7) % (alpha + 1))
                surface[x, alpha] = Pixel.pack(red: level, green: other, blue: third, alpha: UInt32(alpha))
            }
        }
        return surface
    }

    /// Opaque pixels from a fixed linear congruential sequence: deflate cannot shrink them, so
    /// the file is about as large as the pixels.
    static func noise(width: Int, height: Int) -> Surface {
        let surface = Surface(width: width, height: height)!
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                surface[x, y] = UInt32(truncatingIfNeeded: state >> 32) | 0xFF00_0000
            }
        }
        return surface
    }
}
