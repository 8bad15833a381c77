import Foundation
import ImageFiles
import Raster
import XCTest

/// The viewer against displays and events that are not the friendly default: no MIT-SHM, a TCP
/// display, 16- and 30-bit screens, a window destroyed from outside, the server or the viewer
/// killed mid-drag, a storm of resizes, stop signals. Each test has its own Xvfb and checks that
/// no shared memory segment outlives the viewer (SharedSegments.swift).
final class HostileDisplayTests: XCTestCase {
    typealias Viewer = WindowTests.Viewer

    static let images = WindowTests.images

    /// The first frame as the headless host renders it (the script WindowTests uses).
    func headlessFrame(size: String = "640x400") throws -> Surface {
        let out = try Harness.scratchFolder(for: self).appendingPathComponent("headless-\(size).png").path
        let r = try Harness.run(
            Harness.vitrine, ["--headless", "--size", size, Self.images, "--input", "-", "--screenshot", out],
            stdin: "move 320 200\nwait 500")
        XCTAssertEqual(r.status, 0, r.stderr)
        return try PNGFile.read(path: out)
    }

    /// The window as the server shows it, and the depth of the dump (16, 24, 30).
    func capture(_ server: XvfbServer, _ viewer: Viewer) throws -> (Surface, depth: Int) {
        let dump = try server.client("xwd", ["-id", viewer.window, "-silent"])
        XCTAssertEqual(dump.status, 0, dump.stderr)
        return (try XWDImage.surface(fromTrueColor: dump.stdoutData), XWDImage.depth(ofDump: dump.stdoutData))
    }

    /// What the viewer wrote on standard error; call after it has exited.
    func errorOutput(_ viewer: Viewer) -> String {
        String(decoding: viewer.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Waits for a clean exit with `status`: exited (not killed by a signal) within `timeout` s.
    /// A viewer still running is a failure and is killed, so reading its stderr cannot hang.
    func assertExits(
        _ viewer: Viewer, status: Int32, within timeout: Double = 5, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let got = viewer.waitForExit(timeout: timeout) else {
            XCTFail("\(what): still running after \(timeout) s", file: file, line: line)
            kill(viewer.process.processIdentifier, SIGKILL)
            viewer.process.waitUntilExit()
            return
        }
        let reason = viewer.process.terminationReason
        XCTAssertEqual(reason, .exit, "\(what): killed by signal \(got)", file: file, line: line)
        XCTAssertEqual(got, status, "\(what): exit status", file: file, line: line)
    }

    /// The window shows the headless frame, read back from a server of `depth` bits (each
    /// channel within `tolerance`), and the viewer says nothing on stderr.
    /// Presses the left button at (320, 380) in the window and moves up through each y in
    /// `through`, 50 ms apart, leaving the button down: a drag in progress.
    func startDrag(_ server: XvfbServer, _ viewer: Viewer, through ys: [Int]) throws {
        var arguments = ["mousemove", "--window", viewer.window, "320", "380", "mousedown", "1"]
        for (i, y) in ys.enumerated() {
            if i > 0 { arguments += ["sleep", "0.05"] }
            arguments += ["mousemove", "--window", viewer.window, "320", "\(y)"]
        }
        _ = try server.client("xdotool", arguments)
    }

    func assertDrawsTheHeadlessFrame(
        _ server: XvfbServer, displayName: String? = nil, depth: Int = 24, tolerance: Int = 0,
        expectSharedMemory: Bool, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let env: [String: String?] = displayName.map { ["DISPLAY": $0] } ?? [:]
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images], extraEnvironment: env)
        let pid = viewer.process.processIdentifier
        let expected = try headlessFrame()
        // Polled, not after a fixed sleep: the images decode in the background, which takes
        // seconds on a loaded machine or under the sanitizers.
        var (shown, shownDepth) = try capture(server, viewer)
        var worst = XWDImage.largestDifference(shown, expected)
        let deadline = Date().addingTimeInterval(15)
        while (worst?.difference ?? Int.max) > tolerance, Date() < deadline {
            usleep(200_000)
            (shown, shownDepth) = try capture(server, viewer)
            worst = XWDImage.largestDifference(shown, expected)
        }
        XCTAssertEqual(shownDepth, depth, "the window's depth", file: file, line: line)
        XCTAssertNotNil(worst, "window \(shown.size) vs frame \(expected.size)", file: file, line: line)
        if let worst {
            let at = "worst channel at (\(worst.x), \(worst.y))"
            XCTAssertLessThanOrEqual(worst.difference, tolerance, at, file: file, line: line)
        }
        if expectSharedMemory {
            try SharedSegment.assertPrivateAndRemoved(by: pid, file: file, line: line)
        } else {
            let held = try SharedSegment.created(by: pid)
            XCTAssertTrue(held.isEmpty, "a segment without MIT-SHM: \(held)", file: file, line: line)
        }
        viewer.process.terminate()
        assertExits(viewer, status: 0, "SIGTERM", file: file, line: line)
        XCTAssertEqual(errorOutput(viewer), "", "nothing on stderr", file: file, line: line)
        try SharedSegment.assertNoneLeft(by: pid, file: file, line: line)
    }

    func testWithoutMITSHMTheWindowShowsTheSamePixels() throws {
        let server = try XvfbServer(extraArguments: ["-extension", "MIT-SHM"])
        try assertDrawsTheHeadlessFrame(server, expectSharedMemory: false)
    }

    /// Over TCP the server could not map our segment: XPutImage takes over with no error shown.
    func testTCPDisplayFallsBackToXPutImageSilently() throws {
        let server = try XvfbServer(listenTCP: true)
        try assertDrawsTheHeadlessFrame(server, displayName: server.tcpDisplay, expectSharedMemory: false)
    }

    /// RGB565: the host converts; the read-back is within the 5/6-bit rounding (7 a channel).
    func test16BitScreenShowsTheRightColours() throws {
        let server = try XvfbServer(size: "1024x768x16")
        try assertDrawsTheHeadlessFrame(server, depth: 16, tolerance: 7, expectSharedMemory: true)
    }

    /// 10:10:10: 8-bit values widened by repeating their top bits read back exactly.
    func test30BitScreenShowsTheRightColours() throws {
        let server = try XvfbServer(size: "1024x768x30")
        try assertDrawsTheHeadlessFrame(server, depth: 30, tolerance: 0, expectSharedMemory: true)
    }

    /// `xdotool windowclose` destroys the window without WM_DELETE_WINDOW, here while a page
    /// animation is presenting (requests in flight hit the destroyed window): the viewer ends
    /// with status 0, says nothing and frees its segment.
    func testWindowDestroyedByAnotherClientEndsTheViewer() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let pid = viewer.process.processIdentifier
        usleep(200_000)
        try SharedSegment.assertPrivateAndRemoved(by: pid)
        let window = viewer.window
        let pageThenClose = ["mousemove", "--window", window, "320", "200", "click", "5", "windowclose", window]
        _ = try server.client("xdotool", pageThenClose)
        assertExits(viewer, status: 0, "window destroyed")
        XCTAssertEqual(errorOutput(viewer), "", "nothing on stderr")
        try SharedSegment.assertNoneLeft(by: pid)
    }

    /// Mid-drag the server dies: one line on stderr, status 1, within a few seconds.
    func testServerKilledMidDragIsOneLineAndStatus1() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let pid = viewer.process.processIdentifier
        try startDrag(server, viewer, through: [300, 200])
        usleep(100_000)
        server.kill()
        assertExits(viewer, status: 1, "server killed")
        let lines = errorOutput(viewer).split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.hasPrefix("vitrine: lost the connection to the X server") ?? false, "\(lines)")
        try SharedSegment.assertNoneLeft(by: pid)
    }

    /// SIGKILL mid-drag runs no cleanup at all: the segment must still go, because it was
    /// marked for removal as soon as both sides had attached.
    func testViewerKilledMidDragLeaksNoSegment() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let pid = viewer.process.processIdentifier
        try startDrag(server, viewer, through: [250])
        try SharedSegment.assertPrivateAndRemoved(by: pid)
        kill(pid, SIGKILL)
        XCTAssertNotNil(viewer.waitForExit(timeout: 5))
        XCTAssertEqual(viewer.process.terminationReason, .uncaughtSignal)
        try SharedSegment.assertNoneLeft(by: pid)
        _ = try server.client("xdotool", ["mouseup", "1"])
    }
}
