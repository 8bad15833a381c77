import Fonts
import Foundation
import Geometry
import Raster

/// Comic lettering: a word in the bold face, each letter a little larger than the one before
/// and lifted or dropped a little so the word bounces, filled with a top-to-bottom gradient,
/// ringed by a thick outline and cast down-right as a flat shadow. Lengths are in art pixels.
struct StampLettering {
    var text: String
    /// The first letter's em size. The word is centred on its ink, not its line box.
    var size: Double
    /// Each letter's size over the one before: the word swells toward the bang. Default 1: even.
    var growth = 1.0
    /// Each letter's lift above the common baseline (cycled; down is negative).
    var bounce: [Double] = [0]
    /// Added to each advance: negative packs the letters as a letterer would. Default: 0.
    var tracking = 0.0
    var top: Color
    var bottom: Color
    var outline: Color
    /// How far the outline reaches past the letters.
    var outlineWidth: Double
    var shadow: Color
    /// How far the shadow falls, right and down.
    var shadowOffset: Double

    /// A letter laid out at its size, and where its line box's top-left goes (bitmap pixels
    /// from the word's top-left).
    private struct Letter {
        var layout: TextLayout
        var at: Point
    }

    /// The letters at `scale`, the first at x 0 and the tallest line box's top at y 0.
    private func letters(scale: Double) -> [Letter] {
        var letters: [Letter] = []
        var x = 0.0, letterSize = size * scale
        for (i, character) in text.enumerated() {
            let layout = Typography.bold.layout(String(character), size: letterSize)
            let lift = bounce.isEmpty ? 0 : bounce[i % bounce.count] * scale
            letters.append(Letter(layout: layout, at: Point(x, -lift - layout.metrics.ascent)))
            x += layout.width + tracking * scale
            letterSize *= growth
        }
        let highest = letters.map(\.at.y).min() ?? 0
        return letters.map { Letter(layout: $0.layout, at: Point($0.at.x, $0.at.y - highest)) }
    }

    /// Draws the word over `surface`, its ink centred on `center` (art pixels), at `scale`.
    func draw(on surface: Surface, center: Point, scale: Double) {
        let word = letters(scale: scale)
        let reach = outlineWidth * scale
        let margin = Int(reach.rounded(.up)) + 3
        let width = word.map { $0.at.x + $0.layout.width }.max() ?? 0
        let height = word.map { $0.at.y + $0.layout.height }.max() ?? 0
        let size = PixelSize(Int(width.rounded(.up)) + 2 * margin, Int(height.rounded(.up)) + 2 * margin)
        guard let letters = Surface(size: size), let measure = Surface(size: size), let fill = Surface(size: size)
        else { return }
        var origin = Point(Double(margin), Double(margin))
        for letter in word { letter.layout.draw(on: measure, at: origin + letter.at, color: .white) }
        guard let ink = StampLettering.inkBounds(of: measure) else { return }
        // Where the letters' bitmap goes for the ink to be centred: its whole pixels place the
        // bitmap, its fraction moves the glyphs within it (to a quarter pixel across, as glyphs
        // are placed), so the word stays put against the burst from one scale to the next.
        let exact = Point(
            center.x * scale - (Double(ink.x) + Double(ink.width) / 2),
            center.y * scale - (Double(ink.y) + Double(ink.height) / 2))
        let x = Int(exact.x.rounded(.down)), y = Int(exact.y.rounded(.down))
        origin = origin + Point(exact.x - Double(x), exact.y - Double(y))
        for letter in word { letter.layout.draw(on: fill, at: origin + letter.at, color: .white) }
        // The outline: the word in the outline colour at points around a circle of the reach,
        // spaced c apart where the outline's edge between two copies sags c²/8r = 0.1 px at
        // most: at least 16, 35 at a reach of 24 px. A point nearer the ink than the reach is
        // covered unless the ink near it is narrower than c, and no stroke is that thin.
        let spacing = (0.8 * reach).squareRoot()
        let count = max(16, Int((2 * Double.pi * reach / spacing).rounded(.up)))
        for i in 0..<count {
            let angle = 2 * Double.pi * Double(i) / Double(count)
            let offset = origin + Point(cos(angle) * reach, sin(angle) * reach)
            for letter in word { letter.layout.draw(on: letters, at: offset + letter.at, color: outline) }
        }
        StampLettering.tint(fill, across: ink.y..<ink.maxY + 1, from: top, to: bottom)
        letters.composite(fill, atX: 0, y: 0)
        let fall = Int((shadowOffset * scale).rounded())
        if fall > 0, let cast = StampLettering.silhouette(of: letters, in: shadow) {
            surface.composite(cast, atX: x + fall, y: y + fall)
        }
        surface.composite(letters, atX: x, y: y)
    }

    /// The smallest pixel rectangle holding every pixel at least half covered: where the
    /// antialiased edges lie to half a pixel, however faint their fringe. Nil when none is.
    static func inkBounds(of surface: Surface) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<surface.height {
            let row = surface.row(y)
            for x in 0..<surface.width where Pixel.alpha(row[x]) >= 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Recolours white ink (premultiplied) with a vertical gradient from `top` on the first of
    /// `rows` to `bottom` on the last, keeping alpha; rows beyond (faint edges) take the end's colour.
    static func tint(_ surface: Surface, across rows: Range<Int>, from top: Color, to bottom: Color) {
        let span = Double(max(1, rows.count - 1))
        for y in 0..<surface.height {
            let t = min(1, max(0, Double(y - rows.lowerBound) / span))
            func mix(_ a: UInt8, _ b: UInt8) -> UInt32 { UInt32((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
            let r = mix(top.red, bottom.red), g = mix(top.green, bottom.green), b = mix(top.blue, bottom.blue)
            let row = surface.row(y)
            for x in 0..<surface.width where row[x] != 0 {
                let a = Pixel.alpha(row[x])
                row[x] = Pixel.pack(
                    red: Pixel.mul255(r, a), green: Pixel.mul255(g, a), blue: Pixel.mul255(b, a),
                    alpha: a)
            }
        }
    }

    /// `surface`'s shape in one colour (its alpha times the colour's), for a flat shadow.
    static func silhouette(of surface: Surface, in color: Color) -> Surface? {
        guard let out = Surface(size: surface.size) else { return nil }
        let pixel = color.pixel
        for y in 0..<surface.height {
            let s = surface.row(y), d = out.row(y)
            for x in 0..<surface.width where s[x] != 0 { d[x] = Pixel.scale(pixel, by: Pixel.alpha(s[x])) }
        }
        return out
    }
}
