import Foundation
import Geometry
import Gestures
import Raster
import Scenes

/// Whole frames of the stamps scene at 1920 x 1080 while BOOM! is dragged and turned
/// (`frame-stamps`): through the app with the overlay off, input as a host delivers it. A
/// cycle of 240 frames: 120 moving BOOM! round a circle from its centre, 120 turning and
/// scaling it from its edge; each release renders it sharp at its new scale, once a cycle.
enum StampsWorkloads {
    static func all() -> [Workload] {
        [Workload(name: "frame-stamps", pixels: Workloads.frameSize.area) {
            var options = VitrineApp.Options()
            options.synchronousLoading = true
            options.showsOverlay = false
            options.displayScale = 1
            guard let app = try? VitrineApp(sceneName: "stamps", images: nil, options: options) else {
                return .failure(.init(text: "no shipped images"))
            }
            let frame = Surface(size: Workloads.frameSize)!
            app.resize(to: frame.size, time: 0)
            _ = app.render(into: frame, time: 0)
            // BOOM! starts in the middle of the view, 36% of its width wide: its turn zone runs
            // from 60% of its half width (0.108 of the view's width) to its edge (0.18).
            let centre = Point(Double(frame.width) / 2, Double(frame.height) / 2)
            let lever = 0.14 * Double(frame.width)
            var n = 0
            return .success {
                let step = n % 240, time = Double(n) / 60
                n += 1
                let a = Double(step % 120) / 120 * 2 * .pi
                let p: Point
                if step < 120 {
                    p = centre + Point(cos(a) - 1, sin(a)) * 160
                } else {
                    p = centre + Point(cos(a), sin(a)) * (lever * (1 + 0.25 * sin(a)))
                }
                if step % 120 == 0 { app.handle(.buttonPressed(.left, p, []), time: time) }
                app.handle(.pointerMoved(p, []), time: time)
                if step % 120 == 119 { app.handle(.buttonReleased(.left, p, []), time: time) }
                _ = app.render(into: frame, time: time)
            }
        }]
    }
}
