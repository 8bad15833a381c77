import Foundation
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

/// A looping GIF in a real window under Xvfb: it plays by the monotonic clock, the viewer uses
/// no CPU while the window is unmapped (and plays again when mapped), and none once the strip
/// pages on to a still picture.
extension WindowTests {
    func testAGIFPlaysInTheWindowAndStopsWhenHiddenOrPagedAway() throws {
        let folder = try Harness.scratchFolder(for: self)
        let frames = (0..<3).map { i in
            HostileCorpus.GIFFrame(
                x: 0, y: 0, width: 64, height: 48, indices: Array(repeating: UInt8(i), count: 64 * 48), delay: 15)
        }
        try Data(HostileCorpus.gif(width: 64, height: 48, frames: frames, palette: [0xFF0000, 0x00FF00, 0x0000FF]))
            .write(to: folder.appendingPathComponent("a-loop.gif"))
        let still = Surface(width: 64, height: 48)!
        still.clear(to: Color(rgb: 0x808080))
        try PNGFile.write(still, to: folder.appendingPathComponent("b-still.png").path)
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", folder.path])

        /// The colours the centre shows over `seconds`, a capture each 50 ms.
        func coloursShown(over seconds: Double) throws -> Set<UInt32> {
            var seen: Set<UInt32> = []
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                seen.insert(try capture(server, viewer)[320, 200] & 0x00FF_FFFF)
                usleep(50_000)
            }
            return seen
        }
        let playing = try coloursShown(over: 1.5)
        XCTAssertTrue(
            playing.isSuperset(of: [0xFF0000, 0x00FF00, 0x0000FF]), "\(playing.map { String($0, radix: 16) })")

        // Unmapped: no frame is drawn and the frames ahead stop once decoded.
        XCTAssertEqual(try server.client("xdotool", ["windowunmap", "--sync", viewer.window]).status, 0)
        usleep(300_000)
        var ticks = try viewer.cpuTicks()
        sleep(2)
        XCTAssertLessThanOrEqual(try viewer.cpuTicks() - ticks, 2, "idle while unmapped")
        XCTAssertEqual(try server.client("xdotool", ["windowmap", "--sync", viewer.window]).status, 0)
        XCTAssertGreaterThan(try coloursShown(over: 1).count, 1, "plays again once mapped")

        // Paged on to the still picture: the GIF's frames stop, and the viewer sleeps.
        _ = try server.client("xdotool", ["key", "--window", viewer.window, "Right"])
        viewer.waitUntilIdle()
        ticks = try viewer.cpuTicks()
        sleep(2)
        XCTAssertLessThanOrEqual(try viewer.cpuTicks() - ticks, 2, "idle on a still picture")
        _ = try server.client("xdotool", ["key", "--window", viewer.window, "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 5), 0)
    }
}
