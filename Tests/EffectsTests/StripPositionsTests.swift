import Effects
import XCTest

final class StripPositionsTests: XCTestCase {
    func testNearestAndRangesByBinarySearch() throws {
        let p = try XCTUnwrap(StripPositions([-50, 50, 110, 250]))
        XCTAssertEqual(p.nearest(to: -1000), 0)
        XCTAssertEqual(p.nearest(to: 0), 0, "a tie goes to the first")
        XCTAssertEqual(p.nearest(to: 1), 1)
        XCTAssertEqual(p.nearest(to: 179), 2)
        XCTAssertEqual(p.nearest(to: 181), 3)
        XCTAssertEqual(p.nearest(to: 1e300), 3)
        XCTAssertEqual(p.nearest(to: .nan), 0)
        XCTAssertEqual(p.indices(between: -50, and: 250), 1..<3, "strictly between")
        XCTAssertEqual(p.indices(between: -51, and: 251), 0..<4)
        XCTAssertEqual(p.indices(between: 300, and: 400), 4..<4)
        XCTAssertTrue(p.indices(between: .nan, and: 10).isEmpty)
    }

    func testOnlyIncreasingFiniteCentres() {
        XCTAssertNil(StripPositions([0, 0]))
        XCTAssertNil(StripPositions([0, -1]))
        XCTAssertNil(StripPositions([0, .infinity]))
        XCTAssertNil(StripPositions.uniform(count: 3, pitch: 0))
        XCTAssertEqual(StripPositions.uniform(count: 3, pitch: 5)?.centres, [0, 5, 10])
        XCTAssertEqual(StripPositions([])?.nearest(to: 3), 0)
    }
}
