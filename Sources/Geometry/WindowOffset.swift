/// Where a window goes on the screen as X11 geometry strings say it ("+X+Y", "-X-Y"): each
/// offset is from the left or top edge, or with a minus from the right or bottom one, to the
/// window's far side ("-0-0" is the bottom-right corner). Pixels, the border not counted.
public struct WindowOffset: Hashable, Sendable {
    /// Pixels from the left edge to the window's left side, or when `fromRight` from the
    /// right edge to its right side. May be negative ("+-5": partly off screen).
    public var x: Int
    public var y: Int
    public var fromRight: Bool
    public var fromBottom: Bool

    public init(x: Int, y: Int, fromRight: Bool = false, fromBottom: Bool = false) {
        self.x = x
        self.y = y
        self.fromRight = fromRight
        self.fromBottom = fromBottom
    }

    /// The window's top-left corner for a window of `size` on a screen of `screen`, as
    /// XWMGeometry computes it (no border).
    public func origin(size: PixelSize, screen: PixelSize) -> (x: Int, y: Int) {
        (fromRight ? screen.width - size.width - x : x, fromBottom ? screen.height - size.height - y : y)
    }
}
