import AppInterface
import AppShell
import Foundation
import Geometry
import Raster

/// The frame that ends a stamp gesture (`stamps-release`): BOOM! pinched with Ctrl+drag to
/// twice its size, or back, at 1920 x 1080; timed is the release and the render of its frame.
/// The first row is the window's way (asynchronous loading: the stamp is rendered sharp at its
/// new scale in the background, and a later frame swaps it in, untimed here); the second,
/// `stamps-release-sync`, is the headless way, the render on the spot, as every release was
/// before. Alternating sizes, so every release renders.
enum StampsReleaseWorkload {
    static func all() -> [Workload] {
        var workload = Workload(name: "stamps-release", pixels: 0) { .failure(.init(text: "measured by `custom`")) }
        workload.custom = { frames in measure(samples: min(frames, 60)) }
        return [workload]
    }

    static func measure(samples: Int) -> Measurement {
        guard let background = releases(samples, synchronous: false),
            let onTheSpot = releases(samples, synchronous: true)
        else { return .skipped("no shipped images, or the background render did not finish within 5 s") }
        return .rows(
            [("stamps-release", background), ("stamps-release-sync", onTheSpot)],
            notes: [
                "stamps-release: the release frame with the sharp render in the background (the window);"
                    + " stamps-release-sync: rendered on the spot (headless, and every release before)"
            ])
    }

    /// Milliseconds of each release frame; nil when the images are missing or a background
    /// render does not arrive.
    private static func releases(_ count: Int, synchronous: Bool) -> [Double]? {
        var options = VitrineApp.Options()
        options.synchronousLoading = synchronous
        options.showsOverlay = false
        options.displayScale = 1
        guard let app = try? VitrineApp(sceneName: "stamps", images: nil, options: options) else { return nil }
        let frame = Surface(size: Workloads.frameSize)!
        var time = 10.0
        app.resize(to: frame.size, time: time)
        _ = app.render(into: frame, time: time)
        // Until the picture and the stamps are in (asynchronous: decoded in the background).
        guard settle(app, frame, &time) else { return nil }
        let centre = Point(Double(frame.width) / 2, Double(frame.height) / 2)
        var times: [Double] = []
        for i in 0..<count + 2 {
            // Out from 60 px to 120 px (twice the size), then back in (half).
            let (from, to) = i % 2 == 0 ? (60.0, 120.0) : (120.0, 60.0)
            app.handle(.buttonPressed(.left, centre + Point(from, 0), .control), time: time)
            for step in 1...6 {
                time += FrameClock.interval
                app.handle(
                    .pointerMoved(centre + Point(from + (to - from) * Double(step) / 6, 0), .control), time: time)
                _ = app.render(into: frame, time: time)
            }
            time += FrameClock.interval
            let start = DispatchTime.now().uptimeNanoseconds
            app.handle(.buttonReleased(.left, centre + Point(to, 0), .control), time: time)
            _ = app.render(into: frame, time: time)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if i >= 2 { times.append(elapsed) } // the first two warm up
            guard settle(app, frame, &time) else { return nil }
        }
        return times
    }

    /// Renders whatever the app asks for until it asks for nothing (background work arrives
    /// and is drawn), within 5 s; false if it never settles.
    private static func settle(_ app: VitrineApp, _ frame: Surface, _ time: inout Double) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        var quiet = 0
        while Date() < deadline {
            time += FrameClock.interval
            if let due = app.nextFrameTime(after: time), due <= time {
                _ = app.render(into: frame, time: time)
                quiet = 0
            } else {
                quiet += 1
                if quiet >= 20 { return true }
                usleep(2000)
            }
        }
        return false
    }
}
