import CX11
import Foundation
import ImageFiles
import Raster
import XCTest

/// Colour management in a real window: the root window's `_ICC_PROFILE` (set here as colord
/// sets it) is the display's profile, so an sRGB-tagged photo is converted to it; without one,
/// or with `--no-color-management`, the photo's numbers reach the window as stored.
extension WindowTests {
    private static let fixtures = Harness.repositoryRoot.appendingPathComponent("Tests/ImageFilesTests/Fixtures")

    /// Sets (or with nil deletes) the root window's `_ICC_PROFILE` on `display`.
    private func setDisplayProfile(_ bytes: [UInt8]?, on display: String) throws {
        let connection = try XCTUnwrap(XOpenDisplay(display))
        defer { XCloseDisplay(connection) }
        let root = XDefaultRootWindow(connection)
        let name = XInternAtom(connection, "_ICC_PROFILE", 0)
        if let bytes {
            XChangeProperty(connection, root, name, Atom(XA_CARDINAL), 8, PropModeReplace, bytes, Int32(bytes.count))
        } else {
            XDeleteProperty(connection, root, name)
        }
        XSync(connection, 0)
    }

    /// The window's centre, 60 x 60, where the photo lies in the strip's box.
    private func centre(of frame: Surface) -> [UInt32] {
        (170..<230).flatMap { y in (290..<350).map { x in frame[x, y] & 0x00FF_FFFF } }
    }

    /// The centre of `file` shown headless with its numbers as stored (ImageMagick embedded the
    /// expected picture's Adobe RGB profile, which would otherwise be converted back).
    private func storedCentre(_ file: URL) throws -> [UInt32] {
        let shot = try Harness.scratchFolder(for: self).appendingPathComponent("stored.png").path
        let r = try Harness.run(
            Harness.vitrine,
            ["--headless", "--no-color-management", "--size", "640x400", file.path, "--screenshot", shot])
        XCTAssertEqual(r.status, 0, r.stderr)
        return centre(of: try PNGFile.read(path: shot))
    }

    /// The largest difference of a colour channel between two lists of pixels.
    private func worst(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var worst = 0
        for (p, q) in zip(a, b) {
            for shift: UInt32 in [0, 8, 16] {
                worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        return worst
    }

    func testTheRootWindowsProfileIsTheDisplaysColours() throws {
        let photo = Self.fixtures.appendingPathComponent("color-srgb.png")
        let adobe = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/color/icc/colord/AdobeRGB1998.icc")))
        let asStored = try storedCentre(photo)
        let onAdobe = try storedCentre(Self.fixtures.appendingPathComponent("expected-srgb-on-adobe.png"))
        XCTAssertGreaterThan(worst(asStored, onAdobe), 10, "the fixtures differ where the test looks")
        let server = try XvfbServer()
        let shown = { (arguments: [String]) throws -> [UInt32] in
            let viewer = try Viewer(server: server, arguments: ["--size", "640x400"] + arguments + [photo.path])
            viewer.waitUntilIdle()
            defer { _ = try? server.client("xdotool", ["key", "--window", viewer.window, "q"]) }
            return self.centre(of: try self.capture(server, viewer))
        }
        XCTAssertLessThanOrEqual(worst(try shown([]), asStored), 0, "no display profile: as stored")
        try setDisplayProfile(adobe, on: server.display)
        XCTAssertLessThanOrEqual(worst(try shown([]), onAdobe), 3, "converted to the display's Adobe RGB")
        XCTAssertLessThanOrEqual(worst(try shown(["--no-color-management"]), asStored), 0, "turned off: as stored")
        try setDisplayProfile(nil, on: server.display)
    }
}
