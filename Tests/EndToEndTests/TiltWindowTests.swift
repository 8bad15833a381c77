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
        let out = try Harness.scratchFolder().appendingPathComponent("tilt.png").path
        let r = try Harness.run(Harness.vitrine, ["--headless", "--size", "640x400", "tilt", "--input", "-",
                                                  "--screenshot", out], stdin: script)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try PNGFile.read(path: out)
    }

    /// Captures until the window differs from `before` (the move has arrived) and then two
    /// captures 300 ms apart agree (the easing has settled); nil after 10 s.
    private func stillFrame(_ server: XvfbServer, _ viewer: Viewer, after before: Surface) throws -> Surface? {
        let deadline = Date().addingTimeInterval(10)
        var last = try capture(server, viewer)
        while last.hasSamePixels(as: before), Date() < deadline {
            usleep(50_000)
            last = try capture(server, viewer)
        }
        repeat {
            usleep(300_000)
            let now = try capture(server, viewer)
            if now.hasSamePixels(as: last) { return now }
            last = now
        } while Date() < deadline
        return nil
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
                if Pixel.red(p) > 250, Pixel.green(p) > 240, Pixel.blue(p) > 225 { title = (title.0 + Double(x), title.1 + 1) }
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
        let shown = try stillFrame(server, viewer, after: Surface(width: 1, height: 1)!)
        XCTAssertTrue(shown?.hasSamePixels(as: centred) ?? false, "the first frame is the centred headless one")
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "0", "200"])
        let left = try XCTUnwrap(try stillFrame(server, viewer, after: centred), "settles at the left edge")
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "639", "200"])
        let right = try XCTUnwrap(try stillFrame(server, viewer, after: left), "settles at the right edge")
        let l = titleAndShadowX(left), r = titleAndShadowX(right)
        XCTAssertGreaterThan(r.title - l.title, 20, "the title moves right: \(l) -> \(r)")
        XCTAssertLessThan(r.shadow - l.shadow, -15, "the shadow moves left: \(l) -> \(r)")
        let ticks = try viewer.cpuTicks()
        sleep(2)
        XCTAssertLessThanOrEqual(try viewer.cpuTicks() - ticks, 2, "idle while the pointer rests")
        // Far off the window (the bottom-right of a 1280 x 1024 screen): the pointer leaves.
        _ = try server.client("xdotool", ["mousemove", "1270", "1010"])
        let back = try XCTUnwrap(try stillFrame(server, viewer, after: right), "settles after leaving")
        XCTAssertTrue(back.hasSamePixels(as: centred), "back to the centred frame")
    }
}
