import Fonts
import Geometry
import Raster

/// One thing drawn over a scene: a translucent rounded panel with lines of text, and maybe a
/// progress bar. The app redraws a card's rectangle only when the card changes (`key`).
package struct OverlayCard {
    package struct Text {
        package var layout: TextLayout
        package var origin: Point
        package var color: Color

        package init(layout: TextLayout, origin: Point, color: Color) {
            self.layout = layout
            self.origin = origin
            self.color = color
        }
    }

    package var frame: PixelRect
    package var background: Color
    package var corner: Int
    package var texts: [Text] = []
    /// A bar along the card's bottom edge filled to `fraction` (0...1).
    package var progress: (fraction: Double, color: Color)?
    /// Says what the card shows, so an unchanged card is not redrawn: its text, fade, progress.
    package var key: String

    package init(
        frame: PixelRect, background: Color, corner: Int, texts: [Text] = [],
        progress: (fraction: Double, color: Color)? = nil, key: String
    ) {
        self.frame = frame
        self.background = background
        self.corner = corner
        self.texts = texts
        self.progress = progress
        self.key = key
    }

    /// Draws the card's part inside `clip`.
    package func draw(on surface: Surface, clip: PixelRect) {
        let box = frame.intersection(clip)
        guard !box.isEmpty else { return }
        Panel.draw(frame, corner: corner, color: background, on: surface, clip: clip)
        if let progress {
            let h = max(2, corner / 2)
            let width = Int((Double(frame.width - 2 * corner) * min(1, max(0, progress.fraction))).rounded())
            surface.blend(
                PixelRect(x: frame.x + corner, y: frame.maxY - h - 2, width: width, height: h).intersection(box),
                with: progress.color)
        }
        for text in texts { text.layout.draw(on: surface, at: text.origin, color: text.color, clip: box) }
    }

    /// The same card at `opacity` (0...1): every colour's alpha scaled, for fading in and out.
    package func faded(_ opacity: Double) -> OverlayCard {
        guard opacity < 1 else { return self }
        var card = self
        let level = UInt8(max(0, min(255, (opacity * 255).rounded())))
        func fade(_ c: Color) -> Color { c.withAlpha(UInt8((Int(c.alpha) * Int(level) + 127) / 255)) }
        card.background = fade(background)
        card.texts = texts.map { Text(layout: $0.layout, origin: $0.origin, color: fade($0.color)) }
        card.progress = progress.map { ($0.fraction, fade($0.color)) }
        card.key += " @\(level)"
        return card
    }
}

/// A translucent rectangle with rounded corners: the straight parts blended as rectangles,
/// only the four corners filled as paths (a path fill of a whole help panel costs 10x more).
package enum Panel {
    package static func draw(_ frame: PixelRect, corner: Int, color: Color, on surface: Surface, clip: PixelRect) {
        let r = min(corner, frame.width / 2, frame.height / 2)
        let c = clip.intersection(surface.bounds)
        guard r > 0 else { return surface.blend(frame.intersection(c), with: color) }
        surface.blend(
            PixelRect(x: frame.x, y: frame.y + r, width: frame.width, height: frame.height - 2 * r).intersection(c),
            with: color)
        for y in [frame.y, frame.maxY - r] {
            surface.blend(
                PixelRect(x: frame.x + r, y: y, width: frame.width - 2 * r, height: r).intersection(c), with: color)
        }
        for (x, y) in [
            (frame.x, frame.y), (frame.maxX - r, frame.y), (frame.x, frame.maxY - r), (frame.maxX - r, frame.maxY - r),
        ] {
            // A corner outside the clip is skipped before its path is made (a path fill
            // allocates its outline and edges even when the clip leaves nothing to draw).
            let square = PixelRect(x: x, y: y, width: r, height: r).intersection(c)
            guard !square.isEmpty else { continue }
            let centre = Point(Double(x == frame.x ? x + r : x), Double(y == frame.y ? y + r : y))
            surface.fill(.circle(center: centre, radius: Double(r)), with: color, clip: square)
        }
    }
}
