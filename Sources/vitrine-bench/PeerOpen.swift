import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import X11Probe

#if canImport(Glibc)
    import Glibc
#endif

/// peers-open: the time from starting a viewer on a 6000 x 4000 PNG to its first picture in a
/// 1280 x 800 window, Vitrine beside nsxiv and feh (issue 22, target: at most 0.8x feh's).
/// The PNG is photo-like for the decoder: smooth gradients with noise in the low bits, so
/// zlib has as much to inflate as for a camera picture saved as PNG (about 50 MB here, where
/// the bench's x ^ y pattern compresses to a few). The first picture is the first read-back of
/// the window whose 64 x 64 centre patch holds more than one colour. Only when `--only` names
/// it; five rounds (fewer with `--frames N` below 5), the viewers' order turning each round.
enum PeerOpen {
    static let name = "peers-open"

    static func all() -> [Workload] { [PeerBench.workload(name) { rounds in measure(rounds: rounds) }] }

    private static func measure(rounds: Int) -> Measurement {
        let bench: PeerBench
        switch PeerBench.start(photos: { [try noisyPhoto()] }) {
        case .success(let started): bench = started
        case .failure(let why): return .skipped(why.text)
        }
        defer { bench.probe.close() }
        let (photo, probe, viewers) = (bench.photos[0], bench.probe, bench.viewers)
        var times: [String: [Double]] = [:]
        for round in 0..<rounds {
            for k in viewers.indices {
                let viewer = viewers[(k + round) % viewers.count]
                // The file in the page cache for every viewer alike, as after a first look.
                _ = try? Data(contentsOf: URL(fileURLWithPath: photo))
                let start = WindowWatch.now()
                let process: ViewerProcess
                do {
                    process = try viewer.start(photos: [photo], size: PeerPan.windowSize, percent: nil)
                } catch {
                    return .skipped("cannot run \(viewer.executable): \(error)")
                }
                guard let window = WindowWatch.window(viewer.instance, probe: probe, timeout: 15),
                    let seen = WindowWatch.firstPicture(in: window, probe: probe, timeout: 30)
                else { return .skipped("\(viewer.name): no picture within 30 s: \(process.stop())") }
                times[viewer.name, default: []].append((seen - start) * 1000)
                process.stop()
            }
        }
        let rows = viewers.map { (name: "\(name)-\($0.name)", timings: times[$0.name]!) }
        func median(_ name: String) -> Double { BenchResult(name: "", pixels: 0, timings: times[name]!).median }
        var notes = [
            "\(name): 6000x4000 photo-like PNG, \(PeerPan.windowSize.width)x\(PeerPan.windowSize.height) window, "
                + "\(rounds) rounds alternating, start to first picture read back"
        ]
        if times["feh"] != nil {
            let ratio = median("vitrine") / median("feh")
            notes.append(
                String(format: "vitrine / feh: %.2f (target at most 0.8: %@)", ratio, ratio <= 0.8 ? "met" : "NOT met"))
        }
        if times["nsxiv"] != nil {
            notes.append(String(format: "vitrine / nsxiv: %.2f", median("vitrine") / median("nsxiv")))
        }
        return .rows(rows, notes: notes)
    }

    /// The photo-like PNG, written once to a folder of its own and reused.
    static func noisyPhoto() throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("vitrine-bench-open")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent("noisy-6000x4000.png")
        if (try? ImageFile.size(ofFileAt: path)) == PixelSize(6000, 4000) { return path }
        let (width, height) = (6000, 4000)
        let photo = Surface(width: width, height: height)!
        var random = XorShift32(seed: 22)
        for y in 0..<height {
            let row = photo.row(y)
            for x in 0..<width {
                let noise = random.nextUInt32()
                let r = UInt32(x * 200 / width) + noise & 15, g = UInt32(y * 200 / height) + noise >> 8 & 15
                let b = UInt32((x + y) * 100 / (width + height)) + noise >> 16 & 15
                row[x] = Pixel.pack(red: r, green: g, blue: b, alpha: 255)
            }
        }
        let partial = NSTemporaryDirectory() + "/vitrine-bench-open-\(getpid()).partial"
        try PNGFile.write(photo, to: partial, overwrite: true)
        guard rename(partial, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }
}
