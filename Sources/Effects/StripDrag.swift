import Geometry

/// A press on a strip, read as travel along it. Until the pointer has moved `clickSlop` pixels
/// it may still be a click; then the drag locks to the axis it moved along most, and the
/// movement along that axis is the travel, so a drag across the strip scrolls it as well
/// (right counts as down, left as up) instead of stalling.
public struct StripDrag: Equatable, Sendable {
    /// Pointer travel below which a press and release is a click, in pixels. Default: 5.
    public static let clickSlop = 5.0

    public let start: Point
    public let orientation: StripOrientation
    /// The axis whose movement is read, once the pointer has passed the slop; nil until then.
    public private(set) var lockedAxis: StripOrientation?

    public init(at start: Point, orientation: StripOrientation) {
        self.start = start
        self.orientation = orientation
    }

    /// Still a click: the pointer has not left the slop since the press.
    public var isClick: Bool { lockedAxis == nil }

    /// The pointer is at `point`: returns the travel along the strip since the press.
    public mutating func move(to point: Point) -> Double {
        let delta = point - start
        if lockedAxis == nil, delta.length >= StripDrag.clickSlop {
            // A diagonal exactly between the axes is read along the strip.
            let (x, y) = (abs(delta.x), abs(delta.y))
            lockedAxis = x == y ? orientation : x > y ? .horizontal : .vertical
        }
        return travel(of: delta)
    }

    /// A movement or velocity read as the drag reads it: along the locked axis, or along the
    /// strip while it may still be a click.
    public func travel(of delta: Point) -> Double { (lockedAxis ?? orientation).component(of: delta) }
}
