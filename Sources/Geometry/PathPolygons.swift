/// The subpaths of one or more paths cut into polygons, every point in one array, so filling
/// a path each frame can reuse the storage: `removeAll()` keeps the capacity, and refilling
/// with a path no larger allocates nothing. `Path.polygons(tolerance:)` is this, copied out.
public struct PathPolygons: Sendable {
    /// The points of all polygons, polygon after polygon.
    public private(set) var points: [Point] = []
    /// Where each polygon ends in `points` (exclusive); it starts where the one before ends.
    public private(set) var ends: [Int] = []
    /// Where the polygon being cut starts in `points`.
    private var start = 0

    public init() {}

    /// The number of polygons.
    public var count: Int { ends.count }

    /// The points of polygon `i` (at least two). A slice: no copy.
    public subscript(i: Int) -> ArraySlice<Point> { points[(i == 0 ? 0 : ends[i - 1])..<ends[i]] }

    /// Forgets the polygons, keeping the storage.
    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        start = 0
    }

    /// Appends the subpaths of `path`, each point mapped by `transform` first (when given),
    /// curves cut into lines no further than `tolerance` pixels from the true curve; a subpath
    /// of fewer than two points is left out. Default: 0.02 px: at 0.1 a circle of radius 30
    /// already lost 0.3% of its area.
    ///
    /// Mapping the control points and then cutting gives the same points, bit for bit, as
    /// cutting `path.transformed(by: transform)`, without making that path.
    public mutating func append(_ path: Path, transform: Affine? = nil, tolerance: Double = 0.02) {
        @inline(__always) func map(_ p: Point) -> Point { transform?.apply(p) ?? p }
        start = points.count
        let elements = path.elements
        // An index loop: a debug build's unspecialised iterator allocates per element.
        for k in 0..<elements.count {
            switch elements[k] {
            case .move(let p):
                finish()
                points.append(map(p))
            case .line(let p):
                points.append(map(p))
            case .quad(let control, let end):
                let c = map(control), p = map(end)
                let p0 = points.count > start ? points[points.count - 1] : c
                if points.count == start { points.append(p0) }
                let n = PathPolygons.segments(deviation: (p0 - c * 2 + p).length / 4, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    points.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .cubic(let control1, let control2, let end):
                let c1 = map(control1), c2 = map(control2), p = map(end)
                let p0 = points.count > start ? points[points.count - 1] : c1
                if points.count == start { points.append(p0) }
                let dev = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length) * 0.75
                let n = PathPolygons.segments(deviation: dev, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    points.append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .close:
                finish()
            }
        }
        finish()
    }

    /// Ends the polygon being cut: kept with two points or more, dropped otherwise.
    private mutating func finish() {
        if points.count - start > 1 {
            ends.append(points.count)
        } else {
            points.removeSubrange(start...)
        }
        start = points.count
    }

    /// Segments needed so a curve whose second difference is `deviation` stays within tolerance.
    private static func segments(deviation: Double, tolerance: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        // Capped before converting: a huge curve (a region grown 831 notches) overflowed Int.
        return Int(min(1000, max(1, (deviation / tolerance).squareRoot().rounded(.up))))
    }
}
