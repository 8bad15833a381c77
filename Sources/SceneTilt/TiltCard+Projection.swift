import Geometry
import Raster

extension TiltCard {
    /// Draws `image` so that its corners land on `corners` (top-left, top-right, bottom-right,
    /// bottom-left), in true perspective (Raster's projective draw: bilinear, antialiased
    /// outline), with `glare` over it. Corners that make no convex quadrilateral in front of the eye draw nothing;
    /// the card's 15 degrees never come near that.
    static func drawProjected(_ image: Surface, corners: Quad, glare: Glare, on surface: Surface, clip: PixelRect) {
        let source = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        guard let transform = Homography(from: source, to: corners) else { return }
        surface.draw(image, transform: transform, clip: clip, glare: glare)
    }
}
