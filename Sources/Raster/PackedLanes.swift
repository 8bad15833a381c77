/// A pixel's four channels spread over 16-bit lanes of a UInt64 (0x00AA_00RR_00GG_00BB), so
/// one multiply weights all four and sums of up to 256 weighted bytes never spill into the
/// next lane. Used by the mip levels' box means and the bilinear sampler.
enum PackedLanes {
    static let lowBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    static let half: UInt64 = 0x0080_0080_0080_0080

    @inline(__always)
    static func spread(_ p: UInt32) -> UInt64 {
        let q = UInt64(p)
        return (q & 0xFF) | (q & 0xFF00) << 8 | (q & 0xFF_0000) << 16 | (q & 0xFF00_0000) << 24
    }

    /// The inverse of `spread` for lanes that hold bytes.
    @inline(__always)
    static func pack(_ v: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (v & 0xFF) | (v >> 8) & 0xFF00 | (v >> 16) & 0xFF_0000 | (v >> 24) & 0xFF00_0000)
    }

    /// p (256 - w) + q w over 256, rounded, per lane; w in 0...256. A lane peaks at
    /// 255 * 256 + 128, below 2^16. Rounding stays monotone, so a premultiplied pair mixes to a
    /// premultiplied pixel.
    @inline(__always)
    static func mix(_ p: UInt64, _ q: UInt64, _ w: UInt64) -> UInt64 {
        ((p &* (256 - w) &+ q &* w &+ half) >> 8) & lowBytes
    }

    /// The taps and weights of four bilinear samples in 16-bit lanes: each pixel's channels
    /// 0 and 2 (blue, red), or 1 and 3 (green, alpha), one lane each.
    struct Taps {
        let p00, p10, p01, p11: SIMD8<UInt16>
        /// Weights: right = wx, left = 256 - wx, down = wy, up = 256 - wy.
        let left, right, up, down: SIMD8<UInt16>
    }

    /// Four pixels' bilinear mix, `mix` run on blue and red then on green and alpha and the
    /// two joined. Weights wx, wy (0...255) come repeated into both 16-bit halves of each
    /// pixel's lane; `mix` must return bytes in its lanes.
    @inline(__always)
    static func fourPixels(
        _ p00: SIMD4<UInt32>, _ p10: SIMD4<UInt32>, _ p01: SIMD4<UInt32>, _ p11: SIMD4<UInt32>,
        wx: SIMD4<UInt32>, wy: SIMD4<UInt32>, _ mix: (Taps) -> SIMD8<UInt16>
    ) -> SIMD4<UInt32> {
        let right = unsafeBitCast(wx, to: SIMD8<UInt16>.self), down = unsafeBitCast(wy, to: SIMD8<UInt16>.self)
        @inline(__always) func pass(_ shift: UInt32) -> SIMD4<UInt32> {
            @inline(__always) func lanes(_ p: SIMD4<UInt32>) -> SIMD8<UInt16> {
                unsafeBitCast((p &>> shift) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
            }
            let taps = Taps(
                p00: lanes(p00), p10: lanes(p10), p01: lanes(p01), p11: lanes(p11),
                left: 256 &- right, right: right, up: 256 &- down, down: down)
            return unsafeBitCast(mix(taps), to: SIMD4<UInt32>.self) &<< shift
        }
        return pass(0) | pass(8)
    }

    /// `Surface.bilinearPacked`'s mix for four pixels at once, to the same bit: per channel the
    /// same two `mix` roundings, horizontal then vertical; a lane peaks at 255 * 256 + 128, so
    /// 16 bits hold it.
    @inline(__always)
    static func bilinear(
        _ p00: SIMD4<UInt32>, _ p10: SIMD4<UInt32>, _ p01: SIMD4<UInt32>, _ p11: SIMD4<UInt32>,
        wx: SIMD4<UInt32>, wy: SIMD4<UInt32>
    ) -> SIMD4<UInt32> {
        fourPixels(p00, p10, p01, p11, wx: wx, wy: wy) { t in
            let top = (t.p00 &* t.left &+ t.p10 &* t.right &+ 128) &>> 8
            let bottom = (t.p01 &* t.left &+ t.p11 &* t.right &+ 128) &>> 8
            return (top &* t.up &+ bottom &* t.down &+ 128) &>> 8
        }
    }
}

extension Surface {
    /// Bilinear mix at 16.16 fixed-point (fx, fy), integers at pixel centres, which the caller
    /// has clamped to 0...(side - 1) << 16 (edge pixels repeat). Positions round to 1/256 px
    /// and the horizontal pass rounds before the vertical one, so a channel can be off exact
    /// bilinear by a rounding more than `bilinearSample` (not yet measured by a test). Four equal taps, the common case inside a flat area or a
    /// transparent corner, return unmixed.
    @inline(__always)
    func bilinearPacked(_ fx: Int, _ fy: Int) -> UInt32 {
        let rx = (fx &+ 128) >> 8, ry = (fy &+ 128) >> 8
        let x0 = rx >> 8, y0 = ry >> 8
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let r0 = row(y0), r1 = row(y1)
        let p00 = r0[x0], p10 = r0[x1], p01 = r1[x0], p11 = r1[x1]
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        let wx = UInt64(rx & 0xFF), wy = UInt64(ry & 0xFF)
        let top = PackedLanes.mix(PackedLanes.spread(p00), PackedLanes.spread(p10), wx)
        let bottom = PackedLanes.mix(PackedLanes.spread(p01), PackedLanes.spread(p11), wx)
        return PackedLanes.pack(PackedLanes.mix(top, bottom, wy))
    }
}

extension PackedLanes {
    /// `mix` of four pixel pairs, the weight (0...255) repeated in both 16-bit halves of each
    /// pixel's lane: p (256 - w) + q w over 256, rounded, per channel.
    @inline(__always)
    static func mix(_ p: SIMD4<UInt32>, _ q: SIMD4<UInt32>, w: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let right = unsafeBitCast(w, to: SIMD8<UInt16>.self), left = 256 &- right
        @inline(__always) func pass(_ shift: UInt32) -> SIMD4<UInt32> {
            @inline(__always) func lanes(_ p: SIMD4<UInt32>) -> SIMD8<UInt16> {
                unsafeBitCast((p &>> shift) & 0x00FF_00FF, to: SIMD8<UInt16>.self)
            }
            let mixed = (lanes(p) &* left &+ lanes(q) &* right &+ 128) &>> 8
            return unsafeBitCast(mixed, to: SIMD4<UInt32>.self) &<< shift
        }
        return pass(0) | pass(8)
    }

    /// `Surface.bilinearPacked`'s mix of its four taps by 8-bit weights `wx`, `wy` (0...255):
    /// horizontal then vertical, each rounded. bilinearPacked writes it out itself: calling
    /// this from there measured sprites-small 1.33 -> 1.48 ms (median of 6 runs).
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: UInt64, wy: UInt64) -> UInt32 {
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        let top = mix(spread(p00), spread(p10), wx)
        let bottom = mix(spread(p01), spread(p11), wx)
        return pack(mix(top, bottom, wy))
    }
}
