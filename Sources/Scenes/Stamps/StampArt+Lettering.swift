import Fonts
import Foundation
import Geometry
import Raster

/// Comic lettering: a word in the bold face, filled with a top-to-bottom gradient, ringed by a
/// thick outline and cast down-right as a flat shadow. Lengths are in art pixels (scale 1).
struct StampLettering {
    var text: String
    /// The em size. The word is centred on its ink, not its line box, so caps sit in the middle.
    var size: Double
    var top: Color
    var bottom: Color
    var outline: Color
    /// How far the outline reaches past the letters.
    var outlineWidth: Double
    var shadow: Color
    /// How far the shadow falls, right and down.
    var shadowOffset: Double

    /// Draws the word over `surface`, its ink centred on `center` (art pixels), at `scale`.
    func draw(on surface: Surface, center: Point, scale: Double) {
        let layout = Typography.bold.layout(text, size: size * scale)
        let reach = outlineWidth * scale
        let margin = Int(reach.rounded(.up)) + 2
        guard let letters = Surface(width: Int(layout.width.rounded(.up)) + 2 * margin,
                                    height: Int(layout.height.rounded(.up)) + 2 * margin),
            let fill = Surface(size: letters.size)
        else { return }
        let origin = Point(Double(margin), Double(margin))
        layout.draw(on: fill, at: origin, color: .white)
        guard let ink = StampLettering.inkBounds(of: fill) else { return }
        // The outline: the word in the outline colour at points around a circle of the reach
        // (and half of it, for hairline gaps between letters), spaced at most 1.5 px apart.
        let count = max(16, Int((2 * Double.pi * reach / 1.5).rounded(.up)))
        for ring in [reach, reach / 2] {
            for i in 0..<count {
                let angle = 2 * Double.pi * Double(i) / Double(count)
                layout.draw(on: letters, at: origin + Point(cos(angle) * ring, sin(angle) * ring), color: outline)
            }
        }
        StampLettering.tint(fill, rows: ink.y..<ink.maxY, from: top, to: bottom)
        letters.composite(fill, atX: 0, y: 0)
        let x = Int((center.x * scale - (Double(ink.x) + Double(ink.width) / 2)).rounded())
        let y = Int((center.y * scale - (Double(ink.y) + Double(ink.height) / 2)).rounded())
        let fall = Int((shadowOffset * scale).rounded())
        if fall > 0, let cast = StampLettering.silhouette(of: letters, in: shadow) {
            surface.composite(cast, atX: x + fall, y: y + fall)
        }
        surface.composite(letters, atX: x, y: y)
    }

    /// The smallest pixel rectangle holding every pixel with any alpha; nil when none has.
    static func inkBounds(of surface: Surface) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<surface.height {
            let row = surface.row(y)
            for x in 0..<surface.width where row[x] != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Recolours white ink (premultiplied) with a vertical gradient across `rows`, keeping alpha.
    static func tint(_ surface: Surface, rows: Range<Int>, from top: Color, to bottom: Color) {
        let span = Double(max(1, rows.count - 1))
        for y in rows {
            let t = Double(y - rows.lowerBound) / span
            func mix(_ a: UInt8, _ b: UInt8) -> UInt32 { UInt32((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
            let r = mix(top.red, bottom.red), g = mix(top.green, bottom.green), b = mix(top.blue, bottom.blue)
            let row = surface.row(y)
            for x in 0..<surface.width where row[x] != 0 {
                let a = Pixel.alpha(row[x])
                row[x] = Pixel.pack(red: Pixel.mul255(r, a), green: Pixel.mul255(g, a), blue: Pixel.mul255(b, a), alpha: a)
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
