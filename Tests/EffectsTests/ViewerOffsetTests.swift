import Effects
import Geometry
import XCTest

/// ViewerOffset: the pointer as a pseudo-tilt, eased in time, never by frame count.
final class ViewerOffsetTests: XCTestCase {
    let size = Size(width: 800, height: 600)
    /// The largest layer travel the tests assume, in pixels per unit of offset.
    let travel = 40.0

    func testThePointerMapsToMinusOneToOneFromTheCentre() {
        XCTAssertEqual(ViewerOffset.target(for: Point(400, 300), in: size), .zero)
        XCTAssertEqual(ViewerOffset.target(for: Point(0, 0), in: size), Point(-1, -1))
        XCTAssertEqual(ViewerOffset.target(for: Point(800, 450), in: size), Point(1, 0.5))
        XCTAssertEqual(ViewerOffset.target(for: Point(-300, 5000), in: size), Point(-1, 1), "clamped")
        XCTAssertEqual(ViewerOffset.target(for: Point(.nan, 300), in: size), .zero)
    }

    /// After 1 s of frames at `fps`, the pointer having entered at the right edge at time 0.
    private func afterOneSecond(fps: Double) -> ViewerOffset {
        var offset = ViewerOffset()
        offset.point(at: Point(800, 150), in: size, time: 0)
        for frame in 1...Int(fps) { offset.advance(to: Double(frame) / fps) }
        return offset
    }

    func testEasingIsTheSameAt30And60And144FramesASecond() {
        let states = [30.0, 60, 144].map { afterOneSecond(fps: $0).shown }
        for s in states {
            XCTAssertLessThan((s - states[0]).length * travel, 0.5, "\(s) vs \(states[0])")
        }
        // A tenth of the gap per 16 ms: after 200 ms, 1 - 0.9^12.5 = 73% of the way.
        var offset = ViewerOffset()
        offset.point(at: Point(800, 300), in: size, time: 0)
        offset.advance(to: 0.2)
        XCTAssertEqual(offset.shown.x, 1 - pow(0.9, 12.5), accuracy: 1e-9)
    }

    func testEnteringAtAnEdgeEasesFromWhereTheOffsetIs() {
        var offset = ViewerOffset()
        offset.point(at: Point(0, 300), in: size, time: 1)
        XCTAssertEqual(offset.shown, .zero, "no jump to the edge")
        offset.advance(to: 1.016)
        XCTAssertEqual(offset.shown.x, -0.1, accuracy: 1e-9)
    }

    func testLeavingEasesBackToZeroWithin300Milliseconds() {
        var offset = afterOneSecond(fps: 60)
        offset.leave(at: 1)
        XCTAssertTrue(offset.needsFrame(pixelsPerUnit: travel))
        offset.advance(to: 1.3)
        XCTAssertFalse(offset.needsFrame(pixelsPerUnit: travel), "within half a pixel after 300 ms")
        XCTAssertLessThan(offset.shown.length * travel, 0.5)
        XCTAssertEqual(offset.drawn(pixelsPerUnit: travel), .zero, "drawn exactly centred once settled")
    }

    func testAtRestNoFramesAreAskedFor() {
        var offset = ViewerOffset()
        XCTAssertFalse(offset.needsFrame(pixelsPerUnit: travel), "nothing to do at start")
        offset.point(at: Point(600, 300), in: size, time: 0)
        XCTAssertTrue(offset.needsFrame(pixelsPerUnit: travel))
        offset.advance(to: 2)
        XCTAssertFalse(offset.needsFrame(pixelsPerUnit: travel))
        XCTAssertEqual(offset.drawn(pixelsPerUnit: travel), Point(0.5, 0))
        offset.point(at: Point(600, 300), in: size, time: 3)
        XCTAssertFalse(offset.needsFrame(pixelsPerUnit: travel), "the same place again: still at rest")
    }

    func testReduceMotionKeepsTheOffsetAtZero() {
        var offset = ViewerOffset(reducesMotion: true)
        offset.point(at: Point(800, 600), in: size, time: 0)
        offset.advance(to: 1)
        XCTAssertEqual(offset.shown, .zero)
        XCTAssertFalse(offset.needsFrame(pixelsPerUnit: travel))
        var moving = afterOneSecond(fps: 60)
        moving.setReducesMotion(true, at: 1)
        XCTAssertEqual(moving.drawn(pixelsPerUnit: travel), .zero)
    }
}
