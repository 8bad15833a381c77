#if canImport(Glibc)
    import Glibc
#endif

/// Seconds since the clock was made, from CLOCK_MONOTONIC: never jumps when the wall clock is
/// set, so animation times never go backwards (the `Application` contract).
struct MonotonicClock {
    private let start: Double

    init() { start = MonotonicClock.raw() }

    func now() -> Double { MonotonicClock.raw() - start }

    private static func raw() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
