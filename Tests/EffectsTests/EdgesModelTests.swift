import AppInterface
import Effects
import Geometry
import XCTest

/// The edges scene's input as plain values: a 900 x 600 view, a 200 x 100 picture.
final class EdgesModelTests: XCTestCase {
    let view = PixelSize(900, 600)
    let picture = Size(width: 200, height: 100)

    func testAPressNearTheOutlineTurnsAndInsideMoves() {
        var model = EdgesModel(imageCount: 1)
        let c = model.center(of: 1, in: view)
        XCTAssertEqual(c, Point(450, 318))
        model.handle(.buttonPressed(.left, c + Point(100, 0), []), viewSize: view, pictureSize: picture, time: 1)
        guard case .turn(panel: 1, _, _)? = model.drag else { return XCTFail("\(String(describing: model.drag))") }
        XCTAssertTrue(model.panels.paused, "the turning holds while the drag lasts")
        model.handle(.pointerMoved(c + Point(0, 100), []), viewSize: view, pictureSize: picture, time: 1.5)
        XCTAssertEqual(model.panels.angle(at: 9), 10 * .pi / 180 + .pi / 2, accuracy: 1e-9, "a quarter turn more")
        model.handle(.buttonReleased(.left, c, []), viewSize: view, pictureSize: picture, time: 2)
        XCTAssertNil(model.drag)
        XCTAssertFalse(model.panels.paused, "turning again")

        model.perform(.resetPanels, time: 3)
        model.handle(.buttonPressed(.left, c, []), viewSize: view, pictureSize: picture, time: 3)
        model.handle(.pointerMoved(c + Point(30, -20), []), viewSize: view, pictureSize: picture, time: 3.1)
        XCTAssertEqual(model.panels.offset, Point(30, -20))
        model.handle(.buttonReleased(.left, c, []), viewSize: view, pictureSize: nil, time: 3.2)

        var undecoded = EdgesModel(imageCount: 1)
        undecoded.handle(.buttonPressed(.left, c, []), viewSize: view, pictureSize: nil, time: 0)
        XCTAssertNil(undecoded.drag, "no picture yet: nothing to grab")
    }

    func testKeysPauseShowTheLoupeAndReset() {
        var model = EdgesModel(imageCount: 2)
        model.perform(.togglePause, time: 1)
        XCTAssertTrue(model.userPaused && model.panels.paused)
        model.perform(.toggleMagnifier, time: 1)
        XCTAssertTrue(model.magnifierOn)
        model.handle(.wheel(.up, Point(450, 318), []), viewSize: view, pictureSize: picture, time: 1)
        XCTAssertEqual(model.panels.scale, 1.25, accuracy: 1e-12)
        model.perform(.resetPanels, time: 2)
        XCTAssertFalse(model.userPaused)
        XCTAssertEqual(model.panels.scale, 1)
        model.show(imageAt: 1)
        XCTAssertEqual(model.index, 1)
        model.show(imageAt: 5)
        XCTAssertEqual(model.index, 1, "not in the list")
    }

    /// Seeded events, huge and NaN values among them: angle, scale and move stay finite and in range.
    func testAStormKeepsThePanelsFiniteAndInRange() {
        var model = EdgesModel(imageCount: 1)
        var state: UInt64 = 7
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let limit = Double(1 << 20)
        for step in 0..<4000 {
            let time = Double(step) / 60
            let p = Point(Double(next() % 1400) - 250, Double(next() % 1000) - 200)
            switch next() % 8 {
            case 0: model.handle(.buttonPressed(.left, p, []), viewSize: view, pictureSize: picture, time: time)
            case 1: model.handle(.buttonReleased(.left, p, []), viewSize: view, pictureSize: picture, time: time)
            case 2:
                model.handle(
                    .wheel(next() % 2 == 0 ? .up : .down, p, []), viewSize: view, pictureSize: picture,
                    time: time)
            case 3:
                model.handle(
                    .pinch(
                        [.begin, .update, .end][Int(next() % 3)],
                        scale: [0, 1e-300, 2, 1e300, .nan][
                            Int(next() % 5)], rotation: 0, at: p, []), viewSize: view, pictureSize: picture, time: time)
            case 4: model.perform([.togglePause, .toggleMagnifier, .resetPanels][Int(next() % 3)], time: time)
            case 5:
                model.handle(
                    .scroll(dx: 0, dy: Double(next() % 9) - 4, at: p, [], precise: true), viewSize: view,
                    pictureSize: picture, time: time)
            default: model.handle(.pointerMoved(p, []), viewSize: view, pictureSize: picture, time: time)
            }
            let panels = model.panels
            XCTAssertTrue(panels.angle(at: time).isFinite, "step \(step)")
            XCTAssertTrue(TurningPanels.scales.contains(panels.scale), "step \(step): \(panels.scale)")
            XCTAssertTrue(abs(panels.offset.x) <= limit && abs(panels.offset.y) <= limit, "step \(step)")
        }
    }
}
