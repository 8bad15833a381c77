/// A strip of `count` items, `pitch` pixels from one item's start to the next, scrolled by
/// `offset` (the position of item 0 relative to rest: offset k * pitch shows item k). Pages
/// by whole items with an eased snap. Pure value: time comes in as an argument, in seconds.
public struct Pager: Equatable, Sendable {
    /// How long a snap to the next item takes. Default: 0.28 s.
    public static let snapDuration = 0.28

    public private(set) var count: Int
    public private(set) var pitch: Double
    private var settledOffset: Double = 0
    private var snap: Tween?

    /// Nil for no items or a pitch that is not positive.
    public init?(count: Int, pitch: Double) {
        guard count > 0, pitch > 0, pitch.isFinite else { return nil }
        self.count = count
        self.pitch = pitch
    }

    /// The scroll position at `time`, in pixels.
    public func offset(at time: Double) -> Double {
        snap?.value(at: time) ?? settledOffset
    }

    /// The item the pager is at or heading to.
    public var targetIndex: Int {
        let target = snap?.to ?? settledOffset
        return min(count - 1, max(0, Int((target / pitch).rounded())))
    }

    public func isAnimating(at time: Double) -> Bool {
        guard let snap else { return false }
        return !snap.isFinished(at: time)
    }

    /// Starts an eased move to item `index` (clamped) from wherever the strip is at `time`.
    public mutating func go(to index: Int, at time: Double) {
        let clamped = min(count - 1, max(0, index))
        let from = offset(at: time)
        let to = Double(clamped) * pitch
        settledOffset = to
        snap = from == to ? nil : Tween(from: from, to: to, start: time, duration: Pager.snapDuration)
    }

    /// Pages by `delta` items from the item the strip is heading to, so quick notches add up.
    public mutating func page(by delta: Int, at time: Double) {
        go(to: targetIndex + delta, at: time)
    }

    /// Forgets a finished animation (keeps the value small and comparable).
    public mutating func settle(at time: Double) {
        if let s = snap, s.isFinished(at: time) { snap = nil }
    }

    /// Changes the pitch (on resize), keeping the same item in view.
    public mutating func setPitch(_ newPitch: Double) {
        guard newPitch > 0, newPitch.isFinite else { return }
        let index = targetIndex
        pitch = newPitch
        settledOffset = Double(index) * pitch
        snap = nil
    }
}
