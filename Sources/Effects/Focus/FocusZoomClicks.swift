import Geometry

/// Tells a double click from two clicks: the second press comes within `interval` of the first
/// and within `distance` of it, and the first was a click (released where it was pressed, not a
/// drag). The focus scene opens and closes its zoom view with it.
public struct FocusZoomClicks: Equatable, Sendable {
    /// Seconds between the two presses; GTK's default double-click time. Default: 0.4 s.
    public static let interval = 0.4
    /// How far the pointer may move, in pixels, between the presses and within the first
    /// click; GTK's default double-click distance. Default: 5 px.
    public static let distance = 5.0

    private var pressed: Press?
    private var lastClick: Press?

    private struct Press: Equatable, Sendable {
        var point: Point
        var time: Double
    }

    public init() {}

    /// A press at `p`: true when it is the second press of a double click.
    public mutating func press(at p: Point, time: Double) -> Bool {
        if let first = lastClick, time - first.time <= FocusZoomClicks.interval,
            p.distance(to: first.point) <= FocusZoomClicks.distance
        {
            lastClick = nil
            pressed = nil
            return true
        }
        pressed = Press(point: p, time: time)
        return false
    }

    /// The button came up at `p`: the press was a click unless the pointer went away meanwhile.
    public mutating func release(at p: Point) {
        if let start = pressed, p.distance(to: start.point) <= FocusZoomClicks.distance {
            lastClick = start
        } else {
            lastClick = nil
        }
        pressed = nil
    }
}
