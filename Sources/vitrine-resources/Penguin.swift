// One cartoon penguin, drawn from parameters. Its parts are laid out in a local frame 100 units
// tall: feet at the origin, crown at y = -100, x = 0 down the middle. One affine map (scale,
// tilt, position) takes the whole figure to the surface, so a pose is a few angles.
import Foundation
import Geometry
import Raster

enum Palette {
    static let ink = RGB(hex: 0x111622)
    static let coat = RGB(hex: 0x263041)
    static let coatLight = RGB(hex: 0x46556d)
    static let snow = RGB(hex: 0xFBFBF6)
    static let snowShade = RGB(hex: 0xD9E1EA)
    static let beak = RGB(hex: 0xFFA62B)
    static let beakDark = RGB(hex: 0xE0641A)
    static let cheek = RGB(hex: 0xFF7F96)
    static let chickDown = RGB(hex: 0x9AA4B3)
    static let chickDownLight = RGB(hex: 0xC3CBD6)
}

struct Penguin {
    enum Pose { case standing, waving, sliding, holdingFish }

    /// Between the feet on the ground, in surface pixels.
    var feet: Point
    /// Crown to feet, in pixels.
    var height: Double
    var pose: Pose = .standing
    /// Turn of the whole figure about its feet, radians, clockwise. Default: upright.
    var tilt: Double = 0
    var isChick = false
    var scarf: RGB? = nil
    var hat: RGB? = nil
    /// Where the pupils look: -1 left ... 1 right.
    var look: Double = 0
    /// Mirror the figure left-right (which flipper waves, which way the fish points).
    var mirrored = false

    /// Local frame -> surface.
    var frame: Affine {
        let s = height / 100
        return Affine.scale(mirrored ? -s : s, s).then(.rotation(tilt)).then(.translation(feet.x, feet.y))
    }

    /// Outline width in local units: a cartoon line, thinner on small figures.
    private var line: Double { isChick ? 2.0 : 1.6 }

    func draw(on s: Surface) {
        let t = frame
        drawShadow(on: s)
        let angles = flipperAngles
        drawFlipper(on: s, pivot: Point(-27, -54), angle: angles.left)
        drawFlipper(on: s, pivot: Point(27, -54), angle: angles.right)
        for x in [-10.5, 10.5] {
            let foot = Path.ellipse(in: Rect(x: x - 10, y: -6, width: 20, height: 9))
            s.paint(foot, transform: t, shader: gradient(Palette.beak, Palette.beakDark, from: -6, to: 3))
            s.stroke(foot, width: line * scale, Palette.ink, transform: t)
        }
        let body = Penguin.bodyPath
        let coat = isChick ? Palette.chickDown : Palette.coat
        let coatLight = isChick ? Palette.chickDownLight : Palette.coatLight
        s.paint(body, transform: t, shader: across(coatLight, coat, from: -30, to: 20, y: -50))
        if isChick { drawTuft(on: s) }
        // A soft sheen on the coat's lit side.
        s.fill(
            .ellipse(in: Rect(x: -26, y: -82, width: 7, height: 34)), RGB(1, 1, 1), alpha: 0.10,
            transform: Affine.rotation(0.25).then(.translation(-2, 2)).then(t))
        s.stroke(body, width: line * scale, Palette.ink, transform: t)

        let belly = Path.ellipse(in: Rect(x: -21, y: -60, width: 42, height: 52))
        let bellyTop = isChick ? Palette.chickDownLight.lighter(0.5) : Palette.snow
        s.paint(belly, transform: t, shader: gradient(bellyTop, Palette.snowShade, from: -45, to: -8))

        var mask = Path.circle(center: Point(-9.5, -76), radius: 11.5)
        mask.append(.circle(center: Point(9.5, -76), radius: 11.5))
        mask.append(.ellipse(in: Rect(x: -15, y: -78, width: 30, height: 20)))
        s.fill(mask, Palette.snow, transform: t)
        drawEyes(on: s)
        for x in [-16.5, 16.5] {
            s.fill(
                .ellipse(in: Rect(x: x - 3.8, y: -68, width: 7.6, height: 4.4)), Palette.cheek, alpha: 0.55,
                transform: t)
        }
        if pose == .holdingFish {
            Fish(color: RGB(hex: 0x3BA7E8)).draw(
                on: s,
                transform: Affine.scale(0.85, 0.85).then(.rotation(-0.08))
                    .then(.translation(6, -62)).then(t), line: line * scale)
        }
        drawBeak(on: s)
        if let scarf { drawScarf(on: s, scarf) }
        if let hat { drawHat(on: s, hat) }
        if pose == .waving { drawWaveMarks(on: s) }
    }

    private var scale: Double { height / 100 }

    /// Angles of the left and right flippers about their shoulders, radians; 0 hangs straight down.
    private var flipperAngles: (left: Double, right: Double) {
        switch pose {
        case .standing: (0.38, -0.38)
        case .waving: (0.3, -2.45)
        case .sliding: (0.12, -0.12)
        case .holdingFish: (0.5, -0.55)
        }
    }

    /// The egg-shaped body and head in one outline, widest low down.
    static let bodyPath: Path = {
        var p = Path()
        p.move(to: Point(0, -100))
        p.cubic(to: Point(33, -38), control1: Point(21, -100), control2: Point(31, -72))
        p.cubic(to: Point(0, -3), control1: Point(35, -10), control2: Point(18, -3))
        p.cubic(to: Point(-33, -38), control1: Point(-18, -3), control2: Point(-35, -10))
        p.cubic(to: Point(0, -100), control1: Point(-31, -72), control2: Point(-21, -100))
        p.close()
        return p
    }()

    /// A vertical gradient between local heights `from` and `to`, in surface space.
    private func gradient(_ a: RGB, _ b: RGB, from: Double, to: Double) -> Shader {
        Shaders.linear(from: frame.apply(Point(0, from)), to: frame.apply(Point(0, to)), Ramp(stops: [(0, a), (1, b)]))
    }

    /// A horizontal gradient between local x `from` and `to` at height `y`.
    private func across(_ a: RGB, _ b: RGB, from: Double, to: Double, y: Double) -> Shader {
        Shaders.linear(from: frame.apply(Point(from, y)), to: frame.apply(Point(to, y)), Ramp(stops: [(0, a), (1, b)]))
    }

    private func drawShadow(on s: Surface) {
        // Lying down, the shadow falls under the body's lower flank.
        let flank = max(frame.apply(Point(33, -45)).y, frame.apply(Point(-33, -45)).y)
        let centre = pose == .sliding ? Point(frame.apply(Point(0, -45)).x, flank - height * 0.03) : feet
        let w = height * (pose == .sliding ? 1.25 : 0.85), h = height * 0.13
        s.fill(.ellipse(in: Rect.centered(at: centre, size: Size(w * 1.25, h * 1.5))), Palette.ink, alpha: 0.10)
        s.fill(.ellipse(in: Rect.centered(at: centre, size: Size(w, h))), Palette.ink, alpha: 0.22)
    }

    private func drawFlipper(on s: Surface, pivot: Point, angle: Double) {
        var p = Path()
        p.move(to: Point(0, -5))
        p.cubic(to: Point(1, 44), control1: Point(10, -5), control2: Point(9, 34))
        p.cubic(to: Point(0, -5), control1: Point(-6, 40), control2: Point(-9, -5))
        p.close()
        let m = Affine.rotation(angle).then(.translation(pivot.x, pivot.y)).then(frame)
        let coat = isChick ? Palette.chickDown : Palette.coat
        s.paint(p, transform: m, shader: { _, _ in coat })
        s.stroke(p, width: line * scale, Palette.ink, transform: m)
    }

    private func drawEyes(on s: Surface) {
        let (w, h) = isChick ? (9.0, 11.0) : (7.0, 9.0)
        let t = frame
        for x in [-8.5, 8.5] {
            let c = Point(x + look * 1.5, -77)
            s.fill(.ellipse(in: Rect.centered(at: c, size: Size(w, h))), Palette.ink, transform: t)
            s.fill(.circle(center: Point(c.x + w * 0.2, c.y - h * 0.22), radius: w * 0.22), Palette.snow, transform: t)
            s.fill(
                .circle(center: Point(c.x - w * 0.18, c.y + h * 0.22), radius: w * 0.09), Palette.snow,
                alpha: 0.8, transform: t)
        }
    }

    private func drawBeak(on s: Surface) {
        var beak = Path()
        beak.move(to: Point(-6.5, -69.5))
        beak.quad(to: Point(6.5, -69.5), control: Point(0, -74.5))
        beak.quad(to: Point(0, -61), control: Point(4, -63))
        beak.quad(to: Point(-6.5, -69.5), control: Point(-4, -63))
        beak.close()
        s.paint(
            beak, transform: frame, shader: gradient(Palette.beak.lighter(0.2), Palette.beakDark, from: -73, to: -61))
        s.stroke(beak, width: line * 0.8 * scale, Palette.ink, transform: frame)
        s.fill(.ellipse(in: Rect(x: -3.5, y: -71.5, width: 4, height: 2)), RGB(1, 1, 1), alpha: 0.55, transform: frame)
    }

    private func drawScarf(on s: Surface, _ color: RGB) {
        var band = Path()
        band.move(to: Point(-28.5, -62))
        band.quad(to: Point(28.5, -62), control: Point(0, -53))
        band.line(to: Point(30, -52))
        band.quad(to: Point(-30, -52), control: Point(0, -42))
        band.close()
        let tail = Path.polygon([Point(9, -50), Point(20, -51), Point(25, -27), Point(13, -26)])
        for part in [tail, band] {
            s.paint(
                part, transform: frame, shader: gradient(color.lighter(0.15), color.darker(0.15), from: -62, to: -26))
            s.stroke(part, width: line * scale, Palette.ink, transform: frame)
        }
        for y in [-44.0, -37.0] {
            let stripe = Path.polygon([Point(10.5, y), Point(21.8, y - 0.5), Point(22.3, y + 2.2), Point(11, y + 2.7)])
            s.fill(stripe, RGB(1, 1, 1), alpha: 0.75, transform: frame)
        }
    }

    private func drawHat(on s: Surface, _ color: RGB) {
        var dome = Path()
        dome.move(to: Point(-21, -89))
        dome.cubic(to: Point(21, -89), control1: Point(-22, -118), control2: Point(22, -118))
        dome.close()
        var brim = Path()
        brim.move(to: Point(-24, -95))
        brim.quad(to: Point(24, -95), control: Point(0, -101))
        brim.line(to: Point(24.5, -87))
        brim.quad(to: Point(-24.5, -87), control: Point(0, -93))
        brim.close()
        let pompom = Path.circle(center: Point(0, -112), radius: 7)
        s.paint(
            dome, transform: frame, shader: across(color.lighter(0.2), color.darker(0.1), from: -20, to: 20, y: -100))
        s.stroke(dome, width: line * scale, Palette.ink, transform: frame)
        s.paint(brim, transform: frame, shader: { _, _ in Palette.snow })
        s.stroke(brim, width: line * scale, Palette.ink, transform: frame)
        s.paint(pompom, transform: frame, shader: gradient(Palette.snow, Palette.snowShade, from: -118, to: -105))
        s.stroke(pompom, width: line * scale, Palette.ink, transform: frame)
    }

    /// Three soft down feathers sticking up from a chick's crown.
    private func drawTuft(on s: Surface) {
        for (x, a) in [(-4.0, -0.5), (0.0, 0.0), (4.0, 0.5)] {
            let m = Affine.rotation(a).then(.translation(x, -98)).then(frame)
            let f = Path.ellipse(in: Rect(x: -2.2, y: -9, width: 4.4, height: 11))
            s.fill(f, Palette.chickDown, transform: m)
            s.stroke(f, width: line * 0.8 * scale, Palette.ink, transform: m)
        }
    }

    /// Motion arcs beside the raised flipper.
    private func drawWaveMarks(on s: Surface) {
        for (r, a) in [(18.0, 0.0), (26.0, 0.0)] {
            var arc = Path()
            let c = Point(50, -84)
            for i in 0...12 {
                let t = -1.25 + Double(i) / 12 * 0.9 + a
                let p = Point(c.x + r * cos(t), c.y + r * sin(t))
                if i == 0 { arc.move(to: p) } else { arc.line(to: p) }
            }
            s.stroke(arc, width: line * 1.2 * scale, Palette.ink, alpha: 0.8, transform: frame, closed: false)
        }
    }
}

/// A cartoon fish, head left, in a frame 50 units long centred on its middle.
struct Fish {
    var color: RGB

    func draw(on s: Surface, transform t: Affine, line: Double) {
        var body = Path()
        body.move(to: Point(-22, 0))
        body.cubic(to: Point(16, 0), control1: Point(-14, -13), control2: Point(8, -12))
        body.cubic(to: Point(-22, 0), control1: Point(8, 12), control2: Point(-14, 13))
        body.close()
        let tail = Path.polygon([Point(13, 0), Point(27, -10), Point(24, 0), Point(27, 10)])
        let top = t.apply(Point(0, -10)), bottom = t.apply(Point(0, 10))
        let shader = Shaders.linear(
            from: top, to: bottom,
            Ramp(stops: [(0, color.darker(0.25)), (0.55, color), (1, color.lighter(0.7))]))
        for part in [tail, body] {
            s.paint(part, transform: t, shader: shader)
            s.stroke(part, width: line, Palette.ink, transform: t)
        }
        s.fill(.circle(center: Point(-14, -2.5), radius: 2.6), Palette.snow, transform: t)
        s.fill(.circle(center: Point(-14, -2.5), radius: 1.4), Palette.ink, transform: t)
        var gill = Path()
        gill.move(to: Point(-9, -5))
        gill.quad(to: Point(-9, 5), control: Point(-6, 0))
        s.stroke(gill, width: line * 0.7, Palette.ink, alpha: 0.7, transform: t, closed: false)
    }
}
