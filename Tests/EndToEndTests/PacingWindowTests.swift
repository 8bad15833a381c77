import Foundation
import XCTest

/// How often the window draws where the X server gives no refresh rate (Xvfb, Xvnc): frames
/// that answer input are drawn as soon as the server has taken the last, as nsxiv and feh draw;
/// frames only time moves keep the default 60 a second.
extension WindowTests {
    func testInputFramesAreNotHeldToSixtyASecondWhereTheRateIsUnknown() throws {
        let server = try XvfbServer()
        let viewer = try Viewer(server: server, arguments: ["--size", "640x400", Self.images])
        XCTAssertTrue(viewer.waitForIdleFrame(since: 0))
        let mark = viewer.eventMark()
        // A drag up the strip: 80 motions 3 ms apart, the button held throughout (no fling).
        var arguments = ["mousemove", "--window", viewer.window, "320", "380", "mousedown", "1"]
        for i in 1...80 {
            arguments += ["sleep", "0.003", "mousemove", "--window", viewer.window, "320", "\(380 - 3 * i)"]
        }
        let began = Date()
        _ = try server.client("xdotool", arguments)
        usleep(30_000)
        let seconds = Date().timeIntervalSince(began)
        let frames = viewer.events(since: mark).filter { $0.hasPrefix("presented") }.count
        // Paced at 60 a second, the drag would show at most one frame each 1/60 s.
        let paced = Int(seconds * 60) + 2
        XCTAssertGreaterThan(frames, paced + paced / 2, "\(frames) frames in \(seconds) s")
        _ = try server.client("xdotool", ["mouseup", "1"])
    }
}
