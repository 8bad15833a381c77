// vitrine-bench: renders the workloads of shared/bench/WORKLOADS.md and prints, per workload,
// `name median_ms p95_ms`, megapixels per second and the multiple of `copy` from the same run
// (the memory-bandwidth reference; the machine is shared, so compare within one run).
// Usage: vitrine-bench [--json] [--frames N] [--only a,b,c]
//        vitrine-bench --soak [--frames N]   (memory over N headless frames of each scene; see Soak)
//        vitrine-bench --allocations [--frames N] [--only frame-blur,...]   (see AllocationCount)
// Build it in release: swift build -c release --product vitrine-bench
// Workloads on a real window (present-*, startup-*, input-to-present) need a display; startup-*
// and input-to-present run the `vitrine` built beside this executable (build that product too).
import Foundation

var options = BenchOptions()
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("vitrine-bench: \(error)\n".utf8))
    exit(2)
}

if options.soak { exit(Soak.run(frames: options.frames)) }
if options.allocations {
    exit(AllocationCount.run(frames: options.frames, only: options.only, size: Workloads.frameSize))
}

var results: [BenchResult] = []
for workload in Workloads.all where options.selects(workload) {
    switch workload.measure(options.frames) {
    case .measured(let timings):
        results.append(
            BenchResult(name: workload.name, pixels: workload.pixels, timings: timings, presented: workload.presented))
    case .rows(let rows, let notes):
        for (i, row) in rows.enumerated() {
            results.append(
                BenchResult(
                    name: row.name, pixels: workload.pixels, timings: row.timings,
                    notes: i == rows.count - 1 ? notes : []))
        }
    case .skipped(let why):
        FileHandle.standardError.write(Data("vitrine-bench: \(workload.name) skipped: \(why)\n".utf8))
    }
}
Report.print(results, json: options.json)
