import Effects
import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

@testable import AppInterface
@testable import AppShell
@testable import ImageLibrary
@testable import SceneFocus

/// The focus scene's closer look, through the app as a host drives it, in a 640 x 400 view.
/// The pictures are made here: "a-coords" (1600 x 800) says where each pixel is (red = x mod
/// 256, green = y mod 256, blue from the 256-px tile) and has a 1-px black column at x = 800;
/// "b-small" is 100 x 60 red; "c-checker" a 512 x 512 1-px black and white checkerboard.
final class FocusZoomTests: XCTestCase {
    let size = PixelSize(640, 400)
    let background: UInt32 = 0xFF20_2020
    var folder = ""

    override func setUpWithError() throws {
        let own = "vitrine-zoom-\(getpid())-\(name.filter(\.isLetter))"
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(own)
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let coords = Surface(width: 1600, height: 800)!
        for y in 0..<800 {
            for x in 0..<1600 {
                let blue = UInt32(36 * (x >> 8) + 8 * (y >> 8))
                let colour = 0xFF00_0000 | UInt32(x & 255) << 16 | UInt32(y & 255) << 8 | blue
                coords[x, y] = x == 800 ? 0xFF00_0000 : colour
            }
        }
        try PNGFile.write(coords, to: folder + "/a-coords.png")
        let small = Surface(width: 100, height: 60)!
        small.clear(to: Color(rgb: 0xFF0000))
        try PNGFile.write(small, to: folder + "/b-small.png")
        let checker = Surface(width: 512, height: 512)!
        for y in 0..<512 {
            for x in 0..<512 { checker[x, y] = (x + y) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 }
        }
        try PNGFile.write(checker, to: folder + "/c-checker.png")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func app(_ arguments: [String]? = nil) throws -> (VitrineApp, Surface) {
        let catalog = try ImageCatalog(arguments: arguments ?? [folder])
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        let app = try VitrineApp(sceneName: "focus", images: catalog, options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        return (app, frame)
    }

    private func press(_ app: VitrineApp, _ key: Key, _ modifiers: Modifiers = [], at time: Double = 1) {
        app.handle(.keyPressed(key, modifiers), time: time)
        app.handle(.keyReleased(key, modifiers), time: time)
    }

    private func focus(_ app: VitrineApp) -> FocusScene { app.scenes[0] as! FocusScene }

    /// Each channel of `a` within `tolerance` of `b`'s.
    private func near(_ a: UInt32, _ b: UInt32, _ tolerance: Int = 2) -> Bool {
        [Pixel.red, Pixel.green, Pixel.blue].allSatisfy { abs(Int($0(a)) - Int($0(b))) <= tolerance }
    }

    private func assertGolden(_ s: Surface, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = Golden.compare(
            s, area: "zoom", name: name, testFile: #filePath, tolerance: 1,
            maxDifferingShare: 0.0005)
        XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
    }

    func testEnterOpensTheImageInFocusFittedToTheWindow() throws {
        let (app, frame) = try app()
        XCTAssertEqual(frame[5, 200], background, "the strip: nothing left of the first image")
        press(app, .enter)
        XCTAssertEqual(app.nextFrameTime(after: 1), 1)
        XCTAssertEqual(app.render(into: frame, time: 1), [frame.bounds])
        // 1600 x 800 at 0.4: 640 x 320, the window's width, centred down.
        for x in [0, 320, 639] {
            XCTAssertNotEqual(frame[x, 40], background, "image at (\(x), 40)")
            XCTAssertNotEqual(frame[x, 359], background, "image at (\(x), 359)")
            XCTAssertEqual(frame[x, 39], background)
            XCTAssertEqual(frame[x, 360], background)
        }
        XCTAssertEqual(focus(app).status.note, "zoom 40%")
        XCTAssertEqual(focus(app).status.imageSize, PixelSize(1600, 800))
        XCTAssertNil(app.nextFrameTime(after: 1.1), "idle once drawn")
    }

    func testTheWheelKeepsTheImagePixelUnderThePointer() throws {
        let (app, frame) = try app()
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        // At 0.4, view (154, 194) shows image (385, 385): mid-tile, away from the wrap of red
        // and green (a step of 1 image pixel changes them by 1).
        let p = Point(154, 194)
        let under = frame[154, 194], aside = frame[400, 194]
        XCTAssertTrue(near(under, 0xFF81_812C), String(under, radix: 16))
        var time = 1.0
        for notch in 1...3 {
            time += 0.05
            app.handle(.wheel(.up, p, []), time: time)
            XCTAssertEqual(app.nextFrameTime(after: time), time)
            _ = app.render(into: frame, time: time)
            XCTAssertTrue(near(frame[154, 194], under), "notch \(notch): \(String(frame[154, 194], radix: 16))")
            XCTAssertEqual(app.nextFrameTime(after: time + 0.01), time + FocusZoom.settleDelay, "settles after the run")
        }
        _ = app.render(into: frame, time: time + FocusZoom.settleDelay)
        XCTAssertTrue(near(frame[154, 194], under), "settled: \(String(frame[154, 194], radix: 16))")
        XCTAssertNil(app.nextFrameTime(after: time + FocusZoom.settleDelay))
        XCTAssertFalse(near(frame[400, 194], aside, 20), "elsewhere the picture moved")
        XCTAssertEqual(focus(app).status.note, "zoom 67%")
        // And back out: the same pixel still.
        app.handle(.wheel(.down, p, []), time: time + 1)
        _ = app.render(into: frame, time: time + 1)
        XCTAssertTrue(near(frame[154, 194], under))
        XCTAssertEqual(focus(app).status.note, "zoom 57%")
    }

    func testEqualsShowsPixelForPixel() throws {
        let (app, frame) = try app()
        press(app, .enter)
        press(app, .character("="))
        _ = app.render(into: frame, time: 1)
        XCTAssertEqual(focus(app).status.note, "zoom 100%")
        // Centred at 1:1: image (x, y) at view (x - 480, y - 200). The black column x = 800 is
        // one view column, its neighbours untouched.
        for y in [0, 123, 399] {
            XCTAssertEqual(frame[320, y], 0xFF00_0000)
            XCTAssertEqual(Pixel.red(frame[319, y]), 799 & 255)
            XCTAssertEqual(Pixel.red(frame[321, y]), 801 & 255)
            XCTAssertEqual(Pixel.green(frame[321, y]), UInt32((y + 200) & 255))
        }
    }

    func testEqualsInTheStripOpensAt1To1AndWAndFFitAndFill() throws {
        let (app, frame) = try app()
        press(app, .character("="))
        _ = app.render(into: frame, time: 1)
        XCTAssertEqual(frame[320, 0], 0xFF00_0000, "opened at 1:1")
        press(app, .character("f"), .shift, at: 2)
        _ = app.render(into: frame, time: 2)
        XCTAssertEqual(focus(app).status.note, "zoom 50%", "Shift+F: 800 x 400, the window's height")
        XCTAssertNotEqual(frame[0, 0], background)
        XCTAssertNotEqual(frame[639, 399], background)
        press(app, .character("w"), at: 3)
        _ = app.render(into: frame, time: 3)
        XCTAssertEqual(focus(app).status.note, "zoom 40%")
        XCTAssertEqual(frame[320, 39], background)
    }

    func testADragPansByTheDrag() throws {
        let (app, frame) = try app()
        press(app, .character("="))
        _ = app.render(into: frame, time: 1)
        let before = Surface(size: size)!
        before.copy(from: frame, sourceRect: frame.bounds, toX: 0, y: 0)
        app.handle(.buttonPressed(.left, Point(300, 200), []), time: 2)
        app.handle(.pointerMoved(Point(320, 215), []), time: 2.05)
        app.handle(.pointerMoved(Point(340, 230), []), time: 2.1)
        app.handle(.buttonReleased(.left, Point(340, 230), []), time: 2.1)
        _ = app.render(into: frame, time: 2.1)
        for (x, y) in [(0, 0), (100, 50), (280, 170), (599, 369)] {
            XCTAssertEqual(frame[x + 40, y + 30], before[x, y], "(\(x), \(y)) moved by (40, 30)")
        }
        XCTAssertNil(app.nextFrameTime(after: 2.2), "no momentum: still at once")
    }

    func testEscapeGoesBackToTheStripAtTheSameImageAndASecondEscapeQuits() throws {
        let (app, frame) = try app()
        press(app, .enter)
        press(app, .right, at: 2)
        _ = app.render(into: frame, time: 2)
        XCTAssertEqual(focus(app).status.imageSize, PixelSize(100, 60), "the next image, still closer")
        press(app, .escape, at: 3)
        XCTAssertFalse(app.wantsToQuit, "Esc leaves the closer look")
        XCTAssertEqual(app.render(into: frame, time: 3), [frame.bounds])
        XCTAssertNil(focus(app).status.note)
        // The strip as it is after paging there itself.
        let (strip, expected) = try self.app()
        press(strip, .right, at: 1)
        _ = strip.render(into: expected, time: 10)
        XCTAssertTrue(frame.hasSamePixels(as: expected), "the strip at b-small")
        XCTAssertEqual(app.nextFrameTime(after: 3.1), nil)
        press(app, .escape, at: 4)
        XCTAssertTrue(app.wantsToQuit, "in the strip Esc quits")
    }

    /// A TIFF's pages page like files: each shows its own picture and name, and the closer look
    /// opens the page in focus (the third, turned by its own orientation, is tall).
    func testATIFFsPagesAreShownEach() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ImageFilesTests/Fixtures").path
        // Last in the folder, after a-coords, b-small and c-checker.
        try FileManager.default.copyItem(atPath: fixtures + "/tiff-pages.tif", toPath: folder + "/d-pages.tif")
        let (app, frame) = try app([folder + "/d-pages.tif"])
        XCTAssertEqual(focus(app).status.fileName, "d-pages.tif, page 1 of 3")
        XCTAssertEqual(focus(app).status.imageSize, PixelSize(61, 37))
        press(app, .end, at: 1)
        _ = app.render(into: frame, time: 5)
        XCTAssertEqual(focus(app).status.fileName, "d-pages.tif, page 3 of 3")
        XCTAssertEqual(focus(app).status.imageSize, PixelSize(37, 61))
        press(app, .enter, at: 6)
        _ = app.render(into: frame, time: 6)
        XCTAssertEqual(focus(app).zoomPicture?.picture.page, 3)
        XCTAssertEqual(focus(app).zoomPicture?.image.size, PixelSize(37, 61))
        press(app, .left, at: 7)
        _ = app.render(into: frame, time: 7)
        XCTAssertEqual(focus(app).zoomPicture?.picture.page, 2, "the page before, in the closer look")
        XCTAssertEqual(focus(app).status.fileName, "d-pages.tif, page 2 of 3")
    }

    func testEnterGoesBackToo() throws {
        let (app, frame) = try app()
        let strip = Surface(size: size)!
        strip.copy(from: frame, sourceRect: frame.bounds, toX: 0, y: 0)
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        press(app, .enter, at: 2)
        _ = app.render(into: frame, time: 2)
        XCTAssertTrue(frame.hasSamePixels(as: strip))
    }

    func testADoubleClickOnTheImageInFocusOpensItAndAnotherCloses() throws {
        let (app, frame) = try app()
        let strip = Surface(size: size)!
        strip.copy(from: frame, sourceRect: frame.bounds, toX: 0, y: 0)
        let p = Point(320, 200)
        // Two clicks too slow, then two far apart: no double click.
        for (t, q) in [(1.0, p), (1.6, p), (3.0, p), (3.2, Point(330, 200))] {
            app.handle(.buttonPressed(.left, q, []), time: t)
            app.handle(.buttonReleased(.left, q, []), time: t + 0.05)
        }
        XCTAssertNil(focus(app).model.zoom)
        for t in [5.0, 5.25] {
            app.handle(.buttonPressed(.left, p, []), time: t)
            app.handle(.buttonReleased(.left, p, []), time: t + 0.05)
        }
        _ = app.render(into: frame, time: 6)
        XCTAssertEqual(focus(app).status.note, "zoom 40%")
        XCTAssertNotEqual(frame[0, 200], background)
        for t in [7.0, 7.25] {
            app.handle(.buttonPressed(.left, p, []), time: t)
            app.handle(.buttonReleased(.left, p, []), time: t + 0.05)
        }
        _ = app.render(into: frame, time: 10)
        XCTAssertTrue(frame.hasSamePixels(as: strip), "back in the strip")
    }

    func testADoubleClickOnANeighbourOpensIt() throws {
        let (app, _) = try app()
        // b-small (280 x 168 in its slot) sits right of the box: the first click centres it,
        // the second opens it, wherever it has moved to by then.
        for t in [1.0, 1.2] {
            app.handle(.buttonPressed(.left, Point(560, 200), []), time: t)
            app.handle(.buttonReleased(.left, Point(560, 200), []), time: t + 0.05)
        }
        XCTAssertEqual(focus(app).model.zoom?.index, 1)
        XCTAssertEqual(app.scenes[0].imageIndex, 1)
    }

    func testPagingWhileCloserShowsTheNextImageAndAnUnreadableOneInTheStrip() throws {
        let broken = folder + "/d-broken.png"
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: broken))
        let (app, _) = try app([folder + "/a-coords.png", broken])
        press(app, .enter)
        app.handle(.wheel(.up, Point(320, 200), []), time: 1)
        press(app, .home, at: 2)
        XCTAssertEqual(focus(app).status.note, "zoom 48%", "at the first image already: the view stays")
        press(app, .right, at: 3)
        XCTAssertNil(focus(app).model.zoom, "the strip shows the unreadable file's placeholder")
        XCTAssertEqual(app.scenes[0].imageIndex, 1)
        press(app, .escape, at: 4)
        XCTAssertTrue(app.wantsToQuit)
    }

    func testASmallImageShowsAt1To1() throws {
        let (app, frame) = try app([folder + "/b-small.png"])
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        XCTAssertEqual(focus(app).status.note, "zoom 100%")
        // 100 x 60 centred: columns 270..<370, rows 170..<230.
        XCTAssertEqual(frame[270, 170], 0xFFFF_0000)
        XCTAssertEqual(frame[369, 229], 0xFFFF_0000)
        XCTAssertEqual(frame[269, 200], background)
        XCTAssertEqual(frame[370, 200], background)
        XCTAssertEqual(frame[300, 169], background)
        XCTAssertEqual(frame[300, 230], background)
    }

    /// A 1-px checkerboard zoomed out averages to gray (mip levels), rather than beating into
    /// stripes as point or bilinear sampling would.
    func testZoomedOutAFineCheckerboardIsGray() throws {
        let (app, frame) = try app([folder + "/c-checker.png"])
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        // Fitted (78%), between levels 0 and 1: the area filter leaves a faint weave (a box
        // filter passes some of a pattern this fine), where bilinear sampling beat black to white.
        let fitted = pixels(inside: focus(app).model.zoom!.view.frame, of: frame)
        XCTAssertGreaterThanOrEqual(fitted.min()!, 127 - 48)
        XCTAssertLessThanOrEqual(fitted.max()!, 128 + 48)
        var time = 1.0
        for notches in [4, 12] {
            for _ in 0..<notches {
                time += 0.05
                app.handle(.wheel(.down, Point(320, 200), []), time: time)
            }
            time += FocusZoom.settleDelay
            _ = app.render(into: frame, time: time)
            let values = pixels(inside: focus(app).model.zoom!.view.frame, of: frame)
            XCTAssertGreaterThan(values.count, 100)
            XCTAssertEqual(values.min()!, 127, accuracy: 3, "\(notches) notches out: gray, no aliasing")
            XCTAssertEqual(values.max()!, 128, accuracy: 3, "\(notches) notches out")
        }
        XCTAssertEqual(focus(app).status.note, "zoom 20%", "a quarter of the fitted 78%")
    }

    /// The green channel of the pixels wholly inside `rect`.
    private func pixels(inside rect: Rect, of frame: Surface) -> [UInt32] {
        var values: [UInt32] = []
        for y in Int(rect.minY.rounded(.up)) + 1..<Int(rect.maxY) - 1 {
            for x in Int(rect.minX.rounded(.up)) + 1..<Int(rect.maxX) - 1 { values.append(Pixel.green(frame[x, y])) }
        }
        return values
    }

    /// Decoding in the background: Enter shows the strip's copy at once, the full picture
    /// replaces it when decoded (the host is woken), and then nothing more is drawn.
    func testWithBackgroundDecodingTheViewSharpensAndThenRests() throws {
        let catalog = try ImageCatalog(arguments: [folder])
        var options = VitrineApp.Options()
        options.showsOverlay = false
        let app = try VitrineApp(sceneName: "focus", images: catalog, options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        XCTAssertTrue(BlurTestPhotos.wait { app.decodedFiles.contains(folder + "/a-coords.png") }, "the strip's copy")
        _ = app.render(into: frame, time: 0.5)
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        XCTAssertNotEqual(frame[0, 200], background, "something shows at once")
        XCTAssertTrue(BlurTestPhotos.wait { focus(app).zoomDecoder.hasOutcome || !focus(app).zoomDecoder.isBusy })
        var time = 1.0
        while let due = app.nextFrameTime(after: time), time < 2 {
            time = max(due, time + 0.02)
            _ = app.render(into: frame, time: time)
        }
        XCTAssertEqual(focus(app).zoomPicture?.picture.path, folder + "/a-coords.png")
        XCTAssertNil(app.nextFrameTime(after: time + 0.1), "at rest")
        XCTAssertTrue(near(frame[154, 194], 0xFF81_812C), "the full picture: the pixel colours exact")
    }

    /// Random input while closer, with points far outside the window and views down to 1 x 1,
    /// on images down to 1 x 1: nothing traps, damage stays in the frame, the scale stays finite.
    func testRandomInputWhileCloser() throws {
        var paths: [String] = []
        for (w, h) in [(1, 1), (500, 7), (3, 900)] {
            let s = Surface(width: w, height: h)!
            s.clear(to: Color(rgb: 0x80C040))
            paths.append(folder + "/e\(w)x\(h).png")
            try PNGFile.write(s, to: paths.last!)
        }
        let keys: [Key] = [
            .enter, .character("="), .character("w"), .character("f"), .character("+"), .character("-"),
            .right, .left, .home, .end,
        ]
        let sizes = [PixelSize(1, 1), PixelSize(320, 200), PixelSize(1, 240), PixelSize(300, 2)]
        var random = XorShift32(seed: 0x200A)
        let (app, _) = try app(paths + [folder])
        var frame = Surface(size: size)!
        func point() -> Point {
            switch random.nextUInt32() % 4 {
            case 0: Point(random.uniform(-1, 1) * 1e300, random.uniform(-1, 1) * 1e300)
            default:
                Point(random.uniform(-10, Double(frame.width) + 10), random.uniform(-10, Double(frame.height) + 10))
            }
        }
        var time = 1.0, stepsCloser = 0
        for step in 0..<1500 {
            time += random.uniform(0, 0.3)
            switch random.nextUInt32() % 8 {
            case 0: app.handle(.buttonPressed(.left, point(), []), time: time)
            case 1: app.handle(.buttonReleased(.left, point(), []), time: time)
            case 2: app.handle(.pointerMoved(point(), []), time: time)
            case 3, 4:
                for _ in 0..<Int(random.nextUInt32() % 20) {
                    app.handle(.wheel(random.nextUInt32() % 2 == 0 ? .up : .down, point(), []), time: time)
                }
            case 5:
                // Shift as well: Shift+F fills, F alone asks the host for fullscreen.
                let shift: Modifiers = random.nextUInt32() % 2 == 0 ? .shift : []
                app.handle(.keyPressed(keys[Int(random.nextUInt32() % UInt32(keys.count))], shift), time: time)
            case 6 where step % 20 == 0:
                frame = Surface(size: sizes[Int(random.nextUInt32() % UInt32(sizes.count))])!
                app.resize(to: frame.size, time: time)
            default: break
            }
            if let view = focus(app).model.zoom?.view {
                stepsCloser += 1
                XCTAssertTrue(view.scale.isFinite && view.offset.x.isFinite && view.offset.y.isFinite, "step \(step)")
            }
            if app.nextFrameTime(after: time) != nil {
                for rect in app.render(into: frame, time: time) {
                    XCTAssertEqual(rect.intersection(frame.bounds), rect, "step \(step): damage outside")
                }
            }
        }
        XCTAssertFalse(app.wantsToQuit)
        XCTAssertGreaterThan(stepsCloser, 300, "the storm reached the closer look")
    }

    func testFrom2xPixelsShowAsBlocks() throws {
        let (app, frame) = try app([folder + "/c-checker.png"])
        press(app, .character("="))
        for _ in 0..<8 { app.handle(.wheel(.up, Point(320, 200), []), time: 1) }
        _ = app.render(into: frame, time: 1)
        XCTAssertEqual(focus(app).status.note, "zoom 400%")
        // Every pixel black or white: no filtered grays between the blocks.
        for y in 0..<400 {
            for x in 0..<640 where frame[x, y] != 0xFF00_0000 && frame[x, y] != 0xFFFF_FFFF {
                return XCTFail("(\(x), \(y)) is \(String(frame[x, y], radix: 16))")
            }
        }
    }

    func testGoldens() throws {
        let (app, frame) = try app([Harness.resources + "/strip"])
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        assertGolden(frame, "fitted")
        for _ in 0..<12 { app.handle(.wheel(.up, Point(300, 120), []), time: 2) }
        _ = app.render(into: frame, time: 2)
        assertGolden(frame, "zoomed-in-pixels")
    }

    func testAResizeKeepsTheViewFitted() throws {
        let (app, frame) = try app()
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        app.resize(to: PixelSize(320, 400), time: 2)
        let narrow = Surface(size: PixelSize(320, 400))!
        _ = app.render(into: narrow, time: 2)
        XCTAssertEqual(focus(app).status.note, "zoom 20%")
        XCTAssertNil(app.nextFrameTime(after: 2.1))
    }
}

extension FocusZoomTests {
    /// A closer look whose picture and mip levels would pass the limit is decoded at the
    /// largest half, quarter or eighth that fits (a JPEG for less), and the status line says
    /// so, so 1:1 is not taken for the file's own pixels; a PNG that fits at no size keeps the
    /// strip's copy and says why.
    func testACloserLookPastTheLimitIsDecodedSmallerAndSaysSo() throws {
        let jpeg = Harness.resources + "/../Tests/ImageFilesTests/Fixtures/flat-1536x1024.jpg"
        let (app, frame) = try app([jpeg, folder + "/a-coords.png"])
        focus(app).zoomLimits = DecodeLimits(maxPeakBytes: 4 << 20)
        press(app, .enter)
        _ = app.render(into: frame, time: 1)
        XCTAssertEqual(focus(app).zoomPicture?.image.size, PixelSize(768, 512))
        XCTAssertEqual(focus(app).status.imageSize, PixelSize(1536, 1024))
        XCTAssertEqual(focus(app).status.note, "zoom 39%, from a 1/2-size copy (memory limit)")
        press(app, .escape, at: 2)
        _ = app.takeMessages()
        focus(app).zoomLimits = DecodeLimits(maxPeakBytes: 1 << 20)
        press(app, .pageDown, at: 3)
        press(app, .enter, at: 4)
        _ = app.render(into: frame, time: 4)
        XCTAssertNil(focus(app).zoomPicture.flatMap { $0.picture.path.hasSuffix("a-coords.png") ? $0 : nil })
        XCTAssertTrue(
            app.takeMessages().contains { $0.text.contains("of memory at its peak (the limit is 1 MiB)") }, "told why")
    }
}
