import AppInterface
import Fonts
import Geometry
import ImageLibrary
import Raster

/// What the window says over the scene: the status line, the start hint, toasts, the progress
/// of work in the background, and the help. A value holding only state; `cards` turns it into
/// what to draw at a time and size.
package struct WindowOverlay {
    package var typography: Typography
    /// The status line (key I). Default: shown, as nsxiv's bar.
    package var statusVisible = true
    package var helpOpen = false
    package var toasts = Toasts()
    /// When the "? for help" hint appeared (the first frame); nil before.
    package var hintShownAt: Double?
    package var hintDismissed = false

    package init(typography: Typography) { self.typography = typography }

    /// Seconds the hint stays, then fades. Defaults: 4 and 1.
    package static let hintDuration = 4.0
    package static let hintFade = 1.0

    /// What the scene tells the overlay.
    package struct Facts {
        package var sceneName: String
        package var status: SceneStatus
        package var activity: Activity?
        /// What the help lists for the scene.
        package var help: HelpRows
        /// Why there is nothing to show, once the list ended empty.
        package var notice: ListNotice?
        /// The picture's facts while the info card is open (Ctrl+I).
        package var info: PictureInfo?

        package init(
            sceneName: String, status: SceneStatus, activity: Activity?, help: HelpRows, notice: ListNotice? = nil,
            info: PictureInfo? = nil
        ) {
            self.sceneName = sceneName
            self.status = status
            self.activity = activity
            self.help = help
            self.notice = notice
            self.info = info
        }
    }

    package static let panel = Color(red: 16, green: 16, blue: 16, alpha: 215)
    package static let errorPanel = Color(red: 110, green: 24, blue: 24, alpha: 230)
    package static let text = Color(rgb: 0xF2F2F2)
    package static let dimText = Color(rgb: 0xA8A8A8)
    package static let accent = Color(rgb: 0x6CA8FF)

    package func hintOpacity(at time: Double) -> Double {
        guard let start = hintShownAt, !hintDismissed, !helpOpen else { return 0 }
        let fadeStart = start + WindowOverlay.hintDuration
        return time < fadeStart ? 1 : max(0, 1 - (time - fadeStart) / WindowOverlay.hintFade)
    }

    /// When the overlay next looks different after `time` without input; nil: not until input.
    package func nextChange(after time: Double) -> Double? {
        var times: [Double] = []
        if let toast = toasts.nextChange(after: time, frameInterval: FrameClock.interval) { times.append(toast) }
        if hintOpacity(at: time) > 0, let start = hintShownAt {
            let fadeStart = start + WindowOverlay.hintDuration
            times.append(time < fadeStart ? fadeStart : time + FrameClock.interval)
        }
        return times.min()
    }

    /// The cards to draw at `time` in a view of `size`, bottom to top.
    package func cards(at time: Double, size: PixelSize, facts: Facts, text: TextCache) -> [OverlayCard] {
        var cards: [OverlayCard] = []
        let margin = typography.spacing(12)
        var bottom = size.height - margin
        if statusVisible {
            let bar = statusCard(size: size, facts: facts, text: text)
            bottom = bar.frame.y - margin
            cards.append(bar)
        }
        var bubbles = toasts.visible(at: time).reversed().map { toast, opacity in
            bubble(
                toast.text, background: toast.isError ? WindowOverlay.errorPanel : WindowOverlay.panel,
                size: size, text: text
            ).faded(opacity)
        }
        if let activity = facts.activity {
            var card = bubble(
                activity.label + (activity.fraction.map { "  \(Int(($0 * 100).rounded(.down)))%" } ?? ""),
                background: WindowOverlay.panel, size: size, text: text, extraBottom: typography.spacing(4))
            card.progress = activity.fraction.map { ($0, WindowOverlay.accent) }
            card.key += "|\(activity.fraction ?? -1)"
            bubbles.insert(card, at: 0)
        }
        for var card in bubbles {
            card.frame.y = bottom - card.frame.height
            card.texts = card.texts.map { t in
                var t = t
                t.origin.y += Double(card.frame.y)
                return t
            }
            bottom = card.frame.y - typography.spacing(6)
            cards.append(card)
        }
        let hint = hintOpacity(at: time)
        if hint > 0 {
            var card = bubble(
                "Press ? or F1 for keys and mouse", background: WindowOverlay.panel, size: size, text: text)
            card.frame.y = margin
            card.texts[0].origin.y += Double(margin)
            cards.append(card.faded(hint))
        }
        if let notice = facts.notice { cards.append(notice.card(size: size, typography: typography, text: text)) }
        if let info = facts.info { cards.append(InfoCard.make(info, size: size, typography: typography, text: text)) }
        if helpOpen {
            cards.append(
                HelpCard.make(
                    scene: facts.sceneName, rows: facts.help, note: facts.status.helpNote, size: size,
                    typography: typography, text: text))
        }
        return cards
    }

    /// The status line along the bottom: scene, file, n / N, size; "? help" at the right.
    private func statusCard(size: PixelSize, facts: Facts, text: TextCache) -> OverlayCard {
        let pad = typography.spacing(4)
        let status = facts.status
        var parts = [facts.sceneName]
        if let name = status.fileName { parts.append(name) }
        if let p = status.position { parts.append("\(p.index + 1) / \(p.count)") }
        if let s = status.imageSize { parts.append("\(s.width) × \(s.height)") }
        if let note = status.note { parts.append(note) }
        if status.stillLooking {
            parts.append(status.position == nil ? "no images yet, still looking…" : "still looking…")
        }
        let right = text.layout("? help", size: typography.small)
        let room = Double(size.width - 6 * pad) - right.width
        let left = text.layout(
            parts.joined(separator: "   ·   "), size: typography.small, maxWidth: max(1, room), maxLines: 1)
        let height = Int(left.metrics.lineHeight.rounded(.up)) + 2 * pad
        let frame = PixelRect(x: 0, y: size.height - height, width: size.width, height: height)
        let y = Double(frame.y + pad)
        return OverlayCard(
            frame: frame, background: WindowOverlay.panel, corner: 0,
            texts: [
                .init(layout: left, origin: Point(Double(2 * pad), y), color: WindowOverlay.text),
                .init(
                    layout: right, origin: Point(Double(size.width - 2 * pad) - right.width, y),
                    color: WindowOverlay.dimText),
            ],
            key: "status|\(parts)")
    }

    /// A rounded card centred across the view at y = 0, its text wrapped to at most 3 lines.
    private func bubble(_ message: String, background: Color, size: PixelSize, text: TextCache, extraBottom: Int = 0)
        -> OverlayCard
    {
        let pad = typography.spacing(6)
        let widest = min(Double(size.width - 2 * typography.spacing(12)), typography.body * 36) - Double(4 * pad)
        let layout = text.layout(message, size: typography.body, maxWidth: max(1, widest), maxLines: 3)
        let width = Int(layout.width.rounded(.up)) + 4 * pad
        let height = Int(layout.height.rounded(.up)) + 2 * pad + extraBottom
        let frame = PixelRect(x: (size.width - width) / 2, y: 0, width: width, height: height)
        return OverlayCard(
            frame: frame, background: background, corner: pad,
            texts: [
                .init(layout: layout, origin: Point(Double(frame.x + 2 * pad), Double(pad)), color: WindowOverlay.text)
            ],
            key: "bubble|\(message)|\(background)")
    }
}
