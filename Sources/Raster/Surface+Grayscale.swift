import Geometry

extension Surface {
    /// Luma of a premultiplied pixel, round((30 R + 59 G + 11 B) / 100): the 0.30 / 0.59 / 0.11
    /// weights of the focus effect, exact in integers. Alpha is kept, and since luma is linear
    /// the premultiplied result equals premultiplying the straight luma.
    @inline(__always)
    public static func luma(_ p: UInt32) -> UInt32 {
        let y = (30 * ((p >> 16) & 0xFF) + 59 * ((p >> 8) & 0xFF) + 11 * (p & 0xFF) + 50) / 100
        return (p & 0xFF00_0000) | (y << 16) | (y << 8) | y
    }

    /// Turns every pixel of `rect` (clipped to the surface) to its luma, in place.
    public func makeGrayscale(_ rect: PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            let line = row(y)
            for x in r.x..<r.maxX { line[x] = Surface.luma(line[x]) }
        }
    }

    /// A grayscale copy of the whole surface.
    public func grayscaleCopy() -> Surface {
        let out = Surface(width: width, height: height)!
        for y in 0..<height {
            let s = row(y), d = out.row(y)
            for x in 0..<width { d[x] = Surface.luma(s[x]) }
        }
        return out
    }
}
