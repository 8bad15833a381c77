import Foundation
import ImageFiles
import Raster
import XCTest

/// The real `vitrine` binary in a real window on a private Xvfb, driven through the X server
/// with xdotool (XTEST), seen through xwd.
final class WindowTests: XCTestCase {
    /// A running viewer on `server`; terminated at the end of the test if still running.
    final class Viewer {
        let process = Process()
        let window: String
        let stderr = Pipe()

        let stdout = Pipe()
        /// What the viewer reports it did (`WindowTests+Events.swift`).
        let events: URL

        init(
            server: XvfbServer, arguments: [String], extraEnvironment: [String: String?] = [:], folder: URL? = nil,
            standardInput: Pipe? = nil
        ) throws {
            process.executableURL = URL(fileURLWithPath: Harness.vitrine)
            process.arguments = arguments
            // In the folder removed once the bundle has run, not loose in /tmp: the viewer opens
            // the file after it shows its window, which may be after deinit removed it, or after
            // this init threw (no window found) and no deinit comes.
            events = Harness.sharedFolder.appendingPathComponent("events-\(UInt64.random(in: 0...UInt64.max))")
            var environment = server.environment
            environment["VITRINE_TEST_EVENTS"] = events.path
            for (name, value) in extraEnvironment { environment[name] = value }
            process.environment = environment
            if let folder { process.currentDirectoryURL = folder }
            process.standardOutput = stdout
            process.standardError = stderr
            if let standardInput { process.standardInput = standardInput }
            try process.run()
            let found = try server.client(
                "xdotool", ["search", "--sync", "--onlyvisible", "--pid", "\(process.processIdentifier)"], timeout: 20)
            guard let id = found.stdout.split(separator: "\n").first else {
                throw NSError(
                    domain: "vitrine", code: 1, userInfo: [NSLocalizedDescriptionKey: "no window: \(found.stderr)"])
            }
            window = String(id)
        }

        deinit {
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(at: events)
        }

        /// Waits for exit; nil if it is still running after `timeout` seconds.
        func waitForExit(timeout: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            return process.isRunning ? nil : process.terminationStatus
        }

        /// CPU time used so far (user + system), in clock ticks.
        func cpuTicks() throws -> Int {
            let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
            let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
            return Int(fields[11])! + Int(fields[12])!
        }
    }

    static let images = Harness.repositoryRoot.appendingPathComponent("Resources/strip").path

    func capture(_ server: XvfbServer, _ viewer: Viewer) throws -> Surface {
        let dump = try server.client("xwd", ["-id", viewer.window, "-silent"])
        XCTAssertEqual(dump.status, 0, dump.stderr)
        return try XWDImage.surface(from: dump.stdoutData)
    }

    /// Captures the window until it shows one of `expected` (or `timeout` seconds pass) and
    /// returns the last capture. Polled, not after a fixed sleep: the item in focus and its
    /// neighbours in view decode in the background, which takes longer on a loaded machine.
    private func capture(_ server: XvfbServer, _ viewer: Viewer, showing expected: [Surface], timeout: Double = 15)
        throws -> Surface
    {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = try capture(server, viewer)
        while !expected.contains(where: shown.hasSamePixels), Date() < deadline {
            usleep(200_000)
            shown = try capture(server, viewer)
        }
        return shown
    }

    func headlessFrame(_ script: String, size: String = "640x400") throws -> Surface {
        let out = try Harness.scratchFolder(for: self).appendingPathComponent("headless.png").path
        let r = try Harness.run(
            Harness.vitrine, ["--headless", "--size", size, Self.images, "--input", "-", "--screenshot", out],
            stdin: script)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try PNGFile.read(path: out)
    }

    func testWindowMapsWithItsProperties() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let props = try server.client("xprop", ["-id", viewer.window]).stdout
        XCTAssertTrue(props.contains("WM_CLASS(STRING) = \"vitrine\", \"Vitrine\""), props)
        XCTAssertTrue(props.contains("WM_NAME(STRING) = \"01-standing.png - focus - Vitrine\""), props)
        XCTAssertTrue(props.contains("_NET_WM_NAME(UTF8_STRING) = \"01-standing.png — focus — Vitrine\""), props)
        XCTAssertTrue(props.contains("_NET_WM_PID(CARDINAL) = \(viewer.process.processIdentifier)"), props)
        XCTAssertTrue(props.contains("WM_CLIENT_MACHINE"), props)
        XCTAssertTrue(props.contains("WM_DELETE_WINDOW"), props)
        XCTAssertTrue(props.contains("program specified minimum size"), props)
        let geometry = try server.client("xdotool", ["getwindowgeometry", viewer.window]).stdout
        XCTAssertTrue(geometry.contains("640x400"), geometry)
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "100", "100", "key", "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 5), 0, "Q quits")
    }

    /// A wheel click sent through the server pages the strip, and the window then shows
    /// exactly what the headless host renders for the same input.
    func testWheelPagesTheStripAndMatchesHeadless() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let first = try headlessFrame("move 320 200\nwait 500")
        let before = try capture(server, viewer, showing: [first])
        XCTAssertTrue(before.hasSamePixels(as: first), "first frame")
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "320", "200", "click", "5"])
        let expected = try headlessFrame("move 320 200\nwheel down\nwait 1000")
        let after = try capture(server, viewer, showing: [expected])
        XCTAssertFalse(before.hasSamePixels(as: after), "the wheel moved the strip")
        XCTAssertTrue(after.hasSamePixels(as: expected), "window and headless agree after paging")
    }

    /// A real drag through the server flings the strip; wherever momentum carries it, it comes
    /// to rest exactly on an item (the same pixels as paging there with keys). The drag runs
    /// up, across the strip, which runs along the 640 x 400 window: it is read along it.
    func testDragFlingsAndSettlesOnAnItem() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let first = try headlessFrame("move 320 200\nwait 500")
        let before = try capture(server, viewer, showing: [first])
        XCTAssertTrue(before.hasSamePixels(as: first), "first frame")
        var drag = ["mousemove", "--window", viewer.window, "320", "380", "mousedown", "1"]
        for y in stride(from: 360, through: 120, by: -40) {
            drag += ["mousemove", "--window", viewer.window, "320", "\(y)", "sleep", "0.01"]
        }
        _ = try server.client("xdotool", drag + ["mouseup", "1"])
        let restFrames = try (1...5).map {
            try headlessFrame("move 320 200\n" + String(repeating: "key Down\nwait 400\n", count: $0))
        }
        let after = try capture(server, viewer, showing: restFrames)
        XCTAssertFalse(after.hasSamePixels(as: before), "the drag moved the strip")
        XCTAssertTrue(restFrames.contains { $0.hasSamePixels(as: after) }, "at rest on an item")
    }

    func testXPutImageFallbackShowsTheSamePixels() throws {
        let plain = try XvfbServer(extraArguments: ["-extension", "MIT-SHM"])
        let viewer = try Viewer(
            server: plain, arguments: ["--size", "640x400", Self.images], extraEnvironment: ["VITRINE_VERBOSE": "1"])
        let first = try headlessFrame("move 320 200\nwait 500")
        let withoutShm = try capture(plain, viewer, showing: [first])
        XCTAssertTrue(withoutShm.hasSamePixels(as: first), "the first frame through XPutImage")
        let shm = try XvfbServer()
        let other = try Viewer(server: shm, arguments: ["--size", "640x400", Self.images])
        XCTAssertTrue(withoutShm.hasSamePixels(as: try capture(shm, other, showing: [first])))
        let forced = try Viewer(server: shm, arguments: ["--size", "640x400", "--no-shm", Self.images])
        XCTAssertTrue(withoutShm.hasSamePixels(as: try capture(shm, forced, showing: [first])))
        viewer.process.terminate()
        _ = viewer.waitForExit(timeout: 5)
        let log = String(decoding: viewer.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.contains("XPutImage"), log)
    }

    func testIdleMeansNoCPU() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let mark = viewer.eventMark()
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "320", "200", "click", "5"])
        // The page turn has eased in and the viewer has gone to sleep; then 3 s of wall clock
        // are what this test measures.
        viewer.waitForIdleFrame(since: mark)
        let start = try viewer.cpuTicks()
        sleep(3)
        let used = try viewer.cpuTicks() - start
        XCTAssertLessThanOrEqual(used, 3, "\(used) ticks of CPU over 3 s of idling (at most 1%)")
    }

    func testNoDisplayIsOneClearLineAndStatus1() throws {
        let none = try Harness.run(
            Harness.vitrine, [Self.images], environment: Harness.environment(["DISPLAY": nil]), timeout: 10)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.hasPrefix("vitrine: "), none.stderr)
        XCTAssertEqual(none.stderr.split(separator: "\n").count, 1, none.stderr)
        let wrong = try Harness.run(
            Harness.vitrine, [Self.images], environment: Harness.environment(["DISPLAY": ":231"]), timeout: 10)
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.stderr.contains(":231"), wrong.stderr)
    }

    func testServerGoingAwayEndsCleanlyWithoutLeakingSharedMemory() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let pid = viewer.process.processIdentifier
        server.stop()
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 1)
        XCTAssertEqual(viewer.process.terminationReason, .exit, "no crash, no core dump")
        let log = String(decoding: viewer.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.hasPrefix("vitrine: "), log)
        let segments = (try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8)) ?? ""
        let leaked = segments.split(separator: "\n").dropFirst().filter {
            let f = $0.split(separator: " ", omittingEmptySubsequences: true)
            return f.count > 4 && f[4] == "\(pid)"
        }
        XCTAssertTrue(leaked.isEmpty, "segments left by \(pid): \(leaked)")
    }
}
