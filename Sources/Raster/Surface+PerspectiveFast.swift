import Geometry

#if arch(x86_64)
    internal import CRasterAVX2
    internal import CRasterSSE2
#endif

extension Surface {
    /// The loops that can draw an interior run: the Swift one below, and on x86-64 CRasterSSE2's,
    /// CRasterAVX2's and its AVX-512 one, which give the same bits (a test compares them). The
    /// SSE2 one takes about 70% of the Swift one's time; the AVX2 one took frame-tilt-card's
    /// median from 3.3-3.7 ms to 2.6-2.8 beside it (VITRINE_CPU=baseline against native, four
    /// alternating runs); the AVX-512 one takes half the AVX2 one's time a pixel on this
    /// machine's Zen cores, which run 512-bit operations whole.
    package enum InteriorLoop: Sendable {
        case swift, sse2, avx2, avx512

        /// The widest C loop the CPU runs (none beyond SSE2 with VITRINE_CPU=baseline) where it
        /// draws this opacity (255), else the Swift one.
        static func chosen(opacity: UInt8) -> InteriorLoop {
            #if arch(x86_64)
                guard opacity == 255 else { return .swift }
                guard CPU.extensionsAllowed else { return .sse2 }
                return CPU.hasAVX512 ? .avx512 : CPU.hasAVX2AndFMA ? .avx2 : .sse2
            #else
                return .swift
            #endif
        }

        /// The loops this CPU can run.
        package static var supported: [InteriorLoop] {
            #if arch(x86_64)
                return [.swift, .sse2] + (CPU.hasAVX2AndFMA ? [.avx2] : []) + (CPU.hasAVX512 ? [.avx512] : [])
            #else
                return [.swift]
            #endif
        }
    }

    /// The interior run of one row of `draw(_:transform:opacity:clip:)`, where coverage is 1:
    /// four pixels at a time, with the same arithmetic as `drawPerspectiveSpan` and
    /// `bilinearClamped`, so the two agree to the last bit but for the rounding of the
    /// homogeneous position (evaluated here, stepped there). The caller keeps the image's sides
    /// below 2^14, so 16.16 positions fit an Int32. `glare`: `Glare.terms`, laid over each
    /// sample. `loop` .sse2, .avx2 and .avx512 take opacity 255 only.
    package func drawPerspectiveInterior(
        _ image: Surface, _ inverse: Homography, y: Int, from start: Int, to end: Int,
        opacity: UInt8, glare: (Float, Float, Float, Float)? = nil, loop: InteriorLoop
    ) {
        #if arch(x86_64)
            if loop != .swift {
                precondition(opacity == 255, "the C interiors draw at full opacity only")
                let m = (
                    inverse.m00, inverse.m01, inverse.m02, inverse.m10, inverse.m11, inverse.m12,
                    inverse.m20, inverse.m21, inverse.m22
                )
                // Peak 0: no glare, which the C loops skip.
                let terms = glare ?? (0, 0, 0, 0)
                withUnsafeBytes(of: m) { raw in
                    withUnsafeBytes(of: terms) { glareRaw in
                        let inverse = raw.baseAddress!.assumingMemoryBound(to: Double.self)
                        let glare = glareRaw.baseAddress!.assumingMemoryBound(to: Float.self)
                        // The AVX2 loop loads each tap with its right neighbour: 2 pixels wide at least.
                        if loop == .avx512 {
                            vitrine_perspective_interior_avx512(
                                row(y), image.row(0), image.stride / 4, image.width, image.height, inverse, glare, y,
                                start, end)
                        } else if loop == .avx2 && image.width > 1 {
                            vitrine_perspective_interior_avx2(
                                row(y), image.row(0), image.stride / 4, image.width, image.height, inverse, glare, y,
                                start, end)
                        } else {
                            vitrine_perspective_interior_sse2(
                                row(y), image.row(0), image.stride / 4, image.width, image.height, inverse, glare, y,
                                start, end)
                        }
                    }
                }
                return
            }
        #endif
        let py = Double(y) + 0.5
        let bx = inverse.m01 * py + inverse.m02, by = inverse.m11 * py + inverse.m12
        let bw = inverse.m21 * py + inverse.m22
        let maxU = SIMD4(repeating: Double(image.width - 1)), maxV = SIMD4(repeating: Double(image.height - 1))
        let lastX = image.width - 1, lastY = image.height - 1
        let pitch = image.stride / 4, pixels = image.row(0)
        let line = row(y), o = UInt32(opacity)
        var px = SIMD4<Double>(0.5, 1.5, 2.5, 3.5) + Double(start)
        var x = start
        while x < end {
            // One division for u and v, as the SSE2 loop does: the two must give the same bits.
            let reciprocal = 1 / (inverse.m20 * px + bw)
            var u = (inverse.m00 * px + bx) * reciprocal - 0.5, v = (inverse.m10 * px + by) * reciprocal - 0.5
            // Written so NaN clamps too, as in the general span.
            u.replace(with: 0, where: .!(u .> 0))
            u.replace(with: maxU, where: u .> maxU)
            v.replace(with: 0, where: .!(v .> 0))
            v.replace(with: maxV, where: v .> maxV)
            let fx = Surface.truncated(u * 65536), fy = Surface.truncated(v * 65536)
            // Per pixel: the four taps and the 8-bit weights, each repeated into both 16-bit
            // halves of the pixel's lane.
            var p00 = SIMD4<UInt32>(), p10 = SIMD4<UInt32>(), p01 = SIMD4<UInt32>(), p11 = SIMD4<UInt32>()
            var wx = SIMD4<UInt32>(), wy = SIMD4<UInt32>()
            for i in 0..<4 {
                let rx = Int(fx[i] &+ 128) >> 8, ry = Int(fy[i] &+ 128) >> 8
                let x0 = min(rx >> 8, lastX), y0 = min(ry >> 8, lastY)
                let p = pixels + y0 * pitch + x0
                let dx = x0 < lastX ? 1 : 0, dy = y0 < lastY ? pitch : 0
                (p00[i], p10[i], p01[i], p11[i]) = (p[0], p[dx], p[dy], p[dy + dx])
                wx[i] = UInt32(rx & 0xFF) &* 0x0001_0001
                wy[i] = UInt32(ry & 0xFF) &* 0x0001_0001
            }
            var mixed = Surface.bilinear(p00, p10, p01, p11, wx: wx, wy: wy)
            if let glare, glare.3 > 0 {
                for i in 0..<4 {
                    mixed[i] = Glare.over(mixed[i], alpha: Glare.alpha(glare, fx: Int(fx[i]), fy: Int(fy[i])))
                }
            }
            let count = min(4, end - x)
            if o == 255 && all(mixed .>= 0xFF00_0000) {
                for i in 0..<count { line[x + i] = mixed[i] }
            } else if o == 255 {
                for i in 0..<count { line[x + i] = Pixel.over(mixed[i], line[x + i]) }
            } else {
                for i in 0..<count { line[x + i] = Pixel.over(Pixel.scale(mixed[i], by: o), line[x + i]) }
            }
            px += 4
            x += 4
        }
    }

    /// `bilinearClamped`'s mix of four pixels at once, to the same bit: each channel
    /// (sum of c x wx' x wy' + 32768) >> 16 over the taps, with wx' = 256 - wx or wx and wy'
    /// likewise. In 16-bit lanes (SSE2's pmullw), blue and red apart from green and alpha: the
    /// horizontal mix A fits 16 bits; the vertical one is done on A's high and low bytes apart
    /// (H, L), since (256 H + L + 32768) >> 16 = (H + L >> 8 + 128) >> 8, a sum below 65409.
    @inline(__always)
    static func bilinear(
        _ p00: SIMD4<UInt32>, _ p10: SIMD4<UInt32>, _ p01: SIMD4<UInt32>, _ p11: SIMD4<UInt32>,
        wx: SIMD4<UInt32>, wy: SIMD4<UInt32>
    ) -> SIMD4<UInt32> {
        PackedLanes.fourPixels(p00, p10, p01, p11, wx: wx, wy: wy) { t in
            let top = t.p00 &* t.left &+ t.p10 &* t.right
            let bottom = t.p01 &* t.left &+ t.p11 &* t.right
            let high = (top &>> 8) &* t.up &+ (bottom &>> 8) &* t.down
            let low = (top & 0xFF) &* t.up &+ (bottom & 0xFF) &* t.down
            return (high &+ (low &>> 8) &+ 128) &>> 8
        }
    }

    /// Lane by lane, from a concrete type: the generic SIMD conversion from floating point goes
    /// through `_convert(from:)` per lane (it made frame-tilt-card 4x slower, not faster).
    @inline(__always)
    static func truncated(_ f: SIMD4<Double>) -> SIMD4<Int32> {
        SIMD4(Int32(f[0]), Int32(f[1]), Int32(f[2]), Int32(f[3]))
    }
}
