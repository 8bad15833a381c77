import Geometry

/// Rectangles a frame redraws.
package enum Damage {
    /// Appends the rectangles of `a` and `b` to `out`, every overlapping pair among those
    /// appended replaced by their union, so no pixel is drawn twice (a moving object's old and
    /// new boxes mostly overlap); what `out` held before is left alone. Nothing is allocated
    /// while `out` has room.
    package static func merge(_ a: [PixelRect], _ b: [PixelRect], into out: inout [PixelRect]) {
        let first = out.count
        for rect in a where !rect.isEmpty { add(rect, from: first, into: &out) }
        for rect in b where !rect.isEmpty { add(rect, from: first, into: &out) }
    }

    /// Appends `rect` to `out` unless empty, merged with every rectangle it overlaps from index
    /// `first` on (they are replaced by the union).
    package static func add(_ rect: PixelRect, from first: Int, into out: inout [PixelRect]) {
        guard !rect.isEmpty else { return }
        var r = rect
        var i = first
        while i < out.count {
            if out[i].intersection(r).isEmpty {
                i += 1
            } else {
                r = r.union(out.remove(at: i))
                i = first
            }
        }
        out.append(r)
    }

    /// The whole pixels `rect` touches, a pixel wider on each side for antialiased edges and
    /// bilinear spread, within ±2^30 so no Int overflows.
    package static func covering(_ rect: Rect) -> PixelRect {
        let limit = Double(1 << 30)
        func clamp(_ v: Double) -> Int { Int(min(limit, max(-limit, v))) }
        let x0 = clamp(rect.minX.rounded(.down)) - 1, y0 = clamp(rect.minY.rounded(.down)) - 1
        let x1 = clamp(rect.maxX.rounded(.up)) + 1, y1 = clamp(rect.maxY.rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Appends rows of `band` pixels to `out`, each as wide as the convex outlines `quads` (view
    /// pixels) are within it, a pixel wider: a turned stamp's old and new outlines cover about
    /// half of their bounding box at 45 degrees, and a frame then redraws that half, not the
    /// whole box. Default band: 64 px (fewer, taller bands cost more pixels; more cost more draw
    /// calls). Nothing is allocated while `out` has room.
    package static func bands(
        covering quads: [Quad], band: Int = 64, within bounds: PixelRect, into out: inout [PixelRect]
    ) {
        var top = Double.infinity, bottom = -Double.infinity
        for quad in quads {
            top = min(top, quad.minY)
            bottom = max(bottom, quad.maxY)
        }
        guard top.isFinite, bottom.isFinite else { return }
        let first = max(bounds.y, Int((top - 1).rounded(.down))),
            last = min(bounds.maxY, Int((bottom + 1).rounded(.up)))
        var y = first
        while y < last {
            let next = min(last, (y / band + 1) * band)
            var lo = Double.infinity, hi = -Double.infinity
            for quad in quads {
                guard let range = xRange(of: quad, from: Double(y) - 1, to: Double(next) + 1) else { continue }
                lo = min(lo, range.lowerBound)
                hi = max(hi, range.upperBound)
            }
            if lo <= hi {
                let x0 = max(bounds.x, Int(max(-1e9, lo).rounded(.down)) - 1)
                let x1 = min(bounds.maxX, Int(min(1e9, hi).rounded(.up)) + 1)
                if x0 < x1 { out.append(PixelRect(x: x0, y: y, width: x1 - x0, height: next - y)) }
            }
            y = next
        }
    }

    /// The x extent of convex outline `quad` between heights y0 and y1; nil when it does not
    /// reach them.
    package static func xRange(of quad: Quad, from y0: Double, to y1: Double) -> ClosedRange<Double>? {
        var lo = Double.infinity, hi = -Double.infinity
        for i in 0..<4 {
            let a = quad[i], b = quad[i + 1]
            if a.y >= y0, a.y <= y1 {
                lo = min(lo, a.x)
                hi = max(hi, a.x)
            }
            // Where the edge crosses each of the two heights (no array literal: nothing allocated).
            for k in 0..<2 {
                let y = k == 0 ? y0 : y1
                guard (a.y - y) * (b.y - y) < 0 else { continue }
                let x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
                lo = min(lo, x)
                hi = max(hi, x)
            }
        }
        return lo <= hi ? lo...hi : nil
    }
}
