import Geometry
import Raster

/// A sticker is its PNG's pixels at one art pixel a PNG pixel.
extension StampArt {
    /// Enlarged with bilinear over exact edges, so art (x, y) lands exactly at (x scale,
    /// y scale) and the border is antialiased; shrunk with the area-averaging box filter, which
    /// does not alias as bilinear does below half size (the whole image then fills the ceil'd
    /// bitmap, up to a pixel off the exact scale).
    static func drawSticker(_ image: Surface, on surface: Surface, scale: Double) {
        if scale >= 1 {
            surface.draw(image, transform: .scale(scale, scale), filter: .bilinear, edges: .exact)
        } else if let small = image.scaled(to: surface.size) {
            surface.composite(small, atX: 0, y: 0)
        }
    }
}
