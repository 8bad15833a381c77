import Geometry

extension Surface {
    /// Mixes two surfaces of the same layout pixel by pixel into row `y` of this one, columns
    /// `x..<x + count`: weight 0 takes `sharp`, 255 takes `blurred`, between a linear mix
    /// (each side rounded as `Pixel.scale` does, so colour never exceeds alpha). Then black at
    /// opacity `darken` x weight / 255 goes over each pixel (a veil over the blurred part; 0: none).
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
            if dk != 0 && w != 0 {
                let k = Pixel.mul255(dk, w)
                p = Pixel.scale(p, by: 255 &- k) &+ (k << 24)
            }
            d[i] = p
        }
    }

    /// Copies a run of `source` (row `sourceY`, from column `sourceX`) into row `y` from column
    /// `x`, with black at opacity `veil` / 255 over it (0: a plain copy).
    public func copyRun(y: Int, x: Int, count: Int, from source: Surface, sourceX: Int, sourceY: Int, veil: UInt8) {
        let d = row(y) + x, s = source.row(sourceY) + sourceX
        if veil == 0 {
            d.update(from: s, count: count)
            return
        }
        let keep = 255 - UInt32(veil), black = UInt32(veil) << 24
        for i in 0..<count { d[i] = Pixel.scale(s[i], by: keep) &+ black }
    }
}
