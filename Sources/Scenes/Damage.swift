import Geometry

/// Rectangles a frame redraws.
enum Damage {
    /// `rects` with every overlapping pair replaced by their union, so no pixel is drawn twice
    /// (a moving object's old and new boxes mostly overlap).
    static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        var out: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var r = rect
            while let i = out.firstIndex(where: { !$0.intersection(r).isEmpty }) { r = r.union(out.remove(at: i)) }
            out.append(r)
        }
        return out
    }

    /// The whole pixels `rect` touches, a pixel wider on each side for antialiased edges and
    /// bilinear spread, within ±2^30 so no Int overflows.
    static func covering(_ rect: Rect) -> PixelRect {
        let limit = Double(1 << 30)
        func clamp(_ v: Double) -> Int { Int(min(limit, max(-limit, v))) }
        let x0 = clamp(rect.minX.rounded(.down)) - 1, y0 = clamp(rect.minY.rounded(.down)) - 1
        let x1 = clamp(rect.maxX.rounded(.up)) + 1, y1 = clamp(rect.maxY.rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
