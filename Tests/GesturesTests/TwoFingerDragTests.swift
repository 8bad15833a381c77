import Foundation
import Geometry
import Gestures
import XCTest

final class TwoFingerDragTests: XCTestCase {
    func testPinchScalesAndRotatesAboutTheCentre() {
        var drag = TwoFingerDrag(mode: .pinch, pointer: Point(110, 100), centre: Point(100, 100))
        XCTAssertEqual(drag.fingers.1, Point(90, 100), "the mirror finger")
        drag.move(to: Point(100, 120))
        XCTAssertEqual(drag.scale, 2, accuracy: 1e-12)
        XCTAssertEqual(drag.rotation, Double.pi / 2, accuracy: 1e-12, "a quarter turn clockwise")
        XCTAssertEqual(drag.translation, .zero)
        XCTAssertEqual(drag.fingers.1, Point(100, 80))
    }

    func testPanMovesBothFingers() {
        var drag = TwoFingerDrag(mode: .pan, pointer: Point(110, 100), centre: Point(100, 100))
        drag.move(to: Point(130, 90))
        XCTAssertEqual(drag.scale, 1)
        XCTAssertEqual(drag.rotation, 0)
        XCTAssertEqual(drag.translation, Point(20, -10))
        XCTAssertEqual(drag.fingers.1, Point(110, 90))
    }
}
