// The app icon: a dark rounded tile holding Vitrine's strip, three pictures of which the
// middle one is large, bright and held in a white focus box, as the focus scene shows them.
// Drawn in a 1 x 1 unit square scaled to each size (no bitmap scaling), so 16 px stays sharp.
import Geometry
import Raster

enum AppIcon {
    /// The sizes drawn, in pixels: 16 to 128 for the window (_NET_WM_ICON), 256 for the
    /// desktop's icon theme (hicolor/256x256/apps).
    static let sizes = [16, 32, 48, 64, 128, 256]

    static func render(side: Int) -> Surface {
        let s = Surface(width: side, height: side)!
        let pixels = Double(side)
        let unit = Affine.scale(pixels, pixels)

        // The tile: deep teal, lighter at the top, on a transparent background.
        let tile = rounded(Rect(x: 0.03, y: 0.03, width: 0.94, height: 0.94), radius: 0.2)
        let top = RGB(hex: 0x2F6F7E), bottom = RGB(hex: 0x12303A)
        s.paint(tile, transform: unit, shader: Shaders.vertical(0, pixels, Ramp(stops: [(0, top), (1, bottom)])))

        // The neighbours: small and dimmed, as the strip shows them beside the one in focus.
        let neighbour = RGB(hex: 0x7D97A3)
        // Under 32 px they would be a blur of one or two pixels: left out.
        for x in [0.09, 0.81] where side >= 32 {
            s.fill(
                rounded(Rect(x: x, y: 0.37, width: 0.1, height: 0.26), radius: 0.025), neighbour, alpha: 0.8,
                transform: unit)
        }

        // The picture in focus: an orange evening sky, a sun and a mountain.
        let picture = Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let sky = Ramp(stops: [(0, RGB(hex: 0xFFD27A)), (1, RGB(hex: 0xFF7A3D))])
        s.paint(
            rounded(picture, radius: 0.05), transform: unit,
            shader: Shaders.vertical(0.25 * pixels, 0.75 * pixels, sky))
        s.fill(Path.circle(center: Point(0.6, 0.42), radius: 0.075), RGB(hex: 0xFFF4D6), transform: unit)
        // The mountain's foot follows the picture's round bottom corners (radius 0.05).
        let k = 0.05 * 0.5523
        var mountain = Path()
        mountain.move(to: Point(0.25, 0.66))
        mountain.line(to: Point(0.42, 0.48))
        mountain.line(to: Point(0.52, 0.58))
        mountain.line(to: Point(0.6, 0.52))
        mountain.line(to: Point(0.75, 0.66))
        mountain.line(to: Point(0.75, 0.7))
        mountain.cubic(to: Point(0.7, 0.75), control1: Point(0.75, 0.7 + k), control2: Point(0.7 + k, 0.75))
        mountain.line(to: Point(0.3, 0.75))
        mountain.cubic(to: Point(0.25, 0.7), control1: Point(0.3 - k, 0.75), control2: Point(0.25, 0.7 + k))
        mountain.close()
        s.fill(mountain, RGB(hex: 0x3A2F6B), transform: unit)

        // The focus box: white corner brackets just outside the picture, in whole pixels (lines
        // between two pixel rows would be gray smears at 16 px).
        let width = max(1, (0.045 * pixels).rounded()), edge = (0.19 * pixels).rounded()
        let arm = max(2, (0.14 * pixels).rounded())
        let near = edge + width / 2, far = pixels - edge - width / 2
        for (cx, dx) in [(near, 1.0), (far, -1.0)] {
            for (cy, dy) in [(near, 1.0), (far, -1.0)] {
                var bracket = Path()
                bracket.move(to: Point(cx, cy + dy * arm))
                bracket.line(to: Point(cx, cy))
                bracket.line(to: Point(cx + dx * arm, cy))
                s.stroke(bracket, width: width, RGB(1, 1, 1), closed: false)
            }
        }
        return s
    }

    /// A rectangle with round corners of `radius` (quarter circles as cubics).
    static func rounded(_ r: Rect, radius: Double) -> Path {
        let k = radius * 0.5523 // the cubic's handle for a quarter circle
        var p = Path()
        p.move(to: Point(r.minX + radius, r.minY))
        p.line(to: Point(r.maxX - radius, r.minY))
        p.cubic(
            to: Point(r.maxX, r.minY + radius), control1: Point(r.maxX - radius + k, r.minY),
            control2: Point(r.maxX, r.minY + radius - k))
        p.line(to: Point(r.maxX, r.maxY - radius))
        p.cubic(
            to: Point(r.maxX - radius, r.maxY), control1: Point(r.maxX, r.maxY - radius + k),
            control2: Point(r.maxX - radius + k, r.maxY))
        p.line(to: Point(r.minX + radius, r.maxY))
        p.cubic(
            to: Point(r.minX, r.maxY - radius), control1: Point(r.minX + radius - k, r.maxY),
            control2: Point(r.minX, r.maxY - radius + k))
        p.line(to: Point(r.minX, r.minY + radius))
        p.cubic(
            to: Point(r.minX + radius, r.minY), control1: Point(r.minX, r.minY + radius - k),
            control2: Point(r.minX + radius - k, r.minY))
        p.close()
        return p
    }
}
