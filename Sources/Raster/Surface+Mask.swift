import Geometry

extension Surface {
    /// Draws `color` (straight alpha) through `mask`, whose top-left lands at (x, y): each pixel
    /// gets source-over of `color` at opacity coverage x color.alpha / 255, clipped to the
    /// surface and to `clip`. Premultiplied BGRA; every product is rounded to nearest as
    /// `Pixel.mul255` rounds, so coverage 0 leaves a pixel as it was and coverage 255 of an
    /// opaque colour writes `color.pixel` exactly. Allocates nothing (the glyph loop of text).
    public func blend(_ mask: CoverageMask, color: Color, atX x: Int, y: Int, clip: PixelRect? = nil) {
        guard color.alpha > 0 else { return }
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let dest = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(area)
        guard !dest.isEmpty else { return }
        let src = color.pixel
        let alpha = UInt32(color.alpha)
        let n = dest.width
        mask.bytes.withUnsafeBufferPointer { cover in
            for row in dest.y..<dest.maxY {
                let m = cover.baseAddress! + ((row - y) * mask.width + dest.x - x)
                let d = self.row(row) + dest.x
                if alpha == 255 {
                    Surface.blendOpaqueRow(m, d, n, src)
                } else {
                    for k in 0..<n where m[k] != 0 {
                        // Coverage x alpha first, then the premultiplied colour scaled by that.
                        let s = Pixel.scale(src, by: Pixel.mul255(UInt32(m[k]), alpha))
                        d[k] = s &+ Pixel.scale(d[k], by: 255 &- (s >> 24))
                    }
                }
            }
        }
    }

    /// One row of an opaque colour through coverage: full coverage (the inside of a glyph's
    /// stems) stores the colour, none skips the pixel, only the edges do arithmetic.
    @inline(__always)
    static func blendOpaqueRow(
        _ m: UnsafePointer<UInt8>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ src: UInt32
    ) {
        for k in 0..<n {
            let c = UInt32(m[k])
            if c == 255 {
                d[k] = src
            } else if c != 0 {
                let s = Pixel.scale(src, by: c)
                d[k] = s &+ Pixel.scale(d[k], by: 255 &- (s >> 24))
            }
        }
    }
}
