/// An axis-aligned rectangle in window or image space (Double). Edges are exact: a pixel whose
/// centre lies inside belongs to it.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x, y), size: Size(width, height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// The overlap of two rectangles; `Rect.zero`-sized (isEmpty) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// A rectangle of `size` centred on `center`.
    public static func centered(at center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The pixels whose centres lie inside: edges rounded half-up, the convention every
    /// renderer here shares so that two rectangles that touch never overlap or leave a gap.
    public var pixelRect: PixelRect {
        let x0 = Int((minX - 0.5).rounded(.up)), y0 = Int((minY - 0.5).rounded(.up))
        let x1 = Int((maxX - 0.5).rounded(.up)), y1 = Int((maxY - 0.5).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "Rect(\(minX), \(minY), \(width)x\(height))" }
}
