extension GaussianBlur {
    /// The coefficients splatted across the four channels (B, G, R, A) of a pixel, feedback
    /// negated so every term is an add.
    struct Lanes {
        struct Section {
            var b0, b1, c1, c2, na1, na2, forwardGain, backwardGain: SIMD4<Float>

            init(_ s: Coefficients.Section) {
                (b0, b1) = (.init(repeating: s.b0), .init(repeating: s.b1))
                (c1, c2) = (.init(repeating: s.c1), .init(repeating: s.c2))
                (na1, na2) = (.init(repeating: -s.a1), .init(repeating: -s.a2))
                (forwardGain, backwardGain) = (.init(repeating: s.forwardGain), .init(repeating: s.backwardGain))
            }
        }

        var first: Section
        var second: Section

        init(_ c: Coefficients) {
            first = Section(c.first)
            second = Section(c.second)
        }
    }

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

    /// A premultiplied BGRA8 pixel as four floats, plus `floor`.
    @inline(__always)
    static func load(_ p: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))) + floor
    }

    /// Added to every input: the recursions then settle on it instead of decaying towards 0
    /// through subnormal numbers, each operation on which costs x86 a microcode assist (black
    /// areas made sigma 1 blur 17% slower). 2^-16 of a unit changes no rounded result that
    /// matters; the filter's gain is 1, so it comes out as the same offset.
    static let floor = SIMD4<Float>(repeating: 1.0 / 65536)

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

    /// Pass 1: filters rows `rows` of `source` along x and writes them transposed, pixel (x, y)
    /// at `columns[x * source.height + y]`, so pass 2 reads each column as a contiguous line.
    /// Four rows at a time: their recursions are independent, which hides the latency of each.
    static func filterRows(
        _ k: Lanes, _ source: Surface, _ rows: Range<Int>, into columns: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let width = source.width, height = source.height
        var y = rows.lowerBound
        while y &+ 4 <= rows.upperBound {
            let r0 = source.row(y), r1 = source.row(y &+ 1), r2 = source.row(y &+ 2), r3 = source.row(y &+ 3)
            var f0 = Forward(edge: load(r0[0]), k), f1 = Forward(edge: load(r1[0]), k)
            var f2 = Forward(edge: load(r2[0]), k), f3 = Forward(edge: load(r3[0]), k)
            var out = columns + y
            for x in 0..<width {
                out[0] = f0.step(load(r0[x]), k)
                out[1] = f1.step(load(r1[x]), k)
                out[2] = f2.step(load(r2[x]), k)
                out[3] = f3.step(load(r3[x]), k)
                out += height
            }
            let last = width &- 1
            var b0 = Backward(edge: load(r0[last]), k), b1 = Backward(edge: load(r1[last]), k)
            var b2 = Backward(edge: load(r2[last]), k), b3 = Backward(edge: load(r3[last]), k)
            var x = last
            while x >= 0 {
                out -= height
                out[0] += b0.step(load(r0[x]), k)
                out[1] += b1.step(load(r1[x]), k)
                out[2] += b2.step(load(r2[x]), k)
                out[3] += b3.step(load(r3[x]), k)
                x &-= 1
            }
            y &+= 4
        }
        while y < rows.upperBound {
            let r = source.row(y)
            var f = Forward(edge: load(r[0]), k)
            for x in 0..<width { columns[x &* height &+ y] = f.step(load(r[x]), k) }
            var b = Backward(edge: load(r[width &- 1]), k)
            for x in (0..<width).reversed() { columns[x &* height &+ y] += b.step(load(r[x]), k) }
            y &+= 1
        }
    }

    /// Pass 2: filters the columns `range` (lines of `columns`, each `height` long) along y and
    /// writes them into `destination`. Four columns at a time; `scratch` holds 4 * height
    /// pixels of the forward result.
    static func filterColumns(
        _ k: Lanes, _ columns: UnsafePointer<SIMD4<Float>>, _ range: Range<Int>, into destination: Surface,
        scratch: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let height = destination.height
        var x = range.lowerBound
        while x &+ 4 <= range.upperBound {
            let l0 = columns + x &* height, l1 = l0 + height, l2 = l1 + height, l3 = l2 + height
            var f0 = Forward(edge: l0[0], k), f1 = Forward(edge: l1[0], k)
            var f2 = Forward(edge: l2[0], k), f3 = Forward(edge: l3[0], k)
            var t = scratch
            for y in 0..<height {
                t[0] = f0.step(l0[y], k)
                t[1] = f1.step(l1[y], k)
                t[2] = f2.step(l2[y], k)
                t[3] = f3.step(l3[y], k)
                t += 4
            }
            let last = height &- 1
            var b0 = Backward(edge: l0[last], k), b1 = Backward(edge: l1[last], k)
            var b2 = Backward(edge: l2[last], k), b3 = Backward(edge: l3[last], k)
            var y = last
            while y >= 0 {
                t -= 4
                let out = destination.row(y) + x
                out[0] = pack(t[0] + b0.step(l0[y], k))
                out[1] = pack(t[1] + b1.step(l1[y], k))
                out[2] = pack(t[2] + b2.step(l2[y], k))
                out[3] = pack(t[3] + b3.step(l3[y], k))
                y &-= 1
            }
            x &+= 4
        }
        while x < range.upperBound {
            let line = columns + x &* height
            var f = Forward(edge: line[0], k)
            for y in 0..<height { scratch[y] = f.step(line[y], k) }
            var b = Backward(edge: line[height &- 1], k)
            for y in (0..<height).reversed() { destination.row(y)[x] = pack(scratch[y] + b.step(line[y], k)) }
            x &+= 1
        }
    }
}
