import Geometry

/// Which points a self-overlapping path covers.
public enum FillRule: Hashable, Sendable {
    /// Inside where the outline winds around the point at all (holes need reversed direction).
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times (any inner
    /// subpath cuts a hole).
    case evenOdd
}

extension Surface {
    /// Fills `path` (mapped by `transform`) with `color`, antialiased, over this surface.
    ///
    /// Coverage is exact horizontally (the spans' fractional ends go into a difference row that
    /// one prefix sum turns into area) and sampled at 16 sub-scanlines vertically, so an edge
    /// steps in 1/16ths at most, below what 8-bit alpha resolves at common slopes.
    public func fill(
        _ path: Path, with color: Color, rule: FillRule = .nonZero, transform: Affine = .identity,
        clip: PixelRect? = nil
    ) {
        let source = color.pixel
        guard source != 0 else { return }
        var edges = PathEdges(path.transformed(by: transform))
        guard let box = edges.bounds?.intersection(clip.map { $0.intersection(bounds) } ?? bounds), !box.isEmpty
        else { return }
        let subsamples = 16
        let weight = Float(1) / Float(subsamples)
        var difference = [Float](repeating: 0, count: box.width + 2)
        var crossings: [(x: Double, winding: Int)] = []
        for y in box.y..<box.maxY {
            for i in difference.indices { difference[i] = 0 }
            var touched = false
            for s in 0..<subsamples {
                let sy = Double(y) + (Double(s) + 0.5) / Double(subsamples)
                edges.crossings(at: sy, into: &crossings)
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += crossings[i].winding
                    let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let x0 = min(max(crossings[i].x - Double(box.x), 0), Double(box.width))
                    let x1 = min(max(crossings[i + 1].x - Double(box.x), 0), Double(box.width))
                    guard x1 > x0 else { continue }
                    Surface.addStep(&difference, at: x0, weight)
                    Surface.addStep(&difference, at: x1, -weight)
                    touched = true
                }
            }
            guard touched else { continue }
            let line = row(y) + box.x
            var coverage: Float = 0
            for x in 0..<box.width {
                coverage += difference[x]
                let alpha = UInt32(min(255, max(0, coverage * 255 + 0.5)))
                if alpha == 0 { continue }
                line[x] = Pixel.over(alpha == 255 ? source : Pixel.scale(source, by: alpha), line[x])
            }
        }
    }

    /// A step of height `weight` starting at `x`: the pixel it starts in gets the part right of x,
    /// every pixel after it the whole.
    @inline(__always)
    static func addStep(_ difference: inout [Float], at x: Double, _ weight: Float) {
        let ix = Int(x)
        let frac = Float(x - Double(ix))
        difference[ix] += weight * (1 - frac)
        difference[ix + 1] += weight * frac
    }
}

/// The non-horizontal edges of a flattened path, sorted by their top, with an active window
/// that moves down as scanlines are asked for in increasing order.
struct PathEdges {
    struct Edge {
        var x0, y0, x1, y1: Double
        var winding: Int
    }

    private var edges: [Edge] = []
    private var next = 0
    private var active: [Edge] = []

    init(_ path: Path) {
        for polygon in path.polygons() {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                edges.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1)
                                       : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
            }
        }
        edges.sort { $0.y0 < $1.y0 }
    }

    var bounds: PixelRect? {
        guard !edges.isEmpty else { return nil }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for e in edges {
            x0 = min(x0, e.x0, e.x1); x1 = max(x1, e.x0, e.x1)
            y0 = min(y0, e.y0); y1 = max(y1, e.y1)
        }
        // Both ends of both sides clamped: a corner at 1e300 once reached Int() unclamped.
        @inline(__always) func clamped(_ v: Double) -> Int { Int(min(1e9, max(-1e9, v))) }
        let ix0 = clamped(x0.rounded(.down)), iy0 = clamped(y0.rounded(.down))
        let ix1 = clamped(x1.rounded(.up)), iy1 = clamped(y1.rounded(.up))
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }

    /// Where the edges cross the horizontal line at `y`; `y` must not decrease between calls.
    mutating func crossings(at y: Double, into out: inout [(x: Double, winding: Int)]) {
        out.removeAll(keepingCapacity: true)
        while next < edges.count && edges[next].y0 <= y {
            active.append(edges[next])
            next += 1
        }
        active.removeAll { $0.y1 <= y }
        for e in active where e.y0 <= y {
            let t = (y - e.y0) / (e.y1 - e.y0)
            out.append((e.x0 + t * (e.x1 - e.x0), e.winding))
        }
    }
}
