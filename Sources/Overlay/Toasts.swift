/// Short messages shown over the scene for a few seconds, newest at the bottom, then faded out:
/// "saved PATH", "cannot open NAME: reason". A value: time comes in as arguments.
package struct Toasts: Equatable {
    package struct Toast: Equatable {
        var text: String
        var isError: Bool
        /// Nil until the next frame shows it (a message can come before any frame).
        var shownAt: Double?

        /// Errors stay longer: they are read, not glanced at.
        var duration: Double { isError ? Toasts.errorDuration : Toasts.infoDuration }
        var fadeStart: Double { (shownAt ?? .infinity) + duration }
        var end: Double { fadeStart + Toasts.fade }
    }

    /// Seconds on screen before fading. Defaults: 3 and 6.
    package static let infoDuration = 3.0
    package static let errorDuration = 6.0
    /// Seconds to fade out. Default: 0.4.
    package static let fade = 0.4
    /// At most this many at once; older ones give way. Default: 4.
    package static let maximum = 4

    package private(set) var all: [Toast] = []

    package mutating func show(_ text: String, isError: Bool, at time: Double?) {
        all.append(Toast(text: text, isError: isError, shownAt: time))
        if all.count > Toasts.maximum { all.removeFirst(all.count - Toasts.maximum) }
    }

    /// Starts the clock of toasts waiting for a frame, and drops those faded out by `time`.
    package mutating func update(at time: Double) {
        // Only when there is something to drop: removing from the empty list would still copy it.
        for i in all.indices where all[i].shownAt == nil { all[i].shownAt = time }
        if all.contains(where: { $0.end <= time }) { all.removeAll { $0.end <= time } }
    }

    /// Those on screen at `time`, oldest first, with their opacity.
    package func visible(at time: Double) -> [(toast: Toast, opacity: Double)] {
        all.filter { ($0.shownAt ?? .infinity) <= time && time < $0.end }.map { ($0, Toasts.opacity(of: $0, at: time)) }
    }

    package static func opacity(of toast: Toast, at time: Double) -> Double {
        time < toast.fadeStart ? 1 : max(0, 1 - (time - toast.fadeStart) / fade)
    }

    /// When the toasts next look different after `time`: a frame interval while one fades, the
    /// next fade's start otherwise; nil when there are none (nothing to wake up for).
    package func nextChange(after time: Double, frameInterval: Double) -> Double? {
        all.map { $0.shownAt == nil ? time : $0.fadeStart > time ? $0.fadeStart : time + frameInterval }.min()
    }
}
