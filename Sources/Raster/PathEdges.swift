import Geometry

/// The non-horizontal edges of a flattened path, sorted by their top. A subpath with any
/// non-finite point is dropped whole: dropping only its bad edges would leave the others
/// unbalanced, and the fill would leak to the end of the row.
///
/// Refilled in place (`set(_:)`), so a `PathScratch` filling every frame keeps the storage.
struct PathEdges {
    struct Edge {
        var x0, y0, y1: Double
        /// dx / dy along the edge.
        var slope: Double
        /// +1 for an edge going down, -1 up.
        var winding: Int32
    }

    private(set) var edges: [Edge] = []
    /// The merge sort's second buffer, kept with `edges`.
    private var spare: [Edge] = []

    /// The edges of `polygons`, replacing those held.
    mutating func set(_ polygons: PathPolygons) {
        edges.removeAll(keepingCapacity: true)
        // At most one edge a point: one allocation for a larger path, not one per doubling.
        edges.reserveCapacity(polygons.points.count)
        for k in 0..<polygons.count {
            let polygon = polygons[k]
            let first = polygon.startIndex, last = polygon.endIndex - 1
            // Index loops here and below: a debug build's unspecialised iterator allocates per
            // element, which the allocation test (PathScratchTests) would count.
            var finite = true
            for i in first...last where !(polygon[i].x.isFinite && polygon[i].y.isFinite) { finite = false }
            guard finite else { continue }
            for i in first...last {
                let a = polygon[i], b = polygon[i == last ? first : i + 1]
                guard a.y != b.y else { continue }
                let (top, bottom, winding): (Point, Point, Int32) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                let slope = (bottom.x - top.x) / (bottom.y - top.y)
                // A slope that overflows (1e300 across a hair) would turn crossings into NaN.
                guard slope.isFinite else { continue }
                edges.append(Edge(x0: top.x, y0: top.y, y1: bottom.y, slope: slope, winding: winding))
            }
        }
        sortByTop()
    }

    /// A stable sort by `y0` (edges with the same top keep their order, as Swift's sort keeps
    /// them), in the kept buffers: Swift's sort allocates half the count on every call.
    /// Insertion sort in runs of 16, then merges back and forth between `edges` and `spare`.
    private mutating func sortByTop() {
        let n = edges.count, run = 16
        guard n > 1 else { return }
        if n > run, spare.count < n {
            spare.removeAll(keepingCapacity: true)
            spare.append(contentsOf: edges)
        }
        var sortedInSpare = false
        edges.withUnsafeMutableBufferPointer { a in
            spare.withUnsafeMutableBufferPointer { b in
                var lo = 0
                while lo < n {
                    let hi = min(n, lo + run)
                    for i in (lo + 1)..<max(lo + 1, hi) {
                        let e = a[i]
                        var j = i
                        while j > lo && a[j - 1].y0 > e.y0 {
                            a[j] = a[j - 1]
                            j -= 1
                        }
                        a[j] = e
                    }
                    lo = hi
                }
                var (from, to) = (a, b)
                var width = run
                while width < n {
                    var start = 0
                    while start < n {
                        let mid = min(n, start + width), end = min(n, start + 2 * width)
                        var i = start, j = mid, k = start
                        while i < mid && j < end {
                            // Ties from the left run first: stable.
                            if from[j].y0 < from[i].y0 {
                                to[k] = from[j]
                                j += 1
                            } else {
                                to[k] = from[i]
                                i += 1
                            }
                            k += 1
                        }
                        while i < mid {
                            to[k] = from[i]
                            i += 1
                            k += 1
                        }
                        while j < end {
                            to[k] = from[j]
                            j += 1
                            k += 1
                        }
                        start = end
                    }
                    swap(&from, &to)
                    sortedInSpare.toggle()
                    width *= 2
                }
            }
        }
        if sortedInSpare {
            for i in 0..<n { edges[i] = spare[i] }
        }
    }

    /// The pixels the edges reach, clamped to ±1e9; nil without edges.
    var bounds: PixelRect? {
        guard !edges.isEmpty else { return nil }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for i in 0..<edges.count {
            let e = edges[i]
            let xEnd = e.x0 + (e.y1 - e.y0) * e.slope
            // Two-argument min and max: the variadic ones make an array in a debug build.
            x0 = min(x0, min(e.x0, xEnd))
            x1 = max(x1, max(e.x0, xEnd))
            y0 = min(y0, e.y0)
            y1 = max(y1, e.y1)
        }
        // Both ends of both sides clamped: a corner at 1e300 once reached Int() unclamped.
        @inline(__always) func clamped(_ v: Double) -> Int { Int(min(1e9, max(-1e9, v.isNaN ? 0 : v))) }
        let ix0 = clamped(x0.rounded(.down)), iy0 = clamped(y0.rounded(.down))
        let ix1 = clamped(x1.rounded(.up)), iy1 = clamped(y1.rounded(.up))
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }
}
