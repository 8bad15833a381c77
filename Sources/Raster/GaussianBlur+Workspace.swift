#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension GaussianBlur {
    /// The memory a blur works in: the intermediate (8 bytes a pixel, the width rounded up to a
    /// multiple of 4 for the AVX2 kernel's strips), a scratch group of four Float lines per
    /// thread, and the counter that hands out bands to threads. It grows to the largest blur
    /// asked of it and is reused, so a frame that blurs allocates nothing once
    /// warm. One blur at a time: not for concurrent calls.
    public final class Workspace: @unchecked Sendable {
        private var intermediate: UnsafeMutablePointer<SIMD4<Int16>>?
        private var intermediateCapacity = 0
        private var scratchLines: UnsafeMutablePointer<SIMD4<Float>>?
        private var scratchCapacity = 0
        private var scratchStride = 0
        /// The next band to hand out, under `lock`.
        private var band = 0
        private let lock: UnsafeMutablePointer<pthread_mutex_t>

        public init() {
            lock = .allocate(capacity: 1)
            pthread_mutex_init(lock, nil)
        }

        deinit {
            intermediate?.deallocate()
            scratchLines?.deallocate()
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }

        /// Starts handing out bands from 0.
        func resetBands() { band = 0 }

        /// The next band not yet taken, if it is below `count`; for any thread.
        func nextBand(below count: Int) -> Int? {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            guard band < count else { return nil }
            band += 1
            return band - 1
        }

        /// Makes room for an intermediate of `pixels` pixels and `threads` scratch areas of
        /// `lines` pixels each.
        func reserve(pixels: Int, lines: Int, threads: Int) {
            if pixels > intermediateCapacity {
                intermediate?.deallocate()
                intermediate = Self.allocate(pixels, of: SIMD4<Int16>.self)
                intermediateCapacity = pixels
            }
            // Scratch areas rounded to whole 64-byte lines: threads never share a cache line.
            let stride = (lines + 3) & ~3
            if stride * threads > scratchCapacity {
                scratchLines?.deallocate()
                scratchLines = Self.allocate(stride * threads, of: SIMD4<Float>.self)
                scratchCapacity = stride * threads
            }
            scratchStride = stride
        }

        /// The intermediate of the last `reserve`.
        var columns: UnsafeMutablePointer<SIMD4<Int16>> { intermediate! }

        /// Scratch area `i` of the last `reserve`.
        func scratch(_ i: Int) -> UnsafeMutablePointer<SIMD4<Float>> { scratchLines! + i * scratchStride }

        private static func allocate<T>(_ count: Int, of: T.Type) -> UnsafeMutablePointer<T> {
            UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<T>.stride, alignment: 64)
                .bindMemory(to: T.self, capacity: count)
        }
    }
}
