import Raster

extension Surface {
    /// Turns straight-alpha pixels (0xAARRGGBB, as libpng delivers them) into premultiplied
    /// ones in place, each channel rounded to nearest (Pixel.scale, exact like Pixel.mul255):
    /// the first `rows` rows (all when nil).
    func premultiplyStraightAlpha(rows: Int? = nil) {
        for y in 0..<(rows ?? height) {
            let row = self.row(y)
            var x = 0
            // Eight opaque pixels at a time pass untouched: a PNG with an alpha channel is
            // mostly opaque, and the pixel loop took 4% of a large one's decode.
            while x + 8 <= width {
                var alphas: UInt32 = 0xFF00_0000
                for i in x..<(x + 8) { alphas &= row[i] }
                if alphas >= 0xFF00_0000 {
                    x += 8
                    continue
                }
                for i in x..<(x + 8) { row[i] = Surface.premultiplied(row[i]) }
                x += 8
            }
            while x < width {
                row[x] = Surface.premultiplied(row[x])
                x += 1
            }
        }
    }

    @inline(__always)
    private static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 255 { return pixel }
        // Alpha is scaled too; 255 * a / 255 rounds back to exactly a.
        return alpha == 0 ? 0 : Pixel.scale(pixel | 0xFF00_0000, by: alpha)
    }
}
