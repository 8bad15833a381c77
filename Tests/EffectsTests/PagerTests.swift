import Effects
import XCTest

final class PagerTests: XCTestCase {
    func testPagingSnapsWithEaseAndClampsAtTheEnds() throws {
        var pager = try XCTUnwrap(Pager(count: 3, pitch: 100))
        XCTAssertEqual(pager.offset(at: 0), 0)
        pager.page(by: 1, at: 1)
        XCTAssertTrue(pager.isAnimating(at: 1.1))
        let mid = pager.offset(at: 1 + Pager.snapDuration / 2)
        XCTAssertGreaterThan(mid, 50, "ease-out covers more than half the way in half the time")
        XCTAssertLessThan(mid, 100)
        XCTAssertEqual(pager.offset(at: 2), 100)
        XCTAssertFalse(pager.isAnimating(at: 2))
        pager.page(by: 5, at: 3)
        XCTAssertEqual(pager.targetIndex, 2)
        pager.page(by: -9, at: 4)
        XCTAssertEqual(pager.targetIndex, 0)
        XCTAssertNil(Pager(count: 0, pitch: 10))
    }

    func testQuickNotchesAddUpFromTheTarget() throws {
        var pager = try XCTUnwrap(Pager(count: 10, pitch: 100))
        pager.page(by: 1, at: 0)
        pager.page(by: 1, at: 0.05)
        XCTAssertEqual(pager.targetIndex, 2)
        let during = pager.offset(at: 0.05)
        XCTAssertGreaterThan(during, 0, "the second snap starts from where the strip is, without a jump")
        XCTAssertEqual(pager.offset(at: 1), 200)
    }
}
