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
@testable import SceneKit

/// The closer look while it moves: quick frames during a drag or a run of wheel notches, a pan
/// that scrolls the last frame and draws only the band it uncovers, and the full-quality frame
/// once the view settles. On a 1600 x 1000 picture of random pixels in a 640 x 400 view, where
/// any seam or misplaced band shows as a wrong pixel.
final class FocusZoomMotionTests: XCTestCase {
    let size = PixelSize(640, 400)
    var folder = ""
    var app: VitrineApp!
    var frame: Surface!

    override func setUpWithError() throws {
        let own = "vitrine-zoom-motion-\(getpid())-\(name.filter(\.isLetter))"
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(own)
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let noise = Surface(width: 1600, height: 1000)!
        var random = XorShift32(seed: 22)
        for y in 0..<noise.height {
            for x in 0..<noise.width { noise[x, y] = 0xFF00_0000 | random.nextUInt32() & 0xFF_FFFF }
        }
        try PNGFile.write(noise, to: folder + "/noise.png")
        let catalog = try ImageCatalog(arguments: [folder])
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        app = try VitrineApp(sceneName: "focus", images: catalog, options: options)
        app.resize(to: size, time: 0)
        frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        app.handle(.keyPressed(.enter, []), time: 0.5)
        _ = app.render(into: frame, time: 0.5)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var scene: FocusScene { app.scenes[0] as! FocusScene }

    /// The view drawn whole, on a surface of its own, the way `quality` draws it.
    private func wholeFrame(_ quality: ZoomQuality) -> Surface {
        let picture = scene.zoomPicture!
        let whole = Surface(size: size)!
        scene.model.zoom!.draw(
            into: whole, picture: (picture.image, picture.mips), preview: nil, quality: quality)
        return whole
    }

    /// Steps of a drag, whole pixels each way, small and large, some along one axis only.
    private let steps = [(7, 3), (-12, 0), (0, 9), (31, -17), (-5, -5), (120, 60), (-1, 1), (0, -40), (-90, 0)]

    /// Drags by `steps` from the view's centre, rendering each step, and checks every frame
    /// against the same view drawn whole: no seam where a scrolled frame meets the band drawn
    /// for it, anywhere in the view (within 1 of 255).
    private func dragChecksEveryFrame(time start: Double, quality: ZoomQuality) {
        var p = Point(320, 200), time = start
        app.handle(.buttonPressed(.left, p, []), time: time)
        var moved = 0
        for (dx, dy) in steps {
            time += 1.0 / 60
            let before = scene.model.zoom!.view.offset
            p = p + Point(Double(dx), Double(dy))
            app.handle(.pointerMoved(p, []), time: time)
            if scene.model.zoom!.view.offset != before { moved += 1 }
            XCTAssertEqual(app.nextFrameTime(after: time), time)
            XCTAssertEqual(app.render(into: frame, time: time), [frame.bounds])
            XCTAssertEqual(scene.zoomDrawn?.quality, quality)
            let (difference, x, y) = frame.worstChannelDifferenceAndPlace(from: wholeFrame(quality))
            XCTAssertLessThanOrEqual(difference, 1, "step (\(dx), \(dy)): differs at (\(x), \(y))")
        }
        XCTAssertGreaterThan(moved, steps.count / 2, "the drag panned")
        XCTAssertNil(app.nextFrameTime(after: time + 1), "held still: nothing to draw")
        app.handle(.buttonReleased(.left, p, []), time: time + 1)
    }

    /// A whole frame at a new scale is drawn by bands of rows on every core, each with its own
    /// column taps: the very pixels of the view drawn in one piece, at quick frames below 1:1
    /// and at 1:1 and above.
    func testAFrameDrawnInBandsIsTheFrameDrawnWhole() throws {
        var time = 1.0
        for (notches, key) in [(1, nil), (2, nil), (0, "=" as Character?), (2, nil)] {
            if let key { app.handle(.keyPressed(.character(key), []), time: time) }
            for _ in 0..<notches { app.handle(.wheel(.up, Point(250, 170), []), time: time) }
            _ = app.render(into: frame, time: time)
            let quality = try XCTUnwrap(scene.zoomDrawn?.quality)
            XCTAssertEqual(
                frame.worstChannelDifference(from: wholeFrame(quality)), 0,
                "scale \(scene.model.zoom!.view.scale), \(quality)")
            time += 1
        }
    }

    /// A pan by whole pixels scrolls the last frame rather than drawing it anew: a pixel planted
    /// in the framebuffer moves with the pan, at a quick frame below 1:1 and at 1:1. (The
    /// drag tests above find every frame right; this one finds it made the fast way.)
    func testAWholePixelPanMovesTheLastFrame() throws {
        let marker: UInt32 = 0xFF12_3456
        app.handle(.wheel(.up, Point(320, 200), []), time: 1)
        _ = app.render(into: frame, time: 1)
        for (time, key) in [(2.0, nil), (4.0, "=" as Character?)] {
            if let key {
                app.handle(.keyPressed(.character(key), []), time: time - 0.5)
                _ = app.render(into: frame, time: time - 0.5)
            }
            var p = Point(320, 200)
            app.handle(.buttonPressed(.left, p, []), time: time)
            p = p + Point(7, 3)
            app.handle(.pointerMoved(p, []), time: time + 0.02)
            _ = app.render(into: frame, time: time + 0.02)
            frame[300, 180] = marker
            p = p + Point(5, -4)
            app.handle(.pointerMoved(p, []), time: time + 0.04)
            _ = app.render(into: frame, time: time + 0.04)
            XCTAssertEqual(frame[305, 176], marker, "scale \(scene.model.zoom!.view.scale): the frame moved")
            app.handle(.buttonReleased(.left, p, []), time: time + 0.06)
            _ = app.render(into: frame, time: time + 0.06)
        }
    }

    func testAPanBelow1To1IsQuickAndSeamlessThenSettlesToTheAreaFilter() throws {
        // Two notches in about the centre: 57% of the picture, larger than the view both ways.
        app.handle(.wheel(.up, Point(320, 200), []), time: 1)
        app.handle(.wheel(.up, Point(320, 200), []), time: 1.02)
        XCTAssertEqual(app.nextFrameTime(after: 1.02), 1.02)
        _ = app.render(into: frame, time: 1.02)
        XCTAssertEqual(scene.zoomDrawn?.quality, .quick, "a run of notches is drawn quickly")
        XCTAssertEqual(app.nextFrameTime(after: 1.03), 1.02 + FocusZoom.settleDelay, "and settles after it")
        XCTAssertEqual(scene.model.zoom!.note, "zoom 57%")

        dragChecksEveryFrame(time: 2, quality: .quick)

        // Released: settled at once, with today's area filter, drawn whole.
        let released = 2 + Double(steps.count) / 60 + 1
        XCTAssertEqual(app.nextFrameTime(after: released), released)
        _ = app.render(into: frame, time: released)
        XCTAssertEqual(scene.zoomDrawn?.quality, .settled)
        let expected = Surface(size: size)!
        expected.clear(to: Defaults.background)
        FocusZoomAreaFilter.draw(scene.zoomPicture!.mips, view: scene.model.zoom!.view, on: expected)
        let (difference, x, y) = frame.worstChannelDifferenceAndPlace(from: expected)
        XCTAssertLessThanOrEqual(difference, 1, "the settled frame is the area-filtered one; differs at (\(x), \(y))")
        XCTAssertGreaterThan(
            frame.worstChannelDifference(from: wholeFrame(.quick)), 16, "the quick frame was another filter")
        XCTAssertNil(app.nextFrameTime(after: released + 1), "at rest")
    }

    func testPansAt1To1AndAboveScrollAndMatchTheWholeDraw() throws {
        // 1:1 (whole pixels), 1.19 and 1.41 (bilinear), 2.38 (blocks): drawn the same moving or not.
        for (notches, note) in [(0, "zoom 100%"), (1, "zoom 119%"), (2, "zoom 141%"), (5, "zoom 238%")] {
            app.handle(.keyPressed(.character("="), []), time: 1)
            for _ in 0..<notches { app.handle(.wheel(.up, Point(320, 200), []), time: 1) }
            _ = app.render(into: frame, time: 1)
            XCTAssertEqual(scene.model.zoom!.note, note)
            dragChecksEveryFrame(time: 2, quality: .settled)
        }
    }
}
