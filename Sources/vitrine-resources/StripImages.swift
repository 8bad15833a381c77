// The focus scene's strip: six penguin pictures, each dominated by one colour (orange, teal,
// purple, yellow, red, blue) so paging is obvious and so is grayscale against colour. Mixed
// aspect ratios, since the viewer fits each into a square slot.
import Foundation
import Geometry
import Raster

struct StripImage: Sendable {
    var name: String
    var width: Int
    var height: Int
    var draw: @Sendable (Surface) -> Void
}

enum StripImages {
    static let all: [StripImage] = [
        StripImage(name: "01-standing", width: 1200, height: 900, draw: standing),
        StripImage(name: "02-waving", width: 900, height: 1200, draw: waving),
        StripImage(name: "03-sliding", width: 1200, height: 900, draw: sliding),
        StripImage(name: "04-fish", width: 1024, height: 1024, draw: fish),
        StripImage(name: "05-chick", width: 900, height: 1200, draw: chick),
        StripImage(name: "06-group", width: 1200, height: 900, draw: group),
    ]

    /// Orange sky, a low sun behind a penguin in a teal scarf.
    static func standing(_ s: Surface) {
        let ground = Double(s.height) * 0.74
        sky(s, top: RGB(hex: 0xFFC46B), bottom: RGB(hex: 0xFF7A1F), horizon: ground)
        sun(s, at: Point(820, ground - 250), radius: 120, RGB(hex: 0xFFF1B8))
        icebergs(s, horizon: ground, RGB(hex: 0xFFB067), seed: 11)
        ice(s, top: ground, RGB(hex: 0xFFF3E6), shade: RGB(hex: 0xF6C79C), seed: 12)
        flakes(s, count: 40, RGB(1, 1, 1), seed: 13, below: ground)
        Penguin(feet: Point(560, ground + 70), height: 470, scarf: RGB(hex: 0x12A89A), look: 0.4).draw(on: s)
    }

    /// Teal sky, snow falling, a penguin in a red beanie waving.
    static func waving(_ s: Surface) {
        let ground = Double(s.height) * 0.76
        sky(s, top: RGB(hex: 0x8FF0DF), bottom: RGB(hex: 0x0E8C80), horizon: ground)
        s.glow(center: Point(450, 420), radius: 520, RGB(hex: 0xD8FFF6), intensity: 0.45)
        hills(s, base: ground, RGB(hex: 0x5CC9B9), seed: 21)
        ice(s, top: ground, RGB(hex: 0xEFFFFB), shade: RGB(hex: 0xA6DCD3), seed: 22)
        flakes(s, count: 110, RGB(1, 1, 1), seed: 23, below: Double(s.height))
        Penguin(feet: Point(430, ground + 95), height: 560, pose: .waving, hat: RGB(hex: 0xE8364A), look: -0.3)
            .draw(on: s)
    }

    /// Purple dusk with stars and a moon, a penguin sliding on its belly.
    static func sliding(_ s: Surface) {
        let ground = Double(s.height) * 0.70
        sky(s, top: RGB(hex: 0x3B1278), bottom: RGB(hex: 0xB56CF0), horizon: ground)
        stars(s, count: 90, below: ground - 60, seed: 31)
        moon(s, at: Point(930, 190), radius: 70)
        icebergs(s, horizon: ground, RGB(hex: 0x8E55D6), seed: 32)
        ice(s, top: ground, RGB(hex: 0xF3E8FF), shade: RGB(hex: 0xB99BE0), seed: 33)
        let feet = Point(420, ground + 15)
        speedLines(s, behind: Point(feet.x - 20, feet.y + 20), seed: 34)
        spray(s, at: Point(feet.x + 400, feet.y + 95), seed: 35)
        Penguin(feet: feet, height: 380, pose: .sliding, tilt: 1.42, scarf: RGB(hex: 0xFFD23F), look: 1).draw(on: s)
    }

    /// Yellow sunburst, a penguin with a fish in its beak.
    static func fish(_ s: Surface) {
        let ground = Double(s.height) * 0.76
        sky(s, top: RGB(hex: 0xFFF27A), bottom: RGB(hex: 0xFFC21A), horizon: ground)
        rays(s, centre: Point(512, 430), RGB(hex: 0xFFF9C4), count: 18)
        s.glow(center: Point(512, 430), radius: 420, RGB(hex: 0xFFFDE8), intensity: 0.6)
        ice(s, top: ground, RGB(hex: 0xF4FBFF), shade: RGB(hex: 0xBFD9E8), seed: 42)
        Penguin(feet: Point(512, ground + 95), height: 560, pose: .holdingFish, look: 0.6).draw(on: s)
    }

    /// Crimson sky with floating hearts, a parent and its chick.
    static func chick(_ s: Surface) {
        let ground = Double(s.height) * 0.74
        sky(s, top: RGB(hex: 0xFF8A8A), bottom: RGB(hex: 0xC8102E), horizon: ground)
        s.glow(center: Point(450, 380), radius: 560, RGB(hex: 0xFFD6D6), intensity: 0.35)
        hearts(s, seed: 51)
        icebergs(s, horizon: ground, RGB(hex: 0xE2515E), seed: 52)
        ice(s, top: ground, RGB(hex: 0xFFF0F0), shade: RGB(hex: 0xE7A9AE), seed: 53)
        Penguin(feet: Point(340, ground + 90), height: 520, scarf: RGB(hex: 0x2E9E5B), look: 0.8).draw(on: s)
        Penguin(feet: Point(650, ground + 130), height: 250, isChick: true, look: -0.8).draw(on: s)
    }

    /// Blue sky and sea, a family on an ice floe.
    static func group(_ s: Surface) {
        let sea = Double(s.height) * 0.62
        sky(s, top: RGB(hex: 0x2F6FE4), bottom: RGB(hex: 0x9CCBFF), horizon: sea)
        clouds(s, seed: 61)
        water(s, top: sea, seed: 62)
        let floeTop = sea + 90
        floe(s, top: floeTop, seed: 63)
        Penguin(feet: Point(600, floeTop + 40), height: 300, scarf: RGB(hex: 0xFFD23F), look: 0.2).draw(on: s)
        Penguin(feet: Point(850, floeTop + 65), height: 350, scarf: RGB(hex: 0xE8364A), look: -0.5).draw(on: s)
        Penguin(
            feet: Point(350, floeTop + 70), height: 330, pose: .waving, hat: RGB(hex: 0xFF8C1A), look: 0.5,
            mirrored: true
        ).draw(on: s)
        Penguin(feet: Point(470, floeTop + 95), height: 150, isChick: true, look: 1).draw(on: s)
        Penguin(feet: Point(700, floeTop + 100), height: 140, isChick: true, look: -1).draw(on: s)
    }
}

// MARK: - Backdrop pieces

extension StripImages {
    static func sky(_ s: Surface, top: RGB, bottom: RGB, horizon: Double) {
        s.shade(s.bounds, Shaders.vertical(0, horizon, Ramp(stops: [(0, top), (1, bottom)])))
    }

    static func sun(_ s: Surface, at c: Point, radius: Double, _ color: RGB) {
        s.glow(center: c, radius: radius * 4.5, color, intensity: 0.55)
        s.fill(.circle(center: c, radius: radius * 1.25), color, alpha: 0.25)
        s.fill(.circle(center: c, radius: radius), color)
    }

    /// A crescent: a disc less an offset disc, antialiased by the distance to either rim.
    static func moon(_ s: Surface, at c: Point, radius: Double) {
        let light = RGB(hex: 0xFFF6D8)
        s.glow(center: c, radius: radius * 4, light, intensity: 0.3)
        s.fill(.circle(center: c, radius: radius), light, alpha: 0.1)
        let cut = Point(c.x + radius * 0.45, c.y - radius * 0.25), cutRadius = radius * 0.85
        let box = PixelRect(
            x: Int(c.x - radius) - 1, y: Int(c.y - radius) - 1, width: Int(2 * radius) + 3,
            height: Int(2 * radius) + 3
        ).intersection(s.bounds)
        for y in box.y..<box.maxY {
            let line = s.row(y)
            for x in box.x..<box.maxX {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                let inside = max(0, min(1, radius - p.distance(to: c) + 0.5))
                let outsideCut = max(0, min(1, p.distance(to: cut) - cutRadius + 0.5))
                let k = inside * outsideCut
                if k > 0 { line[x] = RGB(pixel: line[x]).mix(light, k).pixel }
            }
        }
    }

    /// Pale ice mountains on the horizon, in the sky's colour.
    static func icebergs(_ s: Surface, horizon: Double, _ color: RGB, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        let w = Double(s.width)
        var x = -rng.range(0, 120)
        while x < w {
            let width = rng.range(160, 340), height = rng.range(50, 130)
            var pts = [Point(x, horizon + 2)]
            let peaks = 2 + rng.below(3)
            for i in 0..<peaks {
                let px = x + width * (Double(i) + rng.range(0.3, 0.7)) / Double(peaks)
                pts.append(Point(px, horizon - height * rng.range(0.55, 1)))
            }
            pts.append(Point(x + width, horizon + 2))
            s.fill(.polygon(pts), color, alpha: 0.8)
            // Lit faces: the left side of each peak, a shade lighter.
            for i in 1..<(pts.count - 1) {
                let p = pts[i]
                s.fill(
                    .polygon([p, Point(p.x - width * 0.12, horizon + 2), Point(p.x + width * 0.03, horizon + 2)]),
                    color.lighter(0.3), alpha: 0.6)
            }
            x += width * rng.range(0.6, 1.0)
        }
    }

    /// Rolling snow hills behind the ground line.
    static func hills(_ s: Surface, base: Double, _ color: RGB, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        for (k, lift) in [(0, 190.0), (1, 110.0)] {
            var p = Path()
            let w = Double(s.width)
            p.move(to: Point(0, base + 5))
            var x = 0.0
            p.line(to: Point(0, base - lift * rng.range(0.5, 1)))
            while x < w {
                let nx = x + rng.range(200, 360)
                p.quad(to: Point(nx, base - lift * rng.range(0.4, 1)), control: Point((x + nx) / 2, base - lift * 1.5))
                x = nx
            }
            p.line(to: Point(x, base + 5))
            p.close()
            s.fill(p, color.lighter(0.25 * Double(k)), alpha: 0.9)
        }
    }

    /// The ice the penguins stand on: a gently uneven edge, a gradient, a bright rim and drifts.
    static func ice(_ s: Surface, top: Double, _ color: RGB, shade: RGB, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        let w = Double(s.width), h = Double(s.height)
        var edge: [Point] = []
        let steps = 24
        let phase = rng.range(0, 6)
        for i in 0...steps {
            let x = w * Double(i) / Double(steps)
            edge.append(Point(x, top + 10 * sin(x / 170 + phase) + rng.range(-3, 3)))
        }
        var p = Path()
        p.move(to: Point(-2, h + 2))
        p.line(to: Point(-2, edge[0].y))
        for i in 1...steps {
            let a = edge[i - 1], b = edge[i]
            p.quad(to: Point((a.x + b.x) / 2, (a.y + b.y) / 2), control: a)
            if i == steps { p.line(to: Point(w + 2, b.y)) }
        }
        p.line(to: Point(w + 2, h + 2))
        p.close()
        s.paint(
            p, shader: Shaders.vertical(top, h, Ramp(stops: [(0, color), (0.5, color.mix(shade, 0.5)), (1, shade)])))
        var rim = Path()
        rim.move(to: Point(-2, edge[0].y))
        for i in 1...steps {
            let a = edge[i - 1], b = edge[i]
            rim.quad(to: Point((a.x + b.x) / 2, (a.y + b.y) / 2), control: a)
        }
        s.stroke(rim, width: 5, RGB(1, 1, 1), alpha: 0.85, closed: false)
        // Soft drifts and a few blue cracks.
        for _ in 0..<7 {
            let c = Point(rng.range(0, w), rng.range(top + 40, h - 20))
            let rw = rng.range(120, 320)
            s.fill(.ellipse(in: Rect.centered(at: c, size: Size(rw, rw * 0.12))), shade, alpha: 0.22)
        }
        for _ in 0..<5 {
            var crack = Path()
            var pt = Point(rng.range(0, w), rng.range(top + 60, h - 10))
            crack.move(to: pt)
            for _ in 0..<4 {
                pt = Point(pt.x + rng.range(15, 45), pt.y + rng.range(-8, 8))
                crack.line(to: pt)
            }
            s.stroke(crack, width: 2, shade.darker(0.2), alpha: 0.6, closed: false)
        }
    }

    static func flakes(_ s: Surface, count: Int, _ color: RGB, seed: UInt32, below: Double) {
        var rng = XorShift32(seed: seed)
        for _ in 0..<count {
            let c = Point(rng.range(0, Double(s.width)), rng.range(0, below))
            let r = rng.range(2, 7)
            s.fill(.circle(center: c, radius: r), color, alpha: rng.range(0.35, 0.9))
        }
    }

    static func stars(_ s: Surface, count: Int, below: Double, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        for i in 0..<count {
            let c = Point(rng.range(0, Double(s.width)), rng.range(0, below) * rng.range(0.3, 1))
            if i % 9 == 0 {
                let r = rng.range(7, 12)
                let sparkle = Path.polygon(
                    (0..<8).map { k in
                        let a = Double(k) * Double.pi / 4, rr = k % 2 == 0 ? r : r * 0.25
                        return Point(c.x + rr * cos(a), c.y + rr * sin(a))
                    })
                s.fill(sparkle, RGB(hex: 0xFFF6D8), alpha: 0.95)
            } else {
                s.fill(.circle(center: c, radius: rng.range(1.2, 3)), RGB(1, 1, 1), alpha: rng.range(0.4, 0.9))
            }
        }
    }

    /// Sun rays: alternate wedges a shade lighter, from `centre` to well past the corners.
    static func rays(_ s: Surface, centre c: Point, _ color: RGB, count: Int) {
        let r = Double(s.width + s.height)
        for i in 0..<count {
            let a0 = Double(i) / Double(count) * 2 * Double.pi, a1 = a0 + Double.pi / Double(count)
            s.fill(
                .polygon([c, Point(c.x + r * cos(a0), c.y + r * sin(a0)), Point(c.x + r * cos(a1), c.y + r * sin(a1))]),
                color, alpha: 0.35)
        }
    }

    static func heartPath(_ c: Point, _ size: Double) -> Path {
        var p = Path()
        let k = size / 2
        p.move(to: Point(c.x, c.y + k))
        p.cubic(
            to: Point(c.x - k, c.y - k * 0.35), control1: Point(c.x - k * 0.3, c.y + k * 0.6),
            control2: Point(c.x - k, c.y + k * 0.2))
        p.cubic(
            to: Point(c.x, c.y - k * 0.45), control1: Point(c.x - k, c.y - k), control2: Point(c.x - k * 0.1, c.y - k))
        p.cubic(
            to: Point(c.x + k, c.y - k * 0.35), control1: Point(c.x + k * 0.1, c.y - k),
            control2: Point(c.x + k, c.y - k))
        p.cubic(
            to: Point(c.x, c.y + k), control1: Point(c.x + k, c.y + k * 0.2),
            control2: Point(c.x + k * 0.3, c.y + k * 0.6))
        p.close()
        return p
    }

    static func hearts(_ s: Surface, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        for _ in 0..<14 {
            let c = Point(rng.range(30, Double(s.width) - 30), rng.range(40, Double(s.height) * 0.62))
            let size = rng.range(24, 70)
            let m = Affine.translation(-c.x, -c.y).then(.rotation(rng.range(-0.4, 0.4))).then(.translation(c.x, c.y))
            s.fill(heartPath(c, size), RGB(hex: 0xFFE3E8), alpha: rng.range(0.35, 0.75), transform: m)
        }
    }

    static func speedLines(_ s: Surface, behind p: Point, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        for i in 0..<7 {
            let y = p.y + Double(i) * 26 - 40 + rng.range(-6, 6)
            let x1 = p.x - rng.range(0, 50), x0 = x1 - rng.range(120, 300)
            var line = Path()
            line.move(to: Point(x0, y))
            line.line(to: Point(x1, y))
            s.stroke(line, width: rng.range(5, 9), RGB(1, 1, 1), alpha: 0.75, closed: false)
        }
    }

    static func spray(_ s: Surface, at p: Point, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        for _ in 0..<40 {
            let a = rng.range(-2.6, -0.9), d = rng.range(10, 120)
            let c = Point(p.x + d * cos(a) * 0.8, p.y + d * sin(a) * 0.7)
            s.fill(.circle(center: c, radius: rng.range(2, 7)), RGB(1, 1, 1), alpha: rng.range(0.5, 0.95))
        }
    }

    static func clouds(_ s: Surface, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        for _ in 0..<4 {
            let c = Point(rng.range(60, Double(s.width) - 60), rng.range(70, 300))
            let w = rng.range(140, 260)
            var cloud = Path.ellipse(in: Rect.centered(at: Point(c.x, c.y + w * 0.08), size: Size(w * 1.4, w * 0.32)))
            for k in 0..<4 {
                let r = w * rng.range(0.16, 0.28)
                cloud.append(.circle(center: Point(c.x - w * 0.45 + Double(k) * w * 0.3, c.y - r * 0.3), radius: r))
            }
            s.paint(
                cloud,
                shader: Shaders.vertical(
                    c.y - w * 0.25, c.y + w * 0.22,
                    Ramp(stops: [(0, RGB(1, 1, 1)), (0.6, RGB(1, 1, 1)), (1, RGB(hex: 0xC9DDF7))])))
        }
    }

    /// Deep blue sea with darker bands of swell and bright wave crests.
    static func water(_ s: Surface, top: Double, seed: UInt32) {
        let h = Double(s.height)
        s.shade(
            PixelRect(x: 0, y: Int(top), width: s.width, height: s.height - Int(top)),
            Shaders.vertical(top, h, Ramp(stops: [(0, RGB(hex: 0x2C7BD9)), (1, RGB(hex: 0x0B3A8C))])))
        var rng = XorShift32(seed: seed)
        for _ in 0..<30 {
            let y = rng.range(top + 10, h - 5)
            let x = rng.range(-40, Double(s.width))
            let len = rng.range(40, 140) * (0.5 + (y - top) / (h - top))
            var crest = Path()
            crest.move(to: Point(x, y))
            crest.quad(to: Point(x + len, y), control: Point(x + len / 2, y - len * 0.12))
            s.stroke(crest, width: 3 + 3 * (y - top) / (h - top), RGB(hex: 0xCFE8FF), alpha: 0.7, closed: false)
        }
    }

    /// A flat-topped ice floe seen from slightly above: a ragged oval top face and, below its
    /// front half, the same outline dropped to make the shaded side.
    static func floe(_ s: Surface, top: Double, seed: UInt32) {
        var rng = XorShift32(seed: seed)
        let centre = Point(Double(s.width) / 2, top + 60), rx = 470.0, ry = 72.0, drop = 75.0
        let n = 22
        let rim = (0..<n).map { i in
            let a = Double(i) / Double(n) * 2 * Double.pi
            let k = rng.range(0.93, 1.05)
            return Point(centre.x + rx * k * cos(a), centre.y + ry * k * sin(a))
        }
        // Front half: angles 0...pi, where sin > 0 puts the rim below the centre.
        let front = Array(rim[0...(n / 2)])
        let side = front + front.reversed().map { Point($0.x + rng.range(-6, 6), $0.y + drop + rng.range(-8, 8)) }
        s.fill(
            .ellipse(
                in: Rect.centered(at: Point(centre.x, centre.y + drop + 30), size: Size(2 * rx + 80, 2 * ry + 40))),
            RGB(hex: 0x082B66), alpha: 0.45)
        s.paint(
            .polygon(side),
            shader: Shaders.vertical(
                centre.y, centre.y + ry + drop,
                Ramp(stops: [(0, RGB(hex: 0x9ED8F5)), (1, RGB(hex: 0x3E8FD0))])))
        s.stroke(.polygon(side), width: 3, RGB(hex: 0x163F7A), alpha: 0.8)
        s.paint(
            .polygon(rim),
            shader: Shaders.vertical(
                centre.y - ry, centre.y + ry,
                Ramp(stops: [(0, RGB(hex: 0xFFFFFF)), (1, RGB(hex: 0xD3ECFA))])))
        s.stroke(.polygon(rim), width: 3, RGB(hex: 0x163F7A), alpha: 0.6)
        // Foam where the side meets the water.
        for p in front.reversed() {
            let c = Point(p.x, p.y + drop + 4)
            s.fill(.ellipse(in: Rect.centered(at: c, size: Size(rng.range(40, 90), 9))), RGB(hex: 0xE6F4FF), alpha: 0.8)
        }
    }
}
