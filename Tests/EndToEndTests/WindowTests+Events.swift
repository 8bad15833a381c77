import Foundation
import XCTest

/// Waiting on what the viewer reports (X11Host's TestEventLog, `VITRINE_TEST_EVENTS`) instead
/// of sleeping a fixed time: a test takes a mark, sends its input, and waits for the frame and
/// the idle that follow it. On a loaded machine this waits as long as the viewer needs; on an
/// idle one, not a moment longer.
extension WindowTests.Viewer {
    /// Where the reports are so far: lines after it are what happened since.
    func eventMark() -> Int { (try? Data(contentsOf: events))?.count ?? 0 }

    /// The report's lines after `mark`.
    func events(since mark: Int) -> [Substring] {
        guard let data = try? Data(contentsOf: events), data.count > mark else { return [] }
        return String(decoding: data[mark...], as: UTF8.self).split(separator: "\n")
    }

    /// Waits until the viewer has presented a frame after `mark` and then gone idle (nothing
    /// due, nothing in flight): what it shows is final until the next input. Fails the test
    /// after `timeout` seconds.
    @discardableResult
    func waitForIdleFrame(since mark: Int, timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line)
        -> Bool
    {
        wait(since: mark, timeout: timeout, what: "a frame, then idle", file: file, line: line) { lines in
            guard let frame = lines.lastIndex(where: { $0.hasPrefix("presented") }) else { return false }
            return lines[frame...].contains { $0.hasPrefix("idle") }
        }
    }

    /// Waits until the viewer's latest report is `idle`: it sleeps now, with nothing due and no
    /// work under way elsewhere.
    @discardableResult
    func waitUntilIdle(timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        wait(since: 0, timeout: timeout, what: "idle", file: file, line: line) { lines in
            lines.last?.hasPrefix("idle") == true
        }
    }

    private func wait(
        since mark: Int, timeout: Double, what: String, file: StaticString, line: UInt,
        until done: ([Substring]) -> Bool
    ) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if done(events(since: mark)) { return true }
            // The file is polled: a few milliseconds is far below a frame's 16.
            usleep(3_000)
        } while Date() < deadline && process.isRunning
        XCTFail(
            "waited \(timeout) s for \(what); the viewer reported: \(events(since: mark).suffix(6))",
            file: file, line: line)
        return false
    }
}
