import Foundation
import Geometry
import Raster

/// A jagged starburst: spikes alternating with notches around an ellipse, each spike and notch
/// pushed in or out by a fixed factor so the burst looks hand drawn yet is the same every time.
/// Lengths are in art pixels (scale 1).
struct StampBurst {
    var center: Point
    /// The spikes' tips lie on an ellipse of these radii (times each spike's factor).
    var radii: Size
    /// The notches between spikes, as a share of the tips' radii.
    var depth: Double
    /// One factor a spike, going clockwise from the right; the count is the number of spikes.
    var spikes: [Double]
    /// The turn of the first spike from straight right, in radians.
    var turn: Double
    var fill: Color
    /// A smaller burst of the same shape inside, lighter: the flash at the heart of the bang.
    var core: Color
    /// The core's size as a share of the burst's.
    var coreShare: Double
    /// Ben-Day dots over the burst in `dots`, growing outward: printed shading.
    var dots: Color
    /// The dots' grid pitch, in art pixels; their largest radius is 0.32 of it.
    var dotPitch: Double
    var outlineWidth: Double
    /// A flat shadow this far right and down, in `shadow`.
    var shadowOffset: Double
    var shadow: Color

    /// The outline as a polygon, tips and notches alternating, scaled by `share` about the centre.
    func polygon(share: Double = 1) -> [Point] {
        let n = spikes.count
        var points: [Point] = []
        for i in 0..<(2 * n) {
            let angle = turn + Double.pi * Double(i) / Double(n)
            // Notches take the mean of their neighbours' factors, so a long spike has deep sides.
            let factor = i % 2 == 0 ? spikes[i / 2] : depth * (spikes[i / 2] + spikes[(i / 2 + 1) % n]) / 2
            let r = share * factor
            points.append(Point(center.x + cos(angle) * radii.width * r, center.y + sin(angle) * radii.height * r))
        }
        return points
    }

    /// Shadow, black outline, fill, core and dots, over `surface` at `scale`.
    func draw(on surface: Surface, scale: Double) {
        let toBitmap = Affine.scale(scale, scale)
        let outline = Path.polygon(StrokeOutline.mitred(polygon(), by: outlineWidth))
        surface.fill(outline, with: shadow, transform: Affine.translation(shadowOffset, shadowOffset).then(toBitmap))
        surface.fill(outline, with: .black, transform: toBitmap)
        surface.fill(.polygon(polygon()), with: fill, transform: toBitmap)
        surface.fill(.polygon(polygon(share: coreShare)), with: core, transform: toBitmap)
        surface.fill(halftone(), with: dots, transform: toBitmap)
    }

    /// The dots, on a triangular grid as printed halftone is, each whole and clear of the
    /// outline. They grow from nothing at 0.4 of the tips' radii to 0.32 of the pitch at 0.9,
    /// shading the burst darker outward; dots under 0.15 px are left out.
    func halftone() -> Path {
        let outer = polygon()
        let largest = 0.32 * dotPitch, rowPitch = dotPitch * 0.866
        var path = Path()
        var row = 0
        var y = center.y - radii.height
        while y <= center.y + radii.height {
            var x = center.x - radii.width + (row % 2 == 0 ? 0 : dotPitch / 2)
            while x <= center.x + radii.width {
                let p = Point(x, y)
                // How far out, 0 at the centre and 1 on the tips' ellipse.
                let out =
                    ((x - center.x) / radii.width * (x - center.x) / radii.width
                    + (y - center.y) / radii.height * (y - center.y) / radii.height).squareRoot()
                let r = largest * min(1, max(0, (out - 0.4) / 0.5))
                if r > 0.15, StampBurst.contains(outer, p, clearance: r + 0.6) {
                    path.append(.circle(center: p, radius: r))
                }
                x += dotPitch
            }
            y += rowPitch
            row += 1
        }
        return path
    }

    /// Whether `p` lies inside `polygon` (even-odd) at least `clearance` from its edges.
    static func contains(_ polygon: [Point], _ p: Point, clearance: Double) -> Bool {
        var inside = false, nearest = Double.infinity
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
            let ab = b - a, ap = p - a
            let t = min(1, max(0, (ap.x * ab.x + ap.y * ab.y) / max(1e-12, ab.x * ab.x + ab.y * ab.y)))
            nearest = min(nearest, (ap - ab * t).length)
        }
        return inside && nearest >= clearance
    }
}
