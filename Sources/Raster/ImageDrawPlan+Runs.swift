/// The pixel loops of an image draw. A row is an edge run, an interior run and an edge run;
/// the general path makes the whole row one edge run. Source positions are 16.16 integers
/// stepped from the span's first pixel (`start`), so any pixel's position is the same whichever
/// run draws it.
extension ImageDrawPlan {
    /// The colour at 16.16 source position (fx, fy), edge pixels repeated.
    @inline(__always)
    func sample(_ fx: Int, _ fy: Int) -> UInt32 {
        let s = source
        if nearest {
            let x = min(max((fx &+ 32768) >> 16, 0), s.width - 1), y = min(max((fy &+ 32768) >> 16, 0), s.height - 1)
            return s.row(y)[x]
        }
        let cx = min(max(fx, 0), (s.width - 1) << 16), cy = min(max(fy, 0), (s.height - 1) << 16)
        return s.bilinearPacked(cx, cy)
    }

    /// Pixels weighted by their coverage: the exact covered share, or 1 when the centre is
    /// inside every edge for hard edges.
    func edgeRun(
        _ line: UnsafeMutablePointer<UInt32>, y: Int, start: Int, from: Int, to: Int, _ fx: Int, _ fy: Int
    ) {
        guard from < to else { return }
        let py = Double(y) + 0.5, o = Double(opacity)
        for x in from..<to {
            let k = x - start
            let p = sample(fx &+ k &* stepX, fy &+ k &* stepY)
            // Sampled first: a transparent sample draws nothing whatever its coverage, and
            // sprites' outlines run through transparent corners (sprites: 30% faster).
            guard p != 0 else { continue }
            let d = coverage.distances(Double(x) + 0.5, py)
            let share = exact ? coverage.value(d) : (all(d .> 0) ? 1 : 0)
            let f = UInt32(share * o + 0.5)
            guard f > 0 else { continue }
            line[x] = Pixel.over(f == 255 ? p : Pixel.scale(p, by: f), line[x])
        }
    }

    /// Pixels wholly inside the outline: no coverage, and at full opacity an opaque sample is
    /// written as is (Pixel.over's first test) and a transparent one skipped.
    func interiorRun(_ line: UnsafeMutablePointer<UInt32>, start: Int, from: Int, to: Int, _ fx: Int, _ fy: Int) {
        guard from < to else { return }
        var sx = fx &+ (from - start) &* stepX, sy = fy &+ (from - start) &* stepY
        let o = opacity
        let lastX = sx &+ (to - 1 - from) &* stepX, lastY = sy &+ (to - 1 - from) &* stepY
        let maxX = (source.width - 1) << 16, maxY = (source.height - 1) << 16
        if !nearest, o == 255, min(sx, lastX) >= 0, min(sy, lastY) >= 0, max(sx, lastX) <= maxX, max(sy, lastY) <= maxY {
            // Positions are linear along the run, so both ends inside means all inside: no clamps.
            let s = source
            for x in from..<to {
                let p = s.bilinearPacked(sx, sy)
                if p >> 24 == 255 {
                    line[x] = p
                } else if p != 0 {
                    line[x] = p &+ Pixel.scale(line[x], by: 255 - p >> 24)
                }
                sx &+= stepX
                sy &+= stepY
            }
            return
        }
        for x in from..<to {
            let p = sample(sx, sy)
            if p != 0 { line[x] = Pixel.over(o == 255 ? p : Pixel.scale(p, by: o), line[x]) }
            sx &+= stepX
            sy &+= stepY
        }
    }
}
