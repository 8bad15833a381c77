/// A position in window or image space, in pixels, y pointing down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    /// Distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    public func distance(to other: Point) -> Double { (self - other).length }

    public var description: String { "(\(x), \(y))" }
}

extension Point {
    /// Each coordinate within ±`limit` (NaN becomes 0): points far off a window (a hostile
    /// server, a script) would otherwise overflow the Ints of pixel positions derived from
    /// them, or turn a model's sums into infinities and NaNs.
    public func clamped(within limit: Double) -> Point {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(limit, max(-limit, v)) }
        return Point(clamp(x), clamp(y))
    }
}
