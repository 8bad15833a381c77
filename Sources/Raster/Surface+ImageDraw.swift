import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Surface {
    /// False with VITRINE_NO_FAST_PATHS=1 (`RasterConfig`): every operation with a specialised
    /// loop then takes its general path, so a suspected fast path can be ruled out in the field.
    package static var fastPathsAllowed: Bool { RasterConfig.current.fastPaths }

    /// Draws `image` (premultiplied BGRA) mapped by `transform` (image pixel coordinates -> this
    /// surface's), source-over, scaled by `opacity` / 255 and clipped to `clip`.
    ///
    /// Colour is sampled in premultiplied space with the image's edge pixels repeated, so no
    /// dark or light fringe comes in from outside; the outline is then cut by `edges`.
    /// `.mipmapped` needs `mips` (built from this same image; otherwise it is `.bilinear`) and
    /// samples the single level whose pixel size is nearest the transform's scale (in log
    /// scale), bilinearly: not trilinear, which would double the sampling for a blend that
    /// only shows while the scale moves. With any filter, `mips` also tells whether the image
    /// is opaque, which lets the interior be stored without reading the destination. A
    /// transform that squashes the image to a line or throws a corner beyond ±2^24 px draws
    /// nothing. `emptyTiles` (made from this same image) lets a turned or scaled draw skip the
    /// image's empty parts without sampling them.
    public func draw(
        _ image: Surface, transform: Affine, filter: ImageFilter, edges: EdgeMode,
        mips: MipChain? = nil, opacity: UInt8 = 255, clip: PixelRect? = nil, emptyTiles: EmptyTiles? = nil
    ) {
        draw(
            image, transform: transform, filter: filter, edges: edges, mips: mips, opacity: opacity, clip: clip,
            emptyTiles: emptyTiles, fastPaths: Surface.fastPathsAllowed)
    }

    /// As the public draw at full opacity, with the axis-aligned path's scratch (`columnTaps`)
    /// the caller's when given, not this surface's: for draws into one surface by bands of rows
    /// on several threads, each band with its own.
    package func draw(
        _ image: Surface, transform: Affine, filter: ImageFilter, edges: EdgeMode, mips: MipChain?,
        clip: PixelRect?, columnTaps: ColumnTaps?
    ) {
        draw(
            image, transform: transform, filter: filter, edges: edges, mips: mips, opacity: 255, clip: clip,
            fastPaths: Surface.fastPathsAllowed, columnTaps: columnTaps)
    }

    /// As the public draw, with the fast paths chosen explicitly (tests compare both).
    package func draw(
        _ image: Surface, transform: Affine, filter: ImageFilter, edges: EdgeMode,
        mips: MipChain?, opacity: UInt8, clip: PixelRect?, emptyTiles: EmptyTiles? = nil, fastPaths: Bool,
        columnTaps own: ColumnTaps? = nil, turnedLoop: RowLoop = .chosen
    ) {
        guard
            let plan = ImageDrawPlan(
                image, transform, filter, edges, mips, opacity, clip, bounds,
                emptyTiles: fastPaths ? emptyTiles : nil)
        else { return }
        if fastPaths && plan.isIntegerTranslation {
            // Every pixel fully in or out and sampled at its centre: exactly a composite.
            return composite(image, atX: Int(transform.tx), y: Int(transform.ty), clip: clip, opacity: opacity)
        }
        let area = plan.area
        var taps: ColumnTaps?
        if fastPaths && plan.isAxisAligned {
            taps = own ?? columnTaps
            taps!.reset(for: plan)
        }
        for y in area.y..<area.maxY {
            guard let (lo, hi) = plan.coverage.xRange(from: Double(y), to: Double(y + 1)) else { continue }
            let start = max(area.x, Int(lo.rounded(.down))), end = min(area.maxX, Int(hi.rounded(.up)))
            guard start < end else { continue }
            let py = Double(y) + 0.5
            // Source positions in 16.16, stepped from the outline's first column: the same
            // integers on every path and under every clip, so the fast paths match the general
            // one bit for bit and a clipped draw matches the whole one.
            let p = plan.toSource.apply(Point(Double(plan.originX) + 0.5, py))
            let skip = start - plan.originX
            let fx = Int((p.x * 65536).rounded(.down)) &+ skip &* plan.stepX
            let fy = Int((p.y * 65536).rounded(.down)) &+ skip &* plan.stepY
            let inner = fastPaths ? plan.interior(py: py, from: start, to: end) : end..<end
            let line = row(y)
            plan.edgeRun(line, y: y, start: start, from: start, to: inner.lowerBound, fx, fy)
            if let taps {
                plan.axisAlignedRun(
                    line, taps: taps, start: start, from: inner.lowerBound, to: inner.upperBound, fx, fy)
            } else {
                plan.interiorRun(
                    line, start: start, from: inner.lowerBound, to: inner.upperBound, fx, fy, loop: turnedLoop)
            }
            plan.edgeRun(line, y: y, start: start, from: inner.upperBound, to: end, fx, fy)
        }
    }

    /// The same image with a 1-pixel transparent border all round: the classic antialiasing
    /// fix, as bilinear then fades the outermost pixels into transparency (over one image
    /// pixel, so it fails below half size). Draw it with the image's transform preceded by a
    /// move of (-1, -1): `Affine.translation(-1, -1).then(transform)`.
    public func withTransparentBorder() -> Surface {
        let out = Surface(width: width + 2, height: height + 2)!
        out.copy(from: self, sourceRect: bounds, toX: 1, y: 1)
        return out
    }
}
