import Foundation
import Geometry
import Raster
import VitrineTestSupport
import X11Probe

#if canImport(Glibc)
    import Glibc
#endif

/// peers-next: paging through 12 photo-like 4000 x 3000 JPEGs (made once with cjpeg, from
/// libjpeg-turbo-progs) in a 1280 x 800 window, Vitrine beside nsxiv and feh, each with Space,
/// the "next" of all three (issue 22). Per viewer and round, after the first picture and 0.5 s
/// of rest, 8 single presses, each once the window has rested: the time from the key's XTEST
/// request to the window's last change (it has then been still for 150 ms; a 64 x 64 patch at
/// the centre, where each shows the picture, read back every 0.5 ms). Then a held key: 20
/// presses 100 ms apart, and how many images the window advanced, read from the last picture
/// (each image's hue tells which it is). Target: a single press settled within 180 ms, every
/// press of the held key counted. Only when `--only` names it; rounds as peers-pan.
enum PeerNext {
    static let name = "peers-next"
    static let count = 12
    static let presses = 8

    static func all() -> [Workload] { [PeerBench.workload(name) { rounds in measure(rounds: rounds) }] }

    private static func measure(rounds: Int) -> Measurement {
        let bench: PeerBench
        switch PeerBench.start(photos: photos) {
        case .success(let started): bench = started
        case .failure(let why): return .skipped(why.text)
        }
        defer { bench.probe.close() }
        var settled: [String: [Double]] = [:]
        for round in 0..<rounds {
            for k in bench.viewers.indices {
                let viewer = bench.viewers[(k + round) % bench.viewers.count]
                switch session(viewer, bench) {
                case .success(let times): settled[viewer.name, default: []] += times
                case .failure(let problem): return .skipped("\(viewer.name): \(problem.text)")
                }
            }
        }
        let rows = bench.viewers.map { (name: "\(name)-\($0.name)", timings: settled[$0.name]!) }
        func median(_ name: String) -> Double { BenchResult(name: "", pixels: 0, timings: settled[name]!).median }
        let vitrine = median("vitrine")
        var notes = [
            "\(name): \(count) photo-like 4000x3000 JPEGs, \(PeerPan.windowSize.width)x\(PeerPan.windowSize.height) "
                + "window, \(rounds) rounds alternating, Space to the last change (still 150 ms after)",
            String(
                format: "vitrine settles in %.0f ms (target at most 180: %@)", vitrine,
                vitrine <= 180 ? "met" : "NOT met"),
        ]
        for peer in bench.viewers.dropFirst() where settled[peer.name] != nil {
            notes.append(String(format: "vitrine / %@: %.2f", peer.name, vitrine / median(peer.name)))
        }
        return .rows(rows, notes: notes)
    }

    /// One viewer: started on the photos, paged `presses` times; the settle times.
    private static func session(_ viewer: PeerViewer, _ bench: PeerBench) -> Result<[Double], Workload.SkipReason> {
        let probe = bench.probe
        let process: ViewerProcess, window: ProbedWindow
        switch viewer.launch(photos: bench.photos, size: PeerPan.windowSize, percent: nil, probe: probe) {
        case .success(let launched): (process, window) = launched
        case .failure(let why): return .failure(why)
        }
        defer { process.stop() }
        let patch = WindowWatch.centrePatch(of: window)
        WindowWatch.rest(window, patch, probe: probe, quiet: 0.5, timeout: 10)
        probe.movePointer(to: window.frame.width - 1, window.frame.height - 1, in: window)
        var times: [Double] = []
        var pixels: [UInt32] = [], last: [UInt32] = []
        for _ in 0..<presses {
            WindowWatch.rest(window, patch, probe: probe, quiet: 0.3, timeout: 10)
            guard probe.pixels(of: window, in: patch, into: &last) else {
                return .failure(.init(text: "the window went away"))
            }
            let t0 = WindowWatch.now()
            probe.setKey("space", pressed: true)
            probe.setKey("space", pressed: false)
            var changedAt: Double?
            while WindowWatch.now() - t0 < 5 {
                guard probe.pixels(of: window, in: patch, into: &pixels) else { break }
                let now = WindowWatch.now()
                if pixels != last {
                    changedAt = now
                    swap(&pixels, &last)
                } else if let changedAt, now - changedAt >= 0.15 {
                    break
                }
                usleep(500)
            }
            guard let changedAt else { return .failure(.init(text: "Space changed nothing within 5 s")) }
            times.append((changedAt - t0) * 1000)
        }
        return .success(times)
    }

    /// The photos, made once in a folder of their own: gradients turned to a hue of each
    /// image's own, with noise, through cjpeg at quality 90.
    static func photos() throws -> [String] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("vitrine-bench-next")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            let path = (folder as NSString).appendingPathComponent(String(format: "photo-%02d.jpg", index))
            if FileManager.default.fileExists(atPath: path) { return path }
            let (width, height) = (4000, 3000)
            var ppm = Data("P6\n\(width) \(height)\n255\n".utf8)
            ppm.reserveCapacity(ppm.count + 3 * width * height)
            var random = XorShift32(seed: UInt32(index + 1))
            var row = [UInt8](repeating: 0, count: 3 * width)
            for y in 0..<height {
                for x in 0..<width {
                    let noise = random.nextUInt32()
                    let base = (x * 160 / width + y * 60 / height)
                    row[3 * x] = UInt8((base + index * 37 + Int(noise & 15)) & 255)
                    row[3 * x + 1] = UInt8((y * 200 / height + index * 11 + Int(noise >> 8 & 15)) & 255)
                    row[3 * x + 2] = UInt8((255 - base + index * 53 + Int(noise >> 16 & 15)) & 255)
                }
                ppm.append(contentsOf: row)
            }
            try CJPEGFile.write(ppm: ppm, to: path, options: ["-quality", "90"])
            return path
        }
    }
}
