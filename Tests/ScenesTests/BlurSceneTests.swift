import AppInterface
import AppShell
import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

/// The blur scene through the app, on a photo of fine checks (sharp: strong local contrast;
/// blurred: flat), shown 1:1 in a 400 x 300 view.
final class BlurSceneTests: XCTestCase {
    let size = PixelSize(400, 300)
    let centre = Point(200, 150)
    var photoPath = ""

    override func setUpWithError() throws {
        photoPath = try CheckerPhoto.write(for: self, prefix: "vitrine-blur")
    }

    private func app() throws -> (VitrineApp, Surface) { try CheckerPhoto.blurApp(photo: photoPath, size: size) }

    private func contrast(_ s: Surface, _ p: Point) -> Int { s.redContrast(around: p) }

    private func isSharp(_ s: Surface, _ p: Point) -> Bool { contrast(s, p) > 150 }
    private func isBlurred(_ s: Surface, _ p: Point) -> Bool { contrast(s, p) < 6 }

    private func run(_ app: VitrineApp, _ frame: Surface, _ events: [InputEvent], at time: Double) {
        for e in events { app.handle(e, time: time) }
        _ = app.render(into: frame, time: time)
    }

    func testSharpInsideBlurredOutside() throws {
        let (_, frame) = try app()
        XCTAssertTrue(isSharp(frame, centre + Point(10, 10)))
        XCTAssertTrue(isBlurred(frame, Point(20, 20)))
        XCTAssertTrue(isBlurred(frame, Point(380, 150)))
        let result = Golden.compare(
            frame, area: "blur", name: "rest", testFile: #filePath, tolerance: 1, maxDifferingShare: 0.001)
        XCTAssert(result.passed, result.failure ?? "")
    }

    func testDragMovesTheRegion() throws {
        let (app, frame) = try app()
        run(
            app, frame,
            [
                .buttonPressed(.left, centre, []), .pointerMoved(centre + Point(150, 0), []),
                .buttonReleased(.left, centre + Point(150, 0), []),
            ], at: 1)
        _ = app.render(into: frame, time: 2)
        XCTAssertTrue(isSharp(frame, Point(350, 150)), "the sharp spot followed the pointer")
        XCTAssertTrue(isBlurred(frame, centre), "and left its old place blurred")
    }

    func testCtrlDragPinchesAndCtrlWheelSteps() throws {
        let (app, frame) = try app()
        let probe = Point(300, 150) // 100 px out: beyond the radius of 90.
        XCTAssertTrue(isBlurred(frame, probe))
        run(
            app, frame,
            [
                .modifiersChanged(.control), .buttonPressed(.left, centre + Point(40, 0), .control),
                .pointerMoved(centre + Point(80, 0), .control),
            ], at: 1)
        let dots = frame.copy()
        run(app, frame, [.buttonReleased(.left, centre + Point(80, 0), .control), .modifiersChanged([])], at: 1.1)
        _ = app.render(into: frame, time: 2)
        XCTAssertTrue(isSharp(frame, probe), "radius doubled to 180")
        // The mirrored finger is drawn while Ctrl is held: white dots at the pointer and opposite.
        XCTAssertGreaterThan(Pixel.green(dots[280, 150]), 200)
        XCTAssertGreaterThan(Pixel.green(dots[120, 150]), 200)
        // Two Ctrl+wheel notches down at the centre shrink it by 1.1^2: 180 -> 149.
        run(app, frame, [.wheel(.down, centre, .control), .wheel(.down, centre, .control)], at: 3)
        _ = app.render(into: frame, time: 4)
        XCTAssertTrue(isBlurred(frame, Point(352, 150)))
        XCTAssertTrue(isSharp(frame, Point(280, 150)))
    }

    /// A touchpad pinch to twice the size does what a Ctrl+drag from 40 to 80 px out does, and
    /// Ctrl+scroll by two notches what two Ctrl+wheel notches do.
    func testAPinchAndCtrlScrollDoWhatTheirEmulationsDo() throws {
        let (emulated, expected) = try app()
        run(
            emulated, expected,
            [
                .modifiersChanged(.control), .buttonPressed(.left, centre + Point(40, 0), .control),
                .pointerMoved(centre + Point(80, 0), .control),
                .buttonReleased(.left, centre + Point(80, 0), .control), .modifiersChanged([]),
            ], at: 1)
        run(emulated, expected, [.wheel(.down, centre, .control), .wheel(.down, centre, .control)], at: 3)
        _ = emulated.render(into: expected, time: 5)

        let (app, frame) = try app()
        run(
            app, frame,
            [
                .pinch(.begin, scale: 1, rotation: 0, at: centre, []),
                .pinch(.update, scale: 1.5, rotation: 0.1, at: centre, []),
            ], at: 1)
        XCTAssertTrue(isSharp(frame, Point(280, 150)), "the update applies at once: radius 135")
        run(app, frame, [.pinch(.end, scale: 2, rotation: 0.2, at: centre, [])], at: 1.1)
        run(app, frame, [.scroll(dx: 0, dy: 2, at: centre, .control, precise: false)], at: 3)
        _ = app.render(into: frame, time: 5)
        XCTAssertTrue(frame.hasSamePixels(as: expected))
    }

    func testVeilShowsWhileAdjustingAndFadesAfter() throws {
        let (app, frame) = try app()
        let rest = frame.copy()
        run(app, frame, [.buttonPressed(.left, centre, []), .pointerMoved(centre, [])], at: 1)
        _ = app.render(into: frame, time: 1.3)
        XCTAssertLessThan(
            Pixel.green(frame[20, 20]), Pixel.green(rest[20, 20]) * 7 / 10, "the blurred part is darkened")
        XCTAssertEqual(Pixel.alpha(frame[20, 20]), 255, "and stays opaque")
        XCTAssertEqual(frame[200, 150], rest[200, 150], "the sharp part is not")
        let result = Golden.compare(
            frame, area: "blur", name: "veil", testFile: #filePath, tolerance: 1, maxDifferingShare: 0.001)
        XCTAssert(result.passed, result.failure ?? "")
        run(app, frame, [.buttonReleased(.left, centre, [])], at: 2)
        XCTAssertNotNil(app.nextFrameTime(after: 2.01), "the fade is still to come")
        _ = app.render(into: frame, time: 3)
        XCTAssertTrue(frame.hasSamePixels(as: rest), "gone after the fade")
        XCTAssertNil(app.nextFrameTime(after: 3))
    }

    func testCtrlSSavesTheFullPhotoBesideTheOriginalNeverOverwriting() throws {
        let (app, _) = try app()
        let original = try Data(contentsOf: URL(fileURLWithPath: photoPath))
        app.handle(.keyPressed(.character("s"), .control), time: 1)
        app.handle(.keyPressed(.character("s"), .control), time: 2)
        let messages = app.takeMessages()
        let folder = (photoPath as NSString).deletingLastPathComponent
        XCTAssertEqual(
            messages, [.info("saved \(folder)/checks-blur.png"), .info("saved \(folder)/checks-blur-2.png")])
        let saved = try PNGFile.read(path: folder + "/checks-blur.png")
        XCTAssertEqual(saved.size, PixelSize(400, 300))
        XCTAssertTrue(isSharp(saved, centre))
        XCTAssertTrue(isBlurred(saved, Point(20, 20)))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: photoPath)), original, "the original is untouched")
    }
}
