import Foundation
import Geometry
import VitrineTestSupport
import X11Probe

#if canImport(Glibc)
    import Glibc
#endif

/// peers-grid: a cold folder of 1000 photo-like 4000 x 3000 JPEGs (hard links to peers-next's
/// twelve, so each name is a file of its own to a thumbnail cache) opened in thumbnail mode in
/// a 1280 x 800 window: Vitrine's grid (a folder of more than a screenful opens on it) beside
/// `nsxiv -t -r` (issue 24: the first screen within the time nsxiv takes). Each run starts with
/// an empty thumbnail cache of its own (XDG_CACHE_HOME: Vitrine's ~/.cache/thumbnails,
/// nsxiv's ~/.cache/nsxiv), the files in the page cache for both alike. The window is read
/// back every few milliseconds, but for its bottom 40 px (nsxiv's bar counts on while it
/// caches all 1000), until it has been still for 1.5 s; the time is from the start to the
/// first read-back equal to that last one (every tile of the first screen drawn). Each viewer
/// at its own default tile size (Vitrine 160 px, 35 tiles in view; nsxiv 128 px, 45), as a
/// user sees them. Only when `--only` names it.
enum PeerGrid {
    static let name = "peers-grid"
    static let count = 1000

    static func all() -> [Workload] { [PeerBench.workload(name) { rounds in measure(rounds: rounds) }] }

    private static func measure(rounds: Int) -> Measurement {
        let bench: PeerBench
        switch PeerBench.start(photos: { [try folder()] }) {
        case .success(let started): bench = started
        case .failure(let why): return .skipped(why.text)
        }
        defer { bench.probe.close() }
        let viewers = bench.viewers.filter { $0.name == "vitrine" || $0.name == "nsxiv" }
        guard viewers.count == 2 else { return .skipped("needs nsxiv on PATH") }
        var times: [String: [Double]] = [:]
        for round in 0..<rounds {
            for k in viewers.indices {
                let viewer = viewers[(k + round) % viewers.count]
                switch firstScreen(viewer, folder: bench.photos[0], probe: bench.probe) {
                case .success(let ms): times[viewer.name, default: []].append(ms)
                case .failure(let why): return .skipped("\(viewer.name): \(why.text)")
                }
            }
        }
        let rows = viewers.map { (name: "\(name)-\($0.name)", timings: times[$0.name]!) }
        func median(_ name: String) -> Double { BenchResult(name: "", pixels: 0, timings: times[name]!).median }
        let ratio = median("vitrine") / median("nsxiv")
        return .rows(
            rows,
            notes: [
                "\(name): \(count) photo-like 4000x3000 JPEGs, cold thumbnail caches, 1280x800 window, \(rounds) "
                    + "rounds alternating, start to the first screen of tiles all drawn (Vitrine 35 tiles of 160 px "
                    + "in view, nsxiv 45 of 128 px)",
                String(format: "vitrine / nsxiv: %.2f (target at most 1: %@)", ratio, ratio <= 1 ? "met" : "NOT met"),
            ])
    }

    /// Starts `viewer` on `folder` with an empty cache, and returns the milliseconds to its
    /// first screen of tiles.
    private static func firstScreen(_ viewer: PeerViewer, folder: String, probe: X11Probe)
        -> Result<Double, Workload.SkipReason>
    {
        let cache = NSTemporaryDirectory() + "vitrine-bench-grid-cache-\(getpid())"
        try? FileManager.default.removeItem(atPath: cache)
        try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let size = PeerPan.windowSize
        let arguments =
            viewer.name == "nsxiv"
            ? ["-t", "-r", "-g", "\(size.width)x\(size.height)+0+0", "-N", viewer.instance, folder]
            : [folder, "--geometry", "\(size.width)x\(size.height)+0+0", "--class", viewer.instance]
        let start = WindowWatch.now()
        let process: ViewerProcess
        do {
            process = try ViewerProcess(
                viewer.executable, arguments: arguments,
                environment: viewer.environment.merging(["XDG_CACHE_HOME": cache]) { $1 })
        } catch {
            return .failure(.init(text: "cannot run \(viewer.executable): \(error)"))
        }
        defer { _ = process.stop() }
        guard let window = WindowWatch.window(viewer.instance, probe: probe, timeout: 15) else {
            return .failure(.init(text: "no window within 15 s"))
        }
        // Every read-back's time and pixels' hash, until the tiles have been still 1.5 s. The
        // bottom 40 px are left out: nsxiv's bar counts on while it caches all 1000.
        let whole = PixelRect(x: 0, y: 0, width: window.frame.width, height: window.frame.height - 40)
        var seen: [(time: Double, hash: Int)] = []
        var pixels: [UInt32] = []
        let deadline = start + 60
        while WindowWatch.now() < deadline {
            guard probe.pixels(of: window, in: whole, into: &pixels) else { break }
            let now = WindowWatch.now()
            var hasher = Hasher()
            hasher.combine(pixels)
            let hash = hasher.finalize()
            if seen.last?.hash != hash { seen.append((now, hash)) }
            if let last = seen.last, now - last.time >= 1.5 { return .success((last.time - start) * 1000) }
            usleep(2000)
        }
        return .failure(.init(text: "the window did not rest within 60 s"))
    }

    /// The folder of `count` names, hard links to peers-next's photos (made once).
    static func folder() throws -> String {
        let photos = try PeerNext.photos()
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("vitrine-bench-grid-\(count)")
        // The mark of a whole folder stands beside it: nsxiv would try to open a file inside.
        let done = folder + ".done"
        if FileManager.default.fileExists(atPath: done) { return folder }
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<count {
            let name = folder + String(format: "/photo-%04d.jpg", i)
            guard link(photos[i % photos.count], name) == 0 else {
                throw Workload.SkipReason(text: "cannot link \(name): \(String(cString: strerror(errno)))")
            }
        }
        _ = FileManager.default.createFile(atPath: done, contents: nil)
        return folder
    }
}
