import Foundation
import Geometry

/// The sharp region of the blur scene: sharp inside, blurred outside, with a feathered ramp
/// between. `weight(at:)` is 0 where the photo stays sharp and 1 where it is fully blurred.
public struct BlurRegion: Equatable, Sendable {
    public enum Shape: Equatable, Sendable {
        case circle
        /// `aspect` = minor / major axis (0...1], `rotation` in radians (clockwise, y down).
        case ellipse(aspect: Double, rotation: Double)
        /// A tilt-shift band through the centre at `angle` (0: horizontal).
        case band(angle: Double)
    }

    public var shape: Shape
    public var center: Point
    /// Where the blur is full: the circle's radius, the ellipse's semi-major axis, the band's
    /// half-width. At least `minimumRadius`.
    public var radius: Double {
        didSet { radius = max(BlurRegion.minimumRadius, radius) }
    }
    /// Where the blur starts, as a share of `radius`. Default: 0.6.
    public var innerShare: Double

    public static let minimumRadius = 8.0

    public init(shape: Shape = .circle, center: Point, radius: Double, innerShare: Double = 0.6) {
        self.shape = shape
        self.center = center
        self.radius = max(BlurRegion.minimumRadius, radius)
        self.innerShare = min(0.95, max(0, innerShare))
    }

    public var innerRadius: Double { radius * innerShare }

    /// The shape's rotation (the band's angle), 0 for a circle.
    public var rotation: Double {
        get {
            switch shape {
            case .circle: 0
            case .ellipse(_, let r): r
            case .band(let a): a
            }
        }
        set {
            switch shape {
            case .circle: break
            case .ellipse(let aspect, _): shape = .ellipse(aspect: aspect, rotation: newValue)
            case .band: shape = .band(angle: newValue)
            }
        }
    }

    /// 0 inside the inner radius, 1 beyond the outer, a smoothstep between (no visible ring).
    public func weight(at p: Point) -> Double {
        let t = (distance(p) - innerRadius) / (radius - innerRadius)
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return t * t * (3 - 2 * t)
    }

    /// The shape's distance of `p` from the centre, in units where the outer edge is `radius`.
    public func distance(_ p: Point) -> Double {
        let d = p - center
        switch shape {
        case .circle:
            return d.length
        case .ellipse(let aspect, let rotation):
            let c = cos(rotation), s = sin(rotation)
            let u = d.x * c + d.y * s, v = -d.x * s + d.y * c
            return Point(u, v / max(0.05, aspect)).length
        case .band(let angle):
            return abs(-d.x * sin(angle) + d.y * cos(angle))
        }
    }

    /// For the horizontal line at `y`: where the weight is 0 (`sharp`) and where it is below 1
    /// (`affected`, which holds `sharp`). Outside `affected` the photo is fully blurred, so a
    /// renderer copies those runs and evaluates `weight` only in between. Nil intervals are empty.
    public func spans(atY y: Double) -> (affected: ClosedRange<Double>?, sharp: ClosedRange<Double>?) {
        (interval(y: y, radius: radius), interval(y: y, radius: innerRadius))
    }

    /// The x where `distance((x, y)) <= r`, as one interval (every shape is convex per line).
    private func interval(y: Double, radius r: Double) -> ClosedRange<Double>? {
        let dy = y - center.y
        switch shape {
        case .circle:
            return BlurRegion.solve(a: 1, b: 0, c: dy * dy - r * r, offset: center.x)
        case .ellipse(let aspect, let rotation):
            // distance² = (u² + v²/k²) with u, v linear in dx: a quadratic in dx.
            let cs = cos(rotation), sn = sin(rotation), k = max(0.05, aspect)
            let ux = cs, u0 = dy * sn, vx = -sn / k, v0 = dy * cs / k
            return BlurRegion.solve(
                a: ux * ux + vx * vx, b: 2 * (ux * u0 + vx * v0), c: u0 * u0 + v0 * v0 - r * r,
                offset: center.x)
        case .band(let angle):
            let nx = -sin(angle), c0 = dy * cos(angle)
            if abs(nx) < 1e-9 { return abs(c0) <= r ? -Double.infinity...Double.infinity : nil }
            let a = (-r - c0) / nx, b = (r - c0) / nx
            return (min(a, b) + center.x)...(max(a, b) + center.x)
        }
    }

    /// The smallest rectangle holding what of `rect` lies within `radius + margin` of the
    /// centre (in the shape's distance; for an ellipse both semi-axes grow by `margin`); nil
    /// when none of it does. With no margin, everything outside is fully blurred (weight 1),
    /// so moving the region changes only pixels inside the old and the new rectangle; a
    /// margin takes in what is drawn along the edge (a guide ring). A circle's and an
    /// ellipse's rectangle is their box cut by `rect` (for an ellipse cut across a turned
    /// axis, a few pixels more than the part inside); a band's is the box of its part in
    /// `rect` (all of `rect`'s width when horizontal).
    public func affectedBounds(in rect: Rect, margin: Double = 0) -> Rect? {
        let r = radius + max(0, margin)
        var x0 = rect.minX, x1 = rect.maxX, y0 = rect.minY, y1 = rect.maxY
        func within(halfWidth hx: Double, halfHeight hy: Double) {
            (x0, x1) = (max(x0, center.x - hx), min(x1, center.x + hx))
            (y0, y1) = (max(y0, center.y - hy), min(y1, center.y + hy))
        }
        switch shape {
        case .circle:
            within(halfWidth: r, halfHeight: r)
        case .ellipse(let aspect, let rotation):
            // The box of an ellipse with semi-axes a (turned by `rotation`) and b.
            let a = r, b = radius * max(0.05, aspect) + max(0, margin), cs = cos(rotation), sn = sin(rotation)
            let hx = ((a * cs) * (a * cs) + (b * sn) * (b * sn)).squareRoot()
            let hy = ((a * sn) * (a * sn) + (b * cs) * (b * cs)).squareRoot()
            within(halfWidth: hx, halfHeight: hy)
        case .band(let angle):
            // Inside where |-(x - cx) sin + (y - cy) cos| <= r. Across `rect` the band's x at a
            // given y is linear in y, so its extremes are at the top and bottom edges (and its
            // y extremes at the left and right edges): the box of the band within `rect`.
            let sn = sin(angle), cs = cos(angle)
            if abs(sn) > 1e-9 {
                // x - cx = ((y - cy) cos ± r) / sin.
                let top = (rect.minY - center.y) * cs / sn, bottom = (rect.maxY - center.y) * cs / sn
                let reach = abs(r / sn)
                x0 = max(x0, center.x + min(top, bottom) - reach)
                x1 = min(x1, center.x + max(top, bottom) + reach)
            }
            if abs(cs) > 1e-9 {
                // y - cy = ((x - cx) sin ± r) / cos.
                let left = (rect.minX - center.x) * sn / cs, right = (rect.maxX - center.x) * sn / cs
                let reach = abs(r / cs)
                y0 = max(y0, center.y + min(left, right) - reach)
                y1 = min(y1, center.y + max(left, right) + reach)
            }
        }
        guard x0 <= x1, y0 <= y1, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// dx with a dx² + b dx + c <= 0 (a > 0), shifted by `offset`.
    private static func solve(a: Double, b: Double, c: Double, offset: Double) -> ClosedRange<Double>? {
        let disc = b * b - 4 * a * c
        guard disc >= 0, a > 0 else { return nil }
        let root = disc.squareRoot()
        return ((-b - root) / (2 * a) + offset)...((-b + root) / (2 * a) + offset)
    }
}

extension BlurRegion {
    /// Smoothstep of t clamped to 0...1, as 0...255.
    @inline(__always)
    static func ramp(_ t: Float) -> UInt8 {
        let u = min(1, max(0, t))
        // Adding 1.5 x 2^23 leaves the rounded value in the low mantissa bits: a conversion
        // without Swift's range check, so the loops vectorise.
        return UInt8(truncatingIfNeeded: (u * u * (3 - 2 * u) * 255 + 12_582_912).bitPattern)
    }

    /// The weights of `count` pixels of the row whose centres lie at y, starting at x = `x0`
    /// (one pixel apart), as 0...255 (0 sharp, 255 fully blurred). Constants are worked out
    /// once per row, so a renderer can call this for every ramp run of every frame.
    public func weights(y: Double, x0: Double, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let inner = innerRadius, span = max(1e-9, radius - innerRadius)
        let dy = y - center.y
        // distance² (or the band's signed distance) as a function of dx = x - center.x.
        var a = 1.0, b = 0.0, c = dy * dy, linear = false
        switch shape {
        case .circle:
            break
        case .ellipse(let aspect, let rotation):
            let cs = cos(rotation), sn = sin(rotation), k = max(0.05, aspect)
            let ux = cs, u0 = dy * sn, vx = -sn / k, v0 = dy * cs / k
            (a, b, c) = (ux * ux + vx * vx, 2 * (ux * u0 + vx * v0), u0 * u0 + v0 * v0)
        case .band(let angle):
            (b, c, linear) = (-sin(angle), dy * cos(angle), true)
        }
        // Float, no division and no branch per pixel, so the loops vectorise: with the
        // unchecked conversion in `ramp`, focus-reblend went from 2.3 to 0.8 ms.
        let inv = Float(1 / span), offset = Float(inner / span)
        let fa = Float(a), fb = Float(b), fc = Float(c), start = Float(x0 - center.x)
        // The index as Int32: the loop then steps a vector of Floats, where an Int index cost
        // a scalar cvtsi2ss per pixel. Per-row evaluation (focus-reblend with
        // VITRINE_NO_FAST_PATHS) moved from 0.96-1.19 to 0.92-1.02 ms per frame in CPU time, within
        // this machine's noise that day. A row is far shorter than 2^31 pixels.
        let n = Int32(clamping: count)
        if linear {
            for i in 0..<n {
                let dx = start + Float(i)
                out[Int(i)] = BlurRegion.ramp(abs(fb * dx + fc) * inv - offset)
            }
        } else {
            for i in 0..<n {
                let dx = start + Float(i)
                out[Int(i)] = BlurRegion.ramp(max(0, (fa * dx + fb) * dx + fc).squareRoot() * inv - offset)
            }
        }
    }
}
