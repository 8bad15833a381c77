#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How Raster draws, read once from the environment at first use: two switches that turn
/// specialised code off, to compare it with the general code or to rule it out in the field
/// (pixman's PIXMAN_DISABLE, OpenCV's OPENCV_CPU_DISABLE). One reading for the whole process,
/// so no two places can disagree on what a value means.
///
/// - `VITRINE_NO_FAST_PATHS=1`: every operation takes its general path (image draws, perspective,
///   the blur scene's weight table). Any other value, or none: fast paths on.
/// - `VITRINE_CPU=baseline`: loops built for CPU extensions (AVX2 + FMA, CRasterAVX2) are not
///   used, as on a CPU without them. Any other value, or none: used where the CPU has them.
package struct RasterConfig: Equatable, Sendable {
    /// Specialised loops chosen by facts about an operation (an integer translation, an
    /// axis-aligned scale, an opaque source). Default: true.
    package var fastPaths: Bool
    /// Loops built for extensions beyond the baseline, where the CPU has them. Default: true.
    package var cpuExtensions: Bool

    package init(fastPaths: Bool = true, cpuExtensions: Bool = true) {
        self.fastPaths = fastPaths
        self.cpuExtensions = cpuExtensions
    }

    /// The switches as `variable` reads them (the process environment by default).
    package init(reading variable: (String) -> String? = RasterConfig.environment) {
        fastPaths = variable("VITRINE_NO_FAST_PATHS") != "1"
        cpuExtensions = variable("VITRINE_CPU") != "baseline"
    }

    /// This process's switches, read once.
    package static let current = RasterConfig()

    package static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
