import Geometry

/// How much of each pixel a convex quadrilateral covers, from its four edges.
///
/// For one straight edge the covered share of a pixel is exact: the pixel square projected on
/// the edge's normal spreads as a trapezoid, and the share is its cumulative area at the pixel
/// centre's signed distance (a linear ramp for axis-aligned edges, quadratic ends otherwise).
/// The four edges' shares multiply, exact away from corners and for right-angled corners
/// of axis-aligned quads; at other corners within 12/255 of 256 samples a pixel, on edges
/// within 3/255 (PerspectiveTests). A plain clamp(d + 0.5) ramp is 11/255 off on a 45 degree edge.
struct QuadCoverage {
    /// Per edge (one SIMD lane each): inward unit normal and offset, so that
    /// distance = nx x + ny y + c is positive inside.
    let nx, ny, c: SIMD4<Double>
    /// Half the projected pixel width (h), half the difference of the two sides (k), 1 / a
    /// and 1 / (2 a b) for a = max(|nx|, |ny|), b = min(|nx|, |ny|).
    let h, k, invA, inv2ab: SIMD4<Double>
    /// The corners, in order round the outline: in lanes, not an array, so an image draw
    /// allocates nothing.
    private let cornerX, cornerY: SIMD4<Double>

    /// Nil unless the corners of `q` are finite and enclose an area.
    init?(_ q: Quad) { self.init(q.p0, q.p1, q.p2, q.p3) }

    /// Nil unless the corners (in order round the outline) are finite and enclose an area.
    init?(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let xs = SIMD4(p0.x, p1.x, p2.x, p3.x), ys = SIMD4(p0.y, p1.y, p2.y, p3.y)
        for i in 0..<4 where !xs[i].isFinite || !ys[i].isFinite { return nil }
        var area = 0.0
        for i in 0..<4 { area += xs[i] * ys[(i + 1) % 4] - xs[(i + 1) % 4] * ys[i] }
        guard area.isFinite, abs(area) > 1e-9 else { return nil }
        let turn = area > 0 ? 1.0 : -1.0
        var nx = SIMD4<Double>(), ny = SIMD4<Double>(), c = SIMD4<Double>()
        var h = SIMD4<Double>(), k = SIMD4<Double>(), invA = SIMD4<Double>(), inv2ab = SIMD4<Double>()
        for i in 0..<4 {
            let p = Point(xs[i], ys[i]), e = Point(xs[(i + 1) % 4], ys[(i + 1) % 4]) - p
            let length = e.length
            guard length > 1e-12, length.isFinite else {
                // A corner twice: this edge bounds nothing; a lane that always reads "inside".
                (c[i], h[i], k[i], invA[i]) = (1, 0.5, 0.5, 1)
                continue
            }
            nx[i] = -e.y / length * turn
            ny[i] = e.x / length * turn
            c[i] = -(nx[i] * p.x + ny[i] * p.y)
            let a = max(abs(nx[i]), abs(ny[i])), b = min(abs(nx[i]), abs(ny[i]))
            (h[i], k[i], invA[i]) = ((a + b) / 2, (a - b) / 2, 1 / a)
            inv2ab[i] = b > 1e-9 ? 1 / (2 * a * b) : 0
        }
        (self.nx, self.ny, self.c, self.h, self.k, self.invA, self.inv2ab) = (nx, ny, c, h, k, invA, inv2ab)
        (cornerX, cornerY) = (xs, ys)
    }

    /// The signed distances of (x, y) from the four edges, positive inside.
    @inline(__always)
    func distances(_ x: Double, _ y: Double) -> SIMD4<Double> { nx * x + ny * y + c }

    /// The covered share (0...1) of the pixel whose centre has edge distances `d`.
    @inline(__always)
    func value(_ d: SIMD4<Double>) -> Double {
        if all(d .>= h) { return 1 }
        if any(d .<= -h) { return 0 }
        // Clamped first: the quadratic ends turn back beyond the ramp (a lane far inside one
        // edge while the pixel straddles another must read 1, not a negative share).
        let d = d.clamped(lowerBound: -h, upperBound: h)
        var share = 0.5 + d * invA
        let low = (d + h) * (d + h) * inv2ab, high = 1 - (h - d) * (h - d) * inv2ab
        share.replace(with: low, where: d .< -k)
        share.replace(with: high, where: d .> k)
        return share[0] * share[1] * share[2] * share[3]
    }

    /// The pixels of row `y` within `start..<end` whose coverage is certainly 1: centres more
    /// than `h` (plus a hair, for the rounding of the incremental distances) inside every edge.
    /// Empty (lo >= hi) when the row only grazes the quad.
    func interior(row y: Int, from start: Int, to end: Int) -> (lo: Int, hi: Int) {
        let py = Double(y) + 0.5
        // Per edge, nx (x + 0.5) >= need: a bound on x on the side nx points to.
        let need = h + 1e-6 - ny * py - c
        var lo = Double(start), hi = Double(end)
        for i in 0..<4 {
            let t = need[i] / nx[i] - 0.5
            if nx[i] > 0 {
                lo = max(lo, t.rounded(.up))
            } else if nx[i] < 0 {
                hi = min(hi, t.rounded(.down) + 1)
            } else if need[i] > 0 {
                return (start, start)
            }
        }
        // Written so that NaN from a degenerate edge leaves the run empty.
        guard lo < hi else { return (start, start) }
        return (Int(lo), Int(hi))
    }

    /// The x extent of the quad within the band of rows y0...y1 (nil if it misses the band):
    /// every pixel of the band outside it has zero coverage.
    func xRange(from y0: Double, to y1: Double) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for i in 0..<4 {
            let p = Point(cornerX[i], cornerY[i]), q = Point(cornerX[(i + 1) % 4], cornerY[(i + 1) % 4])
            let top = min(p.y, q.y), bottom = max(p.y, q.y)
            guard bottom >= y0, top <= y1 else { continue }
            if p.y == q.y {
                lo = min(lo, p.x, q.x)
                hi = max(hi, p.x, q.x)
                continue
            }
            let slope = (q.x - p.x) / (q.y - p.y)
            let xa = p.x + slope * (max(top, y0) - p.y), xb = p.x + slope * (min(bottom, y1) - p.y)
            lo = min(lo, xa, xb)
            hi = max(hi, xa, xb)
        }
        return lo <= hi ? (lo, hi) : nil
    }
}
