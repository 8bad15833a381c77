import Foundation
import Geometry
import SceneTestSupport
import X11Probe

#if canImport(Glibc)
    import Glibc
#endif

/// peers-pan: Vitrine, nsxiv and feh side by side on the same 6000 x 4000 photo
/// (`SceneInteraction.zoomPhoto`) in a 1280 x 800 window at 2x fit (40%), panned by a drag that
/// XTEST drives, as a user's mouse would (issue 22). Needs a display; `scripts/compare-peers`
/// starts Xvfb and runs it (only when `--only` names it: it takes minutes). Five rounds, fewer
/// with `--frames N` below 5; each round runs every viewer once, in turn, the order turning
/// from round to round.
///
/// Per viewer and round:
/// - frames: the left button held (with Ctrl for nsxiv: its left button alone pages, and its
///   middle-button drag maps the pointer to the picture absolutely), the pointer moved every
///   8 ms (a 125 Hz mouse) round a circle of 80 px for 2 s, while a second connection reads a
///   2-px band across the window's middle back as fast as it can (every 0.5 ms) and counts how
///   often it changes: the frames the viewer presented. Printed as the mean interval between
///   them (ms), and as frames a second in the notes.
/// - step: then, still held, 20 single motions of 24, 16 px, each after the window has rested
///   for 100 ms: the time from the motion's XTEST request to the first changed pixel of the
///   band (the probe's round trip included, about 0.3 ms).
///
/// Targets (issue 22): at least feh's frames a second; a step no slower than nsxiv's.
enum PeerPan {
    static let name = "peers-pan"
    static let windowSize = PixelSize(1280, 800)
    static let percent = 40
    static let dragSeconds = 2.0
    static let motionInterval = 0.008
    static let radius = 80.0
    static let steps = 20

    static func all() -> [Workload] { [PeerBench.workload(name) { rounds in measure(rounds: rounds) }] }

    struct Figures {
        var intervals: [Double] = []
        var steps: [Double] = []
    }

    private static func measure(rounds: Int) -> Measurement {
        let bench: PeerBench
        switch PeerBench.start(photos: { [try SceneInteraction.zoomPhoto()] }) {
        case .success(let started): bench = started
        case .failure(let why): return .skipped(why.text)
        }
        defer { bench.probe.close() }
        let (photo, probe, viewers) = (bench.photos[0], bench.probe, bench.viewers)
        var figures: [String: Figures] = [:]
        for round in 0..<rounds {
            for k in viewers.indices {
                let viewer = viewers[(k + round) % viewers.count]
                switch session(viewer, photo: photo, probe: probe) {
                case .success(let seen):
                    figures[viewer.name, default: Figures()].intervals += seen.intervals
                    figures[viewer.name, default: Figures()].steps += seen.steps
                case .failure(let problem):
                    return .skipped("\(viewer.name): \(problem.text)")
                }
            }
        }
        var rows: [(name: String, timings: [Double])] = []
        for viewer in viewers {
            rows.append(("\(name)-frame-\(viewer.name)", figures[viewer.name]!.intervals))
            rows.append(("\(name)-step-\(viewer.name)", figures[viewer.name]!.steps))
        }
        return .rows(rows, notes: notes(figures, viewers: viewers.map(\.name), rounds: rounds))
    }

    private static func notes(_ figures: [String: Figures], viewers: [String], rounds: Int) -> [String] {
        func median(_ values: [Double]) -> Double { BenchResult(name: "", pixels: 0, timings: values).median }
        let fps = figures.mapValues { 1000 / median($0.intervals) }
        let step = figures.mapValues { median($0.steps) }
        var lines = [
            "\(name): \(windowSize.width)x\(windowSize.height) window, 6000x4000 photo at \(percent)%, "
                + "\(rounds) rounds alternating; frames a second in a 2-s drag: "
                + viewers.map { String(format: "%@ %.0f", $0, fps[$0]!) }.joined(separator: ", ")
                + "; pan step (median ms): "
                + viewers.map { String(format: "%@ %.1f", $0, step[$0]!) }.joined(separator: ", ")
        ]
        if let feh = fps["feh"] {
            lines.append(
                String(
                    format: "frames a second, vitrine / feh: %.2f (target at least 1: %@)", fps["vitrine"]! / feh,
                    fps["vitrine"]! >= feh ? "met" : "NOT met"))
        }
        if let nsxiv = step["nsxiv"] {
            lines.append(
                String(
                    format: "pan step, vitrine / nsxiv: %.2f (target at most 1: %@)", step["vitrine"]! / nsxiv,
                    step["vitrine"]! <= nsxiv ? "met" : "NOT met"))
        }
        return lines
    }

    /// One viewer, started, zoomed, dragged and stepped, then stopped.
    private static func session(_ viewer: PeerViewer, photo: String, probe: X11Probe) -> Result<
        Figures, Workload.SkipReason
    > {
        let process: ViewerProcess, window: ProbedWindow
        switch viewer.launch(photos: [photo], size: windowSize, percent: percent, probe: probe) {
        case .success(let launched): (process, window) = launched
        case .failure(let why): return .failure(why)
        }
        defer { process.stop() }
        let band = PixelRect(x: 0, y: window.frame.height / 2, width: window.frame.width, height: 2)
        viewer.zoomIn?(probe, window)
        WindowWatch.rest(window, band, probe: probe, quiet: 0.4, timeout: 10)
        let start = Point(Double(window.frame.width / 2), Double(window.frame.height / 2))
        probe.movePointer(to: Int(start.x), Int(start.y), in: window)
        if let key = viewer.dragKey { probe.setKey(key, pressed: true) }
        probe.setLeftButton(pressed: true)
        defer {
            probe.setLeftButton(pressed: false)
            if let key = viewer.dragKey { probe.setKey(key, pressed: false) }
        }
        usleep(100_000)
        var figures = Figures()
        guard let frames = drag(window, band: band, from: start, probe: probe) else {
            return .failure(.init(text: "cannot count frames (a second X connection failed)"))
        }
        figures.intervals.append(dragSeconds * 1000 / Double(max(1, frames)))
        var random = SystemRandomNumberGenerator()
        var pixels: [UInt32] = [], before: [UInt32] = []
        for i in 0..<steps {
            WindowWatch.rest(window, band, probe: probe, quiet: 0.1, timeout: 3)
            guard probe.pixels(of: window, in: band, into: &before) else {
                return .failure(.init(text: "the window went away"))
            }
            // Up and left into the picture, then back: never against an edge a viewer keeps.
            let p = i % 2 == 0 ? start - Point(24, 16) : start
            let t0 = WindowWatch.now()
            probe.movePointer(to: Int(p.x), Int(p.y), in: window)
            var changed = false
            while WindowWatch.now() - t0 < 3 {
                guard probe.pixels(of: window, in: band, into: &pixels) else { break }
                if pixels != before {
                    changed = true
                    break
                }
            }
            guard changed else { return .failure(.init(text: "a pan step showed nothing within 3 s")) }
            figures.steps.append((WindowWatch.now() - t0) * 1000)
            usleep(UInt32.random(in: 0...50_000, using: &random))
        }
        return .success(figures)
    }

    /// Moves the pointer round the circle for `dragSeconds` while another thread counts the
    /// band's changes; the count, nil if that thread could not connect.
    private static func drag(_ window: ProbedWindow, band: PixelRect, from start: Point, probe: X11Probe) -> Int? {
        final class Count: @unchecked Sendable {
            var frames: Int?
        }
        let count = Count(), done = DispatchSemaphore(value: 0)
        let began = WindowWatch.now()
        let counter = Thread {
            defer { done.signal() }
            guard let reader = try? X11Probe() else { return }
            defer { reader.close() }
            var last: [UInt32] = [], pixels: [UInt32] = []
            var frames = 0
            _ = reader.pixels(of: window, in: band, into: &last)
            while WindowWatch.now() - began < dragSeconds {
                guard reader.pixels(of: window, in: band, into: &pixels) else { return }
                if pixels != last {
                    frames += 1
                    swap(&pixels, &last)
                }
                usleep(500)
            }
            count.frames = frames
        }
        counter.start()
        var k = 1
        while WindowWatch.now() - began < dragSeconds {
            let due = began + Double(k) * motionInterval
            let wait = due - WindowWatch.now()
            if wait > 0 { usleep(UInt32(wait * 1e6)) }
            // Up and left of the start, into the picture: a circle of one turn a second.
            let a = (WindowWatch.now() - began) * 2 * .pi
            let p = start + Point(cos(a) - 1, sin(a) - 1) * radius
            probe.movePointer(to: Int(p.x.rounded()), Int(p.y.rounded()), in: window)
            k += 1
        }
        done.wait()
        probe.movePointer(to: Int(start.x), Int(start.y), in: window)
        return count.frames
    }
}
