import Effects
import Geometry
import Raster

/// The three ways the edges scene draws its picture, left to right, and where each sits.
enum EdgesPanel: Int, CaseIterable {
    /// Nearest sampling with a hard outline: each pixel is in or out, so the outline steps.
    case jagged
    /// The classic fix: a 1-pixel transparent border and bilinear sampling blend the outermost
    /// pixels with nothing; smooth until the scale drops below about a half.
    case border
    /// Mip levels chosen by the scale and coverage computed from the outline: smooth at any
    /// scale, with no border.
    case exact

    /// The label over the panel: what a person sees.
    var title: String {
        switch self {
        case .jagged: "Jagged"
        case .border: "Smooth when large"
        case .exact: "Smooth at any size"
        }
    }

    /// The small print under the label: the technique, in the field's words.
    var detail: String {
        switch self {
        case .jagged: "nearest pixel, hard edge"
        case .border: "clear 1-px border + bilinear"
        case .exact: "mipmaps + exact coverage"
        }
    }

    /// The panel's share of a view of `size`: a third of the width, all of the height.
    static func slot(_ index: Int, in size: PixelSize) -> PixelRect { EdgesModel.slot(index, in: size) }

    /// The size the picture is decoded at for a view of `size`: it fits 75% of a third of the
    /// width and half the height, so at scale 1 a turned picture stays inside its third.
    static func pictureSlot(in size: PixelSize) -> PixelSize {
        PixelSize(max(1, Int(Double(size.width) / 3 * 0.75)), max(1, size.height / 2))
    }

    /// Draws `picture` mapped by `transform` (picture pixels -> view pixels) the panel's way,
    /// clipped to `clip`. The one place the scene meets Raster's image drawing.
    func draw(_ picture: EdgesPicture, transform: Affine, on surface: Surface, clip: PixelRect) {
        switch self {
        case .jagged:
            surface.draw(picture.image, transform: transform, filter: .nearest, edges: .hard, clip: clip)
        case .border:
            // The bordered copy's pixel (1, 1) is the picture's (0, 0).
            let moved = Affine.translation(-1, -1).then(transform)
            surface.draw(picture.bordered, transform: moved, filter: .bilinear, edges: .hard, clip: clip)
        case .exact:
            surface.draw(
                picture.image, transform: transform, filter: .mipmapped, edges: .exact, mips: picture.mips,
                clip: clip)
        }
    }
}
