import Effects
import Foundation
import Geometry
import XCTest

final class StampDragTests: XCTestCase {
    private let c = Point(400, 300)

    private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    private func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// The pointer `distance` px from the centre at `degrees` (clockwise from +x, y down).
    private func around(_ degrees: Double, _ distance: Double = 100) -> Point {
        c + Point(cos(radians(degrees)), sin(radians(degrees))) * distance
    }

    private var stamp: Stamp { Stamp(id: 1, size: Size(200, 100), center: c) }

    func testAMoveFollowsThePointerAndKeepsTheTurn() {
        var start = stamp
        start.rotation = radians(13)
        let drag = StampDrag(stamp: start, action: .move, pointer: Point(410, 305))
        XCTAssertEqual(drag.kind, .move)
        let moved = drag.stamp(pointer: Point(450, 250), snapping: true)
        XCTAssertEqual(moved.center, Point(440, 245))
        XCTAssertEqual(moved.rotation, radians(13), "a move does not snap the turn")
        XCTAssertEqual(moved.scale, 1)
        XCTAssertEqual(drag.stamp(pointer: Point(410, 305), snapping: true), start, "back at the press: as it was")
        XCTAssertNil(drag.fingers(pointer: Point(450, 250)))
    }

    /// From c + (100, 0) to c + (0, 150): a quarter turn clockwise and half as large again.
    func testATurnFromTheEdgeTurnsAndScalesAboutTheCentre() {
        let drag = StampDrag(stamp: stamp, action: .turnAndResize, pointer: c + Point(100, 0))
        XCTAssertEqual(drag.kind, .turnAndResize)
        let turned = drag.stamp(pointer: c + Point(0, 150), snapping: false)
        XCTAssertEqual(turned.rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(turned.scale, 1.5, accuracy: 1e-12)
        XCTAssertEqual(turned.center, c, "about its centre")
        XCTAssertEqual(turned.size, stamp.size, "the aspect ratio is kept")
        // From a turned and scaled start the change adds and multiplies.
        var start = stamp
        start.rotation = 0.25
        start.scale = 2
        let again = StampDrag(stamp: start, action: .turnAndResize, pointer: c + Point(100, 0))
            .stamp(pointer: c + Point(-50, 0), snapping: false)
        XCTAssertEqual(again.rotation, 0.25 + .pi, accuracy: 1e-12)
        XCTAssertEqual(again.scale, 1, accuracy: 1e-12)
        XCTAssertEqual(drag.stamp(pointer: c + Point(100, 0), snapping: true), stamp, "back at the press")
    }

    /// Across the pointer's angle's wrap at 180 degrees the turn stays small.
    func testATurnAcrossTheLeftDoesNotJumpAFullTurn() {
        let drag = StampDrag(stamp: stamp, action: .turnAndResize, pointer: c + Point(-100, 1))
        let turned = drag.stamp(pointer: c + Point(-100, -1), snapping: false)
        XCTAssertEqual(turned.rotation, 2 * atan(0.01), accuracy: 1e-12, "clockwise, a little")
    }

    func testTheScaleStaysWithinTheRange() {
        let drag = StampDrag(stamp: stamp, action: .turnAndResize, pointer: c + Point(100, 0))
        XCTAssertEqual(drag.stamp(pointer: c + Point(900, 0), snapping: false).scale, 6)
        XCTAssertEqual(drag.stamp(pointer: c + Point(17, 0), snapping: false).scale, 0.2)
    }

    /// A press 3 px from the centre: the lever is 16 px, so the scale does not explode.
    func testAPressNearTheCentreDoesNotExplodeTheScale() {
        let drag = StampDrag(stamp: stamp, action: .turnAndResize, pointer: c + Point(3, 0))
        XCTAssertEqual(drag.stamp(pointer: c + Point(9, 0), snapping: false).scale, 1, "within the lever")
        XCTAssertEqual(drag.stamp(pointer: c + Point(32, 0), snapping: false).scale, 2, accuracy: 1e-12)
        XCTAssertEqual(drag.stamp(pointer: c + Point(0, 3), snapping: false).rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(drag.stamp(pointer: c, snapping: false).rotation, 0, "on the centre: no angle")
        // Farther than the lever, the ratio is exact; the pointer can still come inside it.
        let far = StampDrag(stamp: stamp, action: .turnAndResize, pointer: c + Point(40, 0))
        XCTAssertEqual(far.stamp(pointer: c + Point(60, 0), snapping: false).scale, 1.5, accuracy: 1e-12)
        XCTAssertEqual(far.stamp(pointer: c + Point(4, 0), snapping: false).scale, 0.4, accuracy: 1e-12)
    }

    /// A turn lands at 14, 16 and 20 degrees: the first two snap to 15, the last stays; Shift
    /// (no snapping) keeps 14.
    func testATurnSnapsToFifteenDegreesWithinFive() {
        let drag = StampDrag(stamp: stamp, action: .turnAndResize, pointer: around(0))
        func turned(to degrees: Double, snapping: Bool = true) -> Double {
            self.degrees(drag.stamp(pointer: around(degrees), snapping: snapping).rotation)
        }
        XCTAssertEqual(turned(to: 14), 15, accuracy: 1e-9)
        XCTAssertEqual(turned(to: 16), 15, accuracy: 1e-9)
        XCTAssertEqual(turned(to: 20), 20, accuracy: 1e-9)
        XCTAssertEqual(turned(to: 14, snapping: false), 14, accuracy: 1e-9)
        XCTAssertEqual(turned(to: -14), -15, accuracy: 1e-9)
        XCTAssertEqual(turned(to: 2), 0, accuracy: 1e-9)
        XCTAssertEqual(turned(to: 87), 90, accuracy: 1e-9)
        XCTAssertEqual(turned(to: 172), 172, accuracy: 1e-9)
        // The stamp's whole rotation snaps, not the drag's share of it.
        var start = stamp
        start.rotation = radians(100)
        let fromHundred = StampDrag(stamp: start, action: .turnAndResize, pointer: around(0))
        XCTAssertEqual(degrees(fromHundred.stamp(pointer: around(18), snapping: true).rotation), 120, accuracy: 1e-9)
        XCTAssertEqual(degrees(fromHundred.stamp(pointer: around(12), snapping: true).rotation), 112, accuracy: 1e-9)
    }

    func testSnappedAtAndAroundTheWindow() {
        for (input, expected) in [
            (14.0, 15.0), (16, 15), (20, 20), (10, 10), (10.5, 15), (19.5, 15), (0.5, 0), (-4, 0), (344, 345),
            (-101, -105), (-100, -100), (45, 45), (397, 397), (718, 720),
        ] {
            XCTAssertEqual(degrees(StampDrag.snapped(radians(input))), expected, accuracy: 1e-9, "\(input) degrees")
        }
    }

    /// Ctrl + drag: the fingers' distance ratio is the scale, their turn the rotation; the
    /// centre stays.
    func testAPinchScalesAndTurnsByTheFingers() {
        let drag = StampDrag(pinching: stamp, pointer: c + Point(50, 0), pan: false)
        let pinched = drag.stamp(pointer: c + Point(0, 100), snapping: false)
        XCTAssertEqual(pinched.scale, 2, accuracy: 1e-12)
        XCTAssertEqual(pinched.rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(pinched.center, c)
        let closer = drag.stamp(pointer: c + Point(-30, -30 * 3.0.squareRoot()), snapping: true)
        XCTAssertEqual(closer.scale, 1.2, accuracy: 1e-12, "fingers 120 px apart, were 100")
        XCTAssertEqual(degrees(closer.rotation), -120, accuracy: 1e-9)
        let fingers = drag.fingers(pointer: c + Point(0, 100))
        XCTAssertEqual(fingers?.0, c + Point(0, 100))
        XCTAssertEqual(fingers?.1, c + Point(0, -100), "mirrored about the centre")
        // Pressed 2 px from the centre: 2 px more is no pinch at all.
        let nearCentre = StampDrag(pinching: stamp, pointer: c + Point(2, 0), pan: false)
        XCTAssertEqual(nearCentre.stamp(pointer: c + Point(4, 0), snapping: false).scale, 1)
    }

    /// Ctrl+Shift + drag: both fingers pan the stamp; it neither turns, nor scales, nor snaps.
    func testATwoFingerPanMovesTheStamp() {
        var start = stamp
        start.rotation = radians(13)
        let drag = StampDrag(pinching: start, pointer: c + Point(60, 10), pan: true)
        let panned = drag.stamp(pointer: c + Point(90, -10), snapping: true)
        XCTAssertEqual(panned.center, c + Point(30, -20))
        XCTAssertEqual(panned.rotation, radians(13))
        XCTAssertEqual(panned.scale, 1)
        let fingers = drag.fingers(pointer: c + Point(90, -10))
        XCTAssertEqual(fingers?.1, Point(370, 270), "mirrored about the moved centre, c + (30, -20)")
    }

    /// Ctrl + wheel: the art point under the pointer stays under it, within the scale's range.
    func testScaledAboutAPointKeepsThatPointStill() {
        let start = Stamp(id: 1, size: Size(200, 100), center: c, rotation: 0.7, scale: 1.5)
        let pointer = Point(430, 280)
        let art = start.transform.inverted!.apply(pointer)
        for factor in [1.25, 0.8, 3, 100, 0.001] {
            let scaled = start.scaled(by: factor, about: pointer)
            XCTAssertEqual(scaled.scale, min(max(1.5 * factor, 0.2), 6), accuracy: 1e-12)
            XCTAssertEqual(scaled.rotation, 0.7)
            let now = scaled.transform.apply(art)
            XCTAssertEqual(now.x, pointer.x, accuracy: 1e-9, "factor \(factor)")
            XCTAssertEqual(now.y, pointer.y, accuracy: 1e-9, "factor \(factor)")
        }
        XCTAssertEqual(start.scaled(by: 1.25, about: c).center, c, "about its centre: it stays")
        XCTAssertEqual(start.scaled(by: 0, about: pointer), start)
        XCTAssertEqual(start.scaled(by: .nan, about: pointer), start)
        XCTAssertEqual(start.scaled(by: .infinity, about: pointer), start)
        let largest = Stamp(id: 1, size: Size(200, 100), center: c, scale: 6)
        XCTAssertEqual(largest.scaled(by: 2, about: pointer), largest, "at the top of the range: nothing")
    }
}
