import Geometry
import Raster

extension TiltCard {
    /// Draws `image` so that its corners land on `corners` (top-left, top-right, bottom-right,
    /// bottom-left). For now an affine approximation: the parallelogram through the midpoints
    /// of the opposite edges, which foreshortens the card but keeps its edges parallel. Raster's
    /// projective `draw(_:transform: Homography)` replaces it here once merged; nothing else
    /// changes.
    static func drawProjected(_ image: Surface, corners: [Point], on surface: Surface, clip: PixelRect? = nil) {
        let w = Double(image.width), h = Double(image.height)
        let center = (corners[0] + corners[1] + corners[2] + corners[3]) * 0.25
        let across = ((corners[1] + corners[2]) - (corners[0] + corners[3])) * (0.5 / w)
        let down = ((corners[3] + corners[2]) - (corners[0] + corners[1])) * (0.5 / h)
        let origin = center - across * (w / 2) - down * (h / 2)
        let transform = Affine(a: across.x, b: across.y, c: down.x, d: down.y, tx: origin.x, ty: origin.y)
        surface.draw(image, transform: transform, filter: .bilinear, clip: clip)
    }
}
