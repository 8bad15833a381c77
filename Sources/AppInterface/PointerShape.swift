/// What the pointer looks like over the window: it says what a press there would do. A host
/// shows it with the desktop's cursors (X11: the cursor font).
public enum PointerShape: Hashable, Sendable {
    /// The desktop's usual arrow.
    case arrow
    /// A press would move what is under the pointer (four arrows).
    case move
    /// A press would turn and resize what is under the pointer (turning arrows).
    case turn
    /// A press would grab and drag (a hand), e.g. while moving.
    case grab
}
