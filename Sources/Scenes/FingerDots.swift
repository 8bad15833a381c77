import Geometry
import Raster

/// The two virtual fingers of an emulated pinch, drawn as dots while Ctrl is held (blur, stamps).
enum FingerDots {
    /// The pixels a dot at `p` touches.
    static func box(at p: Point) -> PixelRect {
        let r = Defaults.fingerRadius + 1.5
        return Damage.covering(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
    }

    /// A white dot with a dark rim at each point.
    static func draw(_ points: [Point], on surface: Surface, clip: PixelRect? = nil) {
        for p in points {
            surface.fill(.circle(center: p, radius: Defaults.fingerRadius + 1.5), with: Color(red: 0, green: 0, blue: 0, alpha: 140),
                         clip: clip)
            surface.fill(.circle(center: p, radius: Defaults.fingerRadius), with: Color(red: 255, green: 255, blue: 255, alpha: 220),
                         clip: clip)
        }
    }
}
