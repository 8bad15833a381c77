import Foundation
import Geometry

/// The sharp region of the blur scene: sharp inside, blurred outside, with a feathered ramp
/// between. `weight(at:)` is 0 where the photo stays sharp and 1 where it is fully blurred.
public struct FocusRegion: Equatable, Sendable {
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
        didSet { radius = max(FocusRegion.minimumRadius, radius) }
    }
    /// Where the blur starts, as a share of `radius`. Default: 0.6.
    public var innerShare: Double

    public static let minimumRadius = 8.0

    public init(shape: Shape = .circle, center: Point, radius: Double, innerShare: Double = 0.6) {
        self.shape = shape
        self.center = center
        self.radius = max(FocusRegion.minimumRadius, radius)
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
            return FocusRegion.solve(a: 1, b: 0, c: dy * dy - r * r, offset: center.x)
        case .ellipse(let aspect, let rotation):
            // distance² = (u² + v²/k²) with u, v linear in dx: a quadratic in dx.
            let cs = cos(rotation), sn = sin(rotation), k = max(0.05, aspect)
            let ux = cs, u0 = dy * sn, vx = -sn / k, v0 = dy * cs / k
            return FocusRegion.solve(a: ux * ux + vx * vx, b: 2 * (ux * u0 + vx * v0), c: u0 * u0 + v0 * v0 - r * r,
                                     offset: center.x)
        case .band(let angle):
            let nx = -sin(angle), c0 = dy * cos(angle)
            if abs(nx) < 1e-9 { return abs(c0) <= r ? -Double.infinity...Double.infinity : nil }
            let a = (-r - c0) / nx, b = (r - c0) / nx
            return (min(a, b) + center.x)...(max(a, b) + center.x)
        }
    }

    /// dx with a dx² + b dx + c <= 0 (a > 0), shifted by `offset`.
    private static func solve(a: Double, b: Double, c: Double, offset: Double) -> ClosedRange<Double>? {
        let disc = b * b - 4 * a * c
        guard disc >= 0, a > 0 else { return nil }
        let root = disc.squareRoot()
        return ((-b - root) / (2 * a) + offset)...((-b + root) / (2 * a) + offset)
    }
}

extension FocusRegion {
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
                out[Int(i)] = FocusRegion.ramp(abs(fb * dx + fc) * inv - offset)
            }
        } else {
            for i in 0..<n {
                let dx = start + Float(i)
                out[Int(i)] = FocusRegion.ramp(max(0, (fa * dx + fb) * dx + fc).squareRoot() * inv - offset)
            }
        }
    }
}
