/// Where an animation is in its frames, in time: the frame shown, when the next is due, and
/// whether it is paused or has played its last play. A value the scenes keep beside the
/// frames, advanced by the clock they draw with (the host's monotonic clock in the window, the
/// script's in headless runs).
public struct Playback: Equatable, Sendable {
    /// Seconds each frame stays.
    public let delays: [Double]
    /// Times the whole plays; nil: forever.
    public let plays: Int?
    /// The frame shown.
    public private(set) var frame = 0
    /// When the next frame is due; while paused, how long it had left.
    public private(set) var due: Double
    public private(set) var isPaused = false
    /// Plays finished so far.
    public private(set) var played = 0

    /// Lateness past which timing starts again from now instead of catching up (a window that
    /// was hidden, a decode that could not keep up): frames are shown one at a time, never
    /// skipped in a burst.
    static let resyncAfter = 0.25

    public init(delays: [Double], plays: Int?, start: Double) {
        precondition(!delays.isEmpty, "an animation has frames")
        (self.delays, self.plays) = (delays, plays)
        due = start + delays[0]
    }

    public var frameCount: Int { delays.count }

    /// True on the last frame of the last play: it stays.
    public var isAtEnd: Bool { frame == frameCount - 1 && plays.map { played + 1 >= $0 } ?? false }

    /// The frame that comes next, if it is due at `time`.
    public func nextFrame(at time: Double) -> Int? {
        guard !isPaused, !isAtEnd, time >= due else { return nil }
        return (frame + 1) % frameCount
    }

    /// When the next frame is due; nil when paused or at the end.
    public var nextChange: Double? { isPaused || isAtEnd ? nil : due }

    /// Shows the next frame (`nextFrame(at:)` said it is due), timed from when it was due, or
    /// from `time` when that is long past.
    public mutating func advance(at time: Double) {
        let next = (frame + 1) % frameCount
        if next == 0 { played += 1 }
        frame = next
        due = (time - due > Playback.resyncAfter ? time : due) + delays[frame]
    }

    /// Pauses, keeping the time left on the frame shown; or plays on with that time left.
    public mutating func togglePause(at time: Double) {
        due = isPaused ? time + due : max(0, due - time)
        isPaused.toggle()
    }
}
