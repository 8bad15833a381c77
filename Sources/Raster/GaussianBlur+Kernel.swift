#if arch(x86_64)
    internal import CRasterAVX2
#endif

extension GaussianBlur {
    /// Which loops run the two passes: the portable SIMD4 ones (GaussianBlur+Passes.swift) or,
    /// on a CPU with AVX2 and FMA, CRasterAVX2's, which do two pixels per instruction with fused
    /// multiply-adds. They agree within one unit (FMA rounds once where the baseline rounds
    /// twice); each gives the same pixels for any thread count.
    package enum Kernel: Sendable, Equatable {
        case baseline
        case avx2

        /// AVX2 where the CPU has it, unless VITRINE_CPU=baseline (see `CPU`).
        package static let preferred: Kernel = CPU.hasAVX2AndFMA && CPU.extensionsAllowed ? .avx2 : .baseline

        /// The kernels this CPU can run, whatever the environment says: what tests compare.
        package static var supported: [Kernel] { CPU.hasAVX2AndFMA ? [.baseline, .avx2] : [.baseline] }
    }

    /// Pass 1 of `apply` (see `filterRows`) with `kernel`.
    static func filterRows(
        _ kernel: Kernel, _ k: Lanes, _ source: Surface, _ rows: Range<Int>,
        into columns: UnsafeMutablePointer<SIMD4<Int16>>, scratch: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        #if arch(x86_64)
            if kernel == .avx2 {
                withUnsafeBytes(of: k.plain) {
                    vitrine_blur_rows_avx2(
                        $0.assumingMemoryBound(to: Float.self).baseAddress,
                        source.base.assumingMemoryBound(to: UInt8.self),
                        source.stride, source.width, source.height, rows.lowerBound, rows.upperBound,
                        UnsafeMutableRawPointer(columns).assumingMemoryBound(to: Int16.self),
                        UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: Float.self))
                }
                return
            }
        #endif
        filterRows(k, source, rows, into: columns, scratch: scratch)
    }

    /// Pass 2 of `apply` (see `filterColumns`) with `kernel`.
    static func filterColumns(
        _ kernel: Kernel, _ k: Lanes, _ columns: UnsafePointer<SIMD4<Int16>>, _ range: Range<Int>,
        into destination: Surface, scratch: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        #if arch(x86_64)
            if kernel == .avx2 {
                withUnsafeBytes(of: k.plain) {
                    vitrine_blur_columns_avx2(
                        $0.assumingMemoryBound(to: Float.self).baseAddress,
                        UnsafeRawPointer(columns).assumingMemoryBound(to: Int16.self), destination.height,
                        range.lowerBound, range.upperBound, destination.base.assumingMemoryBound(to: UInt8.self),
                        destination.stride, UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: Float.self))
                }
                return
            }
        #endif
        filterColumns(k, columns, range, into: destination, scratch: scratch)
    }
}
