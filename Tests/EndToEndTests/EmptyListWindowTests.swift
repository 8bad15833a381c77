import Foundation
import Raster
import XCTest

/// A window for every start (issue 24): named things with nothing to show open the window,
/// which says so, rather than a line on standard error that someone who started Vitrine from a
/// menu never sees. Headless runs keep status 1.
extension WindowTests {
    /// A folder holding no image: the window opens, titled and saying "No images in
    /// ~/Pictures/empty" (home written as ~) with the reason in the middle of the view; the
    /// reason goes to standard error too; Q quits with status 0.
    func testAnEmptyFolderOpensAWindowThatSaysSo() throws {
        let server = try XvfbServer()
        let home = try Harness.scratchFolder(for: self)
        let empty = home.appendingPathComponent("Pictures/empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: empty.appendingPathComponent("notes.txt"))
        let viewer = try Viewer(
            server: server, arguments: ["--size", "640x400", empty.path],
            extraEnvironment: ["HOME": home.path, "VITRINE_NO_HINT": "1"])
        let title = try server.client("xdotool", ["getwindowname", viewer.window]).stdout
        XCTAssertEqual(
            title.trimmingCharacters(in: .whitespacesAndNewlines), "No images in ~/Pictures/empty — Vitrine")

        // The notice is a card in the middle of the view; the background shows above it.
        var shot = try capture(server, viewer)
        let deadline = Date().addingTimeInterval(10)
        while shot[320, 200] == shot[320, 60], Date() < deadline {
            usleep(100_000)
            shot = try capture(server, viewer)
        }
        XCTAssertNotEqual(shot[320, 200], shot[320, 60], "a card in the middle of the view")

        _ = try server.client("xdotool", ["key", "--window", viewer.window, "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
        let errors = String(decoding: viewer.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(errors.contains("it holds no images Vitrine reads"), errors)
    }

    /// Headless, the same folder still ends the run with status 1 and the reason.
    func testAnEmptyFolderHeadlessStillExitsOne() throws {
        let empty = try Harness.scratchFolder(for: self)
        let r = try Harness.run(Harness.vitrine, ["--headless", "--size", "160x100", empty.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("it holds no images Vitrine reads"), r.stderr)
    }
}
