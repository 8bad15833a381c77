#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the processor running us can do beyond the baseline the program is built for (x86-64:
/// SSE2), read once at first use. Inner loops built for more (CRasterAVX2) are chosen by these
/// facts, as pixman and OpenCV choose theirs, so one binary runs on any x86-64.
package enum CPU {
    /// True when the CPU has AVX2 and FMA and the kernel lets programs use them: both appear in
    /// the `flags` line of /proc/cpuinfo (Linux lists only what the kernel enabled, so the
    /// check covers the OS saving the YMM registers too). False elsewhere.
    package static let hasAVX2AndFMA = flagsInclude("avx2", "fma")

    /// True when the CPU has AVX-512 F and BW and the kernel lets programs use them (the
    /// `flags` line again, which covers the OS saving the ZMM registers). False elsewhere.
    package static let hasAVX512 = flagsInclude("avx512f", "avx512bw")

    /// True on x86-64 Linux when /proc/cpuinfo's flags name every one of `names`.
    private static func flagsInclude(_ names: String...) -> Bool {
        #if arch(x86_64) && os(Linux)
            let flags = cpuinfoFlags()
            return names.allSatisfy { flags.contains(Substring($0)) }
        #else
            return false
        #endif
    }

    /// False with VITRINE_CPU=baseline (`RasterConfig`): every loop then takes its baseline
    /// version, as on a CPU without the extensions, to compare the two or rule one out.
    package static var extensionsAllowed: Bool { RasterConfig.current.cpuExtensions }

    /// How many cores this process may run on: the bits of `Cpus_allowed` in /proc/self/status
    /// (narrowed by taskset or a cpuset), else the cores online; at least 1.
    package static let usableCores: Int = {
        let online = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        guard let file = fopen("/proc/self/status", "r") else { return online }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            if let allowed = allowedCores(statusLine: String(cString: line)), allowed > 0 {
                return min(allowed, online)
            }
        }
        return online
    }()

    /// The cores a `Cpus_allowed:` line of /proc/PID/status allows (its hex mask's bits, in
    /// comma-separated groups of 32); nil for any other line.
    package static func allowedCores(statusLine line: String) -> Int? {
        guard line.hasPrefix("Cpus_allowed:") else { return nil }
        let digits = line.dropFirst("Cpus_allowed:".count).filter(\.isHexDigit)
        return digits.reduce(0) { $0 + $1.hexDigitValue!.nonzeroBitCount }
    }

    /// The words of the first `flags` line of /proc/cpuinfo; empty if it cannot be read.
    static func cpuinfoFlags() -> Set<Substring> {
        guard let file = fopen("/proc/cpuinfo", "r") else { return [] }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            guard text.hasPrefix("flags"), let colon = text.firstIndex(of: ":") else { continue }
            let words = text[text.index(after: colon)...].split { $0 == " " || $0 == "\n" || $0 == "\t" }
            return Set(words)
        }
        return []
    }
}
