import Foundation
import Geometry
import VitrineTestSupport
import X11Host
import X11Probe

#if canImport(Glibc)
    import Glibc
#endif

/// input-to-present: the time from a pointer motion to the present of the frame that shows it,
/// on a real window. Needs a display (skipped, with a note, without one) and the `vitrine`
/// built beside this executable.
///
/// The viewer runs as it does for a user: the real `vitrine` binary, in a process of its own
/// (`--scene stamps --geometry WxH+0+0`, 1920 x 1080 where the screen allows, the start hint
/// off), with its own X11Host run loop and MIT-SHM present. A process rather than a thread
/// here: X11Host's error handlers assume Xlib is theirs alone in the process, and the viewer's
/// scheduling is then that of the real app. A second X connection (X11Probe) presses the left
/// button on BOOM!'s centre, then moves the pointer with XTEST between two points 24, 16 px
/// apart, one motion at a time; BOOM! follows the pointer exactly (a move drag: no easing, no
/// slop), so each motion's frame is unambiguous and the scene is at rest before the next
/// motion. The stamps scene rather than tilt: tilt eases its offset towards the pointer over
/// many frames, so "the frame that shows the motion" would be a matter of threshold.
///
/// The interval starts just before XTestFakeMotionEvent + XFlush and ends when XGetImage, on
/// the probe's connection, returns a strip across BOOM! (720 x 4 px) equal, pixel for pixel, to
/// what that strip shows at rest with the pointer at the motion's end (learnt before timing).
/// Inside: the request to the server, the server's event to the viewer, the viewer's wake from
/// `poll`, its wait for the frame slot (at most one frame interval after the last frame), its
/// render, its XShmPutImage and the server's copy to the screen, and the probe's last round
/// trip (it polls every 0.1 ms, so it sees the frame at most one round trip plus 0.1 ms late).
/// Not inside: the mouse hardware and the kernel's input path (XTEST starts in the server),
/// the compositor and scan-out of a real desktop (Xvfb has neither), and whatever of a frame
/// whose damage spans several puts comes after the strip's (the viewer sends one frame's
/// puts back to back; not timed apart here).
///
/// Each motion waits a random 0 to 2 frame intervals after the last frame appeared (seeded),
/// so motions fall at every phase of the viewer's frame grid: just after a frame they wait
/// for the next slot, later ones render at once. The target: one frame interval plus the
/// frame's own render time, timed by replaying the same drag through the app in this process
/// (`input-to-present-render`, InputToPresent+Render.swift).
enum InputToPresent {
    static let name = "input-to-present"
    /// The two pointer positions, as offsets from the window's centre (BOOM!'s, in the
    /// default layout).
    static let motion = (x: 24, y: 16)
    /// The longest wait for one motion's frame before the run counts as failed: a bound
    /// against hanging, not a figure (a debug build under a sanitizer is slow).
    static let frameTimeout = 5.0

    static func all() -> [Workload] {
        var workload = Workload(name: name, pixels: 0) { .failure(.init(text: "measured by `custom`")) }
        workload.custom = { samples in measure(samples: samples) }
        return [workload]
    }

    private static func measure(samples: Int) -> Measurement {
        guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) ?? false else {
            return .skipped("no DISPLAY (run under Xvfb or a desktop to measure it)")
        }
        guard let vitrine = ViewerProcess.executable else {
            return .skipped("no vitrine beside vitrine-bench (build the vitrine product too)")
        }
        let probe: X11Probe
        do {
            probe = try X11Probe()
        } catch {
            return .skipped(error.description)
        }
        defer { probe.close() }
        let size = PixelSize(
            min(Workloads.frameSize.width, probe.screenSize.width),
            min(Workloads.frameSize.height, probe.screenSize.height))
        let instance = "vitrine-bench-\(getpid())"
        let viewer: ViewerProcess
        do {
            viewer = try ViewerProcess(
                vitrine,
                arguments: [
                    "--scene", "stamps", "--geometry", "\(size.width)x\(size.height)+0+0", "--class", instance,
                ],
                // No start hint: its fade, 4 s in, is a run of frames that would share the
                // cores with the ones being timed; at rest the overlay is the same without it.
                environment: ["VITRINE_NO_HINT": "1"])
        } catch {
            return .skipped("cannot run \(vitrine): \(error)")
        }
        defer { viewer.stop() }
        let figures: Session.Figures
        switch Session.run(probe: probe, instance: instance, samples: samples) {
        case .success(let seen): figures = seen
        case .failure(let problem):
            let log = viewer.stop()
            return .skipped(problem.text + (log.isEmpty ? "" : " (vitrine said: \(log))"))
        }
        let renders = replayRenders(size: size, samples: samples)
        guard !renders.isEmpty else { return .skipped("cannot make the stamps scene here (no shipped images?)") }
        return .rows(
            [(name, figures.latencies), (name + "-render", renders)], notes: notes(figures, renders, size: size))
    }

    /// What was measured, and the target with its verdict, for the lines under the figures.
    private static func notes(_ figures: Session.Figures, _ renders: [Double], size: PixelSize) -> [String] {
        let interval = X11HostOptions().minimumFrameInterval * 1000
        let latency = BenchResult(name: name, pixels: 0, timings: figures.latencies)
        let read = BenchResult(name: name, pixels: 0, timings: figures.reads)
        let render = BenchResult(name: name, pixels: 0, timings: renders)
        func verdict(_ label: String, _ figure: Double, _ renderFigure: Double) -> String {
            let target = interval + renderFigure
            return String(
                format: "%@ %.2f ms, target %.2f + %.2f (render) = %.2f ms: %@", label, figure, interval, renderFigure,
                target, figure <= target ? "met" : "NOT met")
        }
        return [
            "\(name): stamps at \(size.width)x\(size.height), \(figures.latencies.count) XTEST motions, "
                + "to the frame read back "
                + String(format: "by XGetImage (a read: %.2f ms median); target", read.median)
                + ": one frame interval + the frame's render (\(name)-render, same drag replayed)",
            verdict("median", latency.median, render.median) + "; " + verdict("p99", latency.p99, render.p99),
        ]
    }
}
