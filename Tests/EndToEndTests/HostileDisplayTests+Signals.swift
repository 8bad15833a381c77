import Foundation
import XCTest

extension HostileDisplayTests {
    /// SIGINT, SIGTERM and SIGQUIT each end the viewer at its next turn: status 0 (the user
    /// asked it to stop, as with Q), no crash report (Swift's runtime prints one for SIGQUIT
    /// unless the host handles it), no segment left.
    func testStopSignalsEndTheViewerCleanly() throws {
        let server = try XvfbServer()
        for signal in [SIGINT, SIGTERM, SIGQUIT] {
            let viewer = try Viewer(server: server, arguments: ["--size", "320x200", Self.images])
            let pid = viewer.process.processIdentifier
            XCTAssertFalse(try Self.ignoredSignals(of: pid).contains(signal), "signal \(signal) ignored from the start")
            try SharedSegment.assertPrivateAndRemoved(by: pid)
            kill(pid, signal)
            assertExits(viewer, status: 0, "signal \(signal)")
            XCTAssertEqual(errorOutput(viewer), "", "signal \(signal): nothing on stderr")
            try SharedSegment.assertNoneLeft(by: pid)
        }
    }

    /// The signals a process ignores (SigIgn in /proc/PID/status): a test of the handlers means
    /// nothing if the child was started with them ignored.
    static func ignoredSignals(of pid: Int32) throws -> Set<Int32> {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
            let mask = UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return [] }
        return Set((1...64).filter { mask & (1 << UInt64($0 - 1)) != 0 }.map { Int32($0) })
    }
}
