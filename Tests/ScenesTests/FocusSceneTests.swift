import AppShell
import Geometry
import ImageLibrary
import Raster
import VitrineTestSupport
import XCTest

/// The focus scene rendered through the app, as a host would drive it, with the default images
/// (01 and 03 are 1200 x 900, 02 is 900 x 1200). In a 640 x 400 view the strip runs across, the
/// slots are 280 x 280 (70% of the shorter side), the neighbours 35 px apart between their real
/// edges and at least 6 px clear of the box at rest.
final class FocusSceneTests: XCTestCase {
    let size = PixelSize(640, 400)
    /// 70% of the shorter side, centred: the focus box of a 640 x 400 view.
    let box = PixelRect(x: 180, y: 60, width: 280, height: 280)
    let background: UInt32 = 0xFF20_2020

    private func app(box: PixelSize? = nil, size: PixelSize? = nil) throws -> (VitrineApp, Surface) {
        let catalog = try ImageCatalog(arguments: [Harness.resources + "/strip"])
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        options.focusBox = box
        let app = try VitrineApp(sceneName: "focus", images: catalog, options: options)
        app.resize(to: size ?? self.size, time: 0)
        return (app, Surface(size: size ?? self.size)!)
    }

    /// Holds the strip dragged by `travel` pixels (no release, so no animation) and renders.
    private func dragged(_ app: VitrineApp, _ frame: Surface, by travel: Point) -> Surface {
        let start = Point(320, 200)
        app.handle(.buttonPressed(.left, start, []), time: 1)
        app.handle(.pointerMoved(start + travel, []), time: 1.1)
        _ = app.render(into: frame, time: 1.2)
        return frame
    }

    private func key(_ app: VitrineApp, _ c: Character, time: Double = 0) {
        app.handle(.keyPressed(.character(c), []), time: time)
    }

    private func assertGolden(_ s: Surface, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = Golden.compare(
            s, area: "focus", name: name, testFile: #filePath, tolerance: 1, maxDifferingShare: 0.0005)
        XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
    }

    private func isGray(_ p: UInt32) -> Bool { Pixel.red(p) == Pixel.green(p) && Pixel.green(p) == Pixel.blue(p) }

    /// A neighbour shows at (x, y): gray, not background.
    private func assertNeighbour(_ s: Surface, _ x: Int, _ y: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(isGray(s[x, y]), "gray outside the box at (\(x), \(y))", file: file, line: line)
        XCTAssertNotEqual(s[x, y], background, "an image at (\(x), \(y))", file: file, line: line)
    }

    func testFirstFrameShowsTheFirstImageInColourAndItsNeighbour() throws {
        let (app, frame) = try app()
        XCTAssertEqual(app.nextFrameTime(after: 0), 0)
        XCTAssertEqual(app.render(into: frame, time: 0), [frame.bounds])
        XCTAssertNil(app.nextFrameTime(after: 0.1), "nothing moves: no more frames")
        // 01-standing is 1200 x 900: fitted 280 x 210, centred in the box.
        XCTAssertFalse(isGray(frame[320, 120]), "in colour from the very first frame")
        XCTAssertEqual(frame[320, 90], background, "background above the image, inside the box")
        // 02-waving (210 x 280) is next to the right, 286 px on: it begins at column 501,
        // 41 px past the box, and shows 139 of its 210 columns.
        assertNeighbour(frame, 501, 200)
        assertNeighbour(frame, 639, 200)
        XCTAssertEqual(frame[500, 200], background)
        XCTAssertEqual(frame[100, 200], background, "nothing before the first image")
        assertGolden(frame, "horizontal-rest")
    }

    func testA1280x800WindowRunsTheStripAcross() throws {
        let (app, frame) = try app(size: PixelSize(1280, 800))
        _ = app.render(into: frame, time: 0)
        // Slots of 560, 70 px apart: 02-waving (420 x 560) begins at column 996.
        assertNeighbour(frame, 1000, 400)
        assertNeighbour(frame, 1279, 400)
        XCTAssertEqual(frame[990, 400], background)
        XCTAssertEqual(frame[640, 700], background, "nothing below the item in focus")
    }

    func testOTurnsTheStripAndTheChoiceSurvivesAResize() throws {
        let (app, frame) = try app()
        key(app, "o")
        _ = app.render(into: frame, time: 0)
        assertGolden(frame, "vertical-rest")
        // Down the middle: 02-waving (210 x 280) begins at row 346, 6 px below the box.
        assertNeighbour(frame, 320, 350)
        XCTAssertEqual(frame[600, 200], background, "nothing beside the item in focus")
        // Wider still: the user's choice stays.
        app.resize(to: PixelSize(800, 400), time: 1)
        let wide = Surface(size: PixelSize(800, 400))!
        _ = app.render(into: wide, time: 1)
        assertNeighbour(wide, 400, 350)
        XCTAssertEqual(wide[700, 200], background)
        // Until the user turns it, the strip follows the window's shape.
        let (other, _) = try self.app()
        other.resize(to: PixelSize(400, 640), time: 1)
        let tall = Surface(size: PixelSize(400, 640))!
        _ = other.render(into: tall, time: 1)
        assertNeighbour(tall, 200, 560)
        other.resize(to: PixelSize(640, 400), time: 2)
        _ = other.render(into: frame, time: 2)
        assertNeighbour(frame, 600, 200)
    }

    func testStraddlingItemSplitsExactlyAtTheBoxEdgeVertical() throws {
        let (app, frame) = try app()
        key(app, "o")
        _ = app.render(into: frame, time: 0)
        let s = dragged(app, frame, by: Point(0, -130))
        // Item 0 (280 x 210) now spans rows -35..<175, item 1 (210 x 280) rows 216..<496:
        // both straddle an edge.
        for x in box.x..<box.maxX {
            XCTAssertTrue(isGray(s[x, box.y - 1]), "row above the box is gray at x \(x)")
            XCTAssertTrue(isGray(s[x, box.y - 3]), "gray at x \(x)")
            XCTAssertTrue(isGray(s[x, box.maxY]), "row below the box is gray at x \(x)")
        }
        let colourInside = (box.x..<box.maxX).filter { !isGray(s[$0, box.y]) }.count
        XCTAssertGreaterThan(colourInside, box.width * 9 / 10, "first row inside the box is in colour")
        let colourLastRow = (215..<425).filter { !isGray(s[$0, box.maxY - 1]) }.count
        XCTAssertGreaterThan(colourLastRow, 180, "item 1's rows inside the box are in colour")
        assertNeighbour(s, 320, box.maxY + 20)
        assertGolden(s, "vertical-straddle-130")
        // One pixel further: the split stays at the box edge, the content moved by one row.
        let (other, otherFrame) = try self.app()
        key(other, "o")
        _ = other.render(into: otherFrame, time: 0)
        let t = dragged(other, otherFrame, by: Point(0, -131))
        XCTAssertTrue(isGray(t[300, box.y - 1]))
        XCTAssertFalse(isGray(t[300, box.y]))
        XCTAssertEqual(t[300, box.y + 10], s[300, box.y + 11], "the colour part moved by exactly one row")
    }

    func testStraddlingItemSplitsExactlyAtTheBoxEdgeHorizontal() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: 0)
        // Item 0 (280 x 210) now spans columns -20..<260, across the box's left edge; item 1
        // (210 x 280) columns 301..<511, across the right edge.
        let s = dragged(app, frame, by: Point(-200, 0))
        for y in box.y..<box.maxY {
            XCTAssertTrue(isGray(s[box.x - 1, y]), "column left of the box is gray at y \(y)")
            XCTAssertTrue(isGray(s[box.maxX, y]), "column right of the box is gray at y \(y)")
        }
        let colour = (95..<305).filter { !isGray(s[box.x, $0]) }.count
        XCTAssertGreaterThan(colour, 190, "first column inside the box is in colour")
        let colourRight = (box.y..<box.maxY).filter { !isGray(s[box.maxX - 1, $0]) }.count
        XCTAssertGreaterThan(colourRight, 250, "item 1's columns inside the box are in colour")
        assertNeighbour(s, box.maxX + 20, 200)
        assertGolden(s, "horizontal-straddle-200")
    }

    func testNeighboursKeepOutOfALargerBoxAndPShowsOneImageAPage() throws {
        let (app, frame) = try app(box: PixelSize(400, 300))
        _ = app.render(into: frame, time: 0)
        assertGolden(frame, "box-400x300")
        // The box spans columns 120..<520. 02-waving begins at column 561, not 501 as the 35 px
        // gap alone would have it: with 02 in focus, 01 must end 6 px before the box, so the
        // two sit 346 px apart.
        assertNeighbour(frame, 561, 200)
        for x in 522..<561 { XCTAssertEqual(frame[x, 200], background, "between the box and the neighbour at \(x)") }
        key(app, "p")
        _ = app.render(into: frame, time: 0)
        XCTAssertEqual(frame[600, 200], background, "one image a page: no neighbour in view")
        XCTAssertFalse(isGray(frame[320, 200]))
    }

    func testWheelPagesAndClickOnASideItemBringsItToTheCentre() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: 0)
        let first = frame.copy()
        let p = Point(320, 200)
        app.handle(.wheel(.down, p, []), time: 1)
        app.handle(.wheel(.down, p, []), time: 1.01)
        _ = app.render(into: frame, time: 2)
        let last = frame.copy()
        app.handle(.wheel(.up, p, []), time: 3)
        _ = app.render(into: frame, time: 4)
        let middle = frame.copy()
        XCTAssertFalse(middle.hasSamePixels(as: first))
        XCTAssertFalse(middle.hasSamePixels(as: last), "two quick notches paged twice, one back is the middle")
        app.handle(.wheel(.up, p, []), time: 5)
        _ = app.render(into: frame, time: 6)
        XCTAssertTrue(frame.hasSamePixels(as: first))
        // Click on the item beside it: it comes to the centre, as one wheel notch would.
        app.handle(.buttonPressed(.left, Point(600, 200), []), time: 7)
        app.handle(.buttonReleased(.left, Point(600, 200), []), time: 7.05)
        _ = app.render(into: frame, time: 8)
        XCTAssertTrue(frame.hasSamePixels(as: middle))
    }

    /// Notches that come while a page animation runs add to where the strip is heading: 20
    /// notches 20 ms apart move 20 pages (here clamped to the six images), with a frame
    /// between each as a host would draw them; 4 of them move 4 pages.
    func testTwentyQuickNotchesMoveTwentyPagesClamped() throws {
        let (app, frame) = try app()
        let p = Point(320, 200)
        app.handle(.keyPressed(.end, []), time: 0)
        _ = app.render(into: frame, time: 1)
        let last = frame.copy()
        app.handle(.keyPressed(.home, []), time: 2)
        app.handle(.keyPressed(.right, []), time: 2)
        app.handle(.keyPressed(.right, []), time: 2)
        app.handle(.keyPressed(.right, []), time: 2)
        app.handle(.keyPressed(.right, []), time: 2)
        _ = app.render(into: frame, time: 3)
        let fifth = frame.copy()
        app.handle(.keyPressed(.home, []), time: 4)
        _ = app.render(into: frame, time: 5)
        for n in 0..<4 {
            app.handle(.wheel(.down, p, []), time: 6 + Double(n) * 0.02)
            _ = app.render(into: frame, time: 6.01 + Double(n) * 0.02)
        }
        _ = app.render(into: frame, time: 7)
        XCTAssertTrue(frame.hasSamePixels(as: fifth), "four quick notches move four pages")
        for n in 0..<20 {
            app.handle(.wheel(.down, p, []), time: 8 + Double(n) * 0.02)
            _ = app.render(into: frame, time: 8.01 + Double(n) * 0.02)
        }
        _ = app.render(into: frame, time: 10)
        XCTAssertTrue(frame.hasSamePixels(as: last), "twenty notches reach the last image")
    }

    /// A touchpad flick (precise deltas) pages once however long it is; notched `.scroll`
    /// deltas page once per notch.
    func testATouchpadFlickPagesOnceAndNotchedScrollsPageEachNotch() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: 0)
        let first = frame.copy()
        app.handle(.wheel(.down, Point(320, 200), []), time: 0.5)
        _ = app.render(into: frame, time: 1)
        let second = frame.copy()
        app.handle(.wheel(.up, Point(320, 200), []), time: 1.5)
        for n in 0..<30 {
            app.handle(.scroll(dx: 0.02, dy: 0.25, at: Point(320, 200), [], precise: true), time: 2 + Double(n) * 0.01)
        }
        _ = app.render(into: frame, time: 3)
        XCTAssertTrue(frame.hasSamePixels(as: second), "7.5 notches of flick: one page")
        app.handle(.scroll(dx: 0, dy: -1, at: Point(320, 200), [], precise: false), time: 4)
        _ = app.render(into: frame, time: 5)
        XCTAssertTrue(frame.hasSamePixels(as: first), "a notch of a notched wheel: one page")
    }

    /// A drag across a vertical strip is read along it: a slow drag to the left by more than
    /// half the way to the next item settles on it, as Down does.
    func testASidewaysDragOnAVerticalStripPages() throws {
        let (app, frame) = try app()
        key(app, "o")
        _ = app.render(into: frame, time: 0)
        let first = frame.copy()
        var time = 1.0
        app.handle(.buttonPressed(.left, Point(500, 200), []), time: time)
        for step in 1...10 {
            time += 0.05
            app.handle(.pointerMoved(Point(500 - 20 * Double(step), 200 + Double(step)), []), time: time)
            _ = app.render(into: frame, time: time)
        }
        XCTAssertFalse(frame.hasSamePixels(as: first), "the strip follows the drag")
        time += 0.2
        app.handle(.buttonReleased(.left, Point(300, 210), []), time: time)
        _ = app.render(into: frame, time: time + 1)
        let (keyed, expected) = try self.app()
        key(keyed, "o")
        keyed.handle(.keyPressed(.down, []), time: 0)
        _ = keyed.render(into: expected, time: 1)
        XCTAssertTrue(frame.hasSamePixels(as: expected), "at rest on the next image")
    }
}

enum Harness {
    static var resources: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources").path
    }
}
