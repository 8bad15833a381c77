import Foundation

/// A strip of items scrolled along one axis. `offset` is the scroll position in pixels: offset
/// `positions[k]` puts item k at the centre, so the first and last items can reach the centre;
/// the steps between items may differ (neighbours spaced by their real shapes).
/// Paging moves by whole items with an eased snap; a drag moves the strip 1:1 with rubber-band
/// resistance past the ends, and hands its velocity to a momentum phase that decelerates like
/// UIScrollView (0.998 per ms) before snapping to the item where it would come to rest.
/// A pure value: time comes in as an argument, in seconds.
public struct Pager: Equatable, Sendable {
    /// How long a snap to an item takes. Default: 0.16 s, so a press settles (its last pixel
    /// of travel is at 93% of the ease) within the 173-179 ms nsxiv and feh take to show the
    /// next image; the first version's 0.28 s left Vitrine the slowest to settle (issue 22).
    /// A held key restarts the snap from where the strip is at each repeat, so it pages at
    /// the repeat rate and every press counts (`page(by:at:)` steps from the target).
    public static let snapDuration = 0.16
    /// Momentum keeps this share of its speed every millisecond. Default: 0.998 (UIScrollView).
    public static let deceleration = 0.998
    /// Below this speed, in pixels per second, momentum hands over to the snap. Default: 250.
    public static let handOverSpeed = 250.0
    /// Rubber-band stiffness (UIScrollView's constant). Default: 0.55.
    public static let rubberBand = 0.55
    /// A fling faster than this, in pixels per second, is taken at this speed: two motion
    /// events a microsecond apart would otherwise throw the strip arbitrarily far. Default: 20000.
    public static let maximumSpeed = 20_000.0

    /// Where each item is centred.
    public internal(set) var positions: StripPositions
    /// The view's length along the strip (for rubber-band resistance).
    public internal(set) var viewLength: Double
    // Internal, not private: Pager+Positions re-aims it when the positions change.
    var motion: Motion

    enum Motion: Equatable, Sendable {
        case resting(Double)
        case dragging(startOffset: Double, travel: Double)
        /// Decelerating from `start` at `velocity` (px/s) until `handOver`, then snapping to `target`.
        case momentum(start: Double, velocity: Double, begin: Double, handOver: Double, target: Double)
        case snapping(Tween)
    }

    /// Nil for no items, or a view length that is not positive. Rests on item 0.
    public init?(positions: StripPositions, viewLength: Double) {
        guard positions.count > 0, viewLength > 0, viewLength.isFinite else { return nil }
        self.positions = positions
        self.viewLength = viewLength
        motion = .resting(positions[0])
    }

    /// `count` items evenly `pitch` apart, item 0 at offset 0.
    public init?(count: Int, pitch: Double, viewLength: Double) {
        guard let positions = StripPositions.uniform(count: count, pitch: pitch) else { return nil }
        self.init(positions: positions, viewLength: viewLength)
    }

    public var count: Int { positions.count }
    /// The offsets that centre the first and the last item.
    public var minOffset: Double { positions[0] }
    public var maxOffset: Double { positions[count - 1] }

    /// The scroll position at `time`.
    public func offset(at time: Double) -> Double {
        switch motion {
        case .resting(let o):
            return o
        case .dragging(let start, let travel):
            return rubberBanded(start - travel)
        case .momentum(let start, let v, let begin, let handOver, let target):
            if time < handOver { return Momentum.position(start, v, time - begin) }
            return snapFromMomentum(start, v, begin, handOver, target).value(at: time)
        case .snapping(let tween):
            return tween.value(at: time)
        }
    }

    /// The item the strip rests at or is heading to.
    public var targetIndex: Int {
        switch motion {
        case .resting(let o): return nearestIndex(o)
        case .dragging(let start, let travel): return nearestIndex(start - travel)
        case .momentum(_, _, _, _, let target): return nearestIndex(target)
        case .snapping(let tween): return nearestIndex(tween.to)
        }
    }

    public var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// True while the offset still changes without input.
    public func isAnimating(at time: Double) -> Bool {
        switch motion {
        case .resting, .dragging: return false
        case .momentum(let start, let v, let begin, let handOver, let target):
            return time < handOver || !snapFromMomentum(start, v, begin, handOver, target).isFinished(at: time)
        case .snapping(let tween): return !tween.isFinished(at: time)
        }
    }

    /// Starts an eased move to item `index` (clamped) from wherever the strip is at `time`.
    public mutating func go(to index: Int, at time: Double) {
        snap(to: position(index), at: time)
    }

    /// Puts item `index` (clamped) in focus at once, with no animation (a scene switch).
    public mutating func jump(to index: Int) {
        motion = .resting(position(index))
    }

    /// Pages by `delta` items from the item the strip rests at or is heading to, so quick
    /// notches add up and never skip an item, however the items are spaced.
    public mutating func page(by delta: Int, at time: Double) {
        go(to: targetIndex + delta, at: time)
    }

    /// A finger (or the pointer) takes hold of the strip: any motion stops where it is.
    public mutating func beginDrag(at time: Double) {
        motion = .dragging(startOffset: offset(at: time), travel: 0)
    }

    /// The finger has travelled `travel` pixels along the strip since `beginDrag` (positive
    /// moves the content forward, i.e. towards earlier items).
    public mutating func drag(travel: Double) {
        guard case .dragging(let start, _) = motion else { return }
        motion = .dragging(startOffset: start, travel: travel)
    }

    /// The finger lets go moving at `velocity` pixels per second along the strip (same sign
    /// as `travel`). Momentum carries the strip on, then it snaps to the item it would come to
    /// rest at; from beyond an end it snaps back.
    public mutating func endDrag(velocity: Double, at time: Double) {
        guard case .dragging = motion else { return }
        let start = offset(at: time)
        let v = velocity.isFinite ? -min(Pager.maximumSpeed, max(-Pager.maximumSpeed, velocity)) : 0
        let rest = start + Momentum.travelUntilRest(v)
        let target = position(nearestIndex(rest))
        guard start >= minOffset, start <= maxOffset, abs(v) > Pager.handOverSpeed else {
            return snap(to: position(nearestIndex(abs(v) > Pager.handOverSpeed ? rest : start)), at: time)
        }
        motion = .momentum(
            start: start, velocity: v, begin: time,
            handOver: time + Pager.momentumDuration(start, v, target), target: target)
    }

    /// Forgets a finished animation, so a resting pager compares equal to another at the same place.
    public mutating func settle(at time: Double) {
        if !isDragging, !isAnimating(at: time) { motion = .resting(offset(at: time)) }
    }

    // MARK: - Internal (also used by Pager+Positions)

    /// Where item `index` (clamped) is centred.
    func position(_ index: Int) -> Double { positions[min(count - 1, max(0, index))] }

    mutating func snap(to target: Double, at time: Double) {
        let from = offset(at: time)
        motion =
            from == target
            ? .resting(target) : .snapping(Tween(from: from, to: target, start: time, duration: Pager.snapDuration))
    }

    func nearestIndex(_ offset: Double) -> Int { positions.nearest(to: offset) }

    // MARK: - Private

    /// UIScrollView's rubber band: past an end, the strip moves less and less the further it goes.
    private func rubberBanded(_ raw: Double) -> Double {
        Momentum.rubberBanded(raw, low: minOffset, high: maxOffset, viewLength: viewLength)
    }

    func snapFromMomentum(_ start: Double, _ v: Double, _ begin: Double, _ handOver: Double, _ target: Double) -> Tween
    {
        Tween(
            from: Momentum.position(start, v, handOver - begin), to: target, start: handOver,
            duration: Pager.snapDuration)
    }

    /// How long momentum from `start` at `v` px/s runs before the snap to `target` takes over:
    /// until it slows to the hand-over speed or reaches the target item.
    static func momentumDuration(_ start: Double, _ v: Double, _ target: Double) -> Double {
        var duration = log(Pager.handOverSpeed / abs(v)) / Momentum.logDecelerationPerSecond
        let k = 1 + (target - start) * Momentum.logDecelerationPerSecond / v
        if k > 0 && k < 1 { duration = min(duration, log(k) / Momentum.logDecelerationPerSecond) }
        return max(0, duration)
    }
}
