/// Easing curves on 0...1.
public enum Easing {
    /// Fast start, gentle stop: the snap of a pager coming to rest.
    public static func easeOutCubic(_ t: Double) -> Double {
        let u = 1 - min(1, max(0, t))
        return 1 - u * u * u
    }
}

/// A value moving from `from` to `to` over `duration` seconds from `start`.
public struct Tween: Equatable, Sendable {
    public var from: Double
    public var to: Double
    public var start: Double
    public var duration: Double

    public init(from: Double, to: Double, start: Double, duration: Double) {
        (self.from, self.to, self.start, self.duration) = (from, to, start, duration)
    }

    public func value(at time: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * Easing.easeOutCubic((time - start) / duration)
    }

    public func isFinished(at time: Double) -> Bool { time >= start + duration }
}
