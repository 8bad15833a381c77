import Geometry
import Raster
import SceneTestSupport
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary
@testable import Overlay

/// The tilt scene through the app, as a host drives it: frames rendered only while the app asks
/// for them, at 60 a second, so "settled" means the app stopped asking.
final class TiltSceneTests: XCTestCase {
    let size = PixelSize(640, 400)

    private func app(title: String = "VITRINE", reduceMotion: Bool = false) throws -> (VitrineApp, Surface) {
        let catalog = try ImageCatalog(arguments: [
            Harness.resources + "/photo/landscape.png", Harness.resources + "/strip",
        ])
        var options = VitrineApp.Options.synchronous()
        options.reduceMotion = reduceMotion
        options.tiltTitle = title
        let app = try VitrineApp(sceneName: "tilt", images: catalog, options: options)
        app.resize(to: size, time: 0)
        return (app, Surface(size: size)!)
    }

    /// Renders every frame the app asks for from `start`, 1/60 s apart, until it asks for none;
    /// returns the time it came to rest.
    @discardableResult
    private func settle(_ app: VitrineApp, _ frame: Surface, from start: Double) -> Double {
        var t = start
        while let next = app.nextFrameTime(after: t), next <= t + 1 / 60 {
            _ = app.render(into: frame, time: t)
            t += 1 / 60
            XCTAssertLessThan(t, start + 3, "settles within 3 s")
            if t > start + 3 { break }
        }
        return t
    }

    /// The frame with the pointer held at `pointer` (nil: never in the window) once settled.
    private func settled(at pointer: Point?, title: String = "VITRINE", card: Bool = false) throws -> Surface {
        let (app, frame) = try self.app(title: title)
        if card { app.handle(.keyPressed(.character("c"), []), time: 0) }
        if let pointer { app.handle(.pointerEntered(pointer, []), time: 0) }
        settle(app, frame, from: 0)
        return frame
    }

    private func assertGolden(_ s: Surface, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        // Text is antialiased by FreeType, the card bilinear: allow a few edge pixels to move.
        let result = Golden.compare(
            s, area: "tilt", name: name, testFile: #filePath, tolerance: 24,
            maxDifferingShare: 0.002)
        XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
    }

    func testTheFirstFrameIsCentredAndThenNothingMoves() throws {
        let (app, frame) = try app()
        XCTAssertEqual(app.nextFrameTime(after: 0), 0)
        XCTAssertEqual(app.render(into: frame, time: 0), [frame.bounds])
        XCTAssertNil(app.nextFrameTime(after: 0.1), "at rest: no frames")
        XCTAssertEqual(app.render(into: frame, time: 0.2), [], "nothing to draw at rest")
        assertGolden(frame, "centre")
    }

    func testGoldensAtFullTiltEachWayAndInCardMode() throws {
        assertGolden(try settled(at: Point(0, 0)), "top-left")
        assertGolden(try settled(at: Point(640, 400)), "bottom-right")
        assertGolden(try settled(at: Point(640, 0), card: true), "card-top-right")
    }

    /// Where the title's pixels (brighter than the same frame without a title) and its shadow's
    /// (darker) sit: the centroids of the differences.
    private func titleAndShadow(at pointer: Point) throws -> (title: Point, shadow: Point) {
        let with = try settled(at: pointer), without = try settled(at: pointer, title: "")
        var bright = (Point.zero, 0.0), dark = (Point.zero, 0.0)
        func luma(_ p: UInt32) -> Double { Double(Pixel.red(p) + Pixel.green(p) + Pixel.blue(p)) }
        for y in 0..<size.height {
            for x in 0..<size.width {
                let d = luma(with[x, y]) - luma(without[x, y])
                let p = Point(Double(x), Double(y))
                if d > 0 { bright = (bright.0 + p * d, bright.1 + d) }
                if d < 0 { dark = (dark.0 + p * -d, dark.1 - d) }
            }
        }
        XCTAssertGreaterThan(bright.1, 0)
        XCTAssertGreaterThan(dark.1, 0)
        return (bright.0 * (1 / bright.1), dark.0 * (1 / dark.1))
    }

    func testTheTitleMovesWithThePointerAndItsShadowAgainstIt() throws {
        let left = try titleAndShadow(at: Point(0, 200)), right = try titleAndShadow(at: Point(640, 200))
        // 11 pt at 96 dpi is 14.7 px each way: about 29 px from one edge to the other.
        XCTAssertEqual(right.title.x - left.title.x, 29, accuracy: 3, "the title moves right")
        // The title hides part of its shadow, and hides the side it moves toward: the visible
        // shadow's centroid moves further than the shadow itself.
        XCTAssertLessThan(right.shadow.x - left.shadow.x, -25, "the shadow moves left")
        XCTAssertEqual(right.title.y, left.title.y, accuracy: 1)
    }

    func testAfterThePointerLeavesTheFrameReturnsToTheCentredOne() throws {
        let centred = try settled(at: nil)
        let (app, frame) = try app()
        app.handle(.pointerEntered(Point(600, 40), []), time: 0)
        let rest = settle(app, frame, from: 0)
        XCTAssertFalse(frame.hasSamePixels(as: centred), "tilted")
        app.handle(.pointerLeft, time: rest)
        XCTAssertEqual(app.nextFrameTime(after: rest), rest)
        let back = settle(app, frame, from: rest)
        XCTAssertLessThanOrEqual(back - rest, 0.35, "back within about 300 ms")
        XCTAssertTrue(frame.hasSamePixels(as: centred))
        XCTAssertNil(app.nextFrameTime(after: back + 1))
    }

    func testReducedMotionKeepsEverythingStill() throws {
        let centred = try settled(at: nil)
        let (app, frame) = try app(reduceMotion: true)
        _ = app.render(into: frame, time: 0)
        app.handle(.pointerEntered(Point(0, 0), []), time: 0.1)
        app.handle(.pointerMoved(Point(640, 400), []), time: 0.2)
        XCTAssertNil(app.nextFrameTime(after: 0.3), "nothing moves: no frames")
        _ = app.render(into: frame, time: 0.3)
        XCTAssertTrue(frame.hasSamePixels(as: centred))
        XCTAssertEqual(app.facts.status.note, "reduced motion")
        XCTAssertEqual(
            HelpCard.lines(scene: "tilt", rows: Bindings.help(for: .tilt), note: app.facts.status.helpNote).first?.does,
            "In tilt (reduced motion is on: the layers hold still)", "the help says why")
    }

    func testTheStatusSaysTheOffset() throws {
        let (app, frame) = try app()
        app.handle(.pointerEntered(Point(480, 180), []), time: 0)
        settle(app, frame, from: 0)
        XCTAssertEqual(app.facts.status.note, "offset 0.50, -0.10")
        app.handle(.keyPressed(.character("c"), []), time: 5)
        XCTAssertEqual(app.facts.status.fileName, "landscape.png")
        XCTAssertEqual(app.facts.status.position?.index, 0)
    }
}
