import Geometry

/// The non-horizontal edges of a flattened path, sorted by their top. A subpath with any
/// non-finite point is dropped whole: dropping only its bad edges would leave the others
/// unbalanced, and the fill would leak to the end of the row.
struct PathEdges {
    struct Edge {
        var x0, y0, y1: Double
        /// dx / dy along the edge.
        var slope: Double
        /// +1 for an edge going down, -1 up.
        var winding: Int32
    }

    private(set) var edges: [Edge] = []

    init(_ path: Path) {
        for polygon in path.polygons() where polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard a.y != b.y else { continue }
                let (top, bottom, winding): (Point, Point, Int32) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                let slope = (bottom.x - top.x) / (bottom.y - top.y)
                // A slope that overflows (1e300 across a hair) would turn crossings into NaN.
                guard slope.isFinite else { continue }
                edges.append(Edge(x0: top.x, y0: top.y, y1: bottom.y, slope: slope, winding: winding))
            }
        }
        edges.sort { $0.y0 < $1.y0 }
    }

    /// The pixels the edges reach, clamped to ±1e9; nil without edges.
    var bounds: PixelRect? {
        guard !edges.isEmpty else { return nil }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for e in edges {
            let xEnd = e.x0 + (e.y1 - e.y0) * e.slope
            x0 = min(x0, e.x0, xEnd); x1 = max(x1, e.x0, xEnd)
            y0 = min(y0, e.y0); y1 = max(y1, e.y1)
        }
        // Both ends of both sides clamped: a corner at 1e300 once reached Int() unclamped.
        @inline(__always) func clamped(_ v: Double) -> Int { Int(min(1e9, max(-1e9, v.isNaN ? 0 : v))) }
        let ix0 = clamped(x0.rounded(.down)), iy0 = clamped(y0.rounded(.down))
        let ix1 = clamped(x1.rounded(.up)), iy1 = clamped(y1.rounded(.up))
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }
}
