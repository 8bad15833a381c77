import Fonts
import Geometry

/// What the window says when the list ended with nothing to show: a headline ("No images in
/// ~/Pictures/empty") and why, a line for each file or folder that failed, on a card in the
/// middle of the view, as eog's empty window says it. Someone who started Vitrine from a menu
/// sees no standard error.
package struct ListNotice: Equatable {
    package var headline: String
    /// The first `maxReasons` reasons.
    package private(set) var reasons: [String] = []
    /// How many more there were: a line counts them.
    package private(set) var unlisted = 0
    /// A last line, after the reasons: what would have been shown.
    package var hint: String?

    /// At most this many reasons are kept and listed.
    package static let maxReasons = 8

    package init(headline: String, reasons: [String] = [], hint: String? = nil) {
        self.headline = headline
        self.hint = hint
        add(reasons)
    }

    /// Keeps the first `maxReasons` of all the reasons added, and counts the rest: a million
    /// names that fail on standard input make one line.
    package mutating func add(_ more: [String]) {
        let room = max(0, ListNotice.maxReasons - reasons.count)
        reasons += more.prefix(room)
        unlisted += max(0, more.count - room)
    }

    /// The card, centred in a view of `size`.
    func card(size: PixelSize, typography: Typography, text: TextCache) -> OverlayCard {
        let pad = typography.spacing(8), gap = typography.spacing(6)
        let widest = max(
            1, min(Double(size.width - 2 * typography.spacing(12)), typography.body * 44) - Double(2 * pad))
        let lines = reasons + (unlisted > 0 ? ["and \(unlisted) more"] : []) + (hint.map { [$0] } ?? [])
        let title = text.layout(headline, bold: true, size: typography.title, maxWidth: widest, maxLines: 2)
        let details = lines.map { text.layout($0, size: typography.small, maxWidth: widest, maxLines: 2) }
        let width = Int((details.map(\.width).max() ?? 0).rounded(.up)) + 2 * pad
        let frameWidth = max(width, Int(title.width.rounded(.up)) + 2 * pad)
        let bodyHeight = details.reduce(0.0) { $0 + $1.height } + Double(details.isEmpty ? 0 : gap)
        let height = Int((title.height + bodyHeight).rounded(.up)) + 2 * pad
        let frame = PixelRect(
            x: (size.width - frameWidth) / 2, y: max(0, (size.height - height) / 2), width: frameWidth, height: height)
        var texts = [
            OverlayCard.Text(
                layout: title, origin: Point(Double(frame.x + pad), Double(frame.y + pad)), color: WindowOverlay.text)
        ]
        var y = Double(frame.y + pad) + title.height + Double(gap)
        for detail in details {
            texts.append(.init(layout: detail, origin: Point(Double(frame.x + pad), y), color: WindowOverlay.dimText))
            y += detail.height
        }
        return OverlayCard(
            frame: frame, background: WindowOverlay.panel, corner: pad, texts: texts,
            key: "notice|\(headline)|\(lines)")
    }
}
