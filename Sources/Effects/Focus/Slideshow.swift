/// The focus scene's slideshow: on (S), it pages on by itself every `delay` seconds, from the
/// last image back to the first; D steps the delay through `delays`. A key, click or wheel of
/// the user's pauses it (S goes on), so it never pages away from what someone is looking at.
public struct Slideshow: Equatable, Sendable {
    /// The delays D steps through, in seconds. Default: 5 first.
    public static let delays: [Double] = [2, 3, 5, 10, 20, 30, 60]

    public private(set) var delay = 5.0
    /// When the next image is due; nil while the slideshow is off or paused.
    public private(set) var due: Double?

    public init() {}

    public var isRunning: Bool { due != nil }

    /// On from `time` (the first image a delay later), or off.
    public mutating func toggle(at time: Double) { due = due == nil ? time + delay : nil }

    /// The next delay (after the longest, the shortest again); a running slideshow counts it
    /// from `time`.
    public mutating func stepDelay(at time: Double) {
        let next = Slideshow.delays.firstIndex { $0 > delay } ?? 0
        delay = Slideshow.delays[next]
        if due != nil { due = time + delay }
    }

    /// Stops it until toggled on again.
    public mutating func pause() { due = nil }

    /// Whether an image is due at `time`; if so, the one after it is due a delay later (counted
    /// from `time`, so a late frame does not bring a burst of pages).
    public mutating func advance(at time: Double) -> Bool {
        guard let due, time >= due else { return false }
        self.due = time + delay
        return true
    }

    /// The status line's word on it.
    public var note: String? { due == nil ? nil : "slideshow \(Int(delay)) s" }
}
