import Effects
import Geometry
import Raster

/// The per-frame work of the blur scene: the cached sharp and blurred photos mixed through the
/// region's weights into the frame. Per row, the region gives the runs that are wholly sharp
/// or wholly blurred (copied) and the ramp between (weights evaluated), so the cost follows
/// the ramp's area, not the photo's. `package` so vitrine-bench can time it.
package enum RegionBlend {
    /// Draws rows of `clip` that the photo covers. `sharp` and `blurred` have the same size and
    /// sit with their top-left at `origin` in `target`. `veil` (0...255) darkens the blurred part
    /// in proportion to its weight, leaving a soft hole over the sharp part.
    package static func draw(
        region: FocusRegion, sharp: Surface, blurred: Surface, origin: (x: Int, y: Int), into target: Surface,
        clip: PixelRect, veil: UInt8
    ) {
        let photo = PixelRect(x: origin.x, y: origin.y, width: sharp.width, height: sharp.height)
        let area = photo.intersection(clip).intersection(target.bounds)
        guard !area.isEmpty else { return }
        let weights = UnsafeMutablePointer<UInt8>.allocate(capacity: area.width)
        defer { weights.deallocate() }
        for y in area.y..<area.maxY {
            let sy = y - origin.y
            // Pixels whose centres fall in an interval: [ceil(lo - 0.5), floor(hi - 0.5)].
            func pixels(_ r: ClosedRange<Double>?) -> Range<Int> {
                guard let r else { return area.x..<area.x }
                let lo = max(Double(area.x), (r.lowerBound - 0.5).rounded(.up))
                let hi = min(Double(area.maxX - 1), (r.upperBound - 0.5).rounded(.down))
                return lo <= hi ? Int(lo)..<(Int(hi) + 1) : area.x..<area.x
            }
            let spans = region.spans(atY: Double(y) + 0.5)
            let affected = pixels(spans.affected)
            var sharpRun = pixels(spans.sharp)
            if sharpRun.isEmpty { sharpRun = affected.lowerBound..<affected.lowerBound }
            func blurredRun(_ r: Range<Int>) {
                guard !r.isEmpty else { return }
                target.copyRun(y: y, x: r.lowerBound, count: r.count, from: blurred, sourceX: r.lowerBound - origin.x,
                               sourceY: sy, veil: veil)
            }
            func rampRun(_ r: Range<Int>) {
                guard !r.isEmpty else { return }
                region.weights(y: Double(y) + 0.5, x0: Double(r.lowerBound) + 0.5, count: r.count, into: weights)
                target.mixRun(y: y, x: r.lowerBound, count: r.count, sharp: sharp, blurred: blurred,
                              sourceX: r.lowerBound - origin.x, sourceY: sy, weights: weights, darken: veil)
            }
            blurredRun(area.x..<affected.lowerBound)
            rampRun(affected.lowerBound..<sharpRun.lowerBound)
            if !sharpRun.isEmpty {
                target.copyRun(y: y, x: sharpRun.lowerBound, count: sharpRun.count, from: sharp,
                               sourceX: sharpRun.lowerBound - origin.x, sourceY: sy, veil: 0)
            }
            rampRun(sharpRun.upperBound..<affected.upperBound)
            blurredRun(max(area.x, affected.upperBound)..<area.maxX)
        }
    }
}
