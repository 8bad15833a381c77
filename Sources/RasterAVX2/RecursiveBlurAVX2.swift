#if arch(x86_64)
    /// Raster's `GaussianBlur` passes (see GaussianBlur+Passes.swift for the filter and the
    /// layouts) for AVX2 + FMA: two lines in each SIMD8<Float>, eight lines at a time, fused
    /// multiply-adds. Call only when the CPU has both (see RasterAVX2.swift).
    ///
    /// `coefficients`: 16 floats, for each of the two second-order sections b0, b1, c1, c2, na1,
    /// na2, forwardGain, backwardGain (Raster's `GaussianBlur.Lanes`: feedback negated, the
    /// pass's gain applied). Pointers, not a struct: a public struct would bring value
    /// witnesses built with AVX2 under names other modules share (`__swift_memcpy32_4`).
    ///
    /// Pixels are premultiplied BGRA8 (0xAARRGGBB as little-endian UInt32), `stride` bytes a row.
    /// The intermediate holds pixel (x, y) at `columns[x * height + y]` as four Int16 (B, G, R,
    /// A), 128 x each channel: rows pass writes it, columns pass reads it.
    ///
    /// Against the baseline's SIMD4 loops (measured on the project's 2-core EPYC, 1920 x 1080,
    /// sigma 8): see `GaussianBlur`'s documentation for the figures.
    public enum RecursiveBlurAVX2 {
        /// Pass 1: filters rows `rows` (lower..<upper) of the `width` x `height` image at `source`
        /// along x and writes them transposed into `columns`. `scratch` holds 8 * width x 16 bytes, 64-byte aligned.
        @inline(never)
        public static func filterRows(
            _ coefficients: UnsafePointer<Float>, source: UnsafeRawPointer, stride: Int, width: Int,
            height: Int, rows lower: Int, _ upper: Int, into columns: UnsafeMutableRawPointer,
            scratch: UnsafeMutableRawPointer
        ) {
            let k = Lanes8(coefficients)
            var y = lower
            while y &+ 8 <= upper {
                rowsByEight(k, source, stride, width, height, y, columns, scratch)
                y &+= 8
            }
            while y < upper {
                rowsByTwo(k, source, stride, width, height, y, pair: y &+ 1 < upper, columns, scratch)
                y &+= 2
            }
        }

        /// Rows y..<y + 8: four independent pairs hide each step's latency, and each column of
        /// the intermediate gets a whole 64-byte line. Apart from `filterRows`, as each loop
        /// here: swiftc stops inlining (even `@inline(__always)`) into a function that has
        /// grown too large, and left `pack` a call.
        @inline(never)
        static func rowsByEight(
            _ k: Lanes8, _ source: UnsafeRawPointer, _ stride: Int, _ width: Int, _ height: Int, _ y: Int,
            _ columns: UnsafeMutableRawPointer, _ scratch: UnsafeMutableRawPointer
        ) {
            let t0 = scratch.assumingMemoryBound(to: SIMD8<Float>.self)
            func row(_ y: Int) -> UnsafePointer<UInt32> { (source + y &* stride).assumingMemoryBound(to: UInt32.self) }
            // Pixel (x, y) of the intermediate, in bytes.
            func at(_ x: Int, _ y: Int) -> Int { (x &* height &+ y) &* 8 }
            do {
                let r0 = row(y), r1 = row(y &+ 1), r2 = row(y &+ 2), r3 = row(y &+ 3)
                let r4 = row(y &+ 4), r5 = row(y &+ 5), r6 = row(y &+ 6), r7 = row(y &+ 7)
                var f0 = Forward8(edge: load(r0[0], r1[0]), k), f1 = Forward8(edge: load(r2[0], r3[0]), k)
                var f2 = Forward8(edge: load(r4[0], r5[0]), k), f3 = Forward8(edge: load(r6[0], r7[0]), k)
                var t = t0
                for x in 0..<width {
                    t[0] = f0.step(load(r0[x], r1[x]), k)
                    t[1] = f1.step(load(r2[x], r3[x]), k)
                    t[2] = f2.step(load(r4[x], r5[x]), k)
                    t[3] = f3.step(load(r6[x], r7[x]), k)
                    t += 4
                }
                let last = width &- 1
                var b0 = Backward8(edge: load(r0[last], r1[last]), k), b1 = Backward8(edge: load(r2[last], r3[last]), k)
                var b2 = Backward8(edge: load(r4[last], r5[last]), k), b3 = Backward8(edge: load(r6[last], r7[last]), k)
                var x = last
                while x >= 0 {
                    t -= 4
                    let out = columns + at(x, y)
                    out.storeBytes(of: pack16(t[0] + b0.step(load(r0[x], r1[x]), k)), as: SIMD8<Int16>.self)
                    out.storeBytes(of: pack16(t[1] + b1.step(load(r2[x], r3[x]), k)), toByteOffset: 16, as: SIMD8<Int16>.self)
                    out.storeBytes(of: pack16(t[2] + b2.step(load(r4[x], r5[x]), k)), toByteOffset: 32, as: SIMD8<Int16>.self)
                    out.storeBytes(of: pack16(t[3] + b3.step(load(r6[x], r7[x]), k)), toByteOffset: 48, as: SIMD8<Int16>.self)
                    x &-= 1
                }
            }
        }

        /// Rows y and y + 1, or y alone (as a pair with itself) unless `pair`.
        @inline(never)
        static func rowsByTwo(
            _ k: Lanes8, _ source: UnsafeRawPointer, _ stride: Int, _ width: Int, _ height: Int, _ y: Int,
            pair: Bool, _ columns: UnsafeMutableRawPointer, _ scratch: UnsafeMutableRawPointer
        ) {
            let t0 = scratch.assumingMemoryBound(to: SIMD8<Float>.self)
            func row(_ y: Int) -> UnsafePointer<UInt32> { (source + y &* stride).assumingMemoryBound(to: UInt32.self) }
            func at(_ x: Int, _ y: Int) -> Int { (x &* height &+ y) &* 8 }
            do {
                let ra = row(y), rb = row(pair ? y &+ 1 : y)
                var f = Forward8(edge: load(ra[0], rb[0]), k)
                for x in 0..<width { t0[x] = f.step(load(ra[x], rb[x]), k) }
                var b = Backward8(edge: load(ra[width &- 1], rb[width &- 1]), k)
                var x = width &- 1
                while x >= 0 {
                    let v = pack16(t0[x] + b.step(load(ra[x], rb[x]), k))
                    if pair {
                        (columns + at(x, y)).storeBytes(of: v, as: SIMD8<Int16>.self)
                    } else {
                        (columns + at(x, y)).storeBytes(of: v.lowHalf, as: SIMD4<Int16>.self)
                    }
                    x &-= 1
                }
            }
        }

        /// Pass 2: filters columns `lower..<upper` of the intermediate along y and writes them
        /// into the `height` rows of `destination`. `scratch` as for `filterRows`, 8 * height.
        @inline(never)
        public static func filterColumns(
            _ coefficients: UnsafePointer<Float>, columns: UnsafeRawPointer, height: Int,
            range lower: Int, _ upper: Int, into destination: UnsafeMutableRawPointer, stride: Int,
            scratch: UnsafeMutableRawPointer
        ) {
            let k = Lanes8(coefficients)
            var x = lower
            while x &+ 8 <= upper {
                columnsByEight(k, columns, height, x, destination, stride, scratch)
                x &+= 8
            }
            while x < upper {
                columnsByTwo(k, columns, height, x, pair: x &+ 1 < upper, destination, stride, scratch)
                x &+= 2
            }
        }

        /// Columns x..<x + 8: four independent pairs, and 32 bytes of a destination row a step.
        @inline(never)
        static func columnsByEight(
            _ k: Lanes8, _ columns: UnsafeRawPointer, _ height: Int, _ x: Int, _ destination: UnsafeMutableRawPointer,
            _ stride: Int, _ scratch: UnsafeMutableRawPointer
        ) {
            let t0 = scratch.assumingMemoryBound(to: SIMD8<Float>.self)
            func line(_ x: Int) -> UnsafePointer<SIMD4<Int16>> {
                (columns + x &* height &* 8).assumingMemoryBound(to: SIMD4<Int16>.self)
            }
            do {
                let l0 = line(x), l1 = line(x &+ 1), l2 = line(x &+ 2), l3 = line(x &+ 3)
                let l4 = line(x &+ 4), l5 = line(x &+ 5), l6 = line(x &+ 6), l7 = line(x &+ 7)
                var f0 = Forward8(edge: load16(l0[0], l1[0]), k), f1 = Forward8(edge: load16(l2[0], l3[0]), k)
                var f2 = Forward8(edge: load16(l4[0], l5[0]), k), f3 = Forward8(edge: load16(l6[0], l7[0]), k)
                var t = t0
                for y in 0..<height {
                    t[0] = f0.step(load16(l0[y], l1[y]), k)
                    t[1] = f1.step(load16(l2[y], l3[y]), k)
                    t[2] = f2.step(load16(l4[y], l5[y]), k)
                    t[3] = f3.step(load16(l6[y], l7[y]), k)
                    t += 4
                }
                let last = height &- 1
                var b0 = Backward8(edge: load16(l0[last], l1[last]), k)
                var b1 = Backward8(edge: load16(l2[last], l3[last]), k)
                var b2 = Backward8(edge: load16(l4[last], l5[last]), k)
                var b3 = Backward8(edge: load16(l6[last], l7[last]), k)
                var y = last
                while y >= 0 {
                    t -= 4
                    let out = destination + (y &* stride &+ x &* 4)
                    t[0] += b0.step(load16(l0[y], l1[y]), k)
                    t[1] += b1.step(load16(l2[y], l3[y]), k)
                    t[2] += b2.step(load16(l4[y], l5[y]), k)
                    t[3] += b3.step(load16(l6[y], l7[y]), k)
                    // One call site in a loop: written out four times, swiftc inlined one.
                    for j in 0..<4 { out.storeBytes(of: pack(t[j]), toByteOffset: j &* 8, as: UInt64.self) }
                    y &-= 1
                }
            }
        }

        /// Columns x and x + 1, or x alone (as a pair with itself) unless `pair`.
        @inline(never)
        static func columnsByTwo(
            _ k: Lanes8, _ columns: UnsafeRawPointer, _ height: Int, _ x: Int, pair: Bool,
            _ destination: UnsafeMutableRawPointer, _ stride: Int, _ scratch: UnsafeMutableRawPointer
        ) {
            let t0 = scratch.assumingMemoryBound(to: SIMD8<Float>.self)
            func line(_ x: Int) -> UnsafePointer<SIMD4<Int16>> {
                (columns + x &* height &* 8).assumingMemoryBound(to: SIMD4<Int16>.self)
            }
            do {
                let la = line(x), lb = line(pair ? x &+ 1 : x)
                var f = Forward8(edge: load16(la[0], lb[0]), k)
                for y in 0..<height { t0[y] = f.step(load16(la[y], lb[y]), k) }
                var b = Backward8(edge: load16(la[height &- 1], lb[height &- 1]), k)
                var y = height &- 1
                while y >= 0 {
                    let v = pack(t0[y] + b.step(load16(la[y], lb[y]), k))
                    let out = destination + (y &* stride &+ x &* 4)
                    if pair {
                        out.storeBytes(of: v, as: UInt64.self)
                    } else {
                        out.storeBytes(of: UInt32(truncatingIfNeeded: v), as: UInt32.self)
                    }
                    y &-= 1
                }
            }
        }
    }
#endif
