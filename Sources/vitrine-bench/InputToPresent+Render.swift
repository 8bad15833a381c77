import AppInterface
import AppShell
import Geometry
import Raster

extension InputToPresent {
    /// The render time of each timed frame (ms): the same app, scene, size and drag as on the
    /// window, replayed in this process with the overlay on as the viewer has it. Only `render`
    /// is timed (into a plain surface): the present and the wait for the frame slot are the
    /// latency's other parts.
    static func replayRenders(size: PixelSize, samples: Int) -> [Double] {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        // What the viewer gets from a server without Xft.dpi, as Xvfb.
        options.displayScale = 1
        guard let app = try? VitrineApp(sceneName: "stamps", images: nil, options: options),
            let frame = Surface(size: size)
        else { return [] }
        app.resize(to: size, time: 0)
        _ = app.render(into: frame, time: 0)
        // Long after the start hint's 5 s (the viewer runs without it): the same overlay.
        var time = 10.0
        _ = app.render(into: frame, time: time)
        let centre = Point(Double(size.width / 2), Double(size.height / 2))
        let moved = centre + Point(Double(motion.x), Double(motion.y))
        app.handle(.pointerMoved(centre, []), time: time)
        app.handle(.buttonPressed(.left, centre, []), time: time)
        _ = app.render(into: frame, time: time)
        var renders: [Double] = []
        for i in 0..<(Session.warmUp + samples) {
            time += FrameClock.interval
            app.handle(.pointerMoved(i % 2 == 0 ? moved : centre, []), time: time)
            let start = now()
            _ = app.render(into: frame, time: time)
            if i >= Session.warmUp { renders.append((now() - start) * 1000) }
        }
        return renders
    }
}
