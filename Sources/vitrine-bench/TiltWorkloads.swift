import AppInterface
import AppShell
import Geometry
import Raster

/// Whole frames of the tilt scene's card mode at 1920 x 1080 (`frame-tilt-card`: the picture
/// drawn in perspective with its glare and shadow) while the pointer sweeps across the window,
/// so the eased offset changes every frame. Through the app with the overlay off. The title
/// mode, the scene's main interaction, is `frame-tilt` (SceneFrameWorkloads).
enum TiltWorkloads {
    static func all() -> [Workload] {
        [
            Workload(name: "frame-tilt-card", pixels: Workloads.frameSize.area) {
                var options = VitrineApp.Options()
                options.synchronousLoading = true
                options.showsOverlay = false
                options.displayScale = 1
                guard let app = try? VitrineApp(sceneName: "tilt", images: nil, options: options) else {
                    return .failure(.init(text: "no shipped images"))
                }
                let frame = Surface(size: Workloads.frameSize)!
                app.resize(to: frame.size, time: 0)
                app.handle(.keyPressed(.character("c"), []), time: 0)
                // The caches (art, title, blurred shadows, the card's picture) are made here, once.
                _ = app.render(into: frame, time: 0)
                var time = 0.0, step = 0
                return .success {
                    time += FrameClock.interval
                    step += 1
                    // Back and forth across the window in 2 s: the offset never rests.
                    let phase = Double(step % 120) / 120
                    let x = 1920 * (phase < 0.5 ? 2 * phase : 2 - 2 * phase)
                    app.handle(.pointerMoved(Point(x, 300 + 480 * phase), []), time: time)
                    _ = app.render(into: frame, time: time)
                }
            }
        ]
    }
}
