extension GaussianBlur {
    /// The coefficients splatted across the four channels (B, G, R, A) of a pixel, feedback
    /// negated so every term is an add, the numerators (and so the output) scaled by `gain`.
    struct Lanes {
        struct Section {
            var b0, b1, c1, c2, na1, na2, forwardGain, backwardGain: SIMD4<Float>

            init(_ s: Coefficients.Section, gain: Float) {
                (b0, b1) = (.init(repeating: s.b0 * gain), .init(repeating: s.b1 * gain))
                (c1, c2) = (.init(repeating: s.c1 * gain), .init(repeating: s.c2 * gain))
                (na1, na2) = (.init(repeating: -s.a1), .init(repeating: -s.a2))
                forwardGain = .init(repeating: s.forwardGain * gain)
                backwardGain = .init(repeating: s.backwardGain * gain)
            }
        }

        var first: Section
        var second: Section
        /// The same, one float each, in CRasterAVX2's order: b0, b1, c1, c2, na1, na2,
        /// forwardGain, backwardGain of the first section, then of the second.
        var plain: SIMD16<Float>

        init(_ c: Coefficients, gain: Float) {
            first = Section(c.first, gain: gain)
            second = Section(c.second, gain: gain)
            func flat(_ s: Section) -> SIMD8<Float> {
                SIMD8(s.b0[0], s.b1[0], s.c1[0], s.c2[0], s.na1[0], s.na2[0], s.forwardGain[0], s.backwardGain[0])
            }
            plain = SIMD16(lowHalf: flat(first), highHalf: flat(second))
        }
    }

    /// The intermediate holds 128 x each channel, rounded, as Int16: 1/256 of a unit of error,
    /// half the memory of Float (8 bytes a pixel, 16 MB for a 1920 x 1080 frame) at the same
    /// speed (16.3 against 16.2 ms for blur-8 with these SIMD4 loops, within the noise).
    /// Pass 1 scales its output by it and pass 2 its input back (both exact: powers of 2), and
    /// 255 x 128 plus the fit's overshoot stays well inside Int16.
    static let intermediateScale: Float = 128

    /// The forward recursions of both sections along one line: taps n >= 0.
    struct Forward {
        var x1: SIMD4<Float>, p1: SIMD4<Float>, p2: SIMD4<Float>, q1: SIMD4<Float>, q2: SIMD4<Float>

        /// The state after an endless run of `edge` before the line: the clamped edge.
        @inline(__always)
        init(edge: SIMD4<Float>, _ k: Lanes) {
            x1 = edge
            p1 = edge * k.first.forwardGain
            p2 = p1
            q1 = edge * k.second.forwardGain
            q2 = q1
        }

        @inline(__always)
        mutating func step(_ x: SIMD4<Float>, _ k: Lanes) -> SIMD4<Float> {
            // The term on the previous output goes last: it is the only one on the critical path.
            let p = k.first.b0 * x + k.first.b1 * x1 + k.first.na2 * p2 + k.first.na1 * p1
            let q = k.second.b0 * x + k.second.b1 * x1 + k.second.na2 * q2 + k.second.na1 * q1
            x1 = x
            p2 = p1
            p1 = p
            q2 = q1
            q1 = q
            return p + q
        }
    }

    /// The backward recursions of both sections along one line: taps n >= 1.
    struct Backward {
        var x1: SIMD4<Float>, x2: SIMD4<Float>, p1: SIMD4<Float>, p2: SIMD4<Float>, q1: SIMD4<Float>, q2: SIMD4<Float>

        /// The state after an endless run of `edge` beyond the line: the clamped edge.
        @inline(__always)
        init(edge: SIMD4<Float>, _ k: Lanes) {
            x1 = edge
            x2 = edge
            p1 = edge * k.first.backwardGain
            p2 = p1
            q1 = edge * k.second.backwardGain
            q2 = q1
        }

        @inline(__always)
        mutating func step(_ x: SIMD4<Float>, _ k: Lanes) -> SIMD4<Float> {
            let p = k.first.c1 * x1 + k.first.c2 * x2 + k.first.na2 * p2 + k.first.na1 * p1
            let q = k.second.c1 * x1 + k.second.c2 * x2 + k.second.na2 * q2 + k.second.na1 * q1
            x2 = x1
            x1 = x
            p2 = p1
            p1 = p
            q2 = q1
            q1 = q
            return p + q
        }
    }

    /// A premultiplied BGRA8 pixel as four floats in units of 2^-16, plus 1: (channel << 16) | 1,
    /// exact in Float. The 1 is a floor: the recursions settle on it instead of decaying towards
    /// 0 through subnormal numbers, each operation on which costs x86 a microcode assist (black
    /// areas made sigma 1 blur 17% slower). An OR with the integer costs nothing, where adding a
    /// floor in Float cost 5%: the adds compete with the filter's for the FP adders. Pass 1's
    /// gain (see `apply`) takes the 2^16 back out.
    @inline(__always)
    static func load(_ p: UInt32) -> SIMD4<Float> {
        SIMD4<Float>((SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self)) &<< 16) | 1)
    }

    /// The units of `load`.
    static let loadScale: Float = 65536

    /// Four floats as a premultiplied BGRA8 pixel: rounded to nearest (even), clamped to 0...255
    /// and each colour to at most alpha. Written so it compiles to SSE2 without calls: the
    /// 1.5 * 2^23 bias leaves the rounded integer in the low mantissa bits.
    @inline(__always)
    static func pack(_ v: SIMD4<Float>) -> UInt32 {
        var c = v.replacing(with: 0, where: v .< 0)
        let top = SIMD4<Float>(repeating: 255)
        c = c.replacing(with: top, where: top .< c)
        let bits = unsafeBitCast(c + 12_582_912.0, to: SIMD4<UInt32>.self)
        let bytes = SIMD4<UInt8>(truncatingIfNeeded: bits)
        let alpha = unsafeBitCast((unsafeBitCast(bytes, to: UInt32.self) >> 24) &* 0x0101_0101, to: SIMD4<UInt8>.self)
        return unsafeBitCast(bytes.replacing(with: alpha, where: alpha .< bytes), to: UInt32.self)
    }

    /// Four floats, rounded to nearest, plus 1, as Int16 (the low half of the biased mantissa is
    /// the integer in two's complement, negative ones included). The 1 is pass 2's floor (see
    /// `load`), for free: 1/128 of a unit, which comes out of the blur as an offset of 0.008.
    @inline(__always)
    static func pack16(_ v: SIMD4<Float>) -> SIMD4<Int16> {
        SIMD4<Int16>(truncatingIfNeeded: unsafeBitCast(v + 12_582_913.0, to: SIMD4<Int32>.self))
    }

    /// An intermediate pixel as floats.
    @inline(__always)
    static func load16(_ v: SIMD4<Int16>) -> SIMD4<Float> { SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: v)) }

    /// Pass 1: filters rows `rows` of `source` along x and writes them transposed, pixel (x, y)
    /// at `columns[x * source.height + y]`, so pass 2 reads each column as a contiguous line.
    /// Four rows at a time: their recursions are independent, which hides the latency of each.
    /// `scratch` holds 4 * width pixels of the forward result.
    static func filterRows(
        _ k: Lanes, _ source: Surface, _ rows: Range<Int>, into columns: UnsafeMutablePointer<SIMD4<Int16>>,
        scratch: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let width = source.width, height = source.height
        var y = rows.lowerBound
        while y &+ 4 <= rows.upperBound {
            let r0 = source.row(y), r1 = source.row(y &+ 1), r2 = source.row(y &+ 2), r3 = source.row(y &+ 3)
            var f0 = Forward(edge: load(r0[0]), k), f1 = Forward(edge: load(r1[0]), k)
            var f2 = Forward(edge: load(r2[0]), k), f3 = Forward(edge: load(r3[0]), k)
            var t = scratch
            for x in 0..<width {
                t[0] = f0.step(load(r0[x]), k)
                t[1] = f1.step(load(r1[x]), k)
                t[2] = f2.step(load(r2[x]), k)
                t[3] = f3.step(load(r3[x]), k)
                t += 4
            }
            let last = width &- 1
            var b0 = Backward(edge: load(r0[last]), k), b1 = Backward(edge: load(r1[last]), k)
            var b2 = Backward(edge: load(r2[last]), k), b3 = Backward(edge: load(r3[last]), k)
            var out = columns + (last &* height &+ y)
            var x = last
            while x >= 0 {
                t -= 4
                out[0] = pack16(t[0] + b0.step(load(r0[x]), k))
                out[1] = pack16(t[1] + b1.step(load(r1[x]), k))
                out[2] = pack16(t[2] + b2.step(load(r2[x]), k))
                out[3] = pack16(t[3] + b3.step(load(r3[x]), k))
                out -= height
                x &-= 1
            }
            y &+= 4
        }
        while y < rows.upperBound {
            let r = source.row(y)
            var f = Forward(edge: load(r[0]), k)
            for x in 0..<width { scratch[x] = f.step(load(r[x]), k) }
            var b = Backward(edge: load(r[width &- 1]), k)
            for x in (0..<width).reversed() { columns[x &* height &+ y] = pack16(scratch[x] + b.step(load(r[x]), k)) }
            y &+= 1
        }
    }

    /// Pass 2: filters the columns `range` (lines of `columns`, each `height` long) along y and
    /// writes them into `destination`. Four columns at a time; `scratch` holds 4 * height
    /// pixels of the forward result.
    static func filterColumns(
        _ k: Lanes, _ columns: UnsafePointer<SIMD4<Int16>>, _ range: Range<Int>, into destination: Surface,
        scratch: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let height = destination.height
        var x = range.lowerBound
        while x &+ 4 <= range.upperBound {
            let l0 = columns + x &* height, l1 = l0 + height, l2 = l1 + height, l3 = l2 + height
            var f0 = Forward(edge: load16(l0[0]), k), f1 = Forward(edge: load16(l1[0]), k)
            var f2 = Forward(edge: load16(l2[0]), k), f3 = Forward(edge: load16(l3[0]), k)
            var t = scratch
            for y in 0..<height {
                t[0] = f0.step(load16(l0[y]), k)
                t[1] = f1.step(load16(l1[y]), k)
                t[2] = f2.step(load16(l2[y]), k)
                t[3] = f3.step(load16(l3[y]), k)
                t += 4
            }
            let last = height &- 1
            var b0 = Backward(edge: load16(l0[last]), k), b1 = Backward(edge: load16(l1[last]), k)
            var b2 = Backward(edge: load16(l2[last]), k), b3 = Backward(edge: load16(l3[last]), k)
            var y = last
            while y >= 0 {
                t -= 4
                let out = destination.row(y) + x
                out[0] = pack(t[0] + b0.step(load16(l0[y]), k))
                out[1] = pack(t[1] + b1.step(load16(l1[y]), k))
                out[2] = pack(t[2] + b2.step(load16(l2[y]), k))
                out[3] = pack(t[3] + b3.step(load16(l3[y]), k))
                y &-= 1
            }
            x &+= 4
        }
        while x < range.upperBound {
            let line = columns + x &* height
            var f = Forward(edge: load16(line[0]), k)
            for y in 0..<height { scratch[y] = f.step(load16(line[y]), k) }
            var b = Backward(edge: load16(line[height &- 1]), k)
            for y in (0..<height).reversed() {
                destination.row(y)[x] = pack(scratch[y] + b.step(load16(line[y]), k))
            }
            x &+= 1
        }
    }
}
