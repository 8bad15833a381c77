import Foundation
import ImageFiles
import Raster
import XCTest

/// The stamps scene in a real window under Xvfb, driven by xdotool: a drag from BOOM!'s edge
/// turns and scales it, a drag from its centre moves it, A shows the alpha maps, Ctrl+Z twice
/// puts it back. Each state is compared with a headless run of the same input, which ends in
/// the same state whatever the pointer's path (a turn and a move depend only on where the drag
/// starts and ends).
extension WindowTests {
    private func headlessStamps(_ script: String) throws -> Surface {
        let out = try Harness.scratchFolder(for: self).appendingPathComponent("stamps.png").path
        let r = try Harness.run(
            Harness.vitrine,
            [
                "--headless", "--size", "640x400", "stamps", "--input", "-",
                "--screenshot", out,
            ], stdin: script)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try PNGFile.read(path: out)
    }

    /// Captures until the window shows `expected` (nil after 10 s: then the last capture is
    /// compared, so the failure says how far it was).
    private func waitFor(_ expected: Surface, _ server: XvfbServer, _ viewer: Viewer) throws -> Surface {
        let deadline = Date().addingTimeInterval(10)
        var shown = try capture(server, viewer)
        while !shown.hasSamePixels(as: expected), Date() < deadline {
            usleep(150_000)
            shown = try capture(server, viewer)
        }
        return shown
    }

    /// Presses at `from`, moves in steps to `to` and releases, in the window.
    private func xdrag(
        _ server: XvfbServer, _ viewer: Viewer, from: (Int, Int), to: (Int, Int), modifiers: [String] = []
    ) throws {
        func run(_ arguments: [String]) throws {
            let r = try server.client("xdotool", arguments)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
        try run(["mousemove", "--window", viewer.window, "\(from.0)", "\(from.1)"])
        for key in modifiers { try run(["keydown", key]) }
        try run(["mousedown", "1"])
        for i in 1...6 {
            let x = from.0 + (to.0 - from.0) * i / 6, y = from.1 + (to.1 - from.1) * i / 6
            try run(["mousemove", "--window", viewer.window, "\(x)", "\(y)"])
            usleep(20_000)
        }
        try run(["mouseup", "1"])
        for key in modifiers { try run(["keyup", key]) }
        try run(["mousemove", "--window", viewer.window, "5", "5"])
    }

    func testStampsTurnMoveShowTheirMapsAndUndoInAWindow() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["stamps", "--size", "640x400"])
        // BOOM! lies at (320, 200), 230 px wide, turned -8 degrees: (405, 188) is in its turn zone.
        let start = try headlessStamps("move 5 5\n")
        XCTAssertTrue(
            try waitFor(start, server, viewer).hasSamePixels(as: start), "the first frame is the headless one")

        let turnScript = "drag 405 188 320 330 300\nmove 5 5\n"
        let turned = try headlessStamps(turnScript)
        XCTAssertFalse(turned.hasSamePixels(as: start))
        try xdrag(server, viewer, from: (405, 188), to: (320, 330))
        XCTAssertTrue(try waitFor(turned, server, viewer).hasSamePixels(as: turned), "turned and scaled as headless")

        let movedScript = turnScript + "drag 320 200 420 260 300\nmove 5 5\n"
        let moved = try headlessStamps(movedScript)
        XCTAssertFalse(moved.hasSamePixels(as: turned))
        try xdrag(server, viewer, from: (320, 200), to: (420, 260))
        XCTAssertTrue(try waitFor(moved, server, viewer).hasSamePixels(as: moved), "moved as headless")

        let maps = try headlessStamps(movedScript + "key a\n")
        _ = try server.client("xdotool", ["key", "--window", viewer.window, "a"])
        XCTAssertTrue(try waitFor(maps, server, viewer).hasSamePixels(as: maps), "the maps show")
        _ = try server.client("xdotool", ["key", "--window", viewer.window, "a"])

        _ = try server.client("xdotool", ["key", "--window", viewer.window, "ctrl+z", "ctrl+z"])
        XCTAssertTrue(try waitFor(start, server, viewer).hasSamePixels(as: start), "two undos: as at the start")
        let ticks = try viewer.cpuTicks()
        sleep(2)
        XCTAssertLessThanOrEqual(try viewer.cpuTicks() - ticks, 2, "idle at rest")
    }
}
