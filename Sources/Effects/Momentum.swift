import Foundation

/// How a flung list moves and resists, shared by the strip's `Pager` and the grid's
/// `GridScroll` so both feel alike: momentum that keeps `Pager.deceleration` of its speed
/// each millisecond (UIScrollView's 0.998), and past an end a rubber band of UIScrollView's
/// stiffness (`Pager.rubberBand`).
enum Momentum {
    /// ln(deceleration) per millisecond, per second.
    static let logDecelerationPerSecond = log(Pager.deceleration) * 1000

    /// Where momentum starting at `start` with `v` px/s is after `t` seconds.
    static func position(_ start: Double, _ v: Double, _ t: Double) -> Double {
        start + v * (exp(logDecelerationPerSecond * t) - 1) / logDecelerationPerSecond
    }

    /// How far momentum at `v` px/s travels before it stops.
    static func travelUntilRest(_ v: Double) -> Double { -v / logDecelerationPerSecond }

    /// `raw` held between `low` and `high` by a rubber band over a view `viewLength` long:
    /// past an end, it moves less and less the further it goes.
    static func rubberBanded(_ raw: Double, low: Double, high: Double, viewLength: Double) -> Double {
        func resist(_ x: Double) -> Double { (1 - 1 / (x * Pager.rubberBand / viewLength + 1)) * viewLength }
        if raw < low { return low - resist(low - raw) }
        if raw > high { return high + resist(raw - high) }
        return raw
    }
}
