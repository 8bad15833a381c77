import Geometry

#if arch(x86_64)
    internal import CRasterAVX2
#endif

extension Surface {
    /// The loops that can run a row of a composite or an axis-aligned bilinear draw: Raster's
    /// Swift ones (four pixels a step), and on a CPU with AVX2 CRasterAVX2's (eight), which give
    /// the same bits (tests compare them).
    package enum RowLoop: Sendable {
        case swift, avx2

        /// AVX2 where the CPU has it, unless VITRINE_CPU=baseline (see `CPU`).
        package static let chosen: RowLoop = CPU.hasAVX2AndFMA && CPU.extensionsAllowed ? .avx2 : .swift

        /// The loops this CPU can run.
        package static var supported: [RowLoop] { CPU.hasAVX2AndFMA ? [.swift, .avx2] : [.swift] }
    }

    /// Draws `source` with its top-left at (x, y) over this surface (premultiplied source-over,
    /// exact to the last bit), clipped to the surface and to `clip`. With `opacity` below 255
    /// the source is first scaled by opacity / 255.
    public func composite(_ source: Surface, atX x: Int, y: Int, clip: PixelRect? = nil, opacity: UInt8 = 255) {
        composite(source, sourceRect: source.bounds, atX: x, y: y, clip: clip, opacity: opacity)
    }

    /// As `composite(_:atX:y:clip:opacity:)`, for the part `sourceRect` of the source.
    public func composite(
        _ source: Surface, sourceRect: PixelRect, atX x: Int, y: Int, clip: PixelRect? = nil, opacity: UInt8 = 255
    ) {
        composite(source, sourceRect: sourceRect, atX: x, y: y, clip: clip, opacity: opacity, loop: .chosen)
    }

    /// As `composite(_:sourceRect:atX:y:clip:opacity:)`, with the given loop.
    package func composite(
        _ source: Surface, sourceRect: PixelRect, atX x: Int, y: Int, clip: PixelRect?, opacity: UInt8,
        loop: RowLoop
    ) {
        guard opacity > 0,
            let span = clippedSpan(source: source, sourceRect: sourceRect, x: x, y: y, clip: clip)
        else { return }
        for i in 0..<span.dest.height {
            let s = source.row(span.src.y + i) + span.src.x
            let d = row(span.dest.y + i) + span.dest.x
            Surface.compositeRow(s, beneath: d, into: d, span.dest.width, opacity: opacity, loop: loop)
        }
    }

    /// `count` pixels of `s` drawn over `beneath` at `opacity` into `d` (which may be `beneath`).
    @inline(__always)
    static func compositeRow(
        _ s: UnsafeMutablePointer<UInt32>, beneath: UnsafeMutablePointer<UInt32>, into d: UnsafeMutablePointer<UInt32>,
        _ count: Int, opacity: UInt8, loop: RowLoop
    ) {
        #if arch(x86_64)
            if loop == .avx2 {
                if opacity == 255 && beneath == d {
                    vitrine_composite_row_avx2(s, d, count)
                } else {
                    vitrine_composite_row_scaled_avx2(s, beneath, d, count, opacity)
                }
                return
            }
        #endif
        if beneath != d { d.update(from: beneath, count: count) }
        if opacity == 255 {
            compositeRow(s, d, count)
        } else {
            compositeRow(s, d, count, opacity: UInt32(opacity))
        }
    }

    /// Source-over of one row with the source scaled by `o` / 255 first, four pixels at a time
    /// (see `over4`), the same to the bit as `Pixel.over(Pixel.scale(s, by: o), d)`, which does
    /// the tail. The tilt card's glare goes through here every frame on a CPU without AVX2.
    @inline(__always)
    static func compositeRow(
        _ s: UnsafeMutablePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int,
        opacity o: UInt32
    ) {
        var k = 0
        while k + 4 <= n {
            let p = UnsafeRawPointer(s + k).loadUnaligned(as: SIMD4<UInt32>.self)
            if p != SIMD4(repeating: 0) {
                let q = UnsafeRawPointer(d + k).loadUnaligned(as: SIMD4<UInt32>.self)
                UnsafeMutableRawPointer(d + k).storeBytes(
                    of: over4(scale4(p, by: UInt16(o)), q),
                    as: SIMD4<UInt32>.self)
            }
            k += 4
        }
        while k < n {
            d[k] = Pixel.over(Pixel.scale(s[k], by: o), d[k])
            k += 1
        }
    }

    /// `Pixel.scale` of four pixels: blue and red, then green and alpha, in 16-bit lanes.
    @inline(__always)
    static func scale4(_ p: SIMD4<UInt32>, by f: UInt16) -> SIMD4<UInt32> {
        @inline(__always) func half(_ shift: UInt32) -> SIMD4<UInt32> {
            var t = unsafeBitCast((p &>> shift) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f &+ 128
            t = (t &+ (t &>> 8)) &>> 8
            return unsafeBitCast(t, to: SIMD4<UInt32>.self) &<< shift
        }
        return half(0) | half(8)
    }

    /// `Pixel.over` of four pixels: src + dst x (255 - src alpha) / 255 with Blinn's rounding,
    /// which also gives src where it is opaque and dst where it is zero, as `over` does.
    @inline(__always)
    static func over4(_ src: SIMD4<UInt32>, _ dst: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let inverse = 255 &- (src &>> 24)
        let f = unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self)
        @inline(__always) func half(_ shift: UInt32) -> SIMD4<UInt32> {
            var t = unsafeBitCast((dst &>> shift) & 0x00FF_00FF, to: SIMD8<UInt16>.self) &* f &+ 128
            t = (t &+ (t &>> 8)) &>> 8
            return unsafeBitCast(t, to: SIMD4<UInt32>.self) &<< shift
        }
        return src &+ (half(0) | half(8))
    }

    /// Source-over of one row. Runs of opaque or transparent pixels, the common case in photos
    /// and sprites, skip the arithmetic; four translucent pixels (a blurred shadow) go through
    /// `over4` together.
    @inline(__always)
    static func compositeRow(_ s: UnsafeMutablePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, _ n: Int) {
        var k = 0
        while k + 4 <= n {
            let p = UnsafeRawPointer(s + k).loadUnaligned(as: SIMD4<UInt32>.self)
            if all(p .>= 0xFF00_0000) {
                UnsafeMutableRawPointer(d + k).storeBytes(of: p, as: SIMD4<UInt32>.self)
            } else if p != SIMD4(repeating: 0) {
                let q = UnsafeRawPointer(d + k).loadUnaligned(as: SIMD4<UInt32>.self)
                UnsafeMutableRawPointer(d + k).storeBytes(of: over4(p, q), as: SIMD4<UInt32>.self)
            }
            k += 4
        }
        while k < n {
            let p = s[k]
            let a = p >> 24
            if a == 255 {
                d[k] = p
            } else if p != 0 {
                d[k] = p &+ Pixel.scale(d[k], by: 255 - a)
            }
            k += 1
        }
    }
}
