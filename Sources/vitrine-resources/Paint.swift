// Drawing helpers on top of Raster: colours as Doubles for mixing, shaded fills (a path's
// antialiased coverage times a per-pixel colour), strokes built as filled outlines, and the
// per-pixel gradients and glows that Raster leaves to its callers.
import Foundation
import Geometry
import Raster

/// An opaque colour with channels in 0...1, for arithmetic; `color` rounds it to 8 bits.
struct RGB: Sendable {
    var r, g, b: Double

    init(_ r: Double, _ g: Double, _ b: Double) { (self.r, self.g, self.b) = (r, g, b) }

    /// From 0xRRGGBB.
    init(hex: UInt32) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    /// `self` at t = 0, `other` at t = 1.
    func mix(_ other: RGB, _ t: Double) -> RGB {
        RGB(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t)
    }

    func lighter(_ t: Double) -> RGB { mix(RGB(1, 1, 1), t) }
    func darker(_ t: Double) -> RGB { mix(RGB(0, 0, 0), t) }

    @inline(__always)
    private static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v * 255 + 0.5))) }

    var color: Color { Color(red: RGB.byte(r), green: RGB.byte(g), blue: RGB.byte(b)) }
    func color(alpha: Double) -> Color { color.withAlpha(RGB.byte(alpha)) }

    /// Opaque premultiplied pixel 0xAARRGGBB.
    @inline(__always)
    var pixel: UInt32 {
        0xFF00_0000 | UInt32(RGB.byte(r)) << 16 | UInt32(RGB.byte(g)) << 8 | UInt32(RGB.byte(b))
    }

    init(pixel p: UInt32) {
        self.init(Double(Pixel.red(p)) / 255, Double(Pixel.green(p)) / 255, Double(Pixel.blue(p)) / 255)
    }
}

/// Piecewise-linear colour ramp over 0...1; positions must increase.
struct Ramp: Sendable {
    var stops: [(at: Double, color: RGB)]

    func callAsFunction(_ t: Double) -> RGB {
        guard let first = stops.first, let last = stops.last else { return RGB(0, 0, 0) }
        if t <= first.at { return first.color }
        if t >= last.at { return last.color }
        for i in 1..<stops.count where t <= stops[i].at {
            let a = stops[i - 1], b = stops[i]
            return a.color.mix(b.color, (t - a.at) / (b.at - a.at))
        }
        return last.color
    }
}

/// A colour for each pixel (x, y) of the surface.
typealias Shader = (_ x: Int, _ y: Int) -> RGB

enum Shaders {
    /// Linear gradient: the ramp runs from `from` (t = 0) to `to` (t = 1), constant beyond.
    static func linear(from a: Point, to b: Point, _ ramp: Ramp) -> Shader {
        let dx = b.x - a.x, dy = b.y - a.y
        let inv = 1 / max(1e-9, dx * dx + dy * dy)
        return { x, y in ramp(((Double(x) + 0.5 - a.x) * dx + (Double(y) + 0.5 - a.y) * dy) * inv) }
    }

    /// Vertical gradient between rows `top` and `bottom`.
    static func vertical(_ top: Double, _ bottom: Double, _ ramp: Ramp) -> Shader {
        linear(from: Point(0, top), to: Point(0, bottom), ramp)
    }
}

extension Surface {
    /// Every pixel inside `path` (after `transform`) gets `shader`'s colour, antialiased, at
    /// `opacity` (0...1). Coverage comes from Raster's path filler, drawn into a mask the size
    /// of the path's bounds.
    func paint(_ path: Path, transform: Affine = .identity, opacity: Double = 1, shader: Shader) {
        let mapped = path.transformed(by: transform)
        let b = mapped.bounds
        let box = PixelRect(
            x: Int(b.minX.rounded(.down)) - 1, y: Int(b.minY.rounded(.down)) - 1,
            width: Int(b.width.rounded(.up)) + 3, height: Int(b.height.rounded(.up)) + 3
        ).intersection(bounds)
        guard !box.isEmpty, let mask = Surface(width: box.width, height: box.height) else { return }
        let white = Color.white.withAlpha(UInt8(max(0, min(255, opacity * 255 + 0.5))))
        mask.fill(mapped, with: white, transform: .translation(Double(-box.x), Double(-box.y)))
        for y in 0..<box.height {
            let m = mask.row(y), d = row(box.y + y) + box.x
            for x in 0..<box.width {
                let a = Pixel.alpha(m[x])
                if a == 0 { continue }
                let p = shader(box.x + x, box.y + y).pixel
                d[x] = Pixel.over(a == 255 ? p : Pixel.scale(p, by: a), d[x])
            }
        }
    }

    /// Fills `path` with a flat colour (straight alpha in `color`).
    func fill(_ path: Path, _ color: RGB, alpha: Double = 1, transform: Affine = .identity) {
        fill(path, with: color.color(alpha: alpha), transform: transform)
    }

    /// Strokes the outline of `path` with round joins, `width` measured after `transform`.
    func stroke(
        _ path: Path, width: Double, _ color: RGB, alpha: Double = 1, transform: Affine = .identity,
        closed: Bool = true
    ) {
        let outline = Surface.strokeOutline(path.transformed(by: transform), width: width, closed: closed)
        fill(outline, with: color.color(alpha: alpha), rule: .nonZero)
    }

    /// The area within width/2 of the path's segments, as a union of quads and round caps, each
    /// wound the same way so the nonzero rule merges their overlaps.
    static func strokeOutline(_ path: Path, width: Double, closed: Bool) -> Path {
        let r = width / 2
        var out = Path()
        func add(_ pts: [Point]) {
            var area = 0.0
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                area += a.x * b.y - b.x * a.y
            }
            out.append(.polygon(area < 0 ? pts.reversed() : pts))
        }
        let capSides = max(8, min(24, Int(r * 2)))
        func cap(_ c: Point) {
            add(
                (0..<capSides).map { i in
                    let t = Double(i) / Double(capSides) * 2 * Double.pi
                    return Point(c.x + r * cos(t), c.y + r * sin(t))
                })
        }
        for poly in path.polygons(tolerance: 0.2) {
            let count = closed ? poly.count : poly.count - 1
            for i in 0..<count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                let d = b - a, len = d.length
                cap(a)
                guard len > 1e-9 else { continue }
                let n = Point(-d.y / len * r, d.x / len * r)
                add([a + n, b + n, b - n, a - n])
            }
            if !closed, let last = poly.last { cap(last) }
        }
        return out
    }

    /// Replaces every pixel of `rect` with `shader`'s colour.
    func shade(_ rect: PixelRect, _ shader: Shader) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            let line = row(y)
            for x in r.x..<r.maxX { line[x] = shader(x, y).pixel }
        }
    }

    /// A soft glow: `color` added over the pixels within `radius` of `center`, its strength
    /// `intensity * (1 - d/radius)^falloff`.
    func glow(center: Point, radius: Double, _ color: RGB, intensity: Double, falloff: Double = 2) {
        let r = PixelRect(
            x: Int(center.x - radius), y: Int(center.y - radius),
            width: Int(2 * radius) + 2, height: Int(2 * radius) + 2
        ).intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            let line = row(y)
            for x in r.x..<r.maxX {
                let dx = Double(x) + 0.5 - center.x, dy = Double(y) + 0.5 - center.y
                let d = (dx * dx + dy * dy).squareRoot() / radius
                if d >= 1 { continue }
                let k = intensity * pow(1 - d, falloff)
                let base = RGB(pixel: line[x])
                line[x] = base.mix(color, min(1, k)).pixel
            }
        }
    }
}
