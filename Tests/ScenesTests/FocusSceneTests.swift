import Geometry
import Gestures
import Raster
import Scenes
import VitrineTestSupport
import XCTest

/// The focus scene rendered through the app, as a host would drive it, with the default images.
final class FocusSceneTests: XCTestCase {
    let size = PixelSize(640, 400)
    /// 70% of the shorter side, centred: the focus box of a 640 x 400 view.
    let box = PixelRect(x: 180, y: 60, width: 280, height: 280)

    private func app(box: PixelSize? = nil) throws -> (VitrineApp, Surface) {
        let catalog = try ImageCatalog(arguments: [Harness.resources + "/strip"])
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        options.focusBox = box
        let app = try VitrineApp(sceneName: "focus", images: catalog, options: options)
        app.resize(to: size, time: 0)
        return (app, Surface(size: size)!)
    }

    /// Holds the strip dragged by `travel` pixels (no release, so no animation) and renders.
    private func dragged(_ app: VitrineApp, _ frame: Surface, by travel: Point) -> Surface {
        let start = Point(320, 200)
        app.handle(.buttonPressed(.left, start, []), time: 1)
        app.handle(.pointerMoved(start + travel, []), time: 1.1)
        _ = app.render(into: frame, time: 1.2)
        return frame
    }

    private func assertGolden(_ s: Surface, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = Golden.compare(s, area: "focus", name: name, testFile: #filePath, tolerance: 1, maxDifferingShare: 0.0005)
        XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
    }

    private func isGray(_ p: UInt32) -> Bool { Pixel.red(p) == Pixel.green(p) && Pixel.green(p) == Pixel.blue(p) }

    func testFirstFrameShowsTheFirstImageInColour() throws {
        let (app, frame) = try app()
        XCTAssertEqual(app.nextFrameTime(after: 0), 0)
        XCTAssertEqual(app.render(into: frame, time: 0), [frame.bounds])
        XCTAssertNil(app.nextFrameTime(after: 0.1), "nothing moves: no more frames")
        // 01-standing is 1200 x 900: fitted 280 x 210, centred in the box.
        XCTAssertFalse(isGray(frame[320, 120]), "in colour from the very first frame")
        XCTAssertEqual(frame[320, 90], 0xFF20_2020, "background above the image, inside the box")
        assertGolden(frame, "vertical-rest")
    }

    func testStraddlingItemSplitsExactlyAtTheBoxEdgeVertical() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: 0)
        let s = dragged(app, frame, by: Point(0, -130))
        // Item 0 now spans rows -35..<175 and item 1 starts at row 330: both straddle an edge.
        for x in box.x..<box.maxX {
            XCTAssertTrue(isGray(s[x, box.y - 1]), "row above the box is gray at x \(x)")
            XCTAssertTrue(isGray(s[x, box.y - 3]), "gray at x \(x)")
            XCTAssertTrue(isGray(s[x, box.maxY]), "row below the box is gray at x \(x)")
        }
        let colourInside = (box.x..<box.maxX).filter { !isGray(s[$0, box.y]) }.count
        XCTAssertGreaterThan(colourInside, box.width * 9 / 10, "first row inside the box is in colour")
        let colourLastRow = (215..<425).filter { !isGray(s[$0, box.maxY - 1]) }.count
        XCTAssertGreaterThan(colourLastRow, 180, "item 1's rows inside the box are in colour")
        assertGolden(s, "vertical-straddle-130")
        // One pixel further: the split stays at the box edge, the content moved by one row.
        let (other, otherFrame) = try self.app()
        _ = other.render(into: otherFrame, time: 0)
        let t = dragged(other, otherFrame, by: Point(0, -131))
        XCTAssertTrue(isGray(t[300, box.y - 1]))
        XCTAssertFalse(isGray(t[300, box.y]))
        XCTAssertEqual(t[300, box.y + 10], s[300, box.y + 11], "the colour part moved by exactly one row")
    }

    func testStraddlingItemSplitsExactlyAtTheBoxEdgeHorizontal() throws {
        let (app, frame) = try app()
        app.handle(.keyPressed(.character("o"), []), time: 0)
        _ = app.render(into: frame, time: 0)
        assertGolden(frame, "horizontal-rest")
        // Item 0 (280 x 210) now spans columns -20..<260, across the box's left edge.
        let s = dragged(app, frame, by: Point(-200, 0))
        for y in box.y..<box.maxY {
            XCTAssertTrue(isGray(s[box.x - 1, y]), "column left of the box is gray at y \(y)")
            XCTAssertTrue(isGray(s[box.maxX, y]), "column right of the box is gray at y \(y)")
        }
        let colour = (95..<305).filter { !isGray(s[box.x, $0]) }.count
        XCTAssertGreaterThan(colour, 190, "first column inside the box is in colour")
        assertGolden(s, "horizontal-straddle-200")
    }

    func testLargerBoxAndPeekMode() throws {
        let (app, frame) = try app(box: PixelSize(400, 300))
        app.handle(.keyPressed(.character("p"), []), time: 0)
        _ = app.render(into: frame, time: 0)
        assertGolden(frame, "peek-box-400x300")
        // Neighbours peek in below the centred item, gray outside the box.
        XCTAssertTrue(isGray(frame[320, 395]))
        XCTAssertNotEqual(frame[320, 395], 0xFF20_2020)
    }

    func testWheelPagesAndClickOnASideItemBringsItToTheCentre() throws {
        let (app, frame) = try app()
        app.handle(.keyPressed(.character("p"), []), time: 0)
        _ = app.render(into: frame, time: 0)
        let first = frame.copy()
        app.handle(.wheel(.down, Point(320, 200), []), time: 1)
        app.handle(.wheel(.down, Point(320, 200), []), time: 1.01)
        _ = app.render(into: frame, time: 2)
        let paged = frame.copy()
        app.handle(.wheel(.up, Point(320, 200), []), time: 3)
        _ = app.render(into: frame, time: 4)
        XCTAssertTrue(frame.hasSamePixels(as: first), "a burst paged once, and back is back")
        XCTAssertFalse(paged.hasSamePixels(as: first))
        // Click on the item peeking in below: it comes to the centre, as one wheel notch would.
        app.handle(.buttonPressed(.left, Point(320, 395), []), time: 5)
        app.handle(.buttonReleased(.left, Point(320, 395), []), time: 5.05)
        _ = app.render(into: frame, time: 6)
        XCTAssertTrue(frame.hasSamePixels(as: paged))
    }
}

enum Harness {
    static var resources: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources").path
    }
}
