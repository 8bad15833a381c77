import Geometry
import Gestures
import XCTest

final class WheelAndVelocityTests: XCTestCase {
    func testABurstOfNotchesIsOneStep() {
        var wheel = WheelPaging()
        // A fast spin: ten notches 8 ms apart.
        let steps = (0..<10).map { wheel.step(direction: 1, at: Double($0) * 0.008) }
        XCTAssertEqual(steps.reduce(0, +), 1)
        XCTAssertEqual(wheel.step(direction: -1, at: 0.09), -1, "a change of direction counts at once")
        XCTAssertEqual(wheel.step(direction: -1, at: 0.30), -1, "150 ms later a new flick counts")
        XCTAssertEqual(wheel.step(direction: -1, at: 0.35), 0)
    }

    func testNotchesTurnedOneByOneAllCount() {
        var wheel = WheelPaging()
        XCTAssertEqual((0..<5).map { wheel.step(direction: 1, at: Double($0) * 0.2) }, [1, 1, 1, 1, 1])
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
