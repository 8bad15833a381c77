import Geometry

extension Surface {
    /// Mixes two surfaces pixel by pixel into row `y` of this one, columns `x..<x + count`:
    /// each channel round((sharp x (255 - w) + blurred x w) / 255), so weight 0 gives `sharp`
    /// and 255 `blurred` exactly (and colour never exceeds alpha). Then black at opacity
    /// `darken` x w / 255 goes over each pixel (a veil over the blurred part; 0: none).
    /// The sources are read at row `sourceY`, from column `sourceX` on; all premultiplied BGRA.
    /// The caller keeps every index inside the surfaces.
    public func mixRun(
        y: Int, x: Int, count: Int, sharp: Surface, blurred: Surface, sourceX: Int, sourceY: Int,
        weights: UnsafePointer<UInt8>, darken: UInt8 = 0
    ) {
        let d = row(y) + x
        let s = sharp.row(sourceY) + sourceX, b = blurred.row(sourceY) + sourceX
        var i = 0
        // Four pixels at a time in 16-bit lanes (SSE2's pmullw): 3x the speed of the scalar loop
        // on focus-reblend. The scalar tail computes the same formula.
        while i + 4 <= count {
            let w = UnsafeRawPointer(weights + i).loadUnaligned(as: SIMD4<UInt8>.self)
            let sv = UnsafeRawPointer(s + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let out: SIMD16<UInt8>
            if w == SIMD4(repeating: 0) {
                out = sv
            } else {
                let bv = UnsafeRawPointer(b + i).loadUnaligned(as: SIMD16<UInt8>.self)
                let w16 = SIMD16<UInt16>(truncatingIfNeeded: SIMD16<UInt8>(
                    w[0], w[0], w[0], w[0], w[1], w[1], w[1], w[1], w[2], w[2], w[2], w[2], w[3], w[3], w[3], w[3]))
                var t = SIMD16<UInt16>(truncatingIfNeeded: sv) &* (255 &- w16)
                    &+ SIMD16<UInt16>(truncatingIfNeeded: bv) &* w16
                t = Surface.divide255(t)
                if darken != 0 {
                    let k = Surface.divide255(w16 &* UInt16(darken))
                    t = Surface.divide255(t &* (255 &- k)) &+ (k & Surface.alphaLanes)
                }
                out = SIMD16<UInt8>(truncatingIfNeeded: t)
            }
            UnsafeMutableRawPointer(d + i).storeBytes(of: out, as: SIMD16<UInt8>.self)
            i += 4
        }
        while i < count {
            let w = UInt32(weights[i])
            var p = Surface.mix(s[i], b[i], w)
            if darken != 0 {
                let k = Pixel.mul255(UInt32(darken), w)
                p = Pixel.scale(p, by: 255 &- k) &+ (k << 24)
            }
            d[i] = p
            i += 1
        }
    }

    /// round(t / 255) in every lane, exact for t up to 65025 (Blinn's trick).
    @inline(__always)
    static func divide255(_ t: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let u = t &+ 128
        return (u &+ (u &>> 8)) &>> 8
    }

    static let alphaLanes = SIMD16<UInt16>(0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF)

    /// One pixel of `mixRun`'s mix: per channel round((a x (255 - w) + b x w) / 255).
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let t = ((a >> shift) & 0xFF) &* (255 &- w) &+ ((b >> shift) & 0xFF) &* w &+ 128
            out |= ((t &+ (t >> 8)) >> 8) << shift
        }
        return out
    }

    /// Copies a run of `source` (row `sourceY`, from column `sourceX`) into row `y` from column
    /// `x`, with black at opacity `veil` / 255 over it (0: a plain copy).
    public func copyRun(y: Int, x: Int, count: Int, from source: Surface, sourceX: Int, sourceY: Int, veil: UInt8) {
        let d = row(y) + x, s = source.row(sourceY) + sourceX
        if veil == 0 {
            d.update(from: s, count: count)
            return
        }
        let keep = 255 - UInt32(veil), black = UInt32(veil) << 24
        for i in 0..<count { d[i] = Pixel.scale(s[i], by: keep) &+ black }
    }
}
