import Geometry
import Raster

/// What a stamp looks like: comic vector art (bursts, lettering, speed lines, a speech balloon;
/// see the StampArt+ files) or a bitmap sticker, rendered unturned at any scale into a bitmap.
enum StampArt: Hashable {
    /// "BOOM!" in a starburst.
    case boom
    /// "WHAM!" in a jagged burst.
    case wham
    /// A thin swoosh: a few curved strokes, about 2 px wide at scale 1.
    case swoosh
    /// A speech balloon with `text` in it.
    case balloon(String)
    /// A bitmap sticker, decoded from a PNG (premultiplied BGRA).
    case sticker(StampSticker)

    /// The art's size at scale 1, in view pixels (at 96 dpi: the scene scales it by the display's
    /// scale through the stamp's scale).
    var size: Size {
        switch self {
        case .boom: Size(260, 180)
        case .wham: Size(220, 150)
        case .swoosh: Size(240, 90)
        case .balloon: Size(220, 130)
        case .sticker(let s): Size(Double(s.image.width), Double(s.image.height))
        }
    }

    /// The art drawn unturned at `scale` (view pixels per art pixel) into a new bitmap of
    /// ceil(size x scale) pixels, art (x, y) at bitmap (x scale, y scale); premultiplied,
    /// transparent where there is no ink. Everything is drawn from vectors (or resampled, for
    /// a sticker) at the scale asked for, so it is sharp at any scale. A scale that is not a
    /// positive number gives one transparent pixel.
    func render(scale: Double) -> Surface {
        guard scale > 0, scale.isFinite else { return Surface(width: 1, height: 1)! }
        let w = max(1, Int((size.width * scale).rounded(.up))), h = max(1, Int((size.height * scale).rounded(.up)))
        let out = Surface(width: w, height: h)!
        switch self {
        case .boom: StampArt.drawBang(StampArt.boomBurst, StampArt.boomLettering, on: out, scale: scale)
        case .wham: StampArt.drawBang(StampArt.whamBurst, StampArt.whamLettering, on: out, scale: scale)
        case .swoosh: StampArt.drawSwoosh(on: out, scale: scale)
        case .balloon(let text): StampArt.drawBalloon(text, on: out, scale: scale)
        case .sticker(let sticker): StampArt.drawSticker(sticker.image, on: out, scale: scale)
        }
        return out
    }
}

/// A bitmap sticker's pixels, compared by identity (two files are two stickers).
package final class StampSticker: Hashable, @unchecked Sendable {
    let image: Surface
    /// The file's name as the user gave it.
    let name: String

    package init(image: Surface, name: String) {
        self.image = image
        self.name = name
    }

    package static func == (a: StampSticker, b: StampSticker) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
