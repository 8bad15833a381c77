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

    /// Shadow, black outline, fill and core, over `surface` at `scale`.
    func draw(on surface: Surface, scale: Double) {
        let toBitmap = Affine.scale(scale, scale)
        let outline = StrokeOutline.grown([polygon()], by: outlineWidth)
        surface.fill(outline, with: shadow, transform: Affine.translation(shadowOffset, shadowOffset).then(toBitmap))
        surface.fill(outline, with: .black, transform: toBitmap)
        surface.fill(.polygon(polygon()), with: fill, transform: toBitmap)
        surface.fill(.polygon(polygon(share: coreShare)), with: core, transform: toBitmap)
    }
}
