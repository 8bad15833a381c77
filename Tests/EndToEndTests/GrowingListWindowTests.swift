import Foundation
import XCTest

/// A list that is still coming when the window opens, in the real binary.
extension WindowTests {
    /// Names piped in one at a time, as `find … | vitrine -i` sends them: the window opens on
    /// the first while standard input is still open, takes the next as it arrives, and Q quits
    /// with the pipe still open.
    func testNamesOnAPipeOpenTheWindowBeforeTheListEnds() throws {
        let server = try XvfbServer()
        let strip = Harness.repositoryRoot.appendingPathComponent("Resources/strip").path
        let names = Pipe()
        names.fileHandleForWriting.write(Data("\(strip)/01-standing.png\n".utf8))
        defer { try? names.fileHandleForWriting.close() }
        // The viewer is made once its window shows: the pipe has not ended.
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", "-i"], standardInput: names)
        func title() throws -> String { try server.client("xdotool", ["getwindowname", viewer.window]).stdout }
        let first = try title()
        XCTAssertTrue(first.hasPrefix("01-standing.png"), first)

        names.fileHandleForWriting.write(Data("\(strip)/02-waving.png\n".utf8))
        let deadline = Date().addingTimeInterval(20)
        while try !title().hasPrefix("02-waving.png"), Date() < deadline {
            _ = try server.client("xdotool", ["key", "--window", viewer.window, "End"])
            usleep(200_000)
        }
        let later = try title()
        XCTAssertTrue(later.hasPrefix("02-waving.png"), "End reaches the name that came later: \(later)")

        _ = try server.client("xdotool", ["key", "--window", viewer.window, "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, "Q quits while standard input is still open")
    }
}
