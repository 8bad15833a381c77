import Foundation
import Geometry
import Raster

/// The swoosh: three curved speed lines in dark ink, sweeping up to the right, in a 240 x 90
/// box that is mostly empty (it shows that hit testing by alpha lets a thin line be caught).
extension StampArt {
    /// Each line's tail, two controls and head (a cubic), in art pixels.
    static let swooshLines: [(Point, Point, Point, Point)] = [
        (Point(10, 50), Point(70, 78), Point(160, 62), Point(226, 12)),
        (Point(34, 64), Point(92, 88), Point(172, 74), Point(230, 32)),
        (Point(70, 76), Point(122, 88), Point(190, 82), Point(232, 52)),
    ]
    /// The widest a line gets, in art pixels. Default: 2.4.
    static let swooshWidth = 2.4
    static let swooshInk = Color(rgb: 0x1C2030)
    /// Points sampled along each line: at scale 6 a chord then strays under 0.1 px from the curve.
    static let swooshSamples = 96

    static func drawSwoosh(on surface: Surface, scale: Double) {
        var path = Path()
        for (p0, c1, c2, p1) in swooshLines {
            var points: [Point] = [], widths: [Double] = []
            for i in 0...swooshSamples {
                let t = Double(i) / Double(swooshSamples), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                points.append(
                    Point(
                        a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                        a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                // Pointed at both ends, full width at 65% of the way (t^1.6 is 1/2 there) and
                // for much of the line either side, as a brush flicked along it.
                widths.append(swooshWidth * pow(sin(Double.pi * pow(t, 1.6)), 0.6))
            }
            path.append(StrokeOutline.tapered(points, widths: widths))
        }
        surface.fill(path, with: swooshInk, transform: .scale(scale, scale))
    }
}
