import Geometry

/// The pointer's velocity at the end of a drag, from its recent positions: a least-squares
/// line through the samples of the last `window` seconds, so one jittery event does not decide
/// the fling.
public struct VelocityTracker: Equatable, Sendable {
    /// How far back samples count. Default: 0.1 s.
    public static let window = 0.1

    private var samples: [Sample] = []

    private struct Sample: Equatable, Sendable {
        var point: Point
        var time: Double
    }

    public init() {}

    public mutating func reset() { samples.removeAll() }

    public mutating func add(_ point: Point, at time: Double) {
        samples.append(Sample(point: point, time: time))
        samples.removeAll { time - $0.time > VelocityTracker.window }
    }

    /// Pixels per second at `time`; zero when the pointer rested longer than the window.
    public func velocity(at time: Double) -> Point {
        let recent = samples.filter { time - $0.time <= VelocityTracker.window }
        guard recent.count >= 2, let first = recent.first else { return .zero }
        let n = Double(recent.count)
        let ts = recent.map { $0.time - first.time }
        let meanT = ts.reduce(0, +) / n
        let varT = ts.reduce(0) { $0 + ($1 - meanT) * ($1 - meanT) }
        guard varT > 1e-12 else { return .zero }
        func slope(_ value: (Point) -> Double) -> Double {
            let vs = recent.map { value($0.point) }
            let meanV = vs.reduce(0, +) / n
            return zip(ts, vs).reduce(0) { $0 + ($1.0 - meanT) * ($1.1 - meanV) } / varT
        }
        return Point(slope(\.x), slope(\.y))
    }
}
