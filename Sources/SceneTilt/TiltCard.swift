import Effects
import Foundation
import Geometry
import Raster
import SceneKit

/// The card mode's picture: fitted once to its display size, with a blurred shadow made once
/// beside it. A frame draws the picture in perspective (`draw`, by bands of rows) with a glare
/// (a soft white disc) laid over it where the offset puts it, computed at each sample.
final class TiltCard {
    /// The picture: an animation's frame shown now (`show`).
    private(set) var picture: Surface
    let originalSize: PixelSize
    /// Every pixel of the picture is opaque (a photo), so the card hides what it covers.
    private let isOpaque: Bool
    /// The glare's radius, in the picture's pixels.
    private let glareRadius: Double
    private let shadow: Surface
    private let shadowPadding: Int
    let motion: MotionEffectGroup

    /// `pixels` turns points into pixels.
    init?(picture: Surface, originalSize: PixelSize, pixels: (Double) -> Double) {
        self.picture = picture
        isOpaque = picture.everyPixelIsOpaque()
        self.originalSize = originalSize
        let w = Double(picture.width), h = Double(picture.height)
        glareRadius = 0.75 * max(w, h)
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

    /// Shows `frame`, an animation's, of the picture's size and flattened as the picture was,
    /// in its place; the glare, the shadow and `isOpaque`, which depend on the size and the
    /// flattening alone, stay (no scan of every pixel each frame).
    func show(_ frame: Surface) {
        guard frame.size == picture.size else { return }
        picture = frame
    }

    /// The glare at `offset`: a white disc fading from 45% at its centre (times the strength)
    /// to nothing at its rim, three quarters of the card's longer side away.
    func glare(offset: Point) -> Glare {
        let spot = motion.value(of: .glarePosition, for: offset)
        let w = Double(picture.width), h = Double(picture.height)
        // Stronger as the card turns further, faint when it faces the viewer.
        let strength = min(255, 70 + 185 * min(1, offset.length)).rounded(.down)
        return Glare(
            center: Point(w / 2 * (1 + spot.x), h / 2 * (1 + spot.y)), radius: glareRadius,
            peak: 115 * strength / 255)
    }

    /// Draws the shadow under the card centred on `center` at viewer `offset`, within `clip`.
    func drawShadow(on surface: Surface, center: Point, offset: Point, drop: Double, clip: PixelRect) {
        let shade = motion.value(of: .shadowOffset, for: offset)
        surface.composite(
            shadow, atX: Int((center.x - Double(shadow.width) / 2 + shade.x).rounded()),
            y: Int((center.y - Double(shadow.height) / 2 + drop + shade.y).rounded()), clip: clip)
    }

    /// Draws the card centred on `center` at viewer `offset`, with `glare` over it, within
    /// `clip`.
    func draw(on surface: Surface, center: Point, offset: Point, glare: Glare, clip: PixelRect) {
        TiltCard.drawProjected(
            picture, corners: corners(center: center, offset: offset), glare: glare, on: surface, clip: clip)
    }

    /// A rectangle the card at `offset` covers with opaque pixels whatever lies beneath (empty
    /// unless the picture is opaque): what is drawn under it first need not be drawn there.
    /// The corners' inner extremes, 2 px in from the outline, where the antialiased edge mixes.
    func cover(center: Point, offset: Point) -> PixelRect {
        guard isOpaque else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let q = corners(center: center, offset: offset)
        let left = Int((max(q.p0.x, q.p3.x) + 2).rounded(.up)), right = Int((min(q.p1.x, q.p2.x) - 2).rounded(.down))
        let top = Int((max(q.p0.y, q.p1.y) + 2).rounded(.up)), bottom = Int((min(q.p2.y, q.p3.y) - 2).rounded(.down))
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    private func corners(center: Point, offset: Point) -> Quad {
        TiltCard.corners(
            width: Double(picture.width), height: Double(picture.height), center: center,
            degrees: motion.value(of: .rotation, for: offset))
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
}

/// One card frame as `RowBands` draws it: the landscape and the card by bands of the view's
/// rows. Kept by the scene and refilled each frame, so handing it to the helper threads
/// allocates nothing.
final class TiltCardFrame: BandJob {
    /// Bands on the helper threads (else in order on the caller's), and the landscape and shadow
    /// left out under the card: both on, but for the test that compares them with neither.
    let parallel: Bool, skipsCovered: Bool
    private var surface: Surface?
    private var art: TiltArt?
    private var card: TiltCard?
    private var offset = Point(0, 0), center = Point(0, 0), drop = 0.0
    private var glare = Glare(center: Point(0, 0), radius: 1, peak: 0)
    /// Where the card hides what lies beneath: the landscape and shadow are not drawn there.
    private var cover = PixelRect(x: 0, y: 0, width: 0, height: 0)

    init(parallel: Bool = true, skipsCovered: Bool = true) {
        (self.parallel, self.skipsCovered) = (parallel, skipsCovered)
    }

    /// Draws the frame.
    func draw(on surface: Surface, art: TiltArt, card: TiltCard, offset: Point, center: Point, drop: Double) {
        (self.surface, self.art, self.card) = (surface, art, card)
        (self.offset, self.center, self.drop) = (offset, center, drop)
        cover = skipsCovered ? card.cover(center: center, offset: offset) : PixelRect(x: 0, y: 0, width: 0, height: 0)
        glare = card.glare(offset: offset)
        // Twice the usual bands: the card's costly rows lie in the middle of the view, and
        // finer bands leave less for one core to finish alone at the end (four alternating runs:
        // median 1.24-1.58 -> 1.05-1.43 ms, p99 2.09-2.74 -> 1.35-2.20).
        RowBands.run(0..<surface.height, bands: 2 * Defaults.frameBands, parallel: parallel, self)
        // Lets go of the surfaces, so a dropped cache is freed.
        (self.surface, self.art, self.card) = (nil, nil, nil)
    }

    func draw(rows: Range<Int>, band _: Int) {
        guard let surface, let art, let card else { return }
        let band = PixelRect(x: 0, y: rows.lowerBound, width: surface.width, height: rows.count)
        for piece in band.subtracting(cover) {
            art.draw(offset: offset, on: surface, clip: piece)
            card.drawShadow(on: surface, center: center, offset: offset, drop: drop, clip: piece)
        }
        card.draw(on: surface, center: center, offset: offset, glare: glare, clip: band)
    }
}
