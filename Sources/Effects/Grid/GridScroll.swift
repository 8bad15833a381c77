import Foundation

/// The grid's vertical scroll, in pixels from the top, and how it moves: eased toward a target
/// (the wheel's notches add to where it is heading, so quick notches add up; a key that moves
/// the selection off screen), dragged 1:1 with rubber-band resistance past the ends, and flung
/// with momentum that decelerates like the strip's (0.998 a millisecond) and stops at an end.
/// A pure value: time comes in as an argument, in seconds.
public struct GridScroll: Equatable, Sendable {
    /// How long an eased move takes. Default: 0.16 s, the strip's snap.
    public static let easeDuration = 0.16
    /// Momentum below this speed, in pixels per second, has stopped. Default: 10.
    public static let restingSpeed = 10.0

    /// The furthest the rows scroll (the layout's `maxScroll`).
    public private(set) var maxOffset: Double
    /// The view's height, for the rubber band's resistance.
    public private(set) var viewLength: Double
    var motion: Motion

    enum Motion: Equatable, Sendable {
        case resting(Double)
        case dragging(start: Double, travel: Double)
        case gliding(start: Double, velocity: Double, begin: Double)
        case easing(Tween)
    }

    public init(maxOffset: Double, viewLength: Double, offset: Double = 0) {
        self.maxOffset = max(0, maxOffset.isFinite ? maxOffset : 0)
        self.viewLength = max(1, viewLength.isFinite ? viewLength : 1)
        motion = .resting(0)
        motion = .resting(clamped(offset))
    }

    /// The scroll at `time`.
    public func offset(at time: Double) -> Double {
        switch motion {
        case .resting(let offset):
            return offset
        case .dragging(let start, let travel):
            return rubberBanded(start - travel)
        case .gliding(let start, let velocity, let begin):
            return clamped(Momentum.position(start, velocity, min(time, glideEnd(velocity, begin)) - begin))
        case .easing(let tween):
            return tween.value(at: time)
        }
    }

    /// Where it rests or is heading (a glide's end is where it will stop).
    public var target: Double {
        switch motion {
        case .resting(let offset): return offset
        case .dragging(let start, let travel): return clamped(start - travel)
        case .gliding(let start, let velocity, _):
            return clamped(start + Momentum.travelUntilRest(velocity))
        case .easing(let tween): return tween.to
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
        case .gliding(_, let velocity, let begin):
            guard time < glideEnd(velocity, begin) else { return false }
            let now = offset(at: time)
            return velocity < 0 ? now > 0 : now < maxOffset
        case .easing(let tween): return !tween.isFinished(at: time)
        }
    }

    /// A new extent (the view or the list changed): what moves goes on moving (a walk grows
    /// the list ten times a second under a drag or a fling), within it.
    public mutating func setExtent(maxOffset: Double, viewLength: Double) {
        self.maxOffset = max(0, maxOffset.isFinite ? maxOffset : 0)
        self.viewLength = max(1, viewLength.isFinite ? viewLength : 1)
        switch motion {
        case .resting(let offset): motion = .resting(clamped(offset))
        case .easing(var tween):
            tween.to = clamped(tween.to)
            motion = .easing(tween)
        case .dragging, .gliding: break // the rubber band and the glide's clamp hold them within
        }
    }

    /// Moves by `delta` pixels from where it is heading, eased: notches in quick succession
    /// add up.
    public mutating func scroll(by delta: Double, at time: Double) {
        guard delta.isFinite else { return }
        ease(to: target + delta, at: time)
    }

    /// An eased move to `offset` (clamped) from where it is at `time`.
    public mutating func ease(to offset: Double, at time: Double) {
        let from = self.offset(at: time), to = clamped(offset)
        motion =
            from == to
            ? .resting(to) : .easing(Tween(from: from, to: to, start: time, duration: GridScroll.easeDuration))
    }

    /// At `offset` (clamped) at once.
    public mutating func jump(to offset: Double) { motion = .resting(clamped(offset)) }

    /// The pointer takes hold: any motion stops where it is.
    public mutating func beginDrag(at time: Double) {
        motion = .dragging(start: offset(at: time), travel: 0)
    }

    /// The pointer has moved `travel` pixels down since `beginDrag` (the rows follow it).
    public mutating func drag(travel: Double) {
        guard case .dragging(let start, _) = motion, travel.isFinite else { return }
        motion = .dragging(start: start, travel: travel)
    }

    /// The pointer lets go moving at `velocity` pixels per second down: the rows glide on and
    /// slow down; from past an end they ease back to it.
    public mutating func endDrag(velocity: Double, at time: Double) {
        guard case .dragging = motion else { return }
        let now = offset(at: time)
        let speed = velocity.isFinite ? -min(Pager.maximumSpeed, max(-Pager.maximumSpeed, velocity)) : 0
        if now < 0 || now > maxOffset {
            ease(to: now, at: time)
        } else if abs(speed) > GridScroll.restingSpeed {
            motion = .gliding(start: now, velocity: speed, begin: time)
        } else {
            motion = .resting(now)
        }
    }

    /// Forgets a finished motion, so a resting scroll compares equal to another at the same place.
    public mutating func settle(at time: Double) {
        if !isDragging, !isAnimating(at: time) { motion = .resting(offset(at: time)) }
    }

    // MARK: - Private

    func clamped(_ offset: Double) -> Double { min(maxOffset, max(0, offset.isFinite ? offset : 0)) }

    private func rubberBanded(_ raw: Double) -> Double {
        Momentum.rubberBanded(raw, low: 0, high: maxOffset, viewLength: viewLength)
    }

    /// When a glide at `velocity` begun at `begin` has slowed to the resting speed.
    private func glideEnd(_ velocity: Double, _ begin: Double) -> Double {
        begin + max(0, log(GridScroll.restingSpeed / abs(velocity)) / Momentum.logDecelerationPerSecond)
    }
}
