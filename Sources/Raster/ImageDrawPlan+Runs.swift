#if arch(x86_64)
    internal import CRasterAVX2
#endif

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
    /// written as is (Pixel.over's first test) and a transparent one skipped. In bounds at full
    /// opacity, four pixels are mixed at once (sprites 12.9 -> 8.2 ms) and four opaque ones
    /// stored without reading the destination. The stores are written out here and do not
    /// ask `isOpaqueSource` (`storeFour` does, for the axis-aligned path): no sprite is opaque,
    /// and the sprites' loop is left as it was measured.
    /// `loop` .avx2 draws whole steps of eight in CRasterAVX2 at full opacity, the same bits:
    /// the in-bounds bilinear run (frame-stamps median 1.0 -> 0.57 ms, frame-edges 1.5-2.0 ->
    /// 1.0-1.2) and the nearest pixel's (edges' pixelated panel).
    func interiorRun(
        _ line: UnsafeMutablePointer<UInt32>, start: Int, from: Int, to: Int, _ fx: Int, _ fy: Int,
        loop: Surface.RowLoop
    ) {
        guard from < to else { return }
        var sx = fx &+ (from - start) &* stepX, sy = fy &+ (from - start) &* stepY
        let o = opacity
        let lastX = sx &+ (to - 1 - from) &* stepX, lastY = sy &+ (to - 1 - from) &* stepY
        let maxX = (source.width - 1) << 16, maxY = (source.height - 1) << 16
        if !nearest, o == 255, min(sx, lastX) >= 0, min(sy, lastY) >= 0, max(sx, lastX) <= maxX, max(sy, lastY) <= maxY
        {
            // Positions are linear along the run, so both ends inside means all inside: no clamps.
            let s = source
            let pixels = s.row(0), pitch = s.stride / 4, lastCol = s.width - 1, lastRow = s.height - 1
            var x = from
            #if arch(x86_64)
                // The C loop's indices are Int32.
                if loop == .avx2 && s.width > 1 && s.height * pitch <= Int(Int32.max) {
                    let done = EmptyTiles.withClearTiles(of: emptyTiles) { clear, tilesWide in
                        vitrine_turned_interior_avx2(
                            line + from, pixels, pitch, s.width, s.height, Int64(sx), Int64(sy), Int64(stepX),
                            Int64(stepY), to - from, clear, tilesWide)
                    }
                    x += done
                    sx &+= done &* stepX
                    sy &+= done &* stepY
                }
            #endif
            while x + 4 <= to {
                if let tiles = emptyTiles, tiles.isClear(x: sx >> 16, y: sy >> 16) {
                    // All sixteen taps lie in empty tiles: they would mix to nothing.
                    sx &+= 4 &* stepX
                    sy &+= 4 &* stepY
                    x += 4
                    continue
                }
                // Four pixels at once: taps gathered scalar, mixed in 16-bit lanes.
                var p00 = SIMD4<UInt32>(), p10 = SIMD4<UInt32>(), p01 = SIMD4<UInt32>(), p11 = SIMD4<UInt32>()
                var wx = SIMD4<UInt32>(), wy = SIMD4<UInt32>()
                for i in 0..<4 {
                    let rx = (sx &+ 128) >> 8, ry = (sy &+ 128) >> 8
                    let x0 = rx >> 8, y0 = ry >> 8
                    let t = pixels + y0 * pitch + x0
                    // At the last column or row the weight of the next one is 0 (as in
                    // bilinearPacked, whose min() re-reads the edge): any in-bounds pixel will do.
                    let dx = x0 < lastCol ? 1 : 0, dy = y0 < lastRow ? pitch : 0
                    (p00[i], p10[i], p01[i], p11[i]) = (t[0], t[dx], t[dy], t[dy + dx])
                    wx[i] = UInt32(rx & 0xFF) &* 0x0001_0001
                    wy[i] = UInt32(ry & 0xFF) &* 0x0001_0001
                    sx &+= stepX
                    sy &+= stepY
                }
                // Sixteen transparent taps (the empty parts of a stamp's or sprite's box) mix
                // to nothing: skip the mix.
                if (p00 | p10 | p01 | p11) == .zero {
                    x += 4
                    continue
                }
                let mixed = PackedLanes.bilinear(p00, p10, p01, p11, wx: wx, wy: wy)
                if all(mixed .>= 0xFF00_0000) {
                    // All opaque: the destination is not read.
                    for i in 0..<4 { line[x + i] = mixed[i] }
                } else if mixed != .zero {
                    for i in 0..<4 {
                        let p = mixed[i]
                        if p >> 24 == 255 {
                            line[x + i] = p
                        } else if p != 0 {
                            line[x + i] = p &+ Pixel.scale(line[x + i], by: 255 - p >> 24)
                        }
                    }
                }
                x += 4
            }
            for x in x..<to {
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
        var x = from
        #if arch(x86_64)
            if loop == .avx2 && nearest && o == 255 && source.height * source.stride / 4 <= Int(Int32.max) {
                let s = source
                let done = vitrine_turned_nearest_avx2(
                    line + from, s.row(0), s.stride / 4, s.width, s.height, Int64(sx), Int64(sy), Int64(stepX),
                    Int64(stepY), to - from)
                x += done
                sx &+= done &* stepX
                sy &+= done &* stepY
            }
        #endif
        for x in x..<to {
            let p = sample(sx, sy)
            if p != 0 { line[x] = Pixel.over(o == 255 ? p : Pixel.scale(p, by: o), line[x]) }
            sx &+= stepX
            sy &+= stepY
        }
    }

    /// An interior sample (coverage 1) over line[x], scaled by the opacity: what edgeRun does
    /// there. The axis-aligned path's stores, these three.
    @inline(__always)
    func store(_ p: UInt32, _ line: UnsafeMutablePointer<UInt32>, _ x: Int) {
        if opacity == 255 {
            storeAtFullOpacity(p, line, x)
        } else if p != 0 {
            line[x] = Pixel.over(Pixel.scale(p, by: opacity), line[x])
        }
    }

    /// Pixel.over with its tests in the order that pays inside an image: opaque written as is,
    /// transparent skipped, the destination read only for the rest.
    @inline(__always)
    func storeAtFullOpacity(_ p: UInt32, _ line: UnsafeMutablePointer<UInt32>, _ x: Int) {
        if p >> 24 == 255 {
            line[x] = p
        } else if p != 0 {
            line[x] = p &+ Pixel.scale(line[x], by: 255 - p >> 24)
        }
    }

    /// Four interior samples at full opacity: stored as they are when all are opaque (an
    /// opaque source's always are: no test), so the destination is not read.
    @inline(__always)
    func storeFour(_ mixed: SIMD4<UInt32>, _ line: UnsafeMutablePointer<UInt32>, _ x: Int) {
        if isOpaqueSource || all(mixed .>= 0xFF00_0000) {
            for i in 0..<4 { line[x + i] = mixed[i] }
        } else if mixed != .zero {
            for i in 0..<4 { storeAtFullOpacity(mixed[i], line, x + i) }
        }
    }
}
