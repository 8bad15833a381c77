/// How strongly the blur scene's veil shows: it fades in when the user takes hold of the
/// region and out a moment after they let go, or stays when made persistent.
public struct VeilFade: Equatable, Sendable {
    /// Fade-in on press. Default: 0.1 s.
    public static let fadeIn = 0.1
    /// The veil stays this long after release, so a quick re-grab does not flicker. Default: 0.15 s.
    public static let holdAfterRelease = 0.15
    /// Then it fades out over this. Default: 0.15 s.
    public static let fadeOut = 0.15

    public var persistent = false
    private var heldSince: Double?
    private var releasedAt: Double?
    private var levelAtRelease = 0.0

    public init() {}

    /// The user started adjusting (press, or a Ctrl+wheel step).
    public mutating func hold(at time: Double) {
        guard heldSince == nil else { return }
        let current = level(at: time)
        // Start the fade-in from where a fade-out left it, without a jump.
        heldSince = time - current * VeilFade.fadeIn
        releasedAt = nil
    }

    public mutating func release(at time: Double) {
        guard heldSince != nil else { return }
        levelAtRelease = level(at: time)
        heldSince = nil
        releasedAt = time
    }

    /// 0 (no veil) ... 1 (full veil).
    public func level(at time: Double) -> Double {
        if persistent { return 1 }
        if let heldSince { return min(1, max(0, (time - heldSince) / VeilFade.fadeIn)) }
        if let releasedAt {
            let fading = time - releasedAt - VeilFade.holdAfterRelease
            return levelAtRelease * min(1, max(0, 1 - fading / VeilFade.fadeOut))
        }
        return 0
    }

    /// When the level next changes: `time` while fading, the end of the hold after a release,
    /// nil when it rests.
    public func nextChange(after time: Double) -> Double? {
        guard isAnimating(at: time) else { return nil }
        if let releasedAt, time < releasedAt + VeilFade.holdAfterRelease {
            return releasedAt + VeilFade.holdAfterRelease
        }
        return time
    }

    public func isAnimating(at time: Double) -> Bool {
        if persistent { return false }
        if let heldSince { return time - heldSince < VeilFade.fadeIn }
        if let releasedAt {
            return time - releasedAt < VeilFade.holdAfterRelease + VeilFade.fadeOut && levelAtRelease > 0
        }
        return false
    }
}
