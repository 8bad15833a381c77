import Foundation
import Geometry
import VitrineTestSupport
import X11Probe

#if canImport(Glibc)
    import Glibc
#endif

/// The viewers a user would pick instead of Vitrine, run on the same photo in a window of the
/// same size: how to start each, how to zoom it to 2x fit and how it pans. Debian's nsxiv and
/// feh, found on PATH (absent ones are left out of the comparison and said so).
struct PeerViewer {
    let name: String
    let executable: String
    /// The WM_CLASS instance name its window carries.
    let instance: String
    /// Its command line for `photo` in a window of `size` at the screen's top-left, zoomed to
    /// `percent` where it has an option for that; nil: fitted into the window (shrunk, never
    /// enlarged), as each shows a large photo first.
    let arguments: (_ photos: [String], _ size: PixelSize, _ percent: Int?) -> [String]
    let environment: [String: String]
    /// Input after its first picture that brings it to the zoom (Vitrine: Enter, then wheel
    /// notches); nil: its command line already did.
    let zoomIn: ((X11Probe, ProbedWindow) -> Void)?
    /// The key held while the left button drags the picture (nsxiv pans with Ctrl-drag).
    let dragKey: String?

    /// Vitrine (`vitrine` beside this executable) and every peer found on PATH.
    static func all(instance: String) -> [PeerViewer] {
        var viewers: [PeerViewer] = []
        if let vitrine = ViewerProcess.executable {
            viewers.append(
                PeerViewer(
                    name: "vitrine", executable: vitrine, instance: instance,
                    arguments: { photos, size, _ in
                        photos + ["--geometry", "\(size.width)x\(size.height)+0+0", "--class", instance]
                    },
                    environment: ["VITRINE_NO_HINT": "1"],
                    zoomIn: { probe, window in
                        // Enter opens the closer look fitted; four notches double it.
                        probe.setKey("Return", pressed: true)
                        probe.setKey("Return", pressed: false)
                        usleep(300_000)
                        probe.movePointer(to: window.frame.width / 2, window.frame.height / 2, in: window)
                        for _ in 0..<4 {
                            probe.setButton(4, pressed: true)
                            probe.setButton(4, pressed: false)
                            usleep(30_000)
                        }
                    },
                    dragKey: nil))
        }
        if let nsxiv = XvfbProcess.which("nsxiv") {
            viewers.append(
                PeerViewer(
                    name: "nsxiv", executable: nsxiv, instance: instance,
                    arguments: { photos, size, percent in
                        ["-g", "\(size.width)x\(size.height)+0+0", "-N", instance]
                            + (percent.map { ["-z", "\($0)"] } ?? ["-s", "d"]) + photos
                    },
                    environment: [:], zoomIn: nil, dragKey: "Control_L"))
        }
        if let feh = XvfbProcess.which("feh") {
            viewers.append(
                PeerViewer(
                    name: "feh", executable: feh, instance: "feh",
                    arguments: { photos, size, percent in
                        ["-g", "\(size.width)x\(size.height)+0+0"]
                            + (percent.map { ["--zoom", "\($0)"] } ?? ["--scale-down"]) + photos
                    },
                    environment: [:], zoomIn: nil, dragKey: nil))
        }
        return viewers
    }

    func start(photos: [String], size: PixelSize, percent: Int?) throws -> ViewerProcess {
        try ViewerProcess(executable, arguments: arguments(photos, size, percent), environment: environment)
    }

    /// Starts it and waits for its window and first picture; the caller stops the process.
    func launch(photos: [String], size: PixelSize, percent: Int?, probe: X11Probe)
        -> Result<(ViewerProcess, ProbedWindow), Workload.SkipReason>
    {
        let process: ViewerProcess
        do {
            process = try start(photos: photos, size: size, percent: percent)
        } catch {
            return .failure(.init(text: "cannot run \(executable): \(error)"))
        }
        guard let window = WindowWatch.window(instance, probe: probe, timeout: 15),
            WindowWatch.firstPicture(in: window, probe: probe, timeout: 30) != nil
        else { return .failure(.init(text: "no picture within 30 s: \(process.stop())")) }
        return .success((process, window))
    }
}

/// What a side-by-side run starts from: its photos, a probe on the display, the viewers found.
struct PeerBench {
    let photos: [String]
    let probe: X11Probe
    let viewers: [PeerViewer]

    /// A workload measured only when `--only` names it (it takes minutes): five rounds, fewer
    /// with `--frames N` below 5.
    static func workload(_ name: String, measure: @escaping (_ rounds: Int) -> Measurement) -> Workload {
        var workload = Workload(name: name, pixels: 0) { .failure(.init(text: "measured by `custom`")) }
        workload.custom = { frames in measure(min(frames, 5)) }
        workload.onlyWhenNamed = true
        return workload
    }

    /// Skipped without a display, without vitrine beside this executable or without a peer;
    /// the caller closes the probe.
    static func start(photos make: () throws -> [String]) -> Result<PeerBench, Workload.SkipReason> {
        guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) ?? false else {
            return .failure(.init(text: "no DISPLAY (scripts/compare-peers runs it under Xvfb)"))
        }
        let viewers = PeerViewer.all(instance: "vitrine-bench-\(getpid())")
        guard viewers.contains(where: { $0.name == "vitrine" }), viewers.count > 1 else {
            return .failure(.init(text: "needs vitrine beside vitrine-bench and nsxiv or feh on PATH"))
        }
        do {
            return .success(PeerBench(photos: try make(), probe: try X11Probe(), viewers: viewers))
        } catch {
            return .failure(.init(text: "\(error)"))
        }
    }
}

/// Reading a viewer's window back: waiting for it, for its first picture, for it to rest.
enum WindowWatch {
    /// Seconds since an arbitrary start, monotonic: input-to-present's clock, so every window
    /// measure of the bench reads one clock.
    static func now() -> Double { InputToPresent.now() }

    /// The viewer's window once it is mapped, polling every millisecond; nil after `timeout` s.
    static func window(_ instance: String, probe: X11Probe, timeout: Double) -> ProbedWindow? {
        let deadline = now() + timeout
        while now() < deadline {
            if let window = probe.window(classInstance: instance) { return window }
            usleep(1000)
        }
        return nil
    }

    /// A 64 x 64 patch at the window's centre: where every viewer shows the picture.
    static func centrePatch(of window: ProbedWindow) -> PixelRect {
        PixelRect(x: window.frame.width / 2 - 32, y: window.frame.height / 2 - 32, width: 64, height: 64)
    }

    /// Polls until the centre patch shows more than one colour (the picture, not a background,
    /// a loading tile or a blank window); the time it was seen, nil after `timeout` s.
    static func firstPicture(in window: ProbedWindow, probe: X11Probe, timeout: Double) -> Double? {
        let deadline = now() + timeout
        var pixels: [UInt32] = []
        while now() < deadline {
            if probe.pixels(of: window, in: centrePatch(of: window), into: &pixels),
                let first = pixels.first, pixels.contains(where: { $0 != first })
            {
                return now()
            }
            usleep(500)
        }
        return nil
    }

    /// Polls `rect` until it has not changed for `quiet` s; false after `timeout` s.
    @discardableResult
    static func rest(_ window: ProbedWindow, _ rect: PixelRect, probe: X11Probe, quiet: Double, timeout: Double)
        -> Bool
    {
        let deadline = now() + timeout
        var last: [UInt32] = [], pixels: [UInt32] = []
        var since = now()
        while now() < deadline {
            guard probe.pixels(of: window, in: rect, into: &pixels) else { return false }
            if pixels != last {
                last = pixels
                since = now()
            } else if now() - since >= quiet {
                return true
            }
            usleep(2000)
        }
        return false
    }
}
