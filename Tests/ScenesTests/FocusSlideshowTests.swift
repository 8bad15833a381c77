import AppInterface
import Geometry
import ImageLibrary
import Raster
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import SceneKit

/// The focus scene's slideshow through the app at scripted times (issue 24): S pages on every
/// 5 s, from the last image to the first, in the strip and the closer look; a key or click
/// pauses it; between pages the app asks for no frame before the next is due.
final class FocusSlideshowTests: XCTestCase {
    let size = PixelSize(640, 400)

    private func app() throws -> (VitrineApp, Surface) {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        let app = try VitrineApp(
            sceneName: "focus", images: try ImageCatalog(arguments: [Harness.resources + "/strip"]), options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        return (app, frame)
    }

    /// Frames as a host draws them: whenever the app asks, up to `time`.
    private func run(_ app: VitrineApp, _ frame: Surface, from start: Double, to end: Double) {
        var time = start
        while let next = app.nextFrameTime(after: time), next <= end {
            time = max(next, time + 1.0 / 60)
            _ = app.render(into: frame, time: time)
        }
    }

    func testSPagesOnEveryFiveSecondsAndWrapsToTheFirst() throws {
        let (app, frame) = try app()
        let count = app.list.entries.count
        XCTAssertGreaterThan(count, 2)
        app.handle(.keyPressed(.character("s"), []), time: 1)
        XCTAssertTrue(app.takeMessages().contains { $0.text.hasPrefix("slideshow: a picture every 5 s") })
        run(app, frame, from: 1, to: 5.9)
        XCTAssertEqual(app.scenes[0].imageIndex, 0, "nothing before the delay")
        XCTAssertEqual(app.nextFrameTime(after: 5.9), 6, "idle until the page is due")
        run(app, frame, from: 5.9, to: 6.5)
        XCTAssertEqual(app.scenes[0].imageIndex, 1)
        XCTAssertEqual(app.scenes[0].status.note, "slideshow 5 s")
        run(app, frame, from: 6.5, to: 1 + 5 * Double(count) + 0.5)
        XCTAssertEqual(app.scenes[0].imageIndex, 0, "after the last image, the first again")
    }

    /// A new framebuffer of the same size (the host lost its shared memory segment) is drawn
    /// whole, and the slideshow goes on: the user did nothing.
    func testANewFramebufferOfTheSameSizeDoesNotPauseIt() throws {
        let (app, frame) = try app()
        app.handle(.keyPressed(.character("s"), []), time: 1)
        _ = app.takeMessages()
        run(app, frame, from: 1, to: 2)
        let other = Surface(size: size)!
        _ = app.render(into: other, time: 2.1)
        XCTAssertEqual(other.worstChannelDifference(from: frame), 0, "drawn whole")
        XCTAssertFalse(app.takeMessages().contains { $0.text.hasPrefix("slideshow paused") })
        run(app, other, from: 2.1, to: 6.5)
        XCTAssertEqual(app.scenes[0].imageIndex, 1, "paged on at 6 s")
    }

    func testAKeyOrAClickPausesItAndSGoesOn() throws {
        let (app, frame) = try app()
        app.handle(.keyPressed(.character("s"), []), time: 1)
        app.handle(.keyPressed(.right, []), time: 2)
        XCTAssertEqual(app.takeMessages().last?.text, "slideshow paused (S goes on)")
        run(app, frame, from: 2, to: 20)
        XCTAssertEqual(app.scenes[0].imageIndex, 1, "the key's own page, then none")
        XCTAssertNil(app.nextFrameTime(after: 20), "paused: idle")

        app.handle(.keyPressed(.character("s"), []), time: 21)
        app.handle(.buttonPressed(.left, Point(320, 200), []), time: 22)
        app.handle(.buttonReleased(.left, Point(320, 200), []), time: 22.05)
        run(app, frame, from: 22, to: 40)
        XCTAssertEqual(app.scenes[0].imageIndex, 1, "a click pauses it too")
    }

    /// Space pages on once and says "paused" once; leaving the scene and coming back pauses it
    /// too, so it never pages away the moment the scene shows again.
    func testSpaceAndLeavingTheScenePauseItOnce() throws {
        let (app, frame) = try app()
        app.handle(.keyPressed(.character("s"), []), time: 1)
        _ = app.takeMessages()
        app.handle(.keyPressed(.space, []), time: 2)
        XCTAssertEqual(app.takeMessages().map(\.text), ["slideshow paused (S goes on)"])
        XCTAssertEqual(app.scenes[0].imageIndex, 1)

        app.handle(.keyPressed(.character("s"), []), time: 3)
        app.handle(.keyPressed(.tab, []), time: 4)
        run(app, frame, from: 4, to: 20)
        app.handle(.keyPressed(.character("1"), []), time: 20)
        run(app, frame, from: 20, to: 21)
        XCTAssertEqual(app.scenes[0].imageIndex, 1, "no page on coming back")
        XCTAssertNil(app.scenes[0].status.note, "paused")
    }

    func testItPagesTheCloserLook() throws {
        let (app, frame) = try app()
        app.handle(.keyPressed(.enter, []), time: 1)
        run(app, frame, from: 1, to: 2)
        app.handle(.keyPressed(.character("s"), []), time: 2)
        run(app, frame, from: 2, to: 7.5)
        XCTAssertEqual(app.scenes[0].imageIndex, 1)
        XCTAssertTrue(app.scenes[0].takesEscape, "still in the closer look")
    }
}
