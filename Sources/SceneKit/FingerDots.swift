import Geometry
import Raster

/// The two virtual fingers of an emulated pinch, drawn as dots while Ctrl is held (blur, stamps).
package enum FingerDots {
    /// The dot's rim and face, made once about the origin and moved to each finger.
    private static let rim = Path.circle(center: .zero, radius: Defaults.fingerRadius + 1.5)
    private static let face = Path.circle(center: .zero, radius: Defaults.fingerRadius)

    /// The pixels a dot at `p` touches.
    package static func box(at p: Point) -> PixelRect {
        let r = Defaults.fingerRadius + 1.5
        return Damage.covering(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r))
    }

    /// A white dot with a dark rim at each point.
    package static func draw(
        _ points: [Point], on surface: Surface, clip: PixelRect? = nil, scratch: PathScratch? = nil
    ) {
        guard !points.isEmpty else { return }
        let scratch = scratch ?? PathScratch()
        for p in points { draw(at: p, on: surface, clip: clip, scratch: scratch) }
    }

    /// One dot at `p`, in the buffers of `scratch` (a frame that draws it allocates nothing).
    package static func draw(at p: Point, on surface: Surface, clip: PixelRect? = nil, scratch: PathScratch) {
        let move = Affine.translation(p.x, p.y)
        surface.fill(
            rim, with: Color(red: 0, green: 0, blue: 0, alpha: 140), transform: move, clip: clip,
            scratch: scratch)
        surface.fill(
            face, with: Color(red: 255, green: 255, blue: 255, alpha: 220), transform: move, clip: clip,
            scratch: scratch)
    }
}
