import Raster
import Scenes

/// Whole frames of the edges scene at 1920 x 1080 while its three panels turn (`frame-edges`):
/// the three draws (jagged, border, exact), the labels and the app's copy of the layer into the
/// framebuffer. Through the app with the overlay off; the picture is decoded once, before timing.
enum EdgesWorkloads {
    static func all() -> [Workload] {
        [Workload(name: "frame-edges", pixels: Workloads.frameSize.area) {
            var options = VitrineApp.Options()
            options.synchronousLoading = true
            options.showsOverlay = false
            options.displayScale = 1
            guard let app = try? VitrineApp(sceneName: "edges", images: nil, options: options) else {
                return .failure(.init(text: "no shipped images"))
            }
            let frame = Surface(size: Workloads.frameSize)!
            app.resize(to: frame.size, time: 0)
            _ = app.render(into: frame, time: 0)
            var time = 0.0
            return .success {
                // 60 frames a second: a sixth of a degree a frame, every angle of a turn in time.
                time += 1.0 / 60
                _ = app.render(into: frame, time: time)
            }
        }]
    }
}
