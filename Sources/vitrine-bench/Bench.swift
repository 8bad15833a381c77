import Foundation

/// What the command line asked for.
struct BenchOptions {
    var json = false
    /// Measured frames per workload, after 3 warm-up frames. Default: 30.
    var frames = 30
    var only: Set<String>?
    /// Run the memory soak instead of the workloads; `frames` then counts its frames
    /// (default 100,000).
    var soak = false
    /// Count heap allocations in frames of each scene instead of timing (`AllocationCount`);
    /// `frames` then counts the counted frames (default 100).
    var allocations = false

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    init() {}

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            switch arg {
            case "--json": json = true
            case "--allocations":
                allocations = true
                if !arguments.contains("--frames") { frames = 100 }
            case "--soak":
                soak = true
                if !arguments.contains("--frames") { frames = 100_000 }
            case "--frames":
                guard let v = rest.popFirst().flatMap(Int.init), v >= 1 else {
                    throw Problem(description: "--frames takes a whole number of at least 1")
                }
                frames = v
            case "--only":
                guard let v = rest.popFirst() else { throw Problem(description: "--only takes names, comma-separated") }
                only = Set(v.split(separator: ",").map(String.init))
            default:
                throw Problem(
                    description: "unknown argument '\(arg)' (use --json, --frames N, --only a,b, --soak, --allocations)"
                )
            }
        }
    }

    func selects(_ name: String) -> Bool { only?.contains(name) ?? true }

    /// Whether a run with these options measures `workload`: one that runs other programs for
    /// minutes (`onlyWhenNamed`) only when `--only` names it.
    func selects(_ workload: Workload) -> Bool {
        workload.onlyWhenNamed ? only?.contains(workload.name) == true : selects(workload.name)
    }
}

enum Measurement {
    case measured([Double])
    /// Figures a workload gathered its own way: rows of milliseconds under their names, and
    /// notes printed after them (e.g. the target they are held to).
    case rows([(name: String, timings: [Double])], notes: [String])
    case skipped(String)
}

/// One workload: `setup` runs once and returns the frame function.
struct Workload {
    var name: String
    /// Pixels a frame produces, for Mpix/s.
    var pixels: Int
    /// Where the frames log what they present, for those that do (the scenes' frames).
    var presented: PresentedLog? = nil
    var setup: () -> Result<() -> Void, SkipReason>
    /// At most this many timed frames whatever --frames says (for workloads that start a process).
    var maxFrames: Int?
    /// Measures in its own way, given --frames, instead of timing `setup`'s frame function:
    /// for figures seen from outside the process (a latency on a real window).
    var custom: ((Int) -> Measurement)?
    /// Measured only when `--only` names it (the side-by-side runs of other viewers).
    var onlyWhenNamed = false

    struct SkipReason: Error {
        var text: String
    }

    /// Three warm-up frames, then `frames` timed ones, in milliseconds.
    func measure(_ frames: Int) -> Measurement {
        if let custom { return custom(frames) }
        switch setup() {
        case .failure(let reason):
            return .skipped(reason.text)
        case .success(let frame):
            for _ in 0..<3 { frame() }
            presented?.reset()
            var times: [Double] = []
            for _ in 0..<min(frames, maxFrames ?? frames) {
                let start = DispatchTime.now().uptimeNanoseconds
                frame()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return .measured(times)
        }
    }
}

struct BenchResult {
    var name: String
    var pixels: Int
    var timings: [Double]
    var presented: PresentedLog?
    /// Printed after the row, each as a `#` line (text output only).
    var notes: [String] = []

    var median: Double { percentile(0.5) }
    var p95: Double { percentile(0.95) }
    var p99: Double { percentile(0.99) }

    func percentile(_ q: Double) -> Double {
        let sorted = timings.sorted()
        let index = min(sorted.count - 1, max(0, Int((q * Double(sorted.count - 1)).rounded())))
        return sorted[index]
    }
}

enum Report {
    static func print(_ results: [BenchResult], json: Bool) {
        let copy = results.first { $0.name == "copy" }?.median
        if json {
            let rows = results.map { r -> String in
                let multiple = r.pixels == 0 ? "null" : copy.map { String(format: "%.3f", r.median / $0) } ?? "null"
                let rate = r.pixels == 0 ? "null" : String(format: "%.1f", mpix(r))
                return String(
                    format:
                        "{\"name\":\"%@\",\"median_ms\":%.4f,\"p95_ms\":%.4f,\"p99_ms\":%.4f,\"mpix_per_s\":%@,\"x_copy\":%@}",
                    r.name, r.median, r.p95, r.p99, rate, multiple)
            }
            Swift.print("[" + rows.joined(separator: ",\n ") + "]")
            return
        }
        // p99 after p95: compare.sh reads the name, median and p95 columns by position.
        Swift.print("# name median_ms p95_ms p99_ms   Mpix/s  x_copy   (\(machine()))")
        for r in results {
            // A row without pixels (a latency) has no throughput and is no multiple of a copy.
            let multiple = r.pixels == 0 ? "      -" : copy.map { String(format: "%7.2f", r.median / $0) } ?? "      -"
            let rate = r.pixels == 0 ? "       -" : String(format: "%8.1f", mpix(r))
            Swift.print(String(format: "%@ %.3f %.3f %.3f   %@ %@", r.name, r.median, r.p95, r.p99, rate, multiple))
            for note in r.notes { Swift.print("#   \(note)") }
        }
        printPresented(results.compactMap(\.presented))
    }

    /// What the scenes' frames presented: bytes per frame (the damage's area x 4; a whole
    /// 1920 x 1080 frame is 8,294,400) and rectangles per frame.
    static func printPresented(_ logs: [PresentedLog]) {
        guard !logs.isEmpty else { return }
        Swift.print("# presented per frame: name median_bytes p95_bytes max_bytes share_of_frame rects_median")
        let whole = Double(Workloads.frameSize.area * 4)
        for log in logs where !log.bytes.isEmpty {
            let bytes = log.bytes.sorted(), rects = log.rects.sorted()
            let median = bytes[bytes.count / 2], p95 = bytes[min(bytes.count - 1, bytes.count * 95 / 100)]
            Swift.print(
                String(
                    format: "%@ %d %d %d %.3f %d", log.name, median, p95, bytes.last!,
                    Double(median) / whole, rects[rects.count / 2]))
        }
    }

    static func mpix(_ r: BenchResult) -> Double { Double(r.pixels) / (r.median / 1000) / 1e6 }

    /// Machine and build, to record beside the figures.
    static func machine() -> String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        #if DEBUG
            let build = "DEBUG build: figures are meaningless, use -c release"
        #else
            let build = "release build"
        #endif
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(build)"
    }
}
