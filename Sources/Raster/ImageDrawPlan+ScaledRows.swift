#if arch(x86_64)
    internal import CRasterAVX2
#endif

/// Source rows mixed horizontally at an axis-aligned draw's columns: the first of bilinear's
/// two rounded passes (the same integers as `bilinearPacked`'s), kept for the next destination
/// rows. Scaled up, consecutive rows sample the same source rows, so a row is mostly one
/// vertical mix of two kept rows.
final class ScaledRows {
    /// Two rows of `capacity` pixels; a draw uses the first `taps.count` of each.
    private var storage = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private var capacity = 0
    private var slots = [Slot(), Slot()]

    /// The source row a buffer holds, for the taps' fill it was made with (-1: none).
    private struct Slot {
        var row = -1, fill = -1
    }

    deinit { storage.deallocate() }

    /// Rows y0 and y1 of `source` mixed at `taps`' columns by their weights.
    func rows(_ y0: Int, _ y1: Int, of source: Surface, at taps: ColumnTaps)
        -> (UnsafePointer<UInt32>, UnsafePointer<UInt32>)
    {
        let count = taps.count
        if count > capacity {
            // Grown, never shrunk: the rows' contents are stale by then (a new draw, a new fill).
            storage.deallocate()
            storage = .allocate(capacity: 2 * count)
            capacity = count
        }
        func held(_ y: Int) -> Int? { slots.indices.first { slots[$0].row == y && slots[$0].fill == taps.fills } }
        let upper = held(y0) ?? make(y0, in: held(y1) == 0 ? 1 : 0, source, taps)
        let lower = held(y1) ?? make(y1, in: 1 - upper, source, taps)
        return (UnsafePointer(buffer(upper, taps)), UnsafePointer(buffer(lower, taps)))
    }

    private func buffer(_ slot: Int, _ taps: ColumnTaps) -> UnsafeMutablePointer<UInt32> {
        storage + slot * capacity - taps.origin
    }

    private func make(_ y: Int, in slot: Int, _ source: Surface, _ taps: ColumnTaps) -> Int {
        slots[slot] = Slot(row: y, fill: taps.fills)
        let count = taps.count, r = source.row(y), out = storage + slot * capacity
        #if arch(x86_64)
            if taps.wide {
                vitrine_axis_row_avx2(out, taps.pairStarts, taps.laneWeights, r, count)
                return slot
            }
        #endif
        taps.columns.withUnsafeBufferPointer { columns in
            var i = 0
            while i + 4 <= count {
                var left = SIMD4<UInt32>(), right = SIMD4<UInt32>(), wx = SIMD4<UInt32>()
                for k in 0..<4 {
                    let c = columns[i + k]
                    (left[k], right[k], wx[k]) = (r[Int(c.x0)], r[Int(c.x1)], c.wx &* 0x0001_0001)
                }
                let mixed = PackedLanes.mix(left, right, w: wx)
                for k in 0..<4 { out[i + k] = mixed[k] }
                i += 4
            }
            for i in i..<count {
                let c = columns[i]
                out[i] = PackedLanes.pack(
                    PackedLanes.mix(PackedLanes.spread(r[Int(c.x0)]), PackedLanes.spread(r[Int(c.x1)]), UInt64(c.wx)))
            }
        }
        return slot
    }
}
