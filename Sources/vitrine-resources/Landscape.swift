// The blur scene's photo: a 1920 x 1080 mountain lake at a low sun. Painted back to front:
// sky and clouds, sun, five ridges that pale with distance, shoreline trees, the lake (a
// rippled reflection of everything above it), then a meadow of grass blades and a few large
// firs in front. Fine detail (rock texture, ripples, blades) is there so a blur shows.
import Foundation
import Geometry
import Raster

enum Landscape {
    static let width = 1920, height = 1080
    /// The lake's surface: the reflection mirrors about this row.
    static let waterline = 690.0
    static let sun = Point(1320, 300)

    static func render() -> Surface {
        let s = Surface(width: width, height: height)!
        sky(s)
        clouds(s)
        s.glow(center: sun, radius: 700, RGB(hex: 0xFFD9A0), intensity: 0.55, falloff: 2.2)
        s.glow(center: sun, radius: 150, RGB(hex: 0xFFF4DA), intensity: 0.9, falloff: 1.6)
        s.fill(.circle(center: sun, radius: 40), RGB(hex: 0xFFFBEF))
        birds(s)
        for (i, r) in ridges.enumerated() { ridge(s, r, seed: UInt32(100 + i)) }
        shoreTrees(s)
        lake(s)
        meadow(s)
        firs(s)
        return s
    }

    // MARK: Sky

    static let skyRamp = Ramp(stops: [
        (0, RGB(hex: 0x1A2F5E)), (0.42, RGB(hex: 0x4F78B8)), (0.78, RGB(hex: 0xD9AFA6)), (1, RGB(hex: 0xFFD3A1)),
    ])

    static func sky(_ s: Surface) {
        s.shade(
            PixelRect(x: 0, y: 0, width: width, height: Int(waterline) + 1), Shaders.vertical(0, waterline, skyRamp))
    }

    /// Soft stratocumulus: thresholded fractal noise stretched sideways, lit on the sun side.
    static func clouds(_ s: Surface) {
        let noise = ValueNoise(seed: 7), shadeNoise = ValueNoise(seed: 8)
        for y in 30..<470 {
            let line = s.row(y)
            let band = sin(Double(y - 30) / 440 * Double.pi)
            for x in 0..<width {
                let fx = Double(x), fy = Double(y)
                let n = noise.fractal(fx / 380, fy / 95, octaves: 5)
                let density = smoothstep(0.52, 0.72, n) * band
                if density <= 0 { continue }
                let toSun = max(0, 1 - (Point(fx, fy) - sun).length / 1100)
                let lit = RGB(hex: 0xFCE3DA).mix(RGB(hex: 0xFFF1D6), toSun)
                let shadow = RGB(hex: 0x8E7FA6)
                let k = smoothstep(0.35, 0.65, shadeNoise.fractal(fx / 220, fy / 60, octaves: 4) + (n - 0.6) * 0.8)
                let cloud = shadow.mix(lit, k)
                line[x] = RGB(pixel: line[x]).mix(cloud, density * 0.9).pixel
            }
        }
    }

    static func birds(_ s: Surface) {
        var rng = XorShift32(seed: 9)
        for _ in 0..<9 {
            let c = Point(rng.range(520, 1050), rng.range(180, 360))
            let w = rng.range(7, 14)
            var v = Path()
            v.move(to: Point(c.x - w, c.y - w * 0.35))
            v.quad(to: c, control: Point(c.x - w * 0.5, c.y - w * 0.55))
            v.quad(to: Point(c.x + w, c.y - w * 0.35), control: Point(c.x + w * 0.5, c.y - w * 0.55))
            s.stroke(v, width: 1.6, RGB(hex: 0x2A2A3A), alpha: 0.85, closed: false)
        }
    }

    // MARK: Mountains

    struct RidgeStyle: Sendable {
        /// Row of the lowest valleys, and how far the highest peak rises above it.
        var base: Double
        var rise: Double
        var roughness: Double
        var rock: RGB
        /// How much of the texture's contrast survives the distance, 0...1.
        var contrast: Double
        /// Mist at the ridge's foot, 0...1.
        var mist: Double
        /// Peaks above this share of the rise wear snow; 1 for none.
        var snow: Double
        /// Wooded: a canopy texture instead of rock gullies, and firs along the crest.
        var forest: Bool
    }

    static let ridges: [RidgeStyle] = [
        RidgeStyle(
            base: 560, rise: 280, roughness: 0.5, rock: RGB(hex: 0x98A0C8), contrast: 0.45, mist: 0.8,
            snow: 0.45, forest: false),
        RidgeStyle(
            base: 615, rise: 200, roughness: 0.52, rock: RGB(hex: 0x717CA8), contrast: 0.6, mist: 0.7,
            snow: 0.6, forest: false),
        RidgeStyle(
            base: 650, rise: 130, roughness: 0.55, rock: RGB(hex: 0x4F5D84), contrast: 0.75, mist: 0.6,
            snow: 1, forest: false),
        RidgeStyle(
            base: 680, rise: 95, roughness: 0.58, rock: RGB(hex: 0x34505A), contrast: 0.85, mist: 0.5,
            snow: 1, forest: true),
        RidgeStyle(
            base: 695, rise: 55, roughness: 0.6, rock: RGB(hex: 0x28422F), contrast: 1, mist: 0.3,
            snow: 1, forest: true),
    ]

    /// The ridge's top edge, one row value per column (plus one), from midpoint displacement.
    static func ridgeTops(_ r: RidgeStyle, seed: UInt32) -> [Double] {
        var rng = XorShift32(seed: seed)
        let raw = MidpointDisplacement.ridge(
            levels: 10, start: rng.range(0, 0.6), end: rng.range(0, 0.6),
            amplitude: 1.0, roughness: r.roughness, rng: &rng)
        let lo = raw.min()!, hi = raw.max()!
        return (0...width).map { x in
            let t = Double(x) / Double(width) * Double(raw.count - 1)
            let i = min(raw.count - 2, Int(t))
            let v = raw[i] + (raw[i + 1] - raw[i]) * (t - Double(i))
            let p = (v - lo) / (hi - lo)
            // Squaring sharpens the peaks and widens the valleys.
            return r.base - r.rise * (0.3 * p + 0.7 * p * p)
        }
    }

    static func ridge(_ s: Surface, _ r: RidgeStyle, seed: UInt32) {
        let top = ridgeTops(r, seed: seed)
        var outline = Path()
        outline.move(to: Point(-1, waterline + 2))
        for x in stride(from: 0, through: width, by: 2) { outline.line(to: Point(Double(x), top[x])) }
        outline.line(to: Point(Double(width) + 1, waterline + 2))
        outline.close()
        // Which way each column's face looks, from the crest's slope smoothed over 30 px:
        // > 0 falls away to the right, towards the sun (lit); < 0 turned away (shade).
        let face = (0...width).map { x in
            let a = top[max(0, x - 15)], b = top[min(width, x + 15)]
            return max(-1, min(1, (b - a) / 30 * 2.2))
        }
        let rock = ValueNoise(seed: seed &* 31), edge = ValueNoise(seed: seed &* 37)
        let haze = skyRamp(r.base / waterline).mix(RGB(hex: 0xFFD9B0), 0.3)
        let snowline = r.base - r.rise * r.snow
        s.paint(outline) { x, y in
            let fx = Double(x), fy = Double(y)
            let col = min(width, max(0, x))
            let below = fy - top[col]
            let macro = face[col] * exp(-below / 220)
            var c: RGB
            if r.forest {
                // Tree crowns: small blobs, lit on their right.
                // Rotated lattice coordinates, so the noise's grid does not show as squares.
                let u = (fx * 0.8 + fy * 0.6) / 3.2, v = (fy * 0.8 - fx * 0.6) / 4.5
                let crown = rock.sample(u, v), crown2 = rock.sample(u + 0.4, v - 0.3)
                let light = macro * 0.5 + (crown - crown2) * 2.2 + (crown - 0.5) * 0.5
                c =
                    light > 0
                    ? r.rock.mix(RGB(hex: 0x8DA35A), min(1, light) * 0.45) : r.rock.darker(min(1, -light) * 0.55)
            } else {
                // Crests and gullies: the contour lines of fractal noise, folded into sharp ridges
                // (1 - |2n - 1|) and lit by their east-west slope.
                let warp = 30 * (edge.sample(fx / 70, fy / 70) - 0.5)
                let f = { (u: Double) in 1 - abs(2 * rock.fractal((u + warp) / 55, fy / 40, octaves: 5) - 1) }
                let slope = (f(fx + 1.5) - f(fx - 1.5)) * 9
                let grain = rock.sample(fx / 2.3, fy / 2.3) - 0.5
                let light = (macro * 1.1 + max(-1, min(1, slope)) * 0.6 + grain * 0.3) * r.contrast
                c =
                    light > 0
                    ? r.rock.mix(RGB(hex: 0xF4D9C2), min(1, light) * 0.55) : r.rock.darker(min(1, -light) * 0.55)
                let snowEdge = snowline + 70 * (edge.fractal(fx / 50, fy / 30, octaves: 4) - 0.5) + 40 * face[col]
                if fy < snowEdge && slope > -0.8 {
                    let lit = max(0, min(1, 0.55 + macro * 1.1 + slope * 0.35))
                    c = RGB(hex: 0xA9AED3).mix(RGB(hex: 0xFFF3E6), lit)
                }
            }
            let depth = max(0, min(1, below / max(30, r.base - top[col] + 40)))
            return c.mix(haze, r.mist * smoothstep(0.2, 1, depth) + (1 - r.contrast) * 0.3)
        }
        if r.forest {
            var rng = XorShift32(seed: seed &+ 1000)
            var x = 0.0
            let dark = r.rock.darker(0.3), lit = r.rock.mix(RGB(hex: 0x8DA35A), 0.3)
            while x < Double(width) {
                let h = rng.range(12, 34) * (r.contrast == 1 ? 1.2 : 0.8)
                let base = Point(x, top[min(width, Int(x))] + h * 0.4)
                conifer(s, at: base, height: h, dark, lit: lit)
                x += rng.range(3, 14)
            }
        }
    }

    // MARK: Trees

    /// A fir: stacked tiers with ragged lower edges and a lit right half, on a short trunk.
    /// Tall ones also get needle strokes, the finest detail in the picture.
    static func conifer(_ s: Surface, at base: Point, height h: Double, _ dark: RGB, lit: RGB) {
        let w = h * 0.42
        s.fill(
            .rect(Rect(x: base.x - w * 0.06, y: base.y - h * 0.14, width: w * 0.12, height: h * 0.14)),
            RGB(hex: 0x3A2A1E))
        let tiers = h > 200 ? 7 : 4
        let teeth = h > 200 ? 9 : 3
        var rng = XorShift32(seed: UInt32(truncatingIfNeeded: Int(base.x * 7 + h * 13)) | 1)
        for i in 0..<tiers {
            let k = Double(i) / Double(tiers - 1)
            let apex = Point(base.x, base.y - h + h * 0.62 * k)
            let bw = w * (0.32 + 0.68 * k)
            let by = apex.y + h * (0.28 + 0.1 * k)
            // The lower edge: tips hanging down, notches pulled up, from right to left.
            var edge: [Point] = []
            for j in 0...(2 * teeth) {
                let t = Double(j) / Double(2 * teeth)
                let x = base.x + bw / 2 - bw * t
                let droop = j % 2 == 0 ? 0 : -h * rng.range(0.02, 0.05)
                let sag = -h * 0.05 * (1 - abs(2 * t - 1))
                edge.append(Point(x, by + droop + sag))
            }
            s.fill(.polygon([apex] + edge), dark)
            let right = edge.prefix(teeth + 1)
            s.fill(.polygon([apex] + right), lit, alpha: 0.8)
            if h > 200 { needles(s, apex: apex, edge: edge, dark: dark, lit: lit, rng: &rng) }
        }
    }

    /// Short tapered strokes inside one tier, angled down and outwards from the trunk.
    static func needles(_ s: Surface, apex: Point, edge: [Point], dark: RGB, lit: RGB, rng: inout XorShift32) {
        let left = edge.last!.x, right = edge.first!.x, bottom = edge.map(\.y).max()!
        let count = Int((right - left) * (bottom - apex.y) / 55)
        for _ in 0..<count {
            let v = rng.unit().squareRoot(), y = apex.y + v * (bottom - apex.y - 4)
            let half = (right - left) / 2 * v
            let x = apex.x + rng.range(-half, half)
            let side = x >= apex.x ? 1.0 : -1.0
            let len = rng.range(7, 16)
            let a = rng.range(0.35, 0.9)
            let tip = Point(x + side * len * cos(a), y + len * sin(a))
            let n = Point(-sin(a) * side, cos(a)) * 0.9
            let shade = side > 0 ? lit.mix(RGB(hex: 0x9DBB63), rng.range(0, 0.5)) : dark.mix(lit, rng.range(0, 0.6))
            s.fill(.polygon([Point(x, y) + n, tip, Point(x, y) - n]), shade, alpha: 0.9)
        }
    }

    /// Small firs along the far shore, at the water's edge, so the lake reflects them.
    static func shoreTrees(_ s: Surface) {
        var rng = XorShift32(seed: 300)
        var x = 0.0
        while x < Double(width) {
            let cluster = rng.unit() < 0.6
            if cluster {
                let h = rng.range(14, 48)
                conifer(s, at: Point(x, waterline + 1), height: h, RGB(hex: 0x1B2D22), lit: RGB(hex: 0x38503A))
            }
            x += cluster ? rng.range(5, 16) : rng.range(30, 90)
        }
        // A thin bright strip where the shore meets the water.
        s.blend(
            PixelRect(x: 0, y: Int(waterline) - 1, width: width, height: 2), with: RGB(hex: 0xFFE2B8).color(alpha: 0.35)
        )
    }

    /// Large firs in the foreground, cut by the left and right edges.
    static func firs(_ s: Surface) {
        conifer(s, at: Point(95, 1110), height: 820, RGB(hex: 0x10201A), lit: RGB(hex: 0x2A4A30))
        conifer(s, at: Point(255, 1090), height: 560, RGB(hex: 0x142619), lit: RGB(hex: 0x34583A))
        conifer(s, at: Point(1850, 1120), height: 640, RGB(hex: 0x10201A), lit: RGB(hex: 0x2A4A30))
    }

    // MARK: Lake and meadow

    /// The lake: each row mirrors the row as far above the waterline, shifted by ripples, darker
    /// and bluer with depth; thin bright ripple lines and a path of glitter under the sun.
    static func lake(_ s: Surface) {
        let source = s.copy()
        let wobble = ValueNoise(seed: 400), ripple = ValueNoise(seed: 401), glitter = ValueNoise(seed: 402)
        let deep = RGB(hex: 0x1A3550)
        for y in Int(waterline)..<height {
            let line = s.row(y)
            let d = (Double(y) - waterline) / (Double(height) - waterline)
            for x in 0..<width {
                let fx = Double(x), fy = Double(y)
                let dx = (wobble.sample(fx / 30, fy / 2.5) - 0.5) * (4 + 30 * d)
                let sy = Int(2 * waterline - fy - 1 + (wobble.sample(fx / 50, fy / 4) - 0.5) * 6 * d)
                let sx = min(width - 1, max(0, x + Int(dx)))
                var c = RGB(pixel: source.row(min(Int(waterline) - 1, max(0, sy)))[sx])
                c = c.darker(0.12 + 0.25 * d).mix(deep, 0.2 + 0.35 * d)
                let r = ripple.fractal(fx / (30 + 70 * d), fy / (1.3 + 2 * d), octaves: 2)
                if r > 0.68 { c = c.lighter(min(0.45, (r - 0.68) * 2.5)) }
                if r < 0.3 { c = c.darker((0.3 - r) * 1.2) }
                let off = abs(fx - sun.x) / (40 + 260 * d)
                if off < 1 {
                    let g = glitter.sample(fx / 7, fy / (1.2 + d))
                    if g > 0.62 { c = c.mix(RGB(hex: 0xFFF3D6), min(1, (g - 0.62) * 4) * (1 - off * off)) }
                }
                line[x] = c.pixel
            }
        }
    }

    /// Top row of the meadow at column x: a near bank, higher on the left.
    static func meadowTop(_ x: Double, _ n: ValueNoise) -> Double {
        905 + 50 * (n.sample(x / 240) - 0.5) - 140 * pow(max(0, 1 - x / 650), 1.6)
    }

    static func meadow(_ s: Surface) {
        let shape = ValueNoise(seed: 500), grain = ValueNoise(seed: 501), patches = ValueNoise(seed: 502)
        var ground = Path()
        ground.move(to: Point(-1, Double(height) + 1))
        for x in stride(from: 0, through: width, by: 4) {
            ground.line(to: Point(Double(x), meadowTop(Double(x), shape)))
        }
        ground.line(to: Point(Double(width) + 1, Double(height) + 1))
        ground.close()
        s.paint(ground) { x, y in
            let fx = Double(x), fy = Double(y)
            let d = (fy - meadowTop(fx, shape)) / 200
            let base = RGB(hex: 0x6E8F3A).mix(RGB(hex: 0x213C1A), min(1, max(0, d)))
            let p = patches.fractal(fx / 90, fy / 30, octaves: 3)
            let g = grain.sample(fx / 2.2, fy / 1.6)
            return base.mix(RGB(hex: 0xA7A04A), max(0, p - 0.55) * 1.2).darker((g - 0.5) * 0.35)
        }
        // Rocks along the waterline.
        var rng = XorShift32(seed: 503)
        for _ in 0..<14 {
            let x = rng.range(350, 1800)
            let c = Point(x, meadowTop(x, shape) + rng.range(0, 8))
            let w = rng.range(18, 55)
            s.fill(.ellipse(in: Rect.centered(at: c, size: Size(w, w * 0.55))), RGB(hex: 0x5D5E63))
            s.fill(
                .ellipse(in: Rect.centered(at: Point(c.x + w * 0.12, c.y - w * 0.1), size: Size(w * 0.6, w * 0.25))),
                RGB(hex: 0xB7B1A6), alpha: 0.7)
        }
        reeds(s, shape)
        blades(s, shape)
    }

    static func reeds(_ s: Surface, _ shape: ValueNoise) {
        var rng = XorShift32(seed: 510)
        for _ in 0..<70 {
            let x = rng.range(700, 1500)
            let base = Point(x, meadowTop(x, shape) + rng.range(2, 10))
            let h = rng.range(40, 110), lean = rng.range(-12, 12)
            var stem = Path()
            stem.move(to: base)
            let tip = Point(base.x + lean, base.y - h)
            stem.quad(to: tip, control: Point(base.x + lean * 0.2, base.y - h * 0.5))
            s.stroke(stem, width: 1.4, RGB(hex: 0x3D4A22), closed: false)
            if rng.unit() < 0.35 {
                let head = Rect.centered(at: Point(tip.x - lean * 0.08, tip.y + 9), size: Size(4.5, 15))
                s.fill(.ellipse(in: head), RGB(hex: 0x5A3A22))
            }
        }
    }

    /// Thousands of thin tapered blades, back to front, taller and brighter nearer the camera.
    static func blades(_ s: Surface, _ shape: ValueNoise) {
        var rng = XorShift32(seed: 520)
        let greens = [
            RGB(hex: 0x4F7A2A), RGB(hex: 0x6E9A34), RGB(hex: 0x8DB24A), RGB(hex: 0x3B5F22),
            RGB(hex: 0xB3B25A), RGB(hex: 0x2E4B1C),
        ]
        var items: [(Double, Double)] = []
        for _ in 0..<9000 {
            let x = rng.range(-10, Double(width) + 10)
            let top = meadowTop(x, shape)
            items.append((x, top + pow(rng.unit(), 0.8) * (Double(height) + 20 - top)))
        }
        items.sort { $0.1 < $1.1 }
        for (x, y) in items {
            let near = (y - 780) / 300
            let h = rng.range(8, 22) + 55 * near * rng.range(0.5, 1)
            let lean = rng.range(-0.45, 0.45) * h
            let w = 1.2 + 2.6 * near
            var blade = Path()
            blade.move(to: Point(x - w / 2, y))
            blade.quad(to: Point(x + lean, y - h), control: Point(x - w / 2 + lean * 0.2, y - h * 0.6))
            blade.quad(to: Point(x + w / 2, y), control: Point(x + w / 2 + lean * 0.2, y - h * 0.6))
            blade.close()
            let c = greens[rng.below(greens.count)].darker(max(0, 0.35 - near * 0.4))
            s.fill(blade, c)
            if rng.unit() < 0.012 {
                let flower = [RGB(hex: 0xFFF6E8), RGB(hex: 0xFFD84A), RGB(hex: 0xC08BE8)][rng.below(3)]
                s.fill(.circle(center: Point(x + lean, y - h), radius: 1.5 + 2.5 * near), flower)
            }
        }
    }
}

/// 0 below `a`, 1 above `b`, a smooth S between.
func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
    let t = max(0, min(1, (x - a) / (b - a)))
    return t * t * (3 - 2 * t)
}
