import Foundation
import XCTest

/// What window managers and taskbars read and ask of the window: its icon, class, size and
/// place from --geometry, the answer to _NET_WM_PING, and fullscreen (--fullscreen, F) with
/// a real EWMH window manager (openbox).
extension WindowTests {
    /// The window's place and size on the screen, as xwininfo gives them.
    private func frame(_ server: XvfbServer, _ viewer: Viewer) throws -> [Int] {
        let info = try server.client("xwininfo", ["-id", viewer.window]).stdout
        return ["Absolute upper-left X:", "Absolute upper-left Y:", "Width:", "Height:"].map { label in
            let line = info.split(separator: "\n").first { $0.contains(label) } ?? ""
            return Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? -1
        }
    }

    /// Polls until the window's size is `size` (a window manager resizes asynchronously);
    /// returns the last frame seen.
    private func waitForSize(_ size: [Int], _ server: XvfbServer, _ viewer: Viewer) throws -> [Int] {
        let deadline = Date().addingTimeInterval(10)
        var seen = try frame(server, viewer)
        while Array(seen[2...]) != size, Date() < deadline {
            usleep(50_000)
            seen = try frame(server, viewer)
        }
        return seen
    }

    /// Without a window manager the window maps where --geometry says (a minus offset from the
    /// right edge), with the class, the icon's five sizes and the hints a window manager reads;
    /// and it answers a ping.
    func testIconClassAndGeometryWithoutAWindowManager() throws {
        let server = try XvfbServer() // 1280 x 1024
        let viewer = try Viewer(
            server: server, arguments: ["--class", "Gallery", "--geometry", "400x300-10+20", Self.images])
        let props = try server.client("xprop", ["-id", viewer.window]).stdout
        XCTAssertTrue(props.contains("WM_CLASS(STRING) = \"Gallery\", \"Gallery\""), props)
        XCTAssertTrue(props.contains("user specified location: 870, 20"), props)
        XCTAssertTrue(props.contains("user specified size: 400 by 300"), props)
        XCTAssertTrue(props.contains("window gravity: NorthEast"), props)
        XCTAssertTrue(props.contains("WM_PROTOCOLS(ATOM): protocols  WM_DELETE_WINDOW, _NET_WM_PING"), props)
        let icons = props.matches(of: /Icon \((\d+) x (\d+)\):/).map { "\($0.1)x\($0.2)" }
        XCTAssertEqual(icons, ["16x16", "32x32", "48x48", "64x64", "128x128"])
        // xprop draws the 16 px icon as text, a transparent pixel as a space: the round tile's
        // corners are clear, its middle row has none.
        let rows = props.split(separator: "\n").drop { !$0.contains("Icon (16 x 16)") }.dropFirst().prefix(16)
            .map { $0.drop { $0 == "\t" } }
        XCTAssertEqual(rows.count, 16, props)
        XCTAssertTrue(rows.first?.hasPrefix("  ") == true, "\(rows)")
        XCTAssertEqual(rows.dropFirst(8).first?.count, 16, "\(rows)")
        XCTAssertEqual(rows.dropFirst(8).first?.contains(" "), false, "\(rows)")
        XCTAssertEqual(try frame(server, viewer), [870, 20, 400, 300])
        XCTAssertTrue(PingProbe.answers(display: server.display, window: UInt(viewer.window)!), "_NET_WM_PING answered")
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "10", "10", "key", "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 5), 0)
    }

    /// With openbox, --geometry's +X+Y is honoured (USPosition): the window's frame goes there,
    /// so the window itself lands within the frame's border and title bar of it; and a ping is
    /// answered while managed.
    func testGeometryWithAWindowManager() throws {
        let server = try XvfbServer()
        let manager = try WindowManager(server: server)
        let viewer = try Viewer(server: server, arguments: ["--geometry", "400x300+50+60", Self.images])
        let placed = try waitForSize([400, 300], server, viewer)
        XCTAssertTrue((50...70).contains(placed[0]), "x \(placed)")
        XCTAssertTrue((60...110).contains(placed[1]), "y below the title bar \(placed)")
        XCTAssertEqual(Array(placed[2...]), [400, 300])
        XCTAssertTrue(PingProbe.answers(display: server.display, window: UInt(viewer.window)!), "_NET_WM_PING answered")
        withExtendedLifetime(manager) {}
    }

    /// --fullscreen maps over the whole screen through the window manager (_NET_WM_STATE), F
    /// brings the window back to its size and F11 makes it fullscreen again.
    func testFullscreenWithAWindowManager() throws {
        let server = try XvfbServer()
        let manager = try WindowManager(server: server)
        let viewer = try Viewer(server: server, arguments: ["--fullscreen", "--size", "400x300", Self.images])
        XCTAssertEqual(try waitForSize([1280, 1024], server, viewer), [0, 0, 1280, 1024], "fullscreen from the start")
        let state = try server.client("xprop", ["-id", viewer.window, "_NET_WM_STATE"]).stdout
        XCTAssertTrue(state.contains("_NET_WM_STATE_FULLSCREEN"), state)
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "10", "10", "key", "f"])
        XCTAssertEqual(
            Array(try waitForSize([400, 300], server, viewer)[2...]), [400, 300], "F: back to the window's size")
        _ = try server.client("xdotool", ["mousemove", "--window", viewer.window, "10", "10", "key", "F11"])
        XCTAssertEqual(try waitForSize([1280, 1024], server, viewer), [0, 0, 1280, 1024], "F11: fullscreen again")
        _ = try server.client("xdotool", ["key", "q"])
        XCTAssertEqual(viewer.waitForExit(timeout: 5), 0)
        withExtendedLifetime(manager) {}
    }
}
