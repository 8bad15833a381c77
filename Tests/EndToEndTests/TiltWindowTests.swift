import Foundation
import ImageFiles
import Raster
import XCTest

/// The tilt scene in a real window under Xvfb, driven by xdotool: the pointer from the left
/// edge to the right edge moves the title right and its shadow left; at rest the viewer uses
/// no CPU; once the pointer leaves, the frame returns to the centred one.
extension WindowTests {
    /// The headless tilt frame after `script` (the same pixels the window shows at rest).
    private func headlessTilt(_ script: String) throws -> Surface {
        let out = try Harness.scratchFolder(for: self).appendingPathComponent("tilt.png").path
        let r = try Harness.run(
            Harness.vitrine,
            [
                "--headless", "--size", "640x400", "tilt", "--input", "-",
                "--screenshot", out,
            ], stdin: script)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try PNGFile.read(path: out)
    }

    /// The window once the viewer has drawn what followed `mark` (a move, or the start) and gone
    /// idle: the easing has settled, so the frame is final. Nil if that never happens.
    private func stillFrame(_ server: XvfbServer, _ viewer: Viewer, since mark: Int) throws -> Surface? {
        guard viewer.waitForIdleFrame(since: mark) else { return nil }
        return try capture(server, viewer)
    }

    /// The centroids (x) of the title's warm white pixels and of the pixels darker than their
    /// row's sky (the most common colour of the row), above the hills (rows before 180).
    private func titleAndShadowX(_ s: Surface) -> (title: Double, shadow: Double) {
        var title = (0.0, 0.0), shadow = (0.0, 0.0)
        func luma(_ p: UInt32) -> Double { Double(Pixel.red(p) + Pixel.green(p) + Pixel.blue(p)) }
        for y in 0..<180 {
            var counts: [UInt32: Int] = [:]
            for x in 0..<s.width { counts[s[x, y], default: 0] += 1 }
            let sky = luma(counts.max { $0.value < $1.value }!.key)
            for x in 0..<s.width {
                let p = s[x, y]
                if Pixel.red(p) > 250, Pixel.green(p) > 240, Pixel.blue(p) > 225 {
                    title = (title.0 + Double(x), title.1 + 1)
                }
                let dark = sky - luma(p)
                if dark > 6 { shadow = (shadow.0 + Double(x) * dark, shadow.1 + dark) }
            }
        }
        return (title.0 / max(1, title.1), shadow.0 / max(1, shadow.1))
    }

    func testTiltFollowsThePointerRestsIdleAndReturnsWhenItLeaves() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["tilt", "--size", "640x400"])
        let centred = try headlessTilt("")
        let shown = try stillFrame(server, viewer, since: 0)
        XCTAssertTrue(shown?.hasSamePixels(as: centred) ?? false, "the first frame is the centred headless one")
        var mark = viewer.eventMark()
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "0", "200"])
        let left = try XCTUnwrap(try stillFrame(server, viewer, since: mark), "settles at the left edge")
        mark = viewer.eventMark()
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "639", "200"])
        let right = try XCTUnwrap(try stillFrame(server, viewer, since: mark), "settles at the right edge")
        let l = titleAndShadowX(left), r = titleAndShadowX(right)
        XCTAssertGreaterThan(r.title - l.title, 20, "the title moves right: \(l) -> \(r)")
        XCTAssertLessThan(r.shadow - l.shadow, -15, "the shadow moves left: \(l) -> \(r)")
        // Wall clock on purpose: the CPU the viewer uses over 2 s at rest.
        let ticks = try viewer.cpuTicks()
        mark = viewer.eventMark()
        sleep(2)
        XCTAssertLessThanOrEqual(try viewer.cpuTicks() - ticks, 2, "idle while the pointer rests")
        XCTAssertEqual(viewer.events(since: mark), [], "no frame and no wake-up at rest")
        // Far off the window (the bottom-right of a 1280 x 1024 screen): the pointer leaves.
        mark = viewer.eventMark()
        _ = try server.client("xdotool", ["mousemove", "1270", "1010"])
        let back = try XCTUnwrap(try stillFrame(server, viewer, since: mark), "settles after leaving")
        XCTAssertTrue(back.hasSamePixels(as: centred), "back to the centred frame")
    }
}
