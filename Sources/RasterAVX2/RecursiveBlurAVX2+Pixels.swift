#if arch(x86_64)
    extension RecursiveBlurAVX2 {
        /// Two premultiplied BGRA8 pixels as eight floats in units of 2^-16, plus 1, as Raster's
        /// `GaussianBlur.load` does for one (the 1 keeps the recursions off subnormal numbers).
        @inline(__always)
        static func load(_ a: UInt32, _ b: UInt32) -> SIMD8<Float> {
            let bytes = SIMD8<UInt8>(
                lowHalf: unsafeBitCast(a, to: SIMD4<UInt8>.self), highHalf: unsafeBitCast(b, to: SIMD4<UInt8>.self))
            return SIMD8<Float>((SIMD8<Int32>(truncatingIfNeeded: bytes) &<< 16) | 1)
        }

        /// Two intermediate pixels (Int16, 128 x each channel) as floats.
        @inline(__always)
        static func load16(_ a: SIMD4<Int16>, _ b: SIMD4<Int16>) -> SIMD8<Float> {
            SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: SIMD8<Int16>(lowHalf: a, highHalf: b)))
        }

        /// Eight floats, rounded to nearest (even), plus 1, as Int16: Raster's `pack16` for two
        /// pixels.
        @inline(__always)
        static func pack16(_ v: SIMD8<Float>) -> SIMD8<Int16> {
            SIMD8<Int16>(truncatingIfNeeded: unsafeBitCast(v + 12_582_913.0, to: SIMD8<Int32>.self))
        }

        /// Eight floats as two premultiplied BGRA8 pixels (the first in the low half): rounded to
        /// nearest (even), clamped to 0...255 and each colour to at most its alpha. Pixel by
        /// pixel, as Raster's `pack`: at eight lanes swiftc scalarised the clamps and the alpha
        /// broadcast (or called out for `pointwiseMin`), and the column pass took 12 of 17 ms.
        @inline(__always)
        static func pack(_ v: SIMD8<Float>) -> UInt64 {
            UInt64(pack(v.lowHalf)) | UInt64(pack(v.highHalf)) << 32
        }

        /// Raster's `GaussianBlur.pack`: four floats as one pixel.
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
    }
#endif
