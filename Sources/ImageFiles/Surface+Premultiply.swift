import Raster

extension Surface {
    /// Turns straight-alpha pixels (0xAARRGGBB, as libpng delivers them) into premultiplied
    /// ones in place, each channel rounded to nearest (Pixel.scale, exact like Pixel.mul255):
    /// the first `rows` rows (all when nil).
    func premultiplyStraightAlpha(rows: Int? = nil) {
        for y in 0..<(rows ?? height) {
            let row = self.row(y)
            for x in 0..<width {
                let pixel = row[x]
                let alpha = pixel >> 24
                if alpha == 255 { continue }
                // Alpha is scaled too; 255 * a / 255 rounds back to exactly a.
                row[x] = alpha == 0 ? 0 : Pixel.scale(pixel | 0xFF00_0000, by: alpha)
            }
        }
    }
}
