import Foundation
import XCTest

/// Ctrl+C in the real binary (issue 24): the picture's path on the CLIPBOARD selection, served
/// by the window to another X client (xclip) in the forms the ICCCM names.
extension WindowTests {
    func testControlCServesThePathToAnotherClient() throws {
        let server = try XvfbServer()
        let picture = WindowTests.images + "/01-standing.png"
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", picture])
        func paste(_ target: String? = nil) throws -> (status: Int32, text: String) {
            let r = try server.client(
                "xclip", ["-o", "-selection", "clipboard"] + (target.map { ["-t", $0] } ?? []), timeout: 10)
            return (r.status, r.stdout)
        }
        XCTAssertNotEqual(try paste().status, 0, "nothing on the clipboard before Ctrl+C")

        _ = try server.client("xdotool", ["key", "--window", viewer.window, "ctrl+c"])
        let deadline = Date().addingTimeInterval(10)
        var pasted = try paste()
        while pasted.status != 0, Date() < deadline {
            usleep(100_000)
            pasted = try paste()
        }
        XCTAssertEqual(pasted.text, picture, "the full path, as UTF8_STRING")
        XCTAssertEqual(try paste("STRING").text, picture, "Latin-1 text as STRING")
        XCTAssertEqual(try paste("text/plain;charset=utf-8").text, picture)
        let targets = try paste("TARGETS").text.split(separator: "\n").map(String.init)
        for target in ["TARGETS", "UTF8_STRING", "STRING", "TEXT", "text/plain"] {
            XCTAssertTrue(targets.contains(target), "\(target) offered: \(targets)")
        }
        XCTAssertNotEqual(try paste("image/png").status, 0, "a form not offered is refused")

        _ = try server.client("xdotool", ["key", "--window", viewer.window, "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
        let said = String(decoding: viewer.stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(said.contains("copied the path of '01-standing.png'"), said)
        XCTAssertNotEqual(try paste().status, 0, "served while Vitrine runs, gone with it")
    }
}
