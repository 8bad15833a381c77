/// Four corners in order round a convex outline (a card's or a turned stamp's box: top-left,
/// top-right, bottom-right, bottom-left). Stored inline, not in an array, so a frame that maps
/// an outline every frame, or gathers outlines into storage it keeps, allocates nothing.
public struct Quad: Equatable, Sendable {
    public var p0, p1, p2, p3: Point

    public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
    }

    /// The four of `points`; nil unless there are exactly four.
    public init?(_ points: [Point]) {
        guard points.count == 4 else { return nil }
        self.init(points[0], points[1], points[2], points[3])
    }

    /// `rect`'s corners mapped by `transform`, in the order (minX, minY), (maxX, minY),
    /// (maxX, maxY), (minX, maxY).
    public init(_ rect: Rect, mappedBy transform: Affine) {
        p0 = transform.apply(Point(rect.minX, rect.minY))
        p1 = transform.apply(Point(rect.maxX, rect.minY))
        p2 = transform.apply(Point(rect.maxX, rect.maxY))
        p3 = transform.apply(Point(rect.minX, rect.maxY))
    }

    /// Corner `i` (0...3) round the outline; indices wrap, so corner i + 1 follows corner 3.
    public subscript(i: Int) -> Point {
        switch i & 3 {
        case 0: p0
        case 1: p1
        case 2: p2
        default: p3
        }
    }

    /// Each corner moved by `f`.
    public func map(_ f: (Point) -> Point) -> Quad { Quad(f(p0), f(p1), f(p2), f(p3)) }

    public var isFinite: Bool {
        p0.x.isFinite && p0.y.isFinite && p1.x.isFinite && p1.y.isFinite && p2.x.isFinite && p2.y.isFinite
            && p3.x.isFinite && p3.y.isFinite
    }

    // In lanes, not variadic min and max (which gather their arguments in an array).
    public var minX: Double { SIMD4(p0.x, p1.x, p2.x, p3.x).min() }
    public var maxX: Double { SIMD4(p0.x, p1.x, p2.x, p3.x).max() }
    public var minY: Double { SIMD4(p0.y, p1.y, p2.y, p3.y).min() }
    public var maxY: Double { SIMD4(p0.y, p1.y, p2.y, p3.y).max() }
}
