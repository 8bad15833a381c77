import Geometry

/// What `draw(_:transform:filter:edges:mips:opacity:clip:)` decides once per draw: the level it
/// samples, the map from destination pixel centres to that level's pixel centres, the outline,
/// the rows it touches, and the facts that pick a fast path (pixman's habit: flags computed
/// once select a specialised loop, the general loop handles the rest).
struct ImageDrawPlan {
    /// The surface sampled: the image, or the mip level chosen for the transform's scale.
    let source: Surface
    let nearest: Bool
    let exact: Bool
    let coverage: QuadCoverage
    /// Destination pixel centre -> source position with integers at the source's pixel centres.
    let toSource: Affine
    /// 16.16 steps of the source position per destination pixel along a row.
    let stepX, stepY: Int
    /// The destination pixels that can be touched: the outline's bounding box, clipped.
    let area: PixelRect
    /// The outline's leftmost pixel column, unclipped: rows' source positions are stepped from
    /// it, so a pixel gets the same position whatever the clip (a frame redrawn in pieces
    /// equals one drawn whole).
    let originX: Int
    let opacity: UInt32
    /// Fact: the image lands whole pixels on whole pixels at level 0, a plain composite.
    let isIntegerTranslation: Bool
    /// Fact: no turn or shear (`toSource`'s b and c are 0, as they are whenever the
    /// transform's are): a row samples one or two source rows, and every row the same columns
    /// (ImageDrawPlan+AxisAligned.swift).
    let isAxisAligned: Bool
    /// Fact: every pixel of `source` is opaque, as the mip chain knows (MipChain.opaqueLevels).
    let isOpaqueSource: Bool
    /// The source's empty tiles, when a group of four pixels can be skipped by them.
    let emptyTiles: EmptyTiles?

    /// The largest coordinate a mapped corner may reach, in pixels: beyond it edge distances
    /// lose their precision and 16.16 positions overflow; such a draw draws nothing.
    static let limit = Double(1 << 24)

    /// Nil when nothing would be drawn: zero opacity, a degenerate or enormous transform, or an
    /// outline outside the clip.
    init?(
        _ image: Surface, _ transform: Affine, _ filter: ImageFilter, _ edges: EdgeMode, _ mips: MipChain?,
        _ opacity: UInt8, _ clip: PixelRect?, _ bounds: PixelRect, emptyTiles: EmptyTiles? = nil
    ) {
        guard opacity > 0, let inverse = transform.inverted else { return nil }
        let (w, h) = (Double(image.width), Double(image.height))
        // The corners in locals, not an array: a draw allocates nothing.
        let p0 = transform.apply(Point(0, 0)), p1 = transform.apply(Point(w, 0))
        let p2 = transform.apply(Point(w, h)), p3 = transform.apply(Point(0, h))
        let xs = SIMD4(p0.x, p1.x, p2.x, p3.x), ys = SIMD4(p0.y, p1.y, p2.y, p3.y)
        let (minX, maxX, minY, maxY) = (xs.min(), xs.max(), ys.min(), ys.max())
        // Written so that a NaN corner fails the guard (or QuadCoverage's).
        guard -Self.limit < minX, maxX < Self.limit, -Self.limit < minY, maxY < Self.limit,
            let coverage = QuadCoverage(p0, p1, p2, p3)
        else { return nil }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let box = PixelRect(x: x0, y: y0, width: Int(maxX.rounded(.up)) - x0, height: Int(maxY.rounded(.up)) - y0)
        area = box.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        originX = box.x
        guard !area.isEmpty else { return nil }

        var source = image
        if filter == .mipmapped, let mips, mips.levels[0].size == image.size {
            // Image pixels one destination pixel spans, along its longer side.
            let footprint = max(
                (inverse.a * inverse.a + inverse.b * inverse.b).squareRoot(),
                (inverse.c * inverse.c + inverse.d * inverse.d).squareRoot())
            source = mips.levels[mips.level(forFootprint: footprint)]
        }
        let toLevel = Affine.scale(Double(source.width) / w, Double(source.height) / h)
        toSource = inverse.then(toLevel).then(.translation(-0.5, -0.5))
        stepX = Int((toSource.a * 65536).rounded())
        stepY = Int((toSource.b * 65536).rounded())
        (self.source, self.coverage, self.opacity) = (source, coverage, UInt32(opacity))
        (nearest, exact) = (filter == .nearest, edges == .exact)
        isIntegerTranslation = transform.isIntegerTranslation && source === image
        isAxisAligned = toSource.b == 0 && toSource.c == 0
        isOpaqueSource = mips?.isOpaque(source) ?? false
        // Four pixels' taps stay within a tile's neighbourhood only when a step is at most a
        // pixel of the image (EmptyTiles.isClear); and the tiles are the image's, not a level's.
        let small = abs(stepX) <= 65536 && abs(stepY) <= 65536
        self.emptyTiles = small && source === image && emptyTiles?.matches(image) == true && !nearest ? emptyTiles : nil
    }

    /// The pixels x in start..<end of the row whose centres lie at least a half pixel plus a
    /// margin inside every edge, where coverage is exactly 1: they need no coverage at all. The
    /// margin (1e-6 px) dwarfs the rounding of the distances, so the run never differs from
    /// the per-pixel path. Empty runs come back as end..<end.
    func interior(py: Double, from start: Int, to end: Int) -> Range<Int> {
        var lo = Double(start), hi = Double(end)
        let row = coverage.ny * py + coverage.c
        for i in 0..<4 {
            // nx (x + 0.5) + row >= h + margin
            let need = coverage.h[i] + 1e-6 - row[i], n = coverage.nx[i]
            if n > 1e-9 {
                lo = max(lo, (need / n - 0.5).rounded(.up))
            } else if n < -1e-9 {
                hi = min(hi, (need / n - 0.5).rounded(.down) + 1)
            } else if need + 1e-3 > 0 {
                // Parallel to the row: all or nothing (1e-3 covers n * x for |n| < 1e-9).
                hi = lo
            }
        }
        guard lo < hi else { return end..<end }
        return Int(lo)..<Int(hi)
    }
}
