import Geometry

/// How a transformed source is sampled.
public enum SamplingFilter: Hashable, Sendable {
    /// The source pixel under each destination pixel centre: hard, jagged edges.
    case nearest
    /// A weighted mix of the four nearest source pixels. Outside the source counts as
    /// transparent, so edges fade over one pixel: the "transparent border" antialiasing.
    case bilinear
}

extension Surface {
    /// Draws `source` mapped by `transform` (source pixel space -> this surface's space) over
    /// this surface (source-over), clipped to `clip`. A transform that squashes the source to a
    /// line draws nothing. Bilinear weights are 8-bit, so results are within 1.5 units per
    /// channel of exact bilinear interpolation. Below half size, bilinear aliases: downscale
    /// with `scaled(to:)` first.
    public func draw(
        _ source: Surface, transform: Affine, filter: SamplingFilter = .bilinear, clip: PixelRect? = nil,
        opacity: UInt8 = 255
    ) {
        if transform.isIntegerTranslation {
            return composite(source, atX: Int(transform.tx), y: Int(transform.ty), clip: clip, opacity: opacity)
        }
        guard opacity > 0, let inverse = transform.inverted else { return }
        let grow = filter == .bilinear ? 1.0 : 0.0
        let reach = Rect(
            x: -grow, y: -grow, width: Double(source.width) + 2 * grow,
            height: Double(source.height) + 2 * grow)
        let box = transform.bounds(of: reach)
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return }
        var area = PixelRect(
            x: Int(max(-1e9, box.minX.rounded(.down))), y: Int(max(-1e9, box.minY.rounded(.down))),
            width: 0, height: 0)
        area.width = Int(min(1e9, box.maxX.rounded(.up))) - area.x + 1
        area.height = Int(min(1e9, box.maxY.rounded(.up))) - area.y + 1
        area = area.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        guard !area.isEmpty else { return }

        // Source coordinates stepped in 16.16 fixed point along each destination row.
        let one = 65536.0
        let stepX = Int((inverse.a * one).rounded()), stepY = Int((inverse.b * one).rounded())
        let o = UInt32(opacity)
        for y in area.y..<area.maxY {
            let start = inverse.apply(Point(Double(area.x) + 0.5, Double(y) + 0.5))
            let d = row(y)
            switch filter {
            case .nearest:
                var fx = Int((start.x * one).rounded(.down)), fy = Int((start.y * one).rounded(.down))
                for x in area.x..<area.maxX {
                    let sx = fx >> 16, sy = fy >> 16
                    if sx >= 0, sy >= 0, sx < source.width, sy < source.height {
                        var p = source.row(sy)[sx]
                        if o != 255 { p = Pixel.scale(p, by: o) }
                        d[x] = Pixel.over(p, d[x])
                    }
                    fx &+= stepX
                    fy &+= stepY
                }
            case .bilinear:
                var fx = Int(((start.x - 0.5) * one).rounded(.down)), fy = Int(((start.y - 0.5) * one).rounded(.down))
                for x in area.x..<area.maxX {
                    var p = source.bilinearSample(fx, fy)
                    if p != 0 {
                        if o != 255 { p = Pixel.scale(p, by: o) }
                        d[x] = Pixel.over(p, d[x])
                    }
                    fx &+= stepX
                    fy &+= stepY
                }
            }
        }
    }

    /// The bilinear mix at 16.16 fixed-point (fx, fy), measured so that integer values are
    /// pixel centres; pixels outside count as transparent.
    @inline(__always)
    func bilinearSample(_ fx: Int, _ fy: Int) -> UInt32 {
        // Positions rounded (not truncated) to 1/256 pixel keep the result within 1.5 units of
        // exact bilinear even between black and white neighbours (pixman uses 7 bits).
        let rx = (fx &+ 128) >> 8, ry = (fy &+ 128) >> 8
        let x0 = rx >> 8, y0 = ry >> 8
        if x0 < -1 || y0 < -1 || x0 >= width || y0 >= height { return 0 }
        let wx = UInt32(rx & 0xFF), wy = UInt32(ry & 0xFF)
        @inline(__always) func at(_ x: Int, _ y: Int) -> UInt32 {
            (x >= 0 && y >= 0 && x < width && y < height) ? row(y)[x] : 0
        }
        let p00 = at(x0, y0), p10 = at(x0 + 1, y0), p01 = at(x0, y0 + 1), p11 = at(x0 + 1, y0 + 1)
        return Pixel.bilinear(p00, p10, p01, p11, wx: wx, wy: wy)
    }
}
