/// Turns wheel notches into page steps without skipping: a fast spin, or a touchpad's inertia
/// sent as a burst of notches, moves one item per flick. A notch becomes a step when the
/// direction changes, or when `interval` has passed since the last step. (X core wheel
/// events carry no delta, so "the delta grows" never applies to them.)
public struct WheelPaging: Equatable, Sendable {
    /// Notches closer than this to the last accepted one are part of the same flick.
    /// Default: 0.15 s.
    public static let interval = 0.15

    private var lastStep: (time: Double, direction: Int)?

    public init() {}

    /// The page step for a notch at `time` in `direction` (+1 forward, -1 back): the direction,
    /// or 0 when the notch belongs to a flick already counted.
    public mutating func step(direction: Int, at time: Double) -> Int {
        if let last = lastStep, last.direction == direction, time - last.time < WheelPaging.interval {
            return 0
        }
        lastStep = (time, direction)
        return direction
    }

    public static func == (a: WheelPaging, b: WheelPaging) -> Bool {
        a.lastStep?.time == b.lastStep?.time && a.lastStep?.direction == b.lastStep?.direction
    }
}
