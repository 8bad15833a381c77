/// An animation's timing: each frame's delay and how many times the whole plays.
public struct AnimationTimeline: Equatable, Sendable {
    /// Seconds each frame stays, in order.
    public var delays: [Double]
    /// Times the animation plays through; nil: forever.
    public var plays: Int?

    public init(delays: [Double], plays: Int?) { (self.delays, self.plays) = (delays, plays) }

    public var frameCount: Int { delays.count }

    /// A stored delay as shown: 10 ms or less plays at 100 ms, the browsers' rule, which the
    /// web's animations are made for (many say 0 and mean "as fast as a browser plays it").
    static func delay(milliseconds: Int) -> Double {
        milliseconds <= 10 ? 0.1 : Double(milliseconds) / 1000
    }
}
