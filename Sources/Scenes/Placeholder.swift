import Geometry
import Raster

/// What stands in for an image that could not be read: a dark tile crossed in red.
enum Placeholder {
    static func draw(in frame: PixelRect, on surface: Surface) {
        surface.fill(frame, with: Color(rgb: 0x3A3A3A))
        let r = frame.rect
        let w = max(2, min(r.width, r.height) / 40)
        var cross = Path()
        for (a, b) in [(Point(r.minX, r.minY), Point(r.maxX, r.maxY)), (Point(r.maxX, r.minY), Point(r.minX, r.maxY))] {
            let d = b - a, n = Point(-d.y, d.x) * (w / 2 / max(1, d.length))
            cross.append(.polygon([a + n, b + n, b - n, a - n]))
        }
        surface.fill(cross, with: Color(red: 200, green: 60, blue: 60), clip: frame)
    }
}
