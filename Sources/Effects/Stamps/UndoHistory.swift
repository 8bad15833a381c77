/// Undo and redo of whole states: the caller hands over the state before each change, and gets
/// states back. Whole states, not edits, because a stamps board is a few hundred bytes, so 200
/// of them cost nothing and an undo restores exactly, with nothing to invert.
public struct UndoHistory<State: Equatable & Sendable>: Equatable, Sendable {
    /// The states before each change, oldest first.
    private var undos: [State] = []
    /// The states undone, the most recently undone last.
    private var redos: [State] = []
    /// How many changes can be undone; the oldest go first. Default: 200 (0: none).
    public let limit: Int

    public init(limit: Int = 200) { self.limit = max(0, limit) }

    public var canUndo: Bool { !undos.isEmpty }
    public var canRedo: Bool { !redos.isEmpty }

    /// A change from `before` to `after` (nothing when they are equal, so a click that moved
    /// nothing is no step); the redo steps go.
    public mutating func record(before: State, after: State) {
        guard before != after else { return }
        undos.append(before)
        if undos.count > limit { undos.removeFirst(undos.count - limit) }
        redos.removeAll()
    }

    /// The state before the last change, given the state now; nil when there is none.
    public mutating func undo(from current: State) -> State? {
        guard let last = undos.popLast() else { return nil }
        redos.append(current)
        return last
    }

    /// The state the last undo left, given the state now; nil when there is none.
    public mutating func redo(from current: State) -> State? {
        guard let next = redos.popLast() else { return nil }
        undos.append(current)
        return next
    }
}
