import XCTest

@testable import Effects

/// Playback: which frame shows when, by the clock it is advanced with.
final class PlaybackTests: XCTestCase {
    /// Each frame stays its delay; one play ends on the last frame, which stays, and nothing
    /// more is due.
    func testFramesFollowTheirDelaysAndOnePlayEnds() {
        var playback = Playback(delays: [0.2, 0.3, 0.5], plays: 1, start: 0)
        XCTAssertNil(playback.nextFrame(at: 0.19))
        XCTAssertEqual(playback.nextChange, 0.2)
        XCTAssertEqual(playback.nextFrame(at: 0.2), 1)
        playback.advance(at: 0.21)
        XCTAssertEqual(playback.frame, 1)
        XCTAssertEqual(playback.due, 0.5, accuracy: 1e-9, "timed from when it was due, not when drawn")
        XCTAssertEqual(playback.nextFrame(at: 0.5), 2)
        playback.advance(at: 0.5)
        XCTAssertTrue(playback.isAtEnd)
        XCTAssertNil(playback.nextFrame(at: 100))
        XCTAssertNil(playback.nextChange)
    }

    /// Two plays: round once more, then end; forever: round and round, counting.
    func testPlaysCountRoundsAndForeverNeverEnds() {
        var twice = Playback(delays: [0.1, 0.1], plays: 2, start: 0)
        var shown: [Int] = []
        var time = 0.0
        while let next = twice.nextFrame(at: time + 0.1) {
            time += 0.1
            XCTAssertEqual(next, (twice.frame + 1) % 2)
            twice.advance(at: time)
            shown.append(twice.frame)
        }
        XCTAssertEqual(shown, [1, 0, 1])
        XCTAssertEqual(twice.played, 1)
        var forever = Playback(delays: [0.1, 0.1], plays: nil, start: 0)
        for step in 1...10 { forever.advance(at: Double(step) / 10) }
        XCTAssertEqual(forever.frame, 0)
        XCTAssertEqual(forever.played, 5)
        XCTAssertNotNil(forever.nextChange)
    }

    /// Drawn long after the frame was due (a hidden window): the next delay counts from now,
    /// so frames come one at a time instead of a burst catching up.
    func testLateFramesStartTimingAgain() {
        var playback = Playback(delays: [0.1, 0.1, 0.1], plays: nil, start: 0)
        playback.advance(at: 5)
        XCTAssertEqual(playback.frame, 1)
        XCTAssertEqual(playback.due, 5.1, accuracy: 1e-9)
        XCTAssertNil(playback.nextFrame(at: 5.05))
    }

    /// Paused, nothing is due however long it waits; played on, the frame keeps the time it
    /// had left.
    func testPauseKeepsTheTimeLeft() {
        var playback = Playback(delays: [0.2, 0.2], plays: nil, start: 0)
        playback.togglePause(at: 0.05)
        XCTAssertTrue(playback.isPaused)
        XCTAssertNil(playback.nextFrame(at: 50))
        XCTAssertNil(playback.nextChange)
        playback.togglePause(at: 50)
        XCTAssertEqual(playback.due, 50.15, accuracy: 1e-9)
        XCTAssertNil(playback.nextFrame(at: 50.1))
        XCTAssertEqual(playback.nextFrame(at: 50.15), 1)
    }
}
