/// Turns wheel notches and smooth scroll deltas into page steps.
///
/// A notched wheel pages once per notch, however fast it spins: a notch that arrives while a
/// page animation runs adds to where the strip is heading (Pager.page), so 20 quick notches
/// move 20 pages. Precise deltas (a touchpad) follow Swiper's rule instead: one page per
/// flick, whatever its length, once the flick has moved `flickThreshold` notches one way; the
/// flick ends after a pause of `flickPause`, or when it turns round.
public struct ScrollPaging: Equatable, Sendable {
    /// A touchpad flick pages once it has moved this many notches one way. Default: 0.5
    /// (libinput's scroll distance makes a notch about 15 px of finger travel, so half of it
    /// is a deliberate swipe, not the jitter of fingers put down).
    public static let flickThreshold = 0.5
    /// Deltas further apart than this belong to different flicks. Default: 0.15 s (libinput
    /// sends a delta every ~10 ms while the fingers move; a pause this long is a new flick).
    public static let flickPause = 0.15

    /// Whole-notch remainder of a notched wheel's deltas (a coalesced or 120-style event may
    /// hold part of a notch).
    private var notchRemainder = 0.0
    /// The touchpad flick under way: what it has moved, when its last delta came, and whether
    /// it has paged.
    private var flickTravel = 0.0
    private var flickTime = -Double.infinity
    private var flickPaged = false

    public init() {}

    /// The page steps (+ forward, - back) for `delta` notches at `time` (seconds).
    public mutating func steps(delta: Double, precise: Bool, at time: Double) -> Int {
        guard delta.isFinite, delta != 0 else { return 0 }
        guard precise else {
            notchRemainder += delta
            let whole = notchRemainder.rounded(.towardZero)
            notchRemainder -= whole
            return Int(max(-1e6, min(1e6, whole)))
        }
        let turned = flickTravel != 0 && (flickTravel > 0) != (delta > 0)
        if time - flickTime > ScrollPaging.flickPause || turned {
            flickTravel = 0
            flickPaged = false
        }
        flickTime = time
        flickTravel += delta
        guard !flickPaged, abs(flickTravel) >= ScrollPaging.flickThreshold else { return 0 }
        flickPaged = true
        return flickTravel > 0 ? 1 : -1
    }
}
