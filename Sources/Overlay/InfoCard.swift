import Fonts
import Geometry
import ImageLibrary

/// The info card (Ctrl+I): a picture's `PictureInfo` on a translucent card at the view's top
/// right, the name above, labels in a column of their own.
enum InfoCard {
    static func make(_ info: PictureInfo, size: PixelSize, typography: Typography, text: TextCache) -> OverlayCard {
        let pad = typography.spacing(8), gap = typography.spacing(10), margin = typography.spacing(12)
        let widest = max(1, min(Double(size.width - 2 * margin), typography.body * 34) - Double(2 * pad))
        let title = text.layout(info.title, bold: true, size: typography.body, maxWidth: widest, maxLines: 2)
        let labels = info.rows.map { text.layout($0.label, size: typography.small) }
        let labelWidth = labels.map(\.width).max() ?? 0
        let valueWidth = max(1, widest - labelWidth - Double(gap))
        let values = info.rows.map { text.layout($0.value, size: typography.small, maxWidth: valueWidth, maxLines: 2) }
        let rowsWidth = labelWidth + Double(gap) + (values.map(\.width).max() ?? 0)
        let width = Int(max(title.width, rowsWidth).rounded(.up)) + 2 * pad
        let rowsHeight = values.reduce(0.0) { $0 + $1.height + Double(typography.spacing(2)) }
        let height = Int((title.height + Double(typography.spacing(4)) + rowsHeight).rounded(.up)) + 2 * pad
        let frame = PixelRect(x: max(0, size.width - margin - width), y: margin, width: width, height: height)
        let left = Double(frame.x + pad)
        var texts = [
            OverlayCard.Text(layout: title, origin: Point(left, Double(frame.y + pad)), color: WindowOverlay.text)
        ]
        var y = Double(frame.y + pad) + title.height + Double(typography.spacing(4))
        for (label, value) in zip(labels, values) {
            texts.append(.init(layout: label, origin: Point(left, y), color: WindowOverlay.dimText))
            texts.append(
                .init(layout: value, origin: Point(left + labelWidth + Double(gap), y), color: WindowOverlay.text))
            y += value.height + Double(typography.spacing(2))
        }
        return OverlayCard(
            frame: frame, background: WindowOverlay.panel, corner: pad, texts: texts,
            key: "info|\(info.title)|\(info.rows.map { "\($0.label)=\($0.value)" })")
    }
}
