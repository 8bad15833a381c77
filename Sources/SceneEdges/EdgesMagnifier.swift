import Effects
import Geometry
import Raster
import SceneKit

/// The edges scene's loupes: the view's pixels around the pointer enlarged 8 times with
/// nearest sampling (each pixel a flat block) and a grid between them, centred on the pointer,
/// and the same around the same place in the other two panels, so one look compares them.
enum EdgesMagnifier {
    /// Each view pixel becomes a block this many pixels wide. Default: 8.
    static let zoom = 8
    /// View pixels across the loupe. Default: 21 (odd, so the pixel under the pointer is the
    /// middle block).
    static let span = 21
    /// Between blocks: black at 35%, dark enough to see on white, faint on black.
    static let grid = Color(red: 0, green: 0, blue: 0, alpha: 90)
    static let frame = Color(rgb: 0xF2F2F2)

    /// The loupe's rectangle for a pointer at `p`: the block of the pixel under it is centred on it.
    static func box(at p: Point) -> PixelRect {
        let side = span * zoom
        let px = Int(p.x.rounded(.down)), py = Int(p.y.rounded(.down))
        return PixelRect(x: px - span / 2 * zoom, y: py - span / 2 * zoom, width: side, height: side)
    }

    /// The points the loupes look at for a pointer at `p` in a view of `size`: the same place
    /// in each of the three panels (`p` moved by whole thirds), so the three ways of drawing
    /// the same edge sit side by side.
    static func spots(for p: Point, in size: PixelSize) -> [Point] {
        // The panel under the pointer: the last whose left edge it has passed.
        let here = (0..<3).last { Double(EdgesModel.slot($0, in: size).x) <= p.x } ?? 0
        return (0..<3).map { panel in
            let dx = EdgesModel.slot(panel, in: size).x - EdgesModel.slot(here, in: size).x
            return Point(p.x + Double(dx), p.y)
        }
    }

    /// Draws a loupe over `surface` at each of `spots`; `scratch` (three of `span` square) holds
    /// the view's pixels meanwhile, all copied before any loupe covers them, kept by the scene
    /// so a frame allocates nothing.
    static func draw(on surface: Surface, at spots: [Point], scratch: [Surface]) {
        for (p, pixels) in zip(spots, scratch) {
            let source = PixelRect(
                x: Int(p.x.rounded(.down)) - span / 2, y: Int(p.y.rounded(.down)) - span / 2,
                width: span, height: span)
            // Outside the view shows background.
            pixels.clear(to: Defaults.background)
            pixels.copy(from: surface, sourceRect: source, toX: 0, y: 0)
        }
        for (p, pixels) in zip(spots, scratch) { draw(on: surface, at: p, pixels: pixels) }
    }

    private static func draw(on surface: Surface, at p: Point, pixels: Surface) {
        let box = box(at: p)
        let enlarge = Affine.scale(Double(zoom), Double(zoom)).then(.translation(Double(box.x), Double(box.y)))
        surface.fill(box.intersection(surface.bounds), with: Defaults.background)
        surface.draw(pixels, transform: enlarge, filter: .nearest, clip: box)
        for k in 0...span {
            surface.blend(
                PixelRect(x: box.x + k * zoom, y: box.y, width: 1, height: box.height)
                    .intersection(surface.bounds), with: grid)
            surface.blend(
                PixelRect(x: box.x, y: box.y + k * zoom, width: box.width, height: 1)
                    .intersection(surface.bounds), with: grid)
        }
        let ring = [
            PixelRect(x: box.x - 2, y: box.y - 2, width: box.width + 4, height: 2),
            PixelRect(x: box.x - 2, y: box.maxY, width: box.width + 4, height: 2),
            PixelRect(x: box.x - 2, y: box.y, width: 2, height: box.height),
            PixelRect(x: box.maxX, y: box.y, width: 2, height: box.height),
        ]
        for r in ring { surface.fill(r.intersection(surface.bounds), with: frame) }
    }
}
