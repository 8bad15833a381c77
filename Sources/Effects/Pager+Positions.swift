extension Pager {
    /// New geometry (resize, orientation, peek mode): the strip rests on the item it was
    /// heading to, at its place in `newPositions`. Ignored for another item count or a view
    /// length that is not positive.
    public mutating func setGeometry(positions newPositions: StripPositions, viewLength newView: Double) {
        guard newPositions.count == count, newView > 0, newView.isFinite else { return }
        let index = targetIndex
        positions = newPositions
        viewLength = newView
        motion = .resting(position(index))
    }

    /// More items at the end (a folder walk still finding them), the ones before at their
    /// places: the strip goes on as it was, and can now page further. Ignored for positions
    /// that are not longer, or whose old first and last items moved.
    public mutating func grow(positions newPositions: StripPositions) {
        guard newPositions.count > count, newPositions[0] == positions[0],
            newPositions[count - 1] == positions[count - 1]
        else { return }
        positions = newPositions
    }

    /// The items moved apart or together (their sizes became known). The caller keeps the item
    /// nearest the offset where it was, so the offset still shows the same picture and the
    /// strip does not move. A snap or momentum heading to an item that has moved is re-aimed at
    /// its new place from wherever the strip is at `time`, so nothing jumps. Ignored for
    /// another item count.
    public mutating func updatePositions(_ newPositions: StripPositions, at time: Double) {
        guard newPositions.count == count else { return }
        let index = targetIndex
        let old = position(index)
        positions = newPositions
        let target = position(index)
        guard target != old else { return }
        switch motion {
        case .dragging:
            return // the finger decides; the release aims at the new places
        case .resting, .snapping:
            snap(to: target, at: time)
        case .momentum(let start, let v, let begin, let handOver, _):
            guard time < handOver else { return snap(to: target, at: time) }
            // Still gliding: the glide is kept, only where it ends changes.
            let end = max(time, begin + Pager.momentumDuration(start, v, target))
            motion = .momentum(start: start, velocity: v, begin: begin, handOver: end, target: target)
        }
    }
}
