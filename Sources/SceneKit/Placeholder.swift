import Fonts
import Geometry
import Raster

/// What stands in for an image that could not be read: a dark tile crossed in red, naming the
/// file and why, as eog does, so a user who never sees standard error still learns it.
package enum Placeholder {
    /// Tiles are drawn on the render thread only.
    nonisolated(unsafe) private static let text = TextCache()

    /// The tile filling `frame`, drawn only within `clip` (where the scene redraws this frame).
    package static func draw(
        in frame: PixelRect, on surface: Surface, name: String? = nil, reason: String? = nil, clip: PixelRect? = nil
    ) {
        let inside = clip.map { frame.intersection($0) } ?? frame
        surface.fill(inside, with: Color(rgb: 0x3A3A3A))
        let r = frame.rect
        let w = max(2, min(r.width, r.height) / 40)
        var cross = Path()
        for (a, b) in [(Point(r.minX, r.minY), Point(r.maxX, r.maxY)), (Point(r.maxX, r.minY), Point(r.minX, r.maxY))] {
            let d = b - a, n = Point(-d.y, d.x) * (w / 2 / max(1, d.length))
            cross.append(.polygon([a + n, b + n, b - n, a - n]))
        }
        surface.fill(cross, with: Color(red: 200, green: 60, blue: 60, alpha: 140), clip: inside)
        if let name { label(name: name, reason: reason, in: frame, clip: inside, on: surface) }
    }

    /// The name in bold and the reason under it, on a dark band across the tile's middle.
    private static func label(name: String, reason: String?, in frame: PixelRect, clip: PixelRect, on surface: Surface)
    {
        let size = min(22, max(10, Double(min(frame.width, frame.height)) / 16)).rounded()
        let pad = Int(size * 0.8)
        let width = Double(frame.width - 2 * pad)
        guard width > size * 3 else { return }
        let title = text.layout(name, bold: true, size: size, maxWidth: width, maxLines: 2)
        let why = text.layout(
            reason.map(shortReason) ?? "cannot be shown", size: size * 0.85, maxWidth: width, maxLines: 4)
        let height = Int((title.height + why.height).rounded(.up)) + 2 * pad
        let band = PixelRect(x: frame.x, y: frame.y + (frame.height - height) / 2, width: frame.width, height: height)
            .intersection(frame)
        surface.blend(band.intersection(clip), with: Color(red: 20, green: 20, blue: 20, alpha: 200))
        let x = Double(frame.x + pad), y = Double(band.y + pad)
        title.draw(on: surface, at: Point(x, y), color: .white, clip: clip)
        why.draw(on: surface, at: Point(x, y + title.height), color: Color(rgb: 0xE0A0A0), clip: clip)
    }

    /// A small tag in `frame`'s bottom-left corner, e.g. "cut short" on a picture shown in part.
    package static func badge(_ words: String, in frame: PixelRect, on surface: Surface) {
        let size = min(14, max(9, Double(min(frame.width, frame.height)) / 14)).rounded()
        let pad = Int(size * 0.5)
        let line = text.layout(
            words, bold: true, size: size, maxWidth: Double(max(1, frame.width - 4 * pad)), maxLines: 1)
        let tag = PixelRect(
            x: frame.x + pad, y: frame.maxY - pad - Int(line.height.rounded(.up)) - pad,
            width: Int(line.width.rounded(.up)) + 2 * pad, height: Int(line.height.rounded(.up)) + pad)
        surface.blend(tag.intersection(frame), with: Color(red: 20, green: 20, blue: 20, alpha: 210))
        line.draw(
            on: surface, at: Point(Double(tag.x + pad), Double(tag.y) + Double(pad) / 2), color: Color(rgb: 0xF0C060),
            clip: frame)
    }

    /// "cannot open 'x.png': the file is truncated" says the name twice on a tile that shows it.
    package static func shortReason(_ reason: String) -> String {
        guard reason.hasPrefix("cannot open "), let colon = reason.range(of: "': ") else { return reason }
        return String(reason[colon.upperBound...])
    }
}
