extension InputEvent {
    /// A smooth scroll's movement along one axis, in notches, positive down or right: the
    /// larger of its two deltas (dy on a tie), as a touchpad swipe is never quite straight.
    /// For what moves along one axis: a strip, a scale.
    public static func scrollAlongOneAxis(dx: Double, dy: Double) -> Double {
        abs(dx) > abs(dy) ? dx : dy
    }
}

extension WheelDirection {
    /// One notch as a scroll delta: +1 down or right, -1 up or left.
    public var notches: Double { self == .down || self == .right ? 1 : -1 }
}
