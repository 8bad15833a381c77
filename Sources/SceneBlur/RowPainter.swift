import Geometry
import Raster

/// Paints one row of `RegionBlend`: the runs of a `RampRow` (already within `area`) copied
/// from the blurred or the sharp photo or mixed through their weights.
struct RowPainter {
    let target: Surface
    let sharp: Surface
    let blurred: Surface
    let origin: (x: Int, y: Int)
    let area: PixelRect
    let veil: UInt8

    /// `left` holds the weights of `affectedStart..<sharpStart`, `right` of
    /// `sharpEnd..<affectedEnd`.
    @inline(__always)
    func paint(y: Int, _ r: RampRow, left: UnsafePointer<UInt8>, right: UnsafePointer<UInt8>) {
        let sy = y - origin.y
        if r.affectedStart > area.x {
            target.copyRun(
                y: y, x: area.x, count: r.affectedStart - area.x, from: blurred,
                sourceX: area.x - origin.x, sourceY: sy, shade: veil)
        }
        if r.sharpStart > r.affectedStart {
            target.mixRun(
                y: y, x: r.affectedStart, count: r.sharpStart - r.affectedStart, from: sharp,
                to: blurred, sourceX: r.affectedStart - origin.x, sourceY: sy, weights: left,
                shade: veil)
        }
        if r.sharpEnd > r.sharpStart {
            target.copyRun(
                y: y, x: r.sharpStart, count: r.sharpEnd - r.sharpStart, from: sharp,
                sourceX: r.sharpStart - origin.x, sourceY: sy, shade: 0)
        }
        if r.affectedEnd > r.sharpEnd {
            target.mixRun(
                y: y, x: r.sharpEnd, count: r.affectedEnd - r.sharpEnd, from: sharp, to: blurred,
                sourceX: r.sharpEnd - origin.x, sourceY: sy, weights: right, shade: veil)
        }
        if area.maxX > r.affectedEnd {
            // An empty row is all four at 0 (or at `area.x` once clamped): it starts here.
            let start = max(r.affectedEnd, area.x)
            target.copyRun(
                y: y, x: start, count: area.maxX - start, from: blurred, sourceX: start - origin.x,
                sourceY: sy, shade: veil)
        }
    }
}
