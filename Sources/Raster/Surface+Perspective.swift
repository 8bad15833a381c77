import Geometry

extension Surface {
    /// The largest coordinate a corner of a perspective-drawn image may reach, in pixels. A
    /// card tilted to within a hair of the eye plane throws a corner towards infinity, where
    /// edge distances lose all precision; such a frame draws nothing rather than garbage.
    static let perspectiveLimit = Double(1 << 24)

    /// Draws `image` (premultiplied BGRA) mapped by `transform` (image pixel coordinates ->
    /// this surface's) over this surface (source-over), scaled by `opacity` / 255 and clipped
    /// to `clip`.
    ///
    /// Colour comes from bilinear sampling in premultiplied space with the image's edge pixels
    /// repeated, so nothing dark or transparent bleeds in; the outline is antialiased by each
    /// pixel's covered share of the mapped quad (QuadCoverage), which multiplies the sample.
    /// Only rows of the quad's clipped bounding box are visited, and in each row only the span
    /// the quad reaches. A transform that puts a corner behind the eye, squashes the image or
    /// throws a corner beyond ±2^24 px draws nothing. Like `draw(_:transform:)`, bilinear
    /// aliases below half size: downscale with `scaled(to:)` first.
    public func draw(_ image: Surface, transform: Homography, opacity: UInt8 = 255, clip: PixelRect? = nil) {
        draw(image, transform: transform, opacity: opacity, clip: clip, fastPaths: Surface.fastPathsAllowed)
    }

    /// As `draw(_:transform:opacity:clip:)`, with `glare` laid over each sample before the
    /// opacity and the outline's coverage apply.
    public func draw(_ image: Surface, transform: Homography, opacity: UInt8 = 255, clip: PixelRect?, glare: Glare) {
        draw(
            image, transform: transform, opacity: opacity, clip: clip, glare: glare,
            fastPaths: Surface.fastPathsAllowed)
    }

    /// As `draw(_:transform:opacity:clip:glare:)`, the glare optional; `fastPaths` false takes
    /// the general path for every pixel, so tests can compare the two.
    package func draw(
        _ image: Surface, transform: Homography, opacity: UInt8, clip: PixelRect?, glare: Glare? = nil, fastPaths: Bool
    ) {
        let limit = Surface.perspectiveLimit
        guard opacity > 0, let quad = transform.quad(of: image.bounds.rect), quad.isFinite,
            abs(quad.minX) < limit, abs(quad.maxX) < limit, abs(quad.minY) < limit, abs(quad.maxY) < limit,
            let inverse = transform.inverse, let coverage = QuadCoverage(quad)
        else { return }
        let x0 = Int(quad.minX.rounded(.down)), y0 = Int(quad.minY.rounded(.down))
        let box = PixelRect(
            x: x0, y: y0, width: Int(quad.maxX.rounded(.up)) - x0, height: Int(quad.maxY.rounded(.up)) - y0)
        let area = box.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        guard !area.isEmpty else { return }
        // The fast span's 16.16 positions are Int32: sides up to 2^14 px.
        let fast = fastPaths && image.width < 1 << 14 && image.height < 1 << 14
        let loop = InteriorLoop.chosen(opacity: opacity), terms = glare?.terms
        for y in area.y..<area.maxY {
            guard let (lo, hi) = coverage.xRange(from: Double(y), to: Double(y + 1)) else { continue }
            let start = max(area.x, Int(lo.rounded(.down))), end = min(area.maxX, Int(hi.rounded(.up)))
            guard start < end else { continue }
            // Inside the outline the coverage is 1: the fast span skips it and samples four
            // pixels at once (frame-tilt-card 17.9 -> 12.4 ms median, with the same glare path).
            let (inLo, inHi) = fast ? coverage.interior(row: y, from: start, to: end) : (start, start)
            guard inLo < inHi else {
                drawPerspectiveSpan(
                    image, inverse, coverage, y: y, from: start, to: end, opacity: opacity, glare: terms)
                continue
            }
            if start < inLo {
                drawPerspectiveSpan(
                    image, inverse, coverage, y: y, from: start, to: inLo, opacity: opacity, glare: terms)
            }
            drawPerspectiveInterior(
                image, inverse, y: y, from: inLo, to: inHi, opacity: opacity, glare: terms, loop: loop)
            if inHi < end {
                drawPerspectiveSpan(image, inverse, coverage, y: y, from: inHi, to: end, opacity: opacity, glare: terms)
            }
        }
    }

    /// One row's span of `draw(_:transform:opacity:clip:)`: the edge distances and the
    /// homogeneous source position step by constants along the row; one division a pixel.
    private func drawPerspectiveSpan(
        _ image: Surface, _ inverse: Homography, _ coverage: QuadCoverage, y: Int, from start: Int, to end: Int,
        opacity: UInt8, glare: (Float, Float, Float, Float)?
    ) {
        let px = Double(start) + 0.5, py = Double(y) + 0.5
        var d = coverage.distances(px, py)
        var hx = inverse.m00 * px + inverse.m01 * py + inverse.m02
        var hy = inverse.m10 * px + inverse.m11 * py + inverse.m12
        var hw = inverse.m20 * px + inverse.m21 * py + inverse.m22
        // Sample positions measured so that integers are pixel centres, clamped to the image:
        // the edge pixels repeat and the coverage alone fades the outline.
        let maxU = Double(image.width - 1), maxV = Double(image.height - 1)
        let o = Double(opacity), line = row(y)
        for x in start..<end {
            let share = coverage.value(d)
            if share > 0, hw > 0 {
                var u = hx / hw - 0.5, v = hy / hw - 0.5
                // Written so NaN clamps too.
                if !(u > 0) { u = 0 } else if u > maxU { u = maxU }
                if !(v > 0) { v = 0 } else if v > maxV { v = maxV }
                let fx = Int(u * 65536), fy = Int(v * 65536)
                var p = image.bilinearClamped(fx, fy)
                if let glare { p = Glare.over(p, alpha: Glare.alpha(glare, fx: fx, fy: fy)) }
                let f = UInt32(share * o + 0.5)
                if f == 255 {
                    line[x] = Pixel.over(p, line[x])
                } else if f > 0 {
                    line[x] = Pixel.over(Pixel.scale(p, by: f), line[x])
                }
            }
            d += coverage.nx
            hx += inverse.m00
            hy += inverse.m10
            hw += inverse.m20
        }
    }

    /// The bilinear mix at 16.16 fixed-point (fx, fy) with integers at pixel centres; the
    /// caller keeps both within 0...(side - 1) << 16, so no tap falls outside.
    @inline(__always)
    func bilinearClamped(_ fx: Int, _ fy: Int) -> UInt32 {
        // 8-bit weights, as bilinearSample (within 1.5 units of exact bilinear).
        let rx = (fx &+ 128) >> 8, ry = (fy &+ 128) >> 8
        let x0 = min(rx >> 8, width - 1), y0 = min(ry >> 8, height - 1)
        let x1 = min(x0 + 1, width - 1)
        let r0 = row(y0), r1 = row(min(y0 + 1, height - 1))
        let wx = UInt32(rx & 0xFF), wy = UInt32(ry & 0xFF)
        let p00 = r0[x0], p10 = r0[x1], p01 = r1[x0], p11 = r1[x1]
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        return Pixel.bilinear(p00, p10, p01, p11, wx: wx, wy: wy)
    }
}
