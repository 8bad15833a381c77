#if arch(x86_64)
    /// The forward recursions of both sections along two lines at once (one pixel of each in a
    /// SIMD8): taps n >= 0.
    struct Forward8 {
        var x1, p1, p2, q1, q2: SIMD8<Float>

        /// The state after an endless run of `edge` before the lines: the clamped edge.
        @inline(__always)
        init(edge: SIMD8<Float>, _ k: Lanes8) {
            x1 = edge
            p1 = edge * k.forwardGain
            p2 = p1
            q1 = edge * k.sForwardGain
            q2 = q1
        }

        /// One tap. Fused multiply-adds, the term on the previous output last: it is the only one
        /// on the critical path, so a step waits for one FMA (4 cycles) and not a multiply and an add.
        @inline(__always)
        mutating func step(_ x: SIMD8<Float>, _ k: Lanes8) -> SIMD8<Float> {
            let p = (k.b0 * x).addingProduct(k.b1, x1).addingProduct(k.na2, p2).addingProduct(k.na1, p1)
            let q = (k.sb0 * x).addingProduct(k.sb1, x1).addingProduct(k.sna2, q2).addingProduct(k.sna1, q1)
            x1 = x
            p2 = p1
            p1 = p
            q2 = q1
            q1 = q
            return p + q
        }
    }
#endif
