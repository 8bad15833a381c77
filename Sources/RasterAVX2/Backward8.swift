#if arch(x86_64)
    /// The backward recursions of both sections along two lines at once: taps n >= 1.
    struct Backward8 {
        var x1, x2, p1, p2, q1, q2: SIMD8<Float>

        /// The state after an endless run of `edge` beyond the lines: the clamped edge.
        @inline(__always)
        init(edge: SIMD8<Float>, _ k: Lanes8) {
            x1 = edge
            x2 = edge
            p1 = edge * k.backwardGain
            p2 = p1
            q1 = edge * k.sBackwardGain
            q2 = q1
        }

        @inline(__always)
        mutating func step(_ x: SIMD8<Float>, _ k: Lanes8) -> SIMD8<Float> {
            let p = (k.c1 * x1).addingProduct(k.c2, x2).addingProduct(k.na2, p2).addingProduct(k.na1, p1)
            let q = (k.sc1 * x1).addingProduct(k.sc2, x2).addingProduct(k.sna2, q2).addingProduct(k.sna1, q1)
            x2 = x1
            x1 = x
            p2 = p1
            p1 = p
            q2 = q1
            q1 = q
            return p + q
        }
    }
#endif
