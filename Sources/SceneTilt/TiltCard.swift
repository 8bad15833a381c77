import Effects
import Foundation
import Geometry
import Raster
import SceneKit

/// The card mode's picture: fitted once to its display size, with a glare (a soft white disc)
/// and a blurred shadow made once beside it. A frame copies the picture into a scratch surface,
/// lays the glare over it where the offset puts it, and draws the result in perspective.
final class TiltCard {
    let picture: Surface
    let originalSize: PixelSize
    private let glare: Surface
    private let shadow: Surface
    private let shadowPadding: Int
    private let scratch: Surface
    let motion: MotionEffectGroup

    /// `pixels` turns points into pixels.
    init?(picture: Surface, originalSize: PixelSize, pixels: (Double) -> Double) {
        guard let scratch = Surface(size: picture.size) else { return nil }
        self.picture = picture
        self.originalSize = originalSize
        self.scratch = scratch
        let w = Double(picture.width), h = Double(picture.height)
        glare = TiltCard.glareDisc(radius: Int((0.75 * max(w, h)).rounded()))
        // A dark card blurred once: the shadow is about a twentieth of the card soft.
        let sigma = min(GaussianBlur.maximumSigma, max(1, 0.05 * min(w, h)))
        shadowPadding = Int((3 * sigma).rounded(.up)) + 2
        let ink = Surface(width: picture.width + 2 * shadowPadding, height: picture.height + 2 * shadowPadding)!
        ink.fill(
            PixelRect(x: shadowPadding, y: shadowPadding, width: picture.width, height: picture.height),
            with: Color(red: 0, green: 0, blue: 0, alpha: 170))
        shadow = ink.gaussianBlurred(sigma: sigma)
        let angle = Defaults.tiltCardAngle, travel = pixels(Defaults.tiltCardShadowTravel)
        // Rotation x turns about the vertical axis (the side nearer the pointer recedes), y about
        // the horizontal one; the glare slides toward the pointer, the shadow away from it.
        motion = MotionEffectGroup(
            MotionEffect.both(.rotation, minimum: -angle, maximum: angle)
                + MotionEffect.both(.glarePosition, minimum: -0.6, maximum: 0.6)
                + MotionEffect.both(.shadowOffset, minimum: travel, maximum: -travel))
    }

    /// Draws shadow, card and glare centred on `center` at viewer `offset`; returns the
    /// rectangle touched.
    func draw(on surface: Surface, center: Point, offset: Point, drop: Double) {
        let shade = motion.value(of: .shadowOffset, for: offset)
        surface.composite(
            shadow, atX: Int((center.x - Double(shadow.width) / 2 + shade.x).rounded()),
            y: Int((center.y - Double(shadow.height) / 2 + drop + shade.y).rounded()))
        scratch.copy(from: picture, sourceRect: picture.bounds, toX: 0, y: 0)
        let spot = motion.value(of: .glarePosition, for: offset)
        let w = Double(picture.width), h = Double(picture.height)
        let glareX = w / 2 * (1 + spot.x) - Double(glare.width) / 2
        let glareY = h / 2 * (1 + spot.y) - Double(glare.height) / 2
        // Stronger as the card turns further, faint when it faces the viewer.
        let strength = UInt8(min(255, 70 + 185 * min(1, offset.length)))
        scratch.composite(glare, atX: Int(glareX.rounded()), y: Int(glareY.rounded()), opacity: strength)
        let rotation = motion.value(of: .rotation, for: offset)
        let corners = TiltCard.corners(width: w, height: h, center: center, degrees: rotation)
        TiltCard.drawProjected(scratch, corners: corners, on: surface)
    }

    /// Where the card's corners (top-left, top-right, bottom-right, bottom-left) land when it
    /// turns by `degrees` (x about the vertical axis, y about the horizontal one) and is seen
    /// from a viewer three card sizes away, in front of `center`.
    static func corners(width w: Double, height h: Double, center: Point, degrees: Point) -> Quad {
        let ry = degrees.x * .pi / 180, rx = degrees.y * .pi / 180
        let distance = 3 * max(w, h)
        return Quad(Point(-w / 2, -h / 2), Point(w / 2, -h / 2), Point(w / 2, h / 2), Point(-w / 2, h / 2)).map { p in
            // Positive z is away from the viewer: the side toward the pointer recedes.
            let x1 = p.x * cos(ry), z1 = p.x * sin(ry)
            let y2 = p.y * cos(rx) - z1 * sin(rx), z2 = p.y * sin(rx) + z1 * cos(rx)
            let s = distance / (distance + z2)
            return Point(center.x + x1 * s, center.y + y2 * s)
        }
    }

    /// A white disc of `radius` pixels fading from 45% at its centre to nothing at its rim.
    static func glareDisc(radius: Int) -> Surface {
        let side = 2 * max(1, radius)
        let disc = Surface(width: side, height: side)!
        let r = Double(max(1, radius))
        for y in 0..<side {
            let row = disc.row(y)
            for x in 0..<side {
                let d = (Double(x) + 0.5 - r, Double(y) + 0.5 - r)
                let t = max(0, 1 - (d.0 * d.0 + d.1 * d.1).squareRoot() / r)
                let a = UInt8((115 * t * t).rounded())
                row[x] = Pixel.premultiply(red: 255, green: 255, blue: 255, alpha: a)
            }
        }
        return disc
    }
}
