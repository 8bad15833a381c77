import Geometry
import Gestures
import XCTest

final class ScrollPagingAndVelocityTests: XCTestCase {
    func testEveryNotchOfAFastSpinIsAStep() {
        var paging = ScrollPaging()
        // A fast spin: ten notches 8 ms apart, then one back.
        let steps = (0..<10).map { paging.steps(delta: 1, precise: false, at: Double($0) * 0.008) }
        XCTAssertEqual(steps, Array(repeating: 1, count: 10))
        XCTAssertEqual(paging.steps(delta: -1, precise: false, at: 0.09), -1)
    }

    func testNotchedDeltasPageByWholeNotches() {
        var paging = ScrollPaging()
        // A coalesced event of three notches, then halves of a 120-style wheel.
        XCTAssertEqual(paging.steps(delta: 3, precise: false, at: 0), 3)
        XCTAssertEqual(paging.steps(delta: 0.5, precise: false, at: 0.01), 0)
        XCTAssertEqual(paging.steps(delta: 0.5, precise: false, at: 0.02), 1)
    }

    func testATouchpadFlickIsOnePageWhateverItsLength() {
        var paging = ScrollPaging()
        // 40 deltas of 0.2 notch 10 ms apart: 8 notches, one flick.
        let steps = (0..<40).map { paging.steps(delta: 0.2, precise: true, at: Double($0) * 0.01) }
        XCTAssertEqual(steps.reduce(0, +), 1)
        XCTAssertEqual(steps.firstIndex(of: 1), 2, "pages once past half a notch")
        // After a pause, a new flick; one that turns round pages back at once.
        XCTAssertEqual(paging.steps(delta: 0.6, precise: true, at: 0.39 + ScrollPaging.flickPause + 0.01), 1)
        XCTAssertEqual(paging.steps(delta: -0.6, precise: true, at: 0.6), -1)
        XCTAssertEqual(paging.steps(delta: 0.1, precise: true, at: 0.61), 0, "jitter below the threshold")
    }

    func testVelocityIsTheSlopeOfRecentSamples() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(Point(Double(i) * 10, 5), at: Double(i) * 0.01) }
        let v = tracker.velocity(at: 0.1)
        XCTAssertEqual(v.x, 1000, accuracy: 1e-6)
        XCTAssertEqual(v.y, 0, accuracy: 1e-6)
        XCTAssertEqual(tracker.velocity(at: 0.5), .zero, "a pointer that rested has no velocity")
    }
}
