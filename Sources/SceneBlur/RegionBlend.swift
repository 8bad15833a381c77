import Effects
import Geometry
import Raster

/// The per-frame work of the blur scene: the cached sharp and blurred photos mixed through the
/// region's weights into the frame. Per row, the region gives the runs that are wholly sharp
/// or wholly blurred (copied) and the ramp between (weights mixed), so the cost follows the
/// ramp's area, not the photo's. A circle's or an ellipse's ramp comes from `RampTable`, kept
/// across frames; a band's is evaluated per row into scratch. One per renderer (not shared between
/// threads): it owns that scratch and that table, so a steady frame allocates nothing.
/// `package` so vitrine-bench can time it.
package final class RegionBlend {
    /// False: every region is evaluated per row, as bands are (tests compare both
    /// ways; VITRINE_NO_FAST_PATHS turns the table off in the field).
    package let fastPaths: Bool
    private let table = RampTable()
    /// One row of weights, as wide as the widest clip drawn so far.
    private var scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var scratchCapacity = 0

    /// How many times the ramp table was made for a new shape (test hook).
    package var rampTableBuilds: Int { table.builds }

    package init(fastPaths: Bool = Surface.fastPathsAllowed) {
        self.fastPaths = fastPaths
    }

    deinit { scratch.deallocate() }

    /// Draws rows of `clip` that the photo covers. `sharp` and `blurred` (premultiplied BGRA)
    /// have the same size and sit with their top-left at `origin` in `target`. `veil` (0...255)
    /// darkens the blurred part in proportion to its weight, leaving a soft hole over the sharp
    /// part.
    package func draw(
        region: BlurRegion, sharp: Surface, blurred: Surface, origin: (x: Int, y: Int), into target: Surface,
        clip: PixelRect, veil: UInt8
    ) {
        let photo = PixelRect(x: origin.x, y: origin.y, width: sharp.width, height: sharp.height)
        let area = photo.intersection(clip).intersection(target.bounds)
        guard !area.isEmpty else { return }
        let rows = RowPainter(target: target, sharp: sharp, blurred: blurred, origin: origin, area: area, veil: veil)
        if fastPaths && table.prepare(region) {
            for y in area.y..<area.maxY {
                let (runs, left, right) = table.row(y)
                let clipped = runs.clamped(area.x, area.maxX)
                rows.paint(
                    y: y, clipped, left: left + (clipped.affectedStart - runs.affectedStart),
                    right: right + (clipped.sharpEnd - runs.sharpEnd))
            }
            return
        }
        if area.width > scratchCapacity {
            scratch.deallocate()
            scratch = .allocate(capacity: area.width)
            scratchCapacity = area.width
        }
        for y in area.y..<area.maxY {
            let centreY = Double(y) + 0.5
            let spans = region.spans(atY: centreY)
            let runs = RampRow(affected: spans.affected, sharp: spans.sharp, low: area.x, high: area.maxX)
            let leftCount = runs.sharpStart - runs.affectedStart
            region.weights(y: centreY, x0: Double(runs.affectedStart) + 0.5, count: leftCount, into: scratch)
            region.weights(
                y: centreY, x0: Double(runs.sharpEnd) + 0.5, count: runs.affectedEnd - runs.sharpEnd,
                into: scratch + leftCount)
            rows.paint(y: y, runs, left: scratch, right: scratch + leftCount)
        }
    }
}
