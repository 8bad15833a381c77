import AppInterface
import Geometry
import Headless
import Raster
import XCTest

/// An app that records what the host does, and animates for a given time after each wheel notch.
private final class RecordingApp: Application {
    var events: [(InputEvent, Double)] = []
    var frames: [Double] = []
    var animateUntil = -1.0
    var dirty = true
    let title = "recording"
    var wantsToQuit = false

    func resize(to size: PixelSize, time: Double) { dirty = true }
    func handle(_ event: InputEvent, time: Double) {
        events.append((event, time))
        if case .wheel = event { animateUntil = time + 0.09 }
        if case .keyPressed(.character("q"), _) = event { wantsToQuit = true }
    }
    func nextFrameTime(after time: Double) -> Double? { dirty || time < animateUntil ? time : nil }
    func render(into surface: Surface, time: Double) -> [PixelRect] {
        frames.append(time)
        dirty = false
        return [surface.bounds]
    }
}

final class HeadlessHostTests: XCTestCase {
    func testClockMovesOnlyAsTheScriptSaysAndFramesArePacedAt60Hz() throws {
        let app = RecordingApp()
        let host = try XCTUnwrap(HeadlessHost(app: app, size: PixelSize(8, 8)))
        XCTAssertEqual(app.frames, [0], "the first frame is drawn at time 0")
        try host.run(InputScript(parsing: "wheel down\nwait 500"))
        XCTAssertEqual(host.now, 0.5, accuracy: 1e-9)
        // Frames at 0, at the notch, then every 1/60 s while the 90 ms animation runs (the last at 100 ms).
        XCTAssertEqual(app.frames.count, 1 + 1 + 6, "\(app.frames)")
        XCTAssertTrue(
            zip(app.frames.dropFirst(2), app.frames.dropFirst(3)).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
    }

    func testModifiersAndPointerReachTheApp() throws {
        let app = RecordingApp()
        let host = try XCTUnwrap(HeadlessHost(app: app, size: PixelSize(8, 8)))
        try host.run(InputScript(parsing: "hold ctrl\ndrag 0 0 10 0 50\nrelease ctrl\nleave\nkey q\nkey a"))
        let events = app.events.map(\.0)
        XCTAssertEqual(events.first, .modifiersChanged(.control))
        XCTAssertEqual(events[1], .pointerEntered(Point(0, 0), .control))
        XCTAssertTrue(events.contains(.buttonPressed(.left, Point(0, 0), .control)))
        XCTAssertTrue(events.contains(.buttonReleased(.left, Point(10, 0), .control)))
        XCTAssertEqual(
            app.events.first { $0.0 == .buttonReleased(.left, Point(10, 0), .control) }!.1, 0.05, accuracy: 1e-9)
        XCTAssertTrue(events.contains(.pointerLeft))
        XCTAssertFalse(events.contains(.keyPressed(.character("a"), [])), "nothing is sent after the app quits")
    }
}
