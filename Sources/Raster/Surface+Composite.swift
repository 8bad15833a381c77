import Geometry

extension Surface {
    /// Draws `source` with its top-left at (x, y) over this surface (premultiplied source-over,
    /// exact to the last bit), clipped to the surface and to `clip`. With `opacity` below 255
    /// the source is first scaled by opacity / 255.
    public func composite(_ source: Surface, atX x: Int, y: Int, clip: PixelRect? = nil, opacity: UInt8 = 255) {
        composite(source, sourceRect: source.bounds, atX: x, y: y, clip: clip, opacity: opacity)
    }

    /// As `composite(_:atX:y:clip:opacity:)`, for the part `sourceRect` of the source.
    public func composite(
        _ source: Surface, sourceRect: PixelRect, atX x: Int, y: Int, clip: PixelRect? = nil, opacity: UInt8 = 255
    ) {
        guard opacity > 0,
            let span = clippedSpan(source: source, sourceRect: sourceRect, x: x, y: y, clip: clip)
        else { return }
        let n = span.dest.width
        let o = UInt32(opacity)
        for i in 0..<span.dest.height {
            let s = source.row(span.src.y + i) + span.src.x
            let d = row(span.dest.y + i) + span.dest.x
            if o == 255 {
                Surface.compositeRow(s, d, n)
            } else {
                for k in 0..<n { d[k] = Pixel.over(Pixel.scale(s[k], by: o), d[k]) }
            }
        }
    }

    /// Source-over of one row. Runs of opaque or transparent pixels, the common case in photos
    /// and sprites, skip the arithmetic.
    @inline(__always)
    static func compositeRow(_ s: UnsafeMutablePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int) {
        var k = 0
        while k < n {
            let p = s[k]
            let a = p >> 24
            if a == 255 {
                d[k] = p
            } else if p != 0 {
                d[k] = p &+ Pixel.scale(d[k], by: 255 - a)
            }
            k += 1
        }
    }
}
