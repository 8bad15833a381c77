import Effects
import Geometry

/// The ramp weights of a circular or elliptical focus region, kept from frame to frame. Such a
/// region's weights depend only on a pixel's offset from the centre, so while the user drags
/// it (the centre moves, the shape stays) a frame reads this table at a new origin instead of
/// working out the ramp again: on focus-reblend (a 450 px circle, 350k ramp pixels) that
/// evaluation was 30% of the frame. (A band has no bounded table; it is evaluated per row.)
///
/// The table holds the region's rows as `RampRow`s relative to a base pixel, and their ramp
/// weights, each row worked out on first use (a frame that shows part of a large region pays
/// only for the rows it shows). It is keyed by shape, radius, inner share and the centre's
/// sub-pixel part rounded to 1/65536 px: a drag moves the centre by whole view pixels, so that
/// part stays put (up to the 1e-13 px the photo-to-view scale leaves). The rounding moves the
/// centre by at most 1/131072 px. The steepest ramp the region allows (minimum radius 8, inner
/// share 0.95, an ellipse of aspect 0.05 across its minor axis: 0.02 px) rises 19,100 units of
/// 255 per pixel, so a weight moves by at most 0.15 before rounding (a circle's by 0.01), and
/// by at most 1 after. Storage only grows, so a pinch that changes the radius every frame
/// rebuilds the rows without allocating once the largest size has been seen.
final class RampTable {
    /// Beyond this many ramp pixels (16 MB: twice a 4K frame) the caller evaluates per frame.
    static let capacityLimit = 1 << 24
    /// Sub-pixel steps of the centre per pixel.
    static let subpixel = 1 << 16

    private struct Key: Equatable {
        var shape: BlurRegion.Shape
        var radius: Double
        var innerShare: Double
        var fraction: (x: Int, y: Int)

        static func == (a: Key, b: Key) -> Bool {
            a.shape == b.shape && a.radius == b.radius && a.innerShare == b.innerShare && a.fraction == b.fraction
        }
    }

    private struct Row {
        var runs: RampRow
        /// Where the row's weights start in `weights`: the left ramp, then the right.
        var offset: Int
        var built: Bool
    }

    private var key: Key?
    /// How many times the table was made for a new shape (test hook: a drag makes it once).
    private(set) var builds = 0
    /// The region centred at the sub-pixel part of its centre: row j of the table is its row
    /// at y = j + 0.5.
    private var local = BlurRegion(center: .zero, radius: 1)
    /// The pixel the local origin sits on for the region last prepared.
    private var base = (x: 0, y: 0)
    private var firstRow = 0
    private var rowCount = 0
    private var rows = UnsafeMutablePointer<Row>.allocate(capacity: 0)
    private var rowCapacity = 0
    private var weights = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var weightCapacity = 0

    deinit {
        rows.deallocate()
        weights.deallocate()
    }

    /// Makes the table fit `region`; false for a band, or a region too large to keep (or with
    /// its centre too far out to place): the caller then evaluates it per frame.
    func prepare(_ region: BlurRegion) -> Bool {
        let steps = Double(RampTable.subpixel)
        let aspect: Double
        switch region.shape {
        case .circle: aspect = 1
        case .ellipse(let a, _): aspect = max(0.05, a)
        case .band: return false
        }
        guard abs(region.center.x) < 1e9, abs(region.center.y) < 1e9 else { return false }
        let qx = Int((region.center.x * steps).rounded()), qy = Int((region.center.y * steps).rounded())
        let shift = RampTable.subpixel.trailingZeroBitCount, mask = RampTable.subpixel - 1
        base = (qx >> shift, qy >> shift)
        let next = Key(
            shape: region.shape, radius: region.radius, innerShare: region.innerShare,
            fraction: (qx & mask, qy & mask))
        if next == key { return true }
        key = nil
        let outer = region.radius, inner = region.innerRadius
        guard Double.pi * (outer * outer - inner * inner) * aspect + 8 * outer < Double(RampTable.capacityLimit) else {
            return false
        }
        local = region
        local.center = Point(Double(next.fraction.x) / steps, Double(next.fraction.y) / steps)
        // Rows whose centres (j + 0.5) can lie within the radius (the semi-major axis) of the
        // local centre (0...1).
        firstRow = Int((-outer - 0.5).rounded(.down))
        rowCount = Int((outer + 0.5).rounded(.up)) + 1 - firstRow
        reserveRows(rowCount)
        var total = 0
        let reach = Int(outer.rounded(.up)) + 2
        for k in 0..<rowCount {
            let spans = local.spans(atY: Double(firstRow + k) + 0.5)
            let runs = RampRow(affected: spans.affected, sharp: spans.sharp, low: -reach, high: reach)
            (rows + k).initialize(to: Row(runs: runs, offset: total, built: false))
            total += runs.affectedEnd - runs.affectedStart - (runs.sharpEnd - runs.sharpStart)
        }
        guard total <= RampTable.capacityLimit else { return false }
        reserveWeights(total)
        key = next
        builds += 1
        return true
    }

    /// Row `y` of the prepared region (in the target's columns, not clipped), with the weights
    /// of its left ramp (from `affectedStart`) and of its right ramp (from `sharpEnd`).
    @inline(__always)
    func row(_ y: Int) -> (runs: RampRow, left: UnsafePointer<UInt8>, right: UnsafePointer<UInt8>) {
        let k = y - base.y - firstRow
        guard k >= 0 && k < rowCount else { return (.blurred, UnsafePointer(weights), UnsafePointer(weights)) }
        if !rows[k].built { build(k) }
        let r = rows[k]
        let left = weights + r.offset
        return (
            r.runs.shifted(by: base.x), UnsafePointer(left),
            UnsafePointer(left + (r.runs.sharpStart - r.runs.affectedStart))
        )
    }

    private func build(_ k: Int) {
        let r = rows[k].runs, y = Double(firstRow + k) + 0.5
        let left = weights + rows[k].offset
        local.weights(y: y, x0: Double(r.affectedStart) + 0.5, count: r.sharpStart - r.affectedStart, into: left)
        local.weights(
            y: y, x0: Double(r.sharpEnd) + 0.5, count: r.affectedEnd - r.sharpEnd,
            into: left + (r.sharpStart - r.affectedStart))
        rows[k].built = true
    }

    private func reserveRows(_ count: Int) {
        guard count > rowCapacity else { return }
        rows.deallocate()
        rows = .allocate(capacity: count)
        rowCapacity = count
    }

    private func reserveWeights(_ count: Int) {
        guard count > weightCapacity else { return }
        weights.deallocate()
        weights = .allocate(capacity: count)
        weightCapacity = count
    }
}
