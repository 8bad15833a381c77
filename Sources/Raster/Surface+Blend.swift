import Geometry

extension Surface {
    /// Mixes two surfaces pixel by pixel into row `y` of this one, columns `x..<x + count`:
    /// each channel round((from x (255 - w) + to x w) / 255), so weight 0 gives `from` and 255
    /// `to` exactly (and colour never exceeds alpha). Then black at opacity `shade` x w / 255
    /// goes over each pixel (shading where the mix leans to `to`; 0: none).
    /// The sources are read at row `sourceY`, from column `sourceX` on; all premultiplied BGRA.
    /// The caller keeps every index inside the surfaces.
    public func mixRun(
        y: Int, x: Int, count: Int, from first: Surface, to second: Surface, sourceX: Int, sourceY: Int,
        weights: UnsafePointer<UInt8>, shade: UInt8 = 0
    ) {
        let d = UnsafeMutableRawPointer(row(y) + x)
        let s = UnsafeRawPointer(first.row(sourceY) + sourceX), b = UnsafeRawPointer(second.row(sourceY) + sourceX)
        let w = UnsafeRawPointer(weights)
        let d32 = UInt32(shade)
        var i = 0
        // Four pixels at a time, two channels per 32-bit lane (SSE2's pmullw on 16-bit halves),
        // with the four weights read as one word: four 0s (the blur's sharp part of a ramp run)
        // copy `from`, four 255s copy `to`. The widening conversions of SIMD16<UInt8> this
        // replaced were calls, not instructions (6% of focus-reblend's profile on their own).
        // Offsets in wrapping arithmetic (a run is far shorter than 2^61 pixels): the overflow
        // checks on `4 * i` leave the loop. Measured within noise (mixRun's perf samples over
        // 1000 focus-reblend frames: 0.43 s before, 0.38 and 0.42 s after).
        let whole = count & ~3
        while i < whole {
            let w4 = w.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            let offset = i &<< 2
            let out: SIMD4<UInt32>
            if w4 == 0 {
                out = s.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
            } else if w4 == 0xFFFF_FFFF && shade == 0 {
                out = b.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
            } else {
                let w0 = w4 & 0xFF, w1 = (w4 >> 8) & 0xFF, w2 = (w4 >> 16) & 0xFF, w3 = w4 >> 24
                // The veil's opacities per pixel in scalar code: worked out in 16-bit lanes,
                // LLVM took them apart lane by lane anyway (pextrw); this way the veiled mix of
                // focus-reblend-drag took 0.47 s of perf samples over 500 frames, not 0.59.
                let veil =
                    shade == 0
                    ? SIMD4<UInt32>()
                    : SIMD4(
                        Pixel.mul255(d32, w0), Pixel.mul255(d32, w1),
                        Pixel.mul255(d32, w2), Pixel.mul255(d32, w3))
                out = Surface.mix4(
                    s.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self),
                    b.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self),
                    weight: SIMD4(w0, w1, w2, w3), veil: veil)
            }
            d.storeBytes(of: out, toByteOffset: offset, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        // The last one to three pixels through the same arithmetic, one lane used.
        while i < count {
            let weight = UInt32(w.load(fromByteOffset: i, as: UInt8.self))
            let p = Surface.mix4(
                SIMD4(repeating: s.load(fromByteOffset: 4 * i, as: UInt32.self)),
                SIMD4(repeating: b.load(fromByteOffset: 4 * i, as: UInt32.self)),
                weight: SIMD4(repeating: weight), veil: SIMD4(repeating: Pixel.mul255(d32, weight)))
            d.storeBytes(of: p[0], toByteOffset: 4 * i, as: UInt32.self)
            i += 1
        }
    }

    /// `mixRun`'s arithmetic for four pixels, weights 0...255 and veil opacities k (0...255, in
    /// `mixRun` round(shade x w / 255)) one per lane: per channel
    /// round((a x (255 - w) + b x w) / 255), then round(c x (255 - k) / 255) + k on alpha, each
    /// rounding exactly as `Pixel.mul255`.
    @inline(__always)
    static func mix4(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, weight: SIMD4<UInt32>, veil: SIMD4<UInt32>)
        -> SIMD4<UInt32>
    {
        let w = unsafeBitCast(weight | (weight &<< 16), to: SIMD8<UInt16>.self)
        let keep = 255 &- w
        @inline(__always) func lanes(_ p: SIMD4<UInt32>, _ shift: UInt32) -> SIMD8<UInt16> {
            unsafeBitCast((p &>> shift) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
        }
        var blueRed = divide255(lanes(a, 0) &* keep &+ lanes(b, 0) &* w)
        var greenAlpha = divide255(lanes(a, 8) &* keep &+ lanes(b, 8) &* w)
        if veil != SIMD4() {
            let k = unsafeBitCast(veil | (veil &<< 16), to: SIMD8<UInt16>.self)
            blueRed = divide255(blueRed &* (255 &- k))
            // k onto alpha, the high half of each green-alpha lane.
            greenAlpha = divide255(greenAlpha &* (255 &- k)) &+ (k & SIMD8(0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF))
        }
        return unsafeBitCast(blueRed, to: SIMD4<UInt32>.self)
            | (unsafeBitCast(greenAlpha, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// round(t / 255) in every lane, exact for t up to 65025 (Blinn's trick).
    @inline(__always)
    static func divide255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let u = t &+ 128
        return (u &+ (u &>> 8)) &>> 8
    }

    /// Copies a run of `source` (row `sourceY`, from column `sourceX`) into row `y` from column
    /// `x`, with black at opacity `shade` / 255 over it (0: a plain copy).
    public func copyRun(y: Int, x: Int, count: Int, from source: Surface, sourceX: Int, sourceY: Int, shade: UInt8) {
        let d = row(y) + x, s = source.row(sourceY) + sourceX
        if shade == 0 {
            d.update(from: s, count: count)
            return
        }
        // Per pixel: LLVM vectorises this loop as it is. Written four pixels at a time with
        // `scale4` it took the same time (focus-reblend-drag, perf samples in copyRun over 500
        // frames: 0.43 and 0.45 s): about 0.85 ms of a veiled 1080p frame, the price of SSE2's
        // arithmetic on 1.4M pixels. A veiled copy of the blurred photo, kept while the level
        // held, made this a memcpy: 18% less CPU time per veiled drag frame, but it cost a
        // fourth photo-sized buffer (8 MB at 1080p; its copy ran at half memcpy speed, likely as
        // the working set outgrew the shared L3), so it was not kept.
        let keep = 255 - UInt32(shade), black = UInt32(shade) << 24
        for i in 0..<count { d[i] = Pixel.scale(s[i], by: keep) &+ black }
    }
}
