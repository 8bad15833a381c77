import Effects
import Geometry
import XCTest

/// ZoomView: one image looked at closely, zoomed about the pointer and kept in the view.
final class ZoomViewTests: XCTestCase {
    let view = PixelSize(800, 600)

    private func assertClose(
        _ a: Point, _ b: Point, within tolerance: Double = 1e-6, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual((a - b).length, tolerance, "\(a) vs \(b) \(message)", file: file, line: line)
    }

    func testALargeImageOpensFittedAndCentred() {
        let zoom = ZoomView(imageSize: PixelSize(4000, 2000), viewSize: view)
        XCTAssertEqual(zoom.scale, 0.2)
        XCTAssertEqual(zoom.sizing, .automatic)
        XCTAssertEqual(zoom.frame, Rect(x: 0, y: 100, width: 800, height: 400))
    }

    func testASmallImageOpensAt1To1NotBlownUp() {
        let zoom = ZoomView(imageSize: PixelSize(100, 50), viewSize: view)
        XCTAssertEqual(zoom.scale, 1)
        XCTAssertEqual(zoom.frame, Rect(x: 350, y: 275, width: 100, height: 50))
    }

    func testFitFillAnd1To1() {
        var zoom = ZoomView(imageSize: PixelSize(100, 50), viewSize: view)
        zoom.fit()
        XCTAssertEqual(zoom.scale, 8, "W enlarges a small image")
        XCTAssertEqual(zoom.frame, Rect(x: 0, y: 100, width: 800, height: 400))
        zoom.fill()
        XCTAssertEqual(zoom.scale, 12)
        XCTAssertEqual(zoom.frame, Rect(x: -200, y: 0, width: 1200, height: 600), "centred, cut at the sides")
        zoom.actual()
        XCTAssertEqual(zoom.scale, 1)
        XCTAssertEqual(zoom.frame, Rect(x: 350, y: 275, width: 100, height: 50))
    }

    func test1To1IsOnWholePixels() {
        var zoom = ZoomView(imageSize: PixelSize(1001, 701), viewSize: view)
        zoom.zoom(by: 3.7, about: Point(123.4, 456.7))
        zoom.actual()
        XCTAssertEqual(zoom.scale, 1)
        XCTAssertEqual(zoom.offset.x, zoom.offset.x.rounded())
        XCTAssertEqual(zoom.offset.y, zoom.offset.y.rounded())
        // Four wheel notches in, four out: back at exactly 1.
        for _ in 0..<4 { zoom.zoom(by: ZoomView.wheelStep, about: Point(300, 200)) }
        XCTAssertEqual(zoom.scale, 2, accuracy: 1e-12)
        for _ in 0..<4 { zoom.zoom(by: 1 / ZoomView.wheelStep, about: Point(300, 200)) }
        XCTAssertEqual(zoom.scale, 1)
    }

    /// The requirement: the image point under the pointer stays under it, wherever the pointer
    /// is and at whatever scale, while the image covers the view (a shorter image is centred).
    func testZoomAboutThePointerKeepsThePointUnderIt() {
        for (w, h) in [(4000, 3000), (1200, 900), (801, 601)] {
            var zoom = ZoomView(imageSize: PixelSize(w, h), viewSize: view)
            zoom.fill()
            zoom.zoom(by: 1.5, about: Point(400, 300))
            for step in 0..<40 {
                let p = Point(Double((step * 137) % 800) + 0.25, Double((step * 71) % 600) + 0.5)
                let before = zoom.imagePoint(at: p)
                let factor = step % 3 == 2 ? 1 / ZoomView.wheelStep : ZoomView.wheelStep
                zoom.zoom(by: factor, about: p)
                guard zoom.frame.width >= 800, zoom.frame.height >= 600 else { continue }
                // Zooming out at the edge may clamp; zooming in never needs to.
                if factor > 1 || !clamped(zoom) {
                    // At 1:1 the image snaps to whole pixels: within half a pixel.
                    assertClose(
                        zoom.imagePoint(at: p), before, within: zoom.scale == 1 ? 0.5 : 1e-6,
                        "\(w)x\(h) step \(step) scale \(zoom.scale)")
                }
            }
        }
    }

    /// True when an edge of the image sits exactly on an edge of the view.
    private func clamped(_ zoom: ZoomView) -> Bool {
        let f = zoom.frame
        return abs(f.minX) < 1e-9 || abs(f.minY) < 1e-9 || abs(f.maxX - 800) < 1e-9 || abs(f.maxY - 600) < 1e-9
    }

    func testZoomingInFromTheDefaultKeepsThePointerPointOnTheAxisTheImageCovers() {
        var zoom = ZoomView(imageSize: PixelSize(1600, 800), viewSize: view)
        // Fitted to the width (scale 0.5): across, the image covers the view; down, it is centred.
        let p = Point(200, 250)
        let before = zoom.imagePoint(at: p)
        zoom.zoom(by: ZoomView.wheelStep, about: p)
        XCTAssertEqual(zoom.imagePoint(at: p).x, before.x, accuracy: 1e-9)
        XCTAssertEqual(zoom.frame.center.y, 300, accuracy: 1e-9, "shorter than the view: centred")
    }

    func testTheImageNeverLeavesTheView() {
        var zoom = ZoomView(imageSize: PixelSize(1200, 900), viewSize: view)
        zoom.actual()
        zoom.pan(by: Point(5000, 5000))
        XCTAssertEqual(zoom.offset, Point(0, 0), "top-left corner at the view's")
        zoom.pan(by: Point(-5000, -5000))
        XCTAssertEqual(zoom.offset, Point(-400, -300), "bottom-right corner at the view's")
        zoom.pan(by: Point(30, 20))
        XCTAssertEqual(zoom.offset, Point(-370, -280), "a drag moves it by the drag")
        // Smaller than the view: centred, a drag does nothing.
        var small = ZoomView(imageSize: PixelSize(100, 50), viewSize: view)
        small.pan(by: Point(40, -30))
        XCTAssertEqual(small.frame.origin, Point(350, 275))
        // Zoomed out past the view on one axis only: that axis centres, the other clamps.
        var wide = ZoomView(imageSize: PixelSize(3200, 400), viewSize: view)
        wide.zoom(to: 1, about: Point(0, 0))
        XCTAssertEqual(wide.frame, Rect(x: 0, y: 100, width: 3200, height: 400))
    }

    func testScaleLimits() {
        var zoom = ZoomView(imageSize: PixelSize(4000, 3000), viewSize: view)
        for _ in 0..<100 { zoom.zoom(by: 2, about: Point(400, 300)) }
        XCTAssertEqual(zoom.scale, ZoomView.maxScale)
        for _ in 0..<100 { zoom.zoom(by: 0.5, about: Point(400, 300)) }
        XCTAssertEqual(zoom.scale, 0.2 * ZoomView.minShare, accuracy: 1e-12, "a quarter of the fitted size")
        var small = ZoomView(imageSize: PixelSize(100, 50), viewSize: view)
        small.zoom(to: 0, about: Point(400, 300))
        XCTAssertEqual(small.scale, 0.25, "a quarter of 1:1")
        var tiny = ZoomView(imageSize: PixelSize(2, 2), viewSize: view)
        tiny.fill()
        XCTAssertEqual(tiny.scale, 400, "filling goes past 32x")
        tiny.zoom(by: .nan, about: Point(1, 1))
        tiny.zoom(by: 2, about: Point(.infinity, 1))
        XCTAssertEqual(tiny.scale, 400, "nonsense is ignored")
    }

    func testResizeKeepsTheCentreAndAChosenScale() {
        var zoom = ZoomView(imageSize: PixelSize(4000, 3000), viewSize: view)
        zoom.zoom(to: 1, about: Point(600, 200))
        let centre = zoom.imagePoint(at: Point(400, 300))
        zoom.resize(to: PixelSize(1000, 500))
        XCTAssertEqual(zoom.scale, 1)
        assertClose(zoom.imagePoint(at: Point(500, 250)), centre, within: 0.5)
        // The default and W follow the window, as eog's best fit does.
        var fitted = ZoomView(imageSize: PixelSize(4000, 3000), viewSize: view)
        fitted.resize(to: PixelSize(400, 300))
        XCTAssertEqual(fitted.scale, 0.1)
        XCTAssertEqual(fitted.frame, Rect(x: 0, y: 0, width: 400, height: 300))
        var filled = ZoomView(imageSize: PixelSize(100, 50), viewSize: view)
        filled.fill()
        filled.resize(to: PixelSize(400, 400))
        XCTAssertEqual(filled.scale, 8)
    }

    func testImageToViewMapsCornersOntoTheFrame() {
        var zoom = ZoomView(imageSize: PixelSize(640, 480), viewSize: view)
        zoom.zoom(by: 2.5, about: Point(100, 500))
        let t = zoom.imageToView
        assertClose(t.apply(Point(0, 0)), zoom.frame.origin)
        assertClose(t.apply(Point(640, 480)), Point(zoom.frame.maxX, zoom.frame.maxY))
        assertClose(zoom.imagePoint(at: t.apply(Point(123, 45))), Point(123, 45))
    }
}
