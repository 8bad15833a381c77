import Effects
import Geometry
import XCTest

final class StripLayoutTests: XCTestCase {
    func testSlotsFollowTheOffsetInBothOrientations() {
        let v = StripLayout(viewSize: PixelSize(800, 600), slotSize: PixelSize(400, 400), orientation: .vertical)
        XCTAssertEqual(v.pitch, 600)
        XCTAssertEqual(v.slot(of: 0, offset: 0), PixelRect(x: 200, y: 100, width: 400, height: 400))
        XCTAssertEqual(v.slot(of: 1, offset: 150), PixelRect(x: 200, y: 550, width: 400, height: 400))
        XCTAssertEqual(v.visibleItems(count: 10, offset: 150), 0..<2)
        XCTAssertEqual(v.visibleItems(count: 10, offset: 0), 0..<1)
        let h = StripLayout(viewSize: PixelSize(800, 600), slotSize: PixelSize(400, 400), orientation: .horizontal)
        XCTAssertEqual(h.pitch, 800)
        XCTAssertEqual(h.slot(of: 2, offset: 1700), PixelRect(x: 100, y: 100, width: 400, height: 400))
        XCTAssertEqual(h.frame(of: 2, size: PixelSize(400, 300), offset: 1600), PixelRect(x: 200, y: 150, width: 400, height: 300))
    }

    func testPeekShowsNeighboursAndHitTests() {
        let peek = StripLayout(viewSize: PixelSize(800, 600), slotSize: PixelSize(400, 400), orientation: .horizontal, pitch: 432)
        XCTAssertEqual(peek.visibleItems(count: 10, offset: 432 * 3), 2..<5)
        XCTAssertEqual(peek.item(at: Point(50, 300), count: 10, offset: 432 * 3), 2)
        XCTAssertEqual(peek.item(at: Point(400, 300), count: 10, offset: 432 * 3), 3)
        XCTAssertNil(peek.item(at: Point(400, 50), count: 10, offset: 432 * 3))
        XCTAssertEqual(peek.visibleItems(count: 0, offset: 0), 0..<0)
    }
}
