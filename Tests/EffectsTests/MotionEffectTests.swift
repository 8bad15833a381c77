import Effects
import Geometry
import XCTest

/// MotionEffect and MotionEffectGroup: linear in the offset, like UIInterpolatingMotionEffect.
final class MotionEffectTests: XCTestCase {
    func testInterpolatesLinearlyBetweenMinimumAndMaximum() {
        let effect = MotionEffect(.position, axis: .horizontal, minimum: -10, maximum: 30)
        XCTAssertEqual(effect.value(for: -1), -10)
        XCTAssertEqual(effect.value(for: 1), 30)
        XCTAssertEqual(effect.value(for: 0), 10)
        XCTAssertEqual(effect.value(for: 0.5), 20)
        XCTAssertEqual(effect.value(for: 7), 30, "clamped past the edge")
        XCTAssertEqual(effect.travel, 20)
    }

    func testAReversedRangeMovesAgainstTheOffset() {
        let shadow = MotionEffect(.shadowOffset, axis: .horizontal, minimum: 11, maximum: -11)
        XCTAssertEqual(shadow.value(for: 1), -11)
        XCTAssertEqual(shadow.value(for: -0.5), 5.5)
    }

    func testAGroupAddsEffectsPerPropertyAndAxis() {
        let group = MotionEffectGroup(
            MotionEffect.both(.position, minimum: -5, maximum: 5)
                + [
                    MotionEffect(.position, axis: .horizontal, minimum: -1, maximum: 1),
                    MotionEffect(.rotation, axis: .vertical, minimum: 15, maximum: -15),
                ])
        XCTAssertEqual(group.value(of: .position, for: Point(1, -1)), Point(6, -5))
        XCTAssertEqual(group.value(of: .rotation, for: Point(1, 0.5)), Point(0, -7.5))
        XCTAssertEqual(group.value(of: .glarePosition, for: Point(1, 1)), .zero, "no effect: no change")
        XCTAssertEqual(group.travel(of: .position), 6)
        XCTAssertEqual(
            (group + MotionEffectGroup(MotionEffect.both(.position, minimum: 0, maximum: 2))).travel(of: .position), 7)
    }
}
