/// STUB (the helper replaces this file): undo and redo of whole states.
public struct UndoHistory<State: Equatable & Sendable>: Equatable, Sendable {
    private var undos: [State] = []
    private var redos: [State] = []
    /// How many steps are kept. Default: 200.
    public let limit: Int

    public init(limit: Int = 200) { self.limit = limit }

    public var canUndo: Bool { !undos.isEmpty }
    public var canRedo: Bool { !redos.isEmpty }

    /// A change from `before` to `after` (nothing when they are equal); the redo steps go.
    public mutating func record(before: State, after: State) {
        guard before != after else { return }
        undos.append(before)
        if undos.count > limit { undos.removeFirst() }
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
