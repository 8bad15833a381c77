import Fonts
import Geometry
import Raster

/// One line of the help: an input as the help shows it ("Tab", "wheel, arrows") and what it does.
package struct HelpRow: Equatable {
    package var input: String
    package var does: String

    package init(input: String, does: String) {
        self.input = input
        self.does = does
    }
}

/// The help's rows for one scene: the scene's own, then those that work everywhere. The app
/// shell makes them from its bindings table; the overlay only lays them out.
package struct HelpRows: Equatable {
    package var scene: [HelpRow]
    package var everywhere: [HelpRow]

    package init(scene: [HelpRow], everywhere: [HelpRow]) {
        self.scene = scene
        self.everywhere = everywhere
    }
}

/// The help over the scene (? or F1): the scene's rows, then those that work everywhere, in
/// two columns.
package enum HelpCard {
    /// The help's lines as (input, what it does), a header line having no input: what the
    /// card shows, in order (tests compare it with the table).
    /// `note`: why the scene behaves as it does now, after its name ("reduced motion: ...").
    package static func lines(scene: String, rows: HelpRows, note: String? = nil) -> [(input: String?, does: String)] {
        var lines: [(String?, String)] = [(nil, "In \(scene)" + (note.map { " (\($0))" } ?? ""))]
        lines += rows.scene.map { ($0.input, $0.does) }
        lines.append((nil, "Everywhere"))
        lines += rows.everywhere.map { ($0.input, $0.does) }
        return lines
    }

    /// The card centred in the view; in a view too short for it, its text shrinks to fit
    /// (down to half size) rather than lose the last rows.
    package static func make(
        scene: String, rows: HelpRows, note: String? = nil, size: PixelSize, typography: Typography, text: TextCache
    ) -> OverlayCard {
        let room = size.height - 2 * typography.spacing(12)
        var type = typography
        var card = layout(scene: scene, rows: rows, note: note, size: size, typography: type, text: text)
        for _ in 0..<3 where card.frame.height > room && type.scale > typography.scale / 2 {
            type.scale = max(typography.scale / 2, type.scale * Double(room) / Double(card.frame.height) * 0.98)
            card = layout(scene: scene, rows: rows, note: note, size: size, typography: type, text: text)
        }
        return card
    }

    private static func layout(
        scene: String, rows: HelpRows, note: String?, size: PixelSize, typography: Typography, text: TextCache
    ) -> OverlayCard {
        let pad = typography.spacing(14), gap = typography.spacing(14), rowGap = typography.spacing(3)
        let margin = typography.spacing(12)
        let width = min(size.width - 2 * margin, Int(typography.body * 44))
        let inner = Double(width - 2 * pad)
        let lines = lines(scene: scene, rows: rows, note: note)
        let inputs = lines.compactMap(\.input).map { text.layout($0, bold: true, size: typography.body) }
        let inputColumn = min(inner * 0.45, inputs.map(\.width).max() ?? 0)
        let doesWidth = max(1, inner - inputColumn - Double(gap))

        var placed: [OverlayCard.Text] = []
        var y = Double(pad)
        let title = text.layout(
            "Vitrine: keys and mouse", bold: true, size: typography.title, maxWidth: inner, maxLines: 1)
        placed.append(.init(layout: title, origin: Point(Double(pad), y), color: WindowOverlay.text))
        y += title.height + Double(rowGap * 2)
        for line in lines {
            if let input = line.input {
                let key = text.layout(input, bold: true, size: typography.body, maxWidth: inputColumn + 1, maxLines: 2)
                let does = text.layout(line.does, size: typography.body, maxWidth: doesWidth)
                placed.append(.init(layout: key, origin: Point(Double(pad), y), color: WindowOverlay.accent))
                placed.append(
                    .init(
                        layout: does, origin: Point(Double(pad) + inputColumn + Double(gap), y),
                        color: WindowOverlay.text))
                y += max(key.height, does.height) + Double(rowGap)
            } else {
                y += Double(rowGap * 3)
                let header = text.layout(line.does, bold: true, size: typography.body, maxWidth: inner, maxLines: 1)
                placed.append(.init(layout: header, origin: Point(Double(pad), y), color: WindowOverlay.dimText))
                y += header.height + Double(rowGap)
            }
        }
        y += Double(rowGap * 3)
        let footer = text.layout("Any key or click closes this help.", size: typography.small, maxWidth: inner)
        placed.append(.init(layout: footer, origin: Point(Double(pad), y), color: WindowOverlay.dimText))
        y += footer.height + Double(pad)

        let height = Int(y.rounded(.up))
        let frame = PixelRect(
            x: (size.width - width) / 2, y: max(margin, (size.height - height) / 2),
            width: width, height: height)
        let shifted = placed.map { t in
            OverlayCard.Text(
                layout: t.layout, origin: Point(t.origin.x + Double(frame.x), t.origin.y + Double(frame.y)),
                color: t.color)
        }
        return OverlayCard(
            frame: frame, background: Color(red: 12, green: 12, blue: 12, alpha: 230), corner: pad / 2,
            texts: shifted, key: "help|\(scene)|\(typography.scale)")
    }
}
