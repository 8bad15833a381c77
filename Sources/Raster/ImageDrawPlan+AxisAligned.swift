#if arch(x86_64)
    internal import CRasterAVX2
#endif

/// The fast path for draws without turn or shear (`isAxisAligned`: pure scales, flips and
/// moves). The source y is the same along a destination row, so a row samples one source row
/// (nearest) or two with one vertical weight (bilinear); and every row samples the same
/// columns with the same horizontal weights. The columns' taps are worked out once per draw
/// (`ColumnTaps`), and a row is then gathers and mixes without position arithmetic or clamps;
/// scaled up, the source rows' horizontal mixes are kept for the next rows (`ScaledRows`).
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
        if nearest {
            let r = s.row(min(max((fy &+ 32768) >> 16, 0), s.height - 1))
            taps.columns.withUnsafeBufferPointer { all in
                let columns = all.baseAddress! - taps.origin // indexed by destination x
                for x in from..<to { store(r[Int(columns[x].x0)], line, x) }
            }
            return
        }
        let ry = (min(max(fy, 0), (s.height - 1) << 16) &+ 128) >> 8, y0 = ry >> 8
        let (y1, wy) = (min(y0 + 1, s.height - 1), UInt32(ry & 0xFF))
        let wide = taps.wide, opaque: Int32 = isOpaqueSource ? 1 : 0
        // Rows kept mixed horizontally pay while the source y advances at most a row a row:
        // then each destination row needs at most one new one (scale-up, CPU ms a frame: four
        // taps 4.5, kept rows 2.7). Faster, most rows need two new ones, and mixing the four
        // taps at once is cheaper (scale-down at 0.8: four taps 3.1, kept rows 3.3).
        if abs(toSource.d) <= 1 {
            let (upper, lower) = taps.scaledRows.rows(y0, y1, of: s, at: taps)
            #if arch(x86_64)
                if wide {
                    return vitrine_axis_rows_avx2(line, upper, lower, wy, from, to, opaque)
                }
            #endif
            mixRows(upper, lower, wy: wy, line, from: from, to: to)
        } else {
            #if arch(x86_64)
                if wide {
                    return vitrine_axis_taps_avx2(
                        line, taps.pairStarts - taps.origin, taps.laneWeights - taps.origin, s.row(y0), s.row(y1), wy,
                        from, to, opaque)
                }
            #endif
            taps.columns.withUnsafeBufferPointer { all in
                mixTaps(all.baseAddress! - taps.origin, s.row(y0), s.row(y1), wy: wy, line, from: from, to: to)
            }
        }
    }

    /// Bilinear from rows already mixed horizontally: one vertical mix a pixel.
    private func mixRows(
        _ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, wy: UInt32,
        _ line: UnsafeMutablePointer<UInt32>, from: Int, to: Int
    ) {
        var x = from
        if opacity == 255 {
            let wy4 = SIMD4<UInt32>(repeating: wy &* 0x0001_0001)
            while x + 4 <= to {
                let a = SIMD4(upper[x], upper[x + 1], upper[x + 2], upper[x + 3])
                let b = SIMD4(lower[x], lower[x + 1], lower[x + 2], lower[x + 3])
                storeFour(PackedLanes.mix(a, b, w: wy4), line, x)
                x += 4
            }
        }
        for x in x..<to {
            let p = PackedLanes.mix(PackedLanes.spread(upper[x]), PackedLanes.spread(lower[x]), UInt64(wy))
            store(PackedLanes.pack(p), line, x)
        }
    }

    /// Bilinear from the four taps of source rows r0 and r1, four pixels at once as in
    /// interiorRun; `columns` is indexed by destination x.
    private func mixTaps(
        _ columns: UnsafePointer<ColumnTaps.Column>, _ r0: UnsafeMutablePointer<UInt32>,
        _ r1: UnsafeMutablePointer<UInt32>, wy: UInt32, _ line: UnsafeMutablePointer<UInt32>, from: Int, to: Int
    ) {
        var x = from
        if opacity == 255 {
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

/// The source columns an axis-aligned draw samples, one entry per destination column of its
/// area, for the rows whose span starts at `start` with 16.16 source x `fx`. Those are the same
/// on every row (the map's c is 0 and the span's outline is a rectangle); a row that differs
/// fills the table again, so the result never depends on that.
///
/// The destination surface keeps one (`Surface.columnTaps`) and each axis-aligned draw into it
/// starts it again (`reset(for:)`): the table and the mixed rows keep their storage from draw
/// to draw, so a steady frame allocates nothing. Draws into one surface from several threads at
/// once (bands of rows) each bring their own (`Surface.draw(...columnTaps:)`).
package final class ColumnTaps {
    /// The loops the bilinear rows run in.
    let loop: Surface.RowLoop

    package init(loop: Surface.RowLoop = .chosen) { self.loop = loop }

    deinit {
        pairStarts.deallocate()
        laneWeights.deallocate()
    }

    struct Column {
        /// The left tap's source column (nearest: the only one) and the right one's, which is
        /// the left one at the last column (its weight then multiplies a repeat of it).
        var x0, x1: Int32
        /// The right tap's weight, 0...255 (bilinear).
        var wx: UInt32
    }

    /// The destination x of `columns[0]`.
    private(set) var origin = 0
    private(set) var columns: [Column] = []
    /// For the AVX2 loops (`wide`), instead of `columns`: where each column's pair of taps
    /// starts (x1 - 1) and its weight ready for a 16-bit lane (wx, or 256 at the last column, in
    /// both halves), so eight weights are one load (frame-zoom-wheel 1.46-1.52 -> 1.32-1.44 ms
    /// median, alternating). Raw storage, grown and never shrunk: every row reads it, and an
    /// array's buffer was retained and released each time (frame-zoom-pan 0.40 ms median with
    /// arrays, 0.36 with this).
    private(set) var pairStarts = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var laneWeights = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private var wideCapacity = 0
    /// Whether the draw's bilinear rows run in CRasterAVX2's loops: on a CPU with AVX2, at
    /// full opacity, from an image at least 2 pixels wide (each tap is loaded with its right
    /// neighbour).
    private(set) var wide = false
    /// The destination columns the table covers.
    private(set) var count = 0
    private(set) var start = Int.min, fx = Int.min
    /// How often the table was filled, over every draw it served: rows mixed at an older fill
    /// are stale.
    private(set) var fills = 0
    /// Bilinear's horizontally mixed source rows at these columns.
    private(set) lazy var scaledRows = ScaledRows()
    private var nearest = false
    private var stepX = 0, lastColumn = 0

    /// Ready for `plan`'s draw, the table empty (the first `prepare` fills it).
    func reset(for plan: ImageDrawPlan) {
        origin = plan.area.x
        wide = loop == .avx2 && !plan.nearest && plan.opacity == 255 && plan.source.width > 1
        count = plan.area.width
        columns.removeAll(keepingCapacity: true)
        if wide {
            if count > wideCapacity {
                pairStarts.deallocate()
                laneWeights.deallocate()
                (pairStarts, laneWeights, wideCapacity) = (
                    .allocate(capacity: count), .allocate(capacity: count), count
                )
            }
        } else {
            columns.append(contentsOf: repeatElement(Column(x0: 0, x1: 0, wx: 0), count: count))
        }
        (start, fx) = (Int.min, Int.min)
        (nearest, stepX, lastColumn) = (plan.nearest, plan.stepX, plan.source.width - 1)
    }

    /// Fills the table for a span from `start` at source x `fx`, unless it holds that already.
    func prepare(start: Int, fx: Int) {
        guard start != self.start || fx != self.fx else { return }
        (self.start, self.fx) = (start, fx)
        fills += 1
        for i in 0..<count {
            // The position interiorRun and edgeRun reach at this pixel, clamped as `sample` does.
            let sx = fx &+ (origin + i - start) &* stepX
            if nearest {
                let x = Int32(min(max((sx &+ 32768) >> 16, 0), lastColumn))
                columns[i] = Column(x0: x, x1: x, wx: 0)
            } else {
                let rx = (min(max(sx, 0), lastColumn << 16) &+ 128) >> 8, x0 = rx >> 8
                let x1 = min(x0 + 1, lastColumn)
                if wide {
                    pairStarts[i] = Int32(x1 - 1)
                    laneWeights[i] = (UInt32(rx & 0xFF) + (x1 == x0 ? 256 : 0)) &* 0x0001_0001
                } else {
                    columns[i] = Column(x0: Int32(x0), x1: Int32(x1), wx: UInt32(rx & 0xFF))
                }
            }
        }
    }
}
