import Effects
import XCTest

/// The slideshow's clock: on and off, its delays, a page when due and no burst after a late
/// frame, paused by the user.
final class SlideshowTests: XCTestCase {
    func testTogglePagesEveryDelayWithoutABurst() {
        var show = Slideshow()
        XCTAssertFalse(show.isRunning)
        XCTAssertNil(show.note)
        show.toggle(at: 10)
        XCTAssertEqual(show.due, 15)
        XCTAssertEqual(show.note, "slideshow 5 s")
        XCTAssertFalse(show.advance(at: 14.9))
        XCTAssertTrue(show.advance(at: 15))
        XCTAssertEqual(show.due, 20)
        // A frame 12 s late brings one page, and the next a delay after it.
        XCTAssertTrue(show.advance(at: 32))
        XCTAssertFalse(show.advance(at: 32.1))
        XCTAssertEqual(show.due, 37)
        show.toggle(at: 33)
        XCTAssertNil(show.due)
        XCTAssertFalse(show.advance(at: 100))
    }

    func testDelaysStepRoundAndCountFromTheStep() {
        var show = Slideshow()
        var seen: [Double] = []
        for _ in 0..<Slideshow.delays.count {
            show.stepDelay(at: 0)
            seen.append(show.delay)
        }
        XCTAssertEqual(seen, [10, 20, 30, 60, 2, 3, 5], "from 5 s on, round to 5 again")
        XCTAssertNil(show.due, "stepping the delay starts nothing")
        show.toggle(at: 1)
        show.stepDelay(at: 3)
        XCTAssertEqual(show.due, 13, "a running slideshow counts its new delay from the step")
        show.pause()
        XCTAssertFalse(show.isRunning)
    }
}
