import Foundation
import ImageFiles
import Raster
import XCTest

/// The edges scene in a real window under Xvfb, driven by xdotool: paused, a drag near the
/// middle panel's edge turns the pictures by the pointer's turn, the wheel scales them, and M
/// shows the magnifier. The angle and size are measured from the pixels (the picture's
/// outline moments), since the moment the pause lands is the machine's, not the script's.
extension WindowTests {
    /// The window once the viewer has drawn what followed `mark` and gone idle (nothing due, the
    /// picture decoded): the frame is final. Nil if that never happens.
    private func edgesStill(_ server: XvfbServer, _ viewer: Viewer, since mark: Int) throws -> Surface? {
        guard viewer.waitForIdleFrame(since: mark) else { return nil }
        let shown = try capture(server, viewer)
        return middlePicture(shown).area > 0 ? shown : nil
    }

    /// The middle panel's picture: its pixel count and its long axis' angle in degrees (from
    /// second moments of the pixels that are not background, below the labels, above the
    /// status line).
    private func middlePicture(_ s: Surface) -> (area: Double, degrees: Double) {
        var n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
        for y in 115..<360 {
            for x in 215..<425 where s[x, y] & 0xFF_FFFF != 0x20_2020 {
                let (fx, fy) = (Double(x), Double(y))
                n += 1
                sx += fx
                sy += fy
                sxx += fx * fx
                syy += fy * fy
                sxy += fx * fy
            }
        }
        guard n > 0 else { return (0, 0) }
        let cxx = sxx / n - (sx / n) * (sx / n), cyy = syy / n - (sy / n) * (sy / n),
            cxy = sxy / n - (sx / n) * (sy / n)
        return (n, 0.5 * atan2(2 * cxy, cxx - cyy) * 180 / .pi)
    }

    private func xdotool(_ server: XvfbServer, _ viewer: Viewer, _ arguments: [String]) throws {
        let r = try server.client("xdotool", arguments)
        XCTAssertEqual(r.status, 0, r.stderr)
    }

    /// Two headless runs of one script (turning, a drag, the wheel, a pause) give the same frame,
    /// and a different pause time a different one: the turning follows the scripted clock.
    func testEdgesHeadlessRunsAreReproducible() throws {
        func run(_ script: String, _ name: String) throws -> Surface {
            let out = try Harness.scratchFolder(for: self).appendingPathComponent(name).path
            let r = try Harness.run(
                Harness.vitrine,
                [
                    "--headless", "--size", "640x400", "edges", "--input", "-",
                    "--screenshot", out,
                ], stdin: script)
            XCTAssertEqual(r.status, 0, r.stderr)
            return try PNGFile.read(path: out)
        }
        let script = "wait 1500\ndrag 399 212 380 260 300\nwheel down 2\nwait 700\nkey space\nwait 500\n"
        let a = try run(script, "a.png"), b = try run(script, "b.png")
        XCTAssertTrue(a.hasSamePixels(as: b))
        let c = try run(script.replacingOccurrences(of: "wait 700", with: "wait 800"), "c.png")
        XCTAssertFalse(a.hasSamePixels(as: c), "paused 100 ms later: a degree further")
    }

    func testEdgesTurnByADragNearAPanelsEdgeScaleByTheWheelAndShowTheMagnifier() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["edges", "--size", "640x400"])
        // Upright again and paused at once: at 10 degrees a second, within a few degrees of 0.
        var mark = viewer.eventMark()
        try xdotool(server, viewer, ["key", "--window", viewer.window, "r", "space"])
        let start = try XCTUnwrap(try edgesStill(server, viewer, since: mark), "paused: the frame holds")
        let before = middlePicture(start)
        XCTAssertLessThan(abs(before.degrees), 6, "about upright: \(before)")
        // The middle panel's picture is 160 x 90 about (319.5, 212): press on its right edge,
        // then carry the pointer 30 degrees round the centre.
        let (cx, cy, r) = (319.5, 212.0, 80.0)
        mark = viewer.eventMark()
        try xdotool(
            server, viewer, ["mousemove", "--window", viewer.window, "\(Int(cx + r))", "\(Int(cy))", "mousedown", "1"])
        for step in 1...6 {
            let a = Double(step) * 5 * Double.pi / 180
            try xdotool(
                server, viewer,
                [
                    "mousemove", "--window", viewer.window,
                    "\(Int((cx + r * cos(a)).rounded()))", "\(Int((cy + r * sin(a)).rounded()))",
                ])
            usleep(30_000)
        }
        try xdotool(server, viewer, ["mouseup", "1"])
        let turned = try XCTUnwrap(try edgesStill(server, viewer, since: mark))
        let after = middlePicture(turned)
        XCTAssertEqual(
            after.degrees - before.degrees, 30, accuracy: 2.5, "turned with the pointer: \(before) -> \(after)")
        XCTAssertEqual(after.area / before.area, 1, accuracy: 0.05, "a turn keeps the size")

        mark = viewer.eventMark()
        try xdotool(server, viewer, ["mousemove", "--window", viewer.window, "\(Int(cx))", "\(Int(cy))", "click", "4"])
        let grown = try XCTUnwrap(try edgesStill(server, viewer, since: mark))
        XCTAssertEqual(middlePicture(grown).area / after.area, 1.5625, accuracy: 0.08, "one notch: 1.25 each way")

        mark = viewer.eventMark()
        try xdotool(server, viewer, ["mousemove", "--window", viewer.window, "100", "150", "key", "m"])
        let loupe = try XCTUnwrap(try edgesStill(server, viewer, since: mark))
        // The loupe's 2-pixel light frame: 21 blocks of 8 about the pointer's pixel.
        let left = 100 - 10 * 8 - 1, top = 150 - 10 * 8 - 1
        for i in stride(from: 0, to: 168, by: 7) {
            XCTAssertEqual(
                loupe[left, top + 1 + i] & 0xFF_FFFF, 0xF2_F2F2, "the loupe's left frame at row \(top + 1 + i)")
            XCTAssertEqual(
                loupe[left + 1 + i, top] & 0xFF_FFFF, 0xF2_F2F2, "the loupe's top frame at column \(left + 1 + i)")
        }
    }
}
