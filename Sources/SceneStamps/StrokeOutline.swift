import Geometry

/// Outlines of strokes, as paths to fill: the rasteriser fills paths but has no stroke.
enum StrokeOutline {
    /// Bézier handle length of a quarter circle, as a share of its radius.
    private static let arcHandle = 0.5522847498

    /// A stroke along `points` (a finely sampled curve) whose width at point i is `widths[i]`:
    /// the points pushed half their width out along the curve's normal on each side, as one
    /// closed polygon. A width of 0 at an end tapers it to a point. Bends tighter than half the
    /// width fold over, so it is for gentle curves such as speed lines.
    static func tapered(_ points: [Point], widths: [Double]) -> Path {
        guard points.count > 1, widths.count == points.count else { return Path() }
        var left: [Point] = [], right: [Point] = []
        for i in points.indices {
            let before = points[max(0, i - 1)], after = points[min(points.count - 1, i + 1)]
            let along = after - before
            let length = max(along.length, 1e-9)
            let normal = Point(-along.y / length, along.x / length) * (widths[i] / 2)
            left.append(points[i] + normal)
            right.append(points[i] - normal)
        }
        return .polygon(left + right.reversed())
    }

    /// `polygons` grown by `radius` all round with round corners (their Minkowski sum with a
    /// disk): each polygon and a capsule along each of its edges, all wound the same way so
    /// that filling with the non-zero rule paints their union with no seams. Filled behind
    /// the shape in a dark colour, it is the shape's outline, `radius` thick.
    static func grown(_ polygons: [[Point]], by radius: Double) -> Path {
        var path = Path()
        for polygon in polygons where polygon.count > 1 {
            path.append(.polygon(signedArea(polygon) < 0 ? polygon.reversed() : polygon))
            for (i, a) in polygon.enumerated() {
                let b = polygon[(i + 1) % polygon.count]
                if a != b { path.append(capsule(from: a, to: b, radius: radius)) }
            }
        }
        return path
    }

    /// `polygon` (simple, either winding) with every edge pushed out by `width`, meeting its
    /// neighbours in sharp mitred corners: a spike's outline comes to a point as the spike
    /// does. One polygon of as many corners, so it fills fast. For edges much longer than
    /// `width`: shorter ones could fold over.
    static func mitred(_ polygon: [Point], by width: Double) -> [Point] {
        let n = polygon.count
        guard n > 2 else { return polygon }
        // Outward is (d.y, -d.x) along travel d on a polygon of positive area (clockwise on
        // screen), the other way on one of negative area.
        let side = signedArea(polygon) > 0 ? 1.0 : -1.0
        func shifted(_ i: Int) -> (Point, Point) {
            let a = polygon[i], b = polygon[(i + 1) % n]
            let d = b - a, length = max(d.length, 1e-12)
            let out = Point(d.y / length, -d.x / length) * (width * side)
            return (a + out, b + out)
        }
        return (0..<n).map { i in
            let (a0, a1) = shifted((i + n - 1) % n), (b0, b1) = shifted(i)
            let u = a1 - a0, v = b1 - b0
            let cross = u.x * v.y - u.y * v.x
            // Parallel neighbours: the corner is just the shifted point.
            guard abs(cross) > 1e-12 else { return b0 }
            let t = ((b0.x - a0.x) * v.y - (b0.y - a0.y) * v.x) / cross
            return a0 + u * t
        }
    }

    /// The points within `radius` of the segment a-b, wound with positive area (clockwise on
    /// screen, as `Path.ellipse`): two straight sides and a half circle of cubic arcs at each end.
    static func capsule(from a: Point, to b: Point, radius r: Double) -> Path {
        let length = (b - a).length
        let d = (b - a) * (1 / length), n = Point(-d.y, d.x)
        let k = arcHandle * r
        var p = Path()
        p.move(to: a - n * r)
        p.line(to: b - n * r)
        p.cubic(to: b + d * r, control1: b - n * r + d * k, control2: b + d * r - n * k)
        p.cubic(to: b + n * r, control1: b + d * r + n * k, control2: b + n * r + d * k)
        p.line(to: a + n * r)
        p.cubic(to: a - d * r, control1: a + n * r - d * k, control2: a - d * r + n * k)
        p.cubic(to: a - n * r, control1: a - d * r - n * k, control2: a - n * r - d * k)
        p.close()
        return p
    }

    /// The shoelace area of `polygon`, positive when it turns clockwise on screen (y down).
    static func signedArea(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }
}
