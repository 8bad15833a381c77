import Effects
import Geometry
import XCTest

final class StripDragTests: XCTestCase {
    func testADragLocksToTheAxisItMostlyMovesAlong() {
        // Sideways on a vertical strip: read along x, right as down.
        var sideways = StripDrag(at: Point(100, 100), orientation: .vertical)
        XCTAssertEqual(sideways.move(to: Point(103, 101)), 1, "within the slop: along the strip")
        XCTAssertTrue(sideways.isClick)
        XCTAssertEqual(sideways.move(to: Point(140, 110)), 40)
        XCTAssertEqual(sideways.lockedAxis, .horizontal)
        XCTAssertEqual(sideways.move(to: Point(90, 200)), -10, "the lock holds when the pointer turns")
        XCTAssertEqual(sideways.travel(of: Point(-800, 50)), -800, "a fling is read on the same axis")
        // Along a horizontal strip: as before.
        var along = StripDrag(at: Point(0, 0), orientation: .horizontal)
        XCTAssertEqual(along.move(to: Point(-30, 8)), -30)
        XCTAssertEqual(along.lockedAxis, .horizontal)
        // Up and down on a horizontal strip.
        var across = StripDrag(at: Point(0, 0), orientation: .horizontal)
        XCTAssertEqual(across.move(to: Point(2, -20)), -20)
        XCTAssertFalse(across.isClick)
        // Exactly diagonal: along the strip.
        var diagonal = StripDrag(at: Point(0, 0), orientation: .vertical)
        XCTAssertEqual(diagonal.move(to: Point(10, -10)), -10)
        XCTAssertEqual(diagonal.lockedAxis, .vertical)
    }
}
