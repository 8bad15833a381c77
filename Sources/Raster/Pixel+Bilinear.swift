extension Pixel {
    /// The four taps mixed by 8-bit weights `wx`, `wy` (0...255, the second column's and row's
    /// share), rounded, per channel: the weights sum to 65536, so two channels in one 64-bit
    /// lane pair would overflow. Shared by the affine and perspective samplers.
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: UInt32, wy: UInt32) -> UInt32 {
        let w00 = (256 - wx) * (256 - wy), w10 = wx * (256 - wy), w01 = (256 - wx) * wy, w11 = wx * wy
        @inline(__always) func mix(_ shift: UInt32) -> UInt32 {
            let s =
                ((p00 >> shift) & 0xFF) * w00 + ((p10 >> shift) & 0xFF) * w10
                + ((p01 >> shift) & 0xFF) * w01 + ((p11 >> shift) & 0xFF) * w11
            return ((s + 32768) >> 16) << shift
        }
        return mix(0) | mix(8) | mix(16) | mix(24)
    }
}
