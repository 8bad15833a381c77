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
