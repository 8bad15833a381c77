import Fonts
import Geometry
import Raster

/// The speech balloon: a white ellipse with a curved tail down to the lower left, a black
/// outline, and the text centred inside in the regular face. In art pixels, in a 220 x 130 box.
extension StampArt {
    static let balloonBody = Rect(x: 4, y: 4, width: 212, height: 100)
    /// The tail: from inside the body down to its tip and back, as two quadratic curves.
    static let balloonTail = (
        start: Point(60, 92), control1: Point(52, 112), tip: Point(28, 125),
        control2: Point(72, 118), end: Point(98, 98)
    )
    /// Default: 2.5 px, a confident pen line that stays thin beside the letters.
    static let balloonOutlineWidth = 2.5
    static let balloonInk = Color(rgb: 0x1A1A1A)
    /// The text stays inside the rectangle inscribed in the ellipse (its radii times √2),
    /// less a little air: 140 x 66.
    static let balloonTextBox = Size(140, 66)
    /// Em sizes tried, largest first: the first at which the text fits is used, so a short
    /// word fills the balloon and a long line still reads. Default: 22 (about 16 pt) down to 10.
    static let balloonTextSizes: [Double] = [22, 19.5, 17, 15, 13.5, 12, 11, 10]

    static func drawBalloon(_ text: String, on surface: Surface, scale: Double) {
        let toBitmap = Affine.scale(scale, scale)
        let t = balloonTail
        var tail = Path()
        tail.move(to: t.start)
        tail.quad(to: t.tip, control: t.control1)
        tail.quad(to: t.end, control: t.control2)
        tail.close()
        // The tail flattened in bitmap pixels, so it stays smooth at every scale, and wound as
        // the ellipse is, so the non-zero fill paints body and tail as one shape.
        let tailPolygons = tail.polygons(tolerance: 0.02 / scale)
            .map { StrokeOutline.signedArea($0) < 0 ? Array($0.reversed()) : $0 }
        // Around the body, an ellipse wider and taller by twice the outline's width: the outline
        // is then that width at the axes and 6% thinner between (this ellipse's shape), at a
        // fraction of the cost of a capsule along each of the body's many edges.
        let w = balloonOutlineWidth
        var outline = Path.ellipse(
            in: Rect(
                x: balloonBody.minX - w, y: balloonBody.minY - w,
                width: balloonBody.width + 2 * w, height: balloonBody.height + 2 * w))
        outline.append(StrokeOutline.grown(tailPolygons, by: w))
        surface.fill(outline, with: .black, transform: toBitmap)
        var inside = Path.ellipse(in: balloonBody)
        for polygon in tailPolygons { inside.append(.polygon(polygon)) }
        surface.fill(inside, with: .white, transform: toBitmap)
        drawBalloonText(text, on: surface, scale: scale)
    }

    /// The em size and lines of `text` at scale 1: the largest size at which it fits the text
    /// box, else the smallest with as many lines as fit, the last ending in "…".
    static func balloonLines(_ text: String) -> (size: Double, lines: [String]) {
        let font = Typography.regular
        let box = balloonTextBox
        for size in balloonTextSizes {
            let layout = font.layout(text, size: size, maxWidth: box.width)
            if layout.height <= box.height { return (size, layout.lines.map(\.text)) }
        }
        let size = balloonTextSizes.last!
        let fitting = max(1, Int(box.height / font.metrics(size: size).lineHeight))
        return (size, font.layout(text, size: size, maxWidth: box.width, maxLines: fitting).lines.map(\.text))
    }

    /// The lines are broken once at scale 1 and each drawn at `scale`, so every scale wraps the
    /// same words together (glyph advances do not grow exactly with the size).
    static func drawBalloonText(_ text: String, on surface: Surface, scale: Double) {
        let (size, lines) = balloonLines(text)
        let layouts = lines.map { Typography.regular.layout($0, size: size * scale) }
        guard let lineHeight = layouts.first?.metrics.lineHeight else { return }
        let center = Point(balloonBody.center.x * scale, balloonBody.center.y * scale)
        let top = center.y - Double(layouts.count) * lineHeight / 2
        for (i, line) in layouts.enumerated() {
            let origin = Point(center.x - line.width / 2, top + Double(i) * lineHeight)
            line.draw(on: surface, at: origin, color: balloonInk)
        }
    }
}
