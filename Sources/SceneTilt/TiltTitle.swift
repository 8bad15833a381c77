import Effects
import Fonts
import Geometry
import Raster
import SceneKit

/// The floating title and its soft shadow, rendered once per text and size: the text with the
/// project's fonts, the shadow as the same text in black blurred with the project's Gaussian
/// blur. A frame only composites the two at their offsets; nothing is blurred per frame.
struct TiltTitle {
    /// The text's pixels with `padding` on every side, so the shadow's blur has room.
    let text: Surface
    let shadow: Surface
    let padding: Int
    /// The title with it, the shadow against the pointer.
    let motion: MotionEffectGroup

    /// The title for a view of `size`: bold, as large as fits 80% of the width and 22% of the
    /// height. `pixels` turns points into pixels.
    init?(_ string: String, size: PixelSize, pixels: (Double) -> Double) {
        let font = Typography.bold
        let probe = font.layout(string, size: 100, maxLines: 1)
        guard probe.width > 0 else { return nil }
        let fontSize = max(8, min(Double(size.height) * 0.22, Double(size.width) * 0.8 / probe.width * 100).rounded())
        let layout = font.layout(string, size: fontSize, maxLines: 1)
        // A blur of about 5% of the size reads as a soft shadow at any size; 3 sigma holds it.
        let sigma = min(GaussianBlur.maximumSigma, max(1, fontSize * 0.05))
        padding = Int((3 * sigma).rounded(.up)) + 2
        guard
            let text = Surface(
                width: Int(layout.width.rounded(.up)) + 2 * padding,
                height: Int(layout.height.rounded(.up)) + 2 * padding),
            let ink = Surface(size: text.size)
        else { return nil }
        let origin = Point(Double(padding), Double(padding))
        layout.draw(on: text, at: origin, color: Defaults.tiltTitleColor)
        layout.draw(on: ink, at: origin, color: Defaults.tiltShadowColor)
        self.text = text
        shadow = ink.gaussianBlurred(sigma: sigma)
        let travel = pixels(Defaults.tiltTitleTravel)
        motion = MotionEffectGroup(
            MotionEffect.both(.position, minimum: -travel, maximum: travel)
                + MotionEffect.both(.shadowOffset, minimum: travel, maximum: -travel))
    }

    /// Draws the shadow, then the title, centred on `center` (view pixels) at viewer `offset`;
    /// the shadow rests `drop` pixels below the title. Whole-pixel positions: a plain composite.
    func draw(on surface: Surface, center: Point, offset: Point, drop: Double) {
        let move = motion.value(of: .position, for: offset)
        let shadowMove = motion.value(of: .shadowOffset, for: offset)
        let x = center.x - Double(text.width) / 2, y = center.y - Double(text.height) / 2
        surface.composite(shadow, atX: Int((x + shadowMove.x).rounded()), y: Int((y + drop + shadowMove.y).rounded()))
        surface.composite(text, atX: Int((x + move.x).rounded()), y: Int((y + move.y).rounded()))
    }
}
