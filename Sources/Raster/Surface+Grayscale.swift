import Geometry

extension Surface {
    /// Luma of a premultiplied pixel, round((30 R + 59 G + 11 B) / 100): the 0.30 / 0.59 / 0.11
    /// weights of the focus effect, exact in integers. Alpha is kept, and since luma is linear
    /// the premultiplied result equals premultiplying the straight luma.
    @inline(__always)
    public static func luma(_ p: UInt32) -> UInt32 {
        // Wrapping arithmetic (it cannot overflow: at most 25550) lets the loops vectorise.
        let r: UInt32 = (p >> 16) & 0xFF, g: UInt32 = (p >> 8) & 0xFF, b: UInt32 = p & 0xFF
        let weighted: UInt32 = 30 &* r &+ 59 &* g &+ 11 &* b &+ 50
        let y = weighted / 100
        return (p & 0xFF00_0000) | (y &* 0x01_0101)
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

extension Surface {
    /// Draws the luma of `sourceRect` of `source` with its top-left at (x, y), source-over,
    /// clipped like `composite`: a grayscale copy and a composite in one pass.
    public func compositeGrayscale(_ source: Surface, sourceRect: PixelRect, atX x: Int, y: Int, clip: PixelRect? = nil)
    {
        guard let span = clippedSpan(source: source, sourceRect: sourceRect, x: x, y: y, clip: clip) else { return }
        for i in 0..<span.dest.height {
            let s = source.row(span.src.y + i) + span.src.x
            let d = row(span.dest.y + i) + span.dest.x
            let n = span.dest.width
            // Photos are opaque: one check per row, then a loop without branches that the
            // compiler vectorises (3x faster than testing every pixel).
            var alphas: UInt32 = 0xFF00_0000
            for k in 0..<n { alphas &= s[k] }
            if alphas == 0xFF00_0000 {
                for k in 0..<n { d[k] = Surface.luma(s[k]) }
                continue
            }
            for k in 0..<n {
                let p = s[k]
                if p >= 0xFF00_0000 {
                    d[k] = Surface.luma(p)
                } else if p != 0 {
                    d[k] = Pixel.over(Surface.luma(p), d[k])
                }
            }
        }
    }
}
