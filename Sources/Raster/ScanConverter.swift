import Geometry

/// Turns edges into coverage, one pixel row at a time: the row is sampled at 16 sub-scanlines;
/// on each, the spans inside the path add their exact horizontal extent (in 1/256 px) to a
/// difference row that one prefix sum turns into coverage, 4096 for a whole pixel.
///
/// An active edge list keeps the edges crossing the current sub-scanline sorted by x; from
/// one sub-scanline to the next the order barely changes, so insertion sort is nearly linear.
/// Buffers are never allocated per row: the first version sorted fresh arrays of tuples per
/// sub-scanline and took 1.84x cairo's time on the path workload. Nor per fill when a
/// `PathScratch` keeps the converter: `start` reuses them, growing them only for a larger path.
final class ScanConverter {
    /// A full pixel's coverage.
    static let full: Int32 = 16 * 256
    private var edges: UnsafeMutablePointer<PathEdges.Edge>
    private var edgeCapacity: Int
    private var edgeCount = 0
    private var next = 0
    private var active: UnsafeMutablePointer<(x: Double, edge: Int32)>
    private var activeCount = 0
    /// Steps of coverage, `width + 2` entries in use; all zero between fills (each row's
    /// reader clears the entries `accumulate` touched).
    private(set) var difference: UnsafeMutablePointer<Int32>
    private var differenceCapacity: Int
    private(set) var originX = 0, width = 0

    /// Buffers for `edges` edges and rows `width` pixels wide, as a first fill needs them.
    init(edges: Int, width: Int) {
        edgeCapacity = max(1, edges)
        differenceCapacity = max(0, width) + 2
        self.edges = .allocate(capacity: edgeCapacity)
        active = .allocate(capacity: edgeCapacity)
        difference = .allocate(capacity: differenceCapacity)
        difference.initialize(repeating: 0, count: differenceCapacity)
    }

    deinit {
        active.deallocate()
        edges.deallocate()
        difference.deallocate()
    }

    /// Starts a fill of `edges` over the columns `originX ..< originX + width`, from its first
    /// row. The buffers grow to the largest fill seen and stay.
    func start(_ edges: PathEdges, originX: Int, width: Int) {
        let count = edges.edges.count
        if count > edgeCapacity {
            edgeCapacity = max(count, 2 * edgeCapacity)
            self.edges.deallocate()
            active.deallocate()
            self.edges = .allocate(capacity: edgeCapacity)
            active = .allocate(capacity: edgeCapacity)
        }
        edges.edges.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { self.edges.initialize(from: base, count: count) }
        }
        if width + 2 > differenceCapacity {
            differenceCapacity = max(width + 2, 2 * differenceCapacity)
            difference.deallocate()
            difference = .allocate(capacity: differenceCapacity)
            difference.initialize(repeating: 0, count: differenceCapacity)
        }
        edgeCount = count
        next = 0
        activeCount = 0
        self.originX = originX
        self.width = width
    }

    /// Adds row `y`'s coverage to `difference`; rows must come in increasing order. Returns the
    /// touched index range (lo...hi), or nil when the row is empty.
    func accumulate(row y: Int, rule: FillRule) -> (lo: Int, hi: Int)? {
        var lo = Int.max, hi = -1
        let w = Double(width), ox = Double(originX)
        // The buffers in locals: read through `self`, every store into them could move them.
        let edges = self.edges, active = self.active, difference = self.difference
        for s in 0..<16 {
            let sy = Double(y) + (Double(s) + 0.5) / 16
            while next < edgeCount && edges[next].y0 <= sy {
                if edges[next].y1 > sy {
                    active[activeCount] = (0, Int32(next))
                    activeCount += 1
                }
                next += 1
            }
            // Drop finished edges, move the rest to this sub-scanline, keep them sorted by x.
            var kept = 0
            for i in 0..<activeCount {
                let e = edges[Int(active[i].edge)]
                guard e.y1 > sy else { continue }
                let entry = (x: e.x0 + (sy - e.y0) * e.slope, edge: active[i].edge)
                var j = kept
                while j > 0 && active[j - 1].x > entry.x {
                    active[j] = active[j - 1]
                    j -= 1
                }
                active[j] = entry
                kept += 1
            }
            activeCount = kept
            guard activeCount > 1 else { continue }
            var winding: Int32 = 0
            for i in 0..<(activeCount - 1) {
                winding += edges[Int(active[i].edge)].winding
                let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                guard inside else { continue }
                var x0 = active[i].x - ox, x1 = active[i + 1].x - ox
                // Written so NaN clamps too.
                if !(x0 > 0) { x0 = 0 } else if x0 > w { x0 = w }
                if !(x1 > 0) { x1 = 0 } else if x1 > w { x1 = w }
                let f0 = Int(x0 * 256), f1 = Int(x1 * 256)
                guard f1 > f0 else { continue }
                let i0 = f0 >> 8, i1 = f1 >> 8
                difference[i0] += Int32(256 - (f0 & 255))
                difference[i0 + 1] += Int32(f0 & 255)
                difference[i1] -= Int32(256 - (f1 & 255))
                difference[i1 + 1] -= Int32(f1 & 255)
                lo = min(lo, i0)
                hi = max(hi, i1 + 1)
            }
        }
        return hi >= 0 ? (lo, hi) : nil
    }
}
