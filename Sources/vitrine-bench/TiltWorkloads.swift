import Geometry
import Gestures
import Raster
import Scenes

/// Whole frames of the tilt scene at 1920 x 1080 while the pointer sweeps across the window,
/// so the eased offset changes every frame: `frame-tilt` with the title, `frame-tilt-card` in
/// card mode (the picture drawn transformed, with its glare). Through the app with the overlay
/// off: the scene's render plus the app's copy of its layer into the framebuffer.
enum TiltWorkloads {
    static func all() -> [Workload] {
        [make("frame-tilt", card: false), make("frame-tilt-card", card: true)]
    }

    private static func make(_ name: String, card: Bool) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            var options = VitrineApp.Options()
            options.synchronousLoading = true
            options.showsOverlay = false
            options.displayScale = 1
            guard let app = try? VitrineApp(sceneName: "tilt", images: nil, options: options) else {
                return .failure(.init(text: "no shipped images"))
            }
            let frame = Surface(size: Workloads.frameSize)!
            app.resize(to: frame.size, time: 0)
            if card { app.handle(.keyPressed(.character("c"), []), time: 0) }
            // The caches (art, title, blurred shadows, the card's picture) are made here, once.
            _ = app.render(into: frame, time: 0)
            var time = 0.0, step = 0
            return .success {
                time += 1.0 / 60
                step += 1
                // Back and forth across the window in 2 s: the offset never rests.
                let phase = Double(step % 120) / 120
                let x = 1920 * (phase < 0.5 ? 2 * phase : 2 - 2 * phase)
                app.handle(.pointerMoved(Point(x, 300 + 480 * phase), []), time: time)
                _ = app.render(into: frame, time: time)
            }
        }
    }
}
