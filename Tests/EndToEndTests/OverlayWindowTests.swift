import Foundation
import ImageFiles
import Raster
import XCTest

/// What the window says, seen in a real window: the help, a toast, the status line, the hint.
extension WindowTests {
    /// Polls the window until it shows `expected` (a frame presented after input takes a
    /// moment, longer on a loaded machine); false after 10 s.
    private func waitUntilShows(_ expected: Surface, _ server: XvfbServer, _ viewer: Viewer) throws -> Bool {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            if try capture(server, viewer).hasSamePixels(as: expected) { return true }
            usleep(100_000)
        } while Date() < deadline
        return false
    }

    private func waitUntilDiffers(from before: Surface, _ server: XvfbServer, _ viewer: Viewer) throws -> Surface? {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            let now = try capture(server, viewer)
            if !now.hasSamePixels(as: before) { return now }
            usleep(100_000)
        } while Date() < deadline
        return nil
    }

    /// The status line names the file: the window shows the headless frame, whose status line
    /// reads "focus · 01-standing.png · 1 / 6 · 1200 × 900" (Tests/ScenesTests/Golden/overlay).
    /// Then ? opens the help over it and any key closes it, back to the same pixels.
    func testHelpOpensOnQuestionMarkAndClosesOnAnyKey() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        let expected = try headlessFrame("")
        XCTAssertTrue(
            try waitUntilShows(expected, server, viewer), "the window shows the headless frame, status line included")
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "320", "200", "key", "question"])
        let help = try waitUntilDiffers(from: expected, server, viewer)
        XCTAssertNotNil(help, "? shows the help")
        if let help {
            // The help's panel darkens the middle of the window.
            let middle = Color(pixel: help[320, 200]), before = Color(pixel: expected[320, 200])
            XCTAssertLessThan(Int(middle.red) + Int(middle.green), Int(before.red) + Int(before.green), "\(middle)")
        }
        _ = try server.client("xdotool", ["key", "Down"])
        XCTAssertTrue(try waitUntilShows(expected, server, viewer), "a key closes the help, and does not page")
    }

    /// Ctrl+S: the file is written into the pictures folder that user-dirs.dirs names, named
    /// after the scene and the time; standard output says where, and a toast shows it.
    func testSavingShowsAToast() throws {
        let server = try XvfbServer()
        let home = try Harness.scratchFolder(for: self)
        let config = home.appendingPathComponent(".config"), shots = home.appendingPathComponent("Shots")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        try "# written by xdg-user-dirs-update\nXDG_PICTURES_DIR=\"$HOME/Shots\"\n"
            .write(to: config.appendingPathComponent("user-dirs.dirs"), atomically: true, encoding: .utf8)
        let viewer = try Viewer(
            server: server, arguments: ["--size", "640x400", Self.images],
            extraEnvironment: ["HOME": home.path, "XDG_CONFIG_HOME": nil], folder: home)
        let expected = try headlessFrame("")
        XCTAssertTrue(try waitUntilShows(expected, server, viewer))
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "320", "200", "key", "ctrl+s"])
        let toast = try waitUntilDiffers(from: expected, server, viewer)
        XCTAssertNotNil(toast, "a toast shows")
        let names = try FileManager.default.contentsOfDirectory(atPath: shots.path)
        XCTAssertEqual(names.count, 1, "\(names)")
        let name = names.first ?? ""
        XCTAssertNotNil(name.range(of: #"^vitrine-focus-[0-9]{8}-[0-9]{6}\.png$"#, options: .regularExpression), name)
        let saved = shots.appendingPathComponent(name).path
        if let toast {
            // Above the status line, in the middle: the toast's dark panel over the background.
            var changedRows = Set<Int>()
            for y in 0..<toast.height {
                for x in 0..<toast.width where toast[x, y] != expected[x, y] { changedRows.insert(y) }
            }
            XCTAssertGreaterThan(changedRows.min() ?? 0, 250, "the toast sits near the bottom")
            XCTAssertLessThan(changedRows.max() ?? 400, 380, "above the status line")
        }
        _ = try server.client("xdotool", ["key", "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 5), 0)
        let out = String(decoding: viewer.stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(out, "saved \(saved)\n")
    }

    /// The "? for help" hint shows at start, fades, and then the viewer sleeps.
    func testStartHintFadesThenTheViewerIsIdle() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(
            server: server, arguments: ["--size", "640x400", Self.images],
            extraEnvironment: ["VITRINE_NO_HINT": nil])
        let withoutHint = try headlessFrame("")
        let early = try capture(server, viewer)
        // The hint sits at the top centre, where the strip's frame has only background.
        let top = (0..<60).contains { y in (200..<440).contains { x in early[x, y] != withoutHint[x, y] } }
        XCTAssertTrue(top, "the hint shows at start")
        XCTAssertTrue(try waitUntilShows(withoutHint, server, viewer), "then it fades away")
        viewer.waitUntilIdle()
        // Wall clock on purpose: the CPU the viewer uses over 2 s with nothing to do.
        let ticks = try viewer.cpuTicks()
        sleep(2)
        XCTAssertLessThanOrEqual(try viewer.cpuTicks() - ticks, 2, "idle once the hint has gone")
    }
}
