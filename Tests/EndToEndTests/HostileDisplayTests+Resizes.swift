import Foundation
import XCTest

extension HostileDisplayTests {
    /// 500 resizes as fast as one xdotool can send them (each a new image and segment when
    /// the loop sees it): no crash, resident memory flat, and the window ends up showing the
    /// frame of its last size.
    func testRapidResizesKeepMemoryFlatAndDrawTheLastSize() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let pid = viewer.process.processIdentifier
        func resize(_ count: Int, offset: Int) throws {
            var arguments: [String] = []
            for i in 0..<count {
                let k = (i + offset) % 97
                arguments += ["windowsize", viewer.window, "\(300 + 4 * k)", "\(200 + 3 * k)"]
            }
            let r = try server.client("xdotool", arguments + ["windowsize", viewer.window, "520", "330"])
            XCTAssertEqual(r.status, 0, r.stderr)
            usleep(700_000)
        }
        // A first storm grows the heap and the caches to their working size.
        try resize(100, offset: 50)
        let before = try Self.residentKilobytes(of: pid)
        try resize(500, offset: 0)
        let after = try Self.residentKilobytes(of: pid)
        XCTAssertTrue(viewer.process.isRunning, "survived the resizes")
        // One 640x400 frame is 1000 kB; more than 4 frames' worth of growth is a leak.
        XCTAssertLessThan(after - before, 4000, "VmRSS \(before) kB -> \(after) kB")
        let (shown, _) = try capture(server, viewer)
        XCTAssertEqual(shown.size.width, 520)
        XCTAssertEqual(shown.size.height, 330)
        XCTAssertTrue(shown.hasSamePixels(as: try headlessFrame(size: "520x330")), "the last size's frame")
        viewer.process.terminate()
        assertExits(viewer, status: 0, "SIGTERM")
        XCTAssertEqual(errorOutput(viewer), "", "nothing on stderr")
        try SharedSegment.assertNoneLeft(by: pid)
    }

    static func residentKilobytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kB = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw SharedSegment.Problem(description: "no VmRSS for \(pid)") }
        return kB
    }
}
