#if arch(x86_64)
    /// The coefficients of both sections splatted across two pixels (B, G, R, A twice): what
    /// each step of `Forward8` and `Backward8` multiplies by. Read from the 16 floats of
    /// `RecursiveBlurAVX2`'s `coefficients`.
    struct Lanes8 {
        var b0, b1, c1, c2, na1, na2, forwardGain, backwardGain: SIMD8<Float>
        var sb0, sb1, sc1, sc2, sna1, sna2, sForwardGain, sBackwardGain: SIMD8<Float>

        @inline(__always)
        init(_ c: UnsafePointer<Float>) {
            func at(_ i: Int) -> SIMD8<Float> { SIMD8<Float>(repeating: c[i]) }
            (b0, b1, c1, c2, na1, na2, forwardGain, backwardGain) = (at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7))
            (sb0, sb1, sc1, sc2, sna1, sna2) = (at(8), at(9), at(10), at(11), at(12), at(13))
            (sForwardGain, sBackwardGain) = (at(14), at(15))
        }
    }
#endif
