import Geometry

extension Surface {
    /// Mixes two surfaces of the same layout pixel by pixel into row `y` of this one, columns
    /// `x..<x + count`: weight 0 takes `sharp`, 255 takes `blurred`, between a linear mix
    /// (each side rounded as `Pixel.scale` does, so colour never exceeds alpha). Then each pixel
    /// is darkened by `darken` x weight / 255 (a black veil over the blurred part; 0: none).
    /// The sources are read at row `sourceY`, from column `sourceX` on; all premultiplied BGRA.
    /// The caller keeps every index inside the surfaces.
    public func mixRun(
        y: Int, x: Int, count: Int, sharp: Surface, blurred: Surface, sourceX: Int, sourceY: Int,
        weights: UnsafePointer<UInt8>, darken: UInt8 = 0
    ) {
        let d = row(y) + x
        let s = sharp.row(sourceY) + sourceX, b = blurred.row(sourceY) + sourceX
        let dk = UInt32(darken)
        for i in 0..<count {
            let w = UInt32(weights[i])
            var p: UInt32
            if w == 0 {
                p = s[i]
            } else if w == 255 {
                p = b[i]
            } else {
                p = Pixel.scale(s[i], by: 255 &- w) &+ Pixel.scale(b[i], by: w)
            }
            if dk != 0 && w != 0 { p = Pixel.scale(p, by: 255 &- Pixel.mul255(dk, w)) }
            d[i] = p
        }
    }

    /// Copies a run of `source` (row `sourceY`, from column `sourceX`) into row `y` from column
    /// `x`, every channel multiplied by `factor` / 255: a copy under a uniform black veil.
    public func copyRun(y: Int, x: Int, count: Int, from source: Surface, sourceX: Int, sourceY: Int, factor: UInt8) {
        let d = row(y) + x, s = source.row(sourceY) + sourceX
        if factor == 255 {
            d.update(from: s, count: count)
            return
        }
        let f = UInt32(factor)
        for i in 0..<count { d[i] = Pixel.scale(s[i], by: f) }
    }
}
