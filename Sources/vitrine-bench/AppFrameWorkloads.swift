import AppInterface
import AppShell
import Geometry
import Raster

/// Whole frames of the app while the strip is dragged with the shipped images at 1920 x 1080:
/// `app-focus-drag` with what the window draws over the scene (the status line), and
/// `app-focus-drag-bare` without, so one run shows what the overlay costs (the scene draws
/// into the framebuffer; the app keeps what the status line covers aside).
enum AppFrameWorkloads {
    static func all() -> [Workload] {
        [make("app-focus-drag", overlay: true), make("app-focus-drag-bare", overlay: false)]
    }

    private static func make(_ name: String, overlay: Bool) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            var options = VitrineApp.Options()
            options.synchronousLoading = true
            options.showsOverlay = overlay
            guard let app = try? VitrineApp(sceneName: "focus", images: nil, options: options) else {
                return .failure(.init(text: "no shipped images"))
            }
            let frame = Surface(size: Workloads.frameSize)!
            app.resize(to: frame.size, time: 0)
            _ = app.render(into: frame, time: 0)
            // Past the start hint; then held on the strip and moved back and forth, so every
            // frame redraws the band and the same images stay decoded.
            var time = 10.0, step = 0
            let start = Point(960, 540)
            app.handle(.buttonPressed(.left, start, []), time: time)
            return .success {
                time += FrameClock.interval
                step += 1
                app.handle(.pointerMoved(start + Point(Double(step % 2 == 0 ? 120 : -120), 0), []), time: time)
                _ = app.render(into: frame, time: time)
            }
        }
    }
}
