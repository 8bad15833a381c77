/// The fast path for draws without turn or shear (`isAxisAligned`: pure scales, flips and
/// moves). The source y is the same along a destination row, so a row samples one source row
/// (nearest) or two with one vertical weight (bilinear); and every row samples the same
/// columns with the same horizontal weights. The columns' taps are worked out once per draw
/// (`ColumnTaps`), and a row is then gathers and mixes without position arithmetic or clamps.
/// The taps come from the same 16.16 positions as the other loops', so the pixels are the same
/// to the bit.
extension ImageDrawPlan {
    /// The interior pixels x in from..<to of a row whose span starts at `start` at 16.16
    /// source position (fx, fy).
    func axisAlignedRun(
        _ line: UnsafeMutablePointer<UInt32>, taps: ColumnTaps, start: Int, from: Int, to: Int, _ fx: Int, _ fy: Int
    ) {
        guard from < to else { return }
        taps.prepare(start: start, fx: fx)
        let s = source
        taps.columns.withUnsafeBufferPointer { all in
            // Indexed by destination x.
            let columns = all.baseAddress! - taps.origin
            if nearest {
                let r = s.row(min(max((fy &+ 32768) >> 16, 0), s.height - 1))
                for x in from..<to { store(r[Int(columns[x].x0)], line, x) }
                return
            }
            let ry = (min(max(fy, 0), (s.height - 1) << 16) &+ 128) >> 8, y0 = ry >> 8
            let r0 = s.row(y0), r1 = s.row(min(y0 + 1, s.height - 1))
            let wy = UInt32(ry & 0xFF)
            var x = from
            if opacity == 255 {
                // Four pixels at once, as in interiorRun.
                let wy4 = SIMD4<UInt32>(repeating: wy &* 0x0001_0001)
                while x + 4 <= to {
                    var p00 = SIMD4<UInt32>(), p10 = SIMD4<UInt32>(), p01 = SIMD4<UInt32>(), p11 = SIMD4<UInt32>()
                    var wx = SIMD4<UInt32>()
                    for i in 0..<4 {
                        let c = columns[x + i]
                        let x0 = Int(c.x0), x1 = Int(c.x1)
                        (p00[i], p10[i], p01[i], p11[i]) = (r0[x0], r0[x1], r1[x0], r1[x1])
                        wx[i] = c.wx &* 0x0001_0001
                    }
                    storeFour(PackedLanes.bilinear(p00, p10, p01, p11, wx: wx, wy: wy4), line, x)
                    x += 4
                }
            }
            for x in x..<to {
                let c = columns[x]
                let x0 = Int(c.x0), x1 = Int(c.x1)
                store(PackedLanes.bilinear(r0[x0], r0[x1], r1[x0], r1[x1], wx: UInt64(c.wx), wy: UInt64(wy)), line, x)
            }
        }
    }
}

/// The source columns an axis-aligned draw samples, one entry per destination column of its
/// area, for the rows whose span starts at `start` with 16.16 source x `fx`. Those are the same
/// on every row (the map's c is 0 and the span's outline is a rectangle); a row that differs
/// fills the table again, so the result never depends on that.
final class ColumnTaps {
    struct Column {
        /// The left tap's source column (nearest: the only one) and the right one's, which is
        /// the left one at the last column (its weight then multiplies a repeat of it).
        var x0, x1: Int32
        /// The right tap's weight, 0...255 (bilinear).
        var wx: UInt32
    }

    /// The destination x of `columns[0]`.
    let origin: Int
    private(set) var columns: [Column]
    private(set) var start = Int.min, fx = Int.min
    private let nearest: Bool
    private let stepX, lastColumn: Int

    init(_ plan: ImageDrawPlan) {
        origin = plan.area.x
        columns = Array(repeating: Column(x0: 0, x1: 0, wx: 0), count: plan.area.width)
        (nearest, stepX, lastColumn) = (plan.nearest, plan.stepX, plan.source.width - 1)
    }

    /// Fills the table for a span from `start` at source x `fx`, unless it holds that already.
    func prepare(start: Int, fx: Int) {
        guard start != self.start || fx != self.fx else { return }
        (self.start, self.fx) = (start, fx)
        for i in columns.indices {
            // The position interiorRun and edgeRun reach at this pixel, clamped as `sample` does.
            let sx = fx &+ (origin + i - start) &* stepX
            if nearest {
                let x = Int32(min(max((sx &+ 32768) >> 16, 0), lastColumn))
                columns[i] = Column(x0: x, x1: x, wx: 0)
            } else {
                let rx = (min(max(sx, 0), lastColumn << 16) &+ 128) >> 8, x0 = rx >> 8
                columns[i] = Column(x0: Int32(x0), x1: Int32(min(x0 + 1, lastColumn)), wx: UInt32(rx & 0xFF))
            }
        }
    }
}
