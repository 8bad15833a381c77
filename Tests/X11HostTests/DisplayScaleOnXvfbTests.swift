import AppInterface
import Foundation
import Geometry
import Raster
import VitrineTestSupport
import X11Host
import XCTest

/// The run loop on a real (private) X server tells the app the desktop's scale before the
/// first resize: `Xft.dpi` / 96 from the root window's RESOURCE_MANAGER, 1 without it.
final class DisplayScaleOnXvfbTests: PrivateXServerTestCase {
    func testTheAppHearsXftDpiBeforeTheFirstResize() throws {

        let plain = ScaleRecorder()
        try X11RunLoop(options: options).run(plain)
        XCTAssertEqual(plain.calls, ["scale 1.0", "resize 64x48"], "a fresh server has no resources")

        try setRootProperty(on: server, "Xft.dpi:\t192\nXft.antialias:\t1\n")
        let scaled = ScaleRecorder()
        try X11RunLoop(options: options).run(scaled)
        XCTAssertEqual(scaled.calls, ["scale 2.0", "resize 64x48"])
    }

    /// RESOURCE_MANAGER set as `xrdb` would (Xlib reads it when a connection opens).
    private func setRootProperty(on server: XvfbProcess, _ resources: String) throws {
        guard let xprop = XvfbProcess.which("xprop") else {
            let missing = XvfbProcess.Missing(tool: "xprop")
            throw XvfbProcess.isRequired ? missing : XCTSkip(missing.description)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xprop)
        process.arguments = [
            "-display", server.display, "-root", "-f", "RESOURCE_MANAGER", "8s",
            "-set", "RESOURCE_MANAGER", resources,
        ]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xprop")
    }
}

/// Records what the host tells it and quits as soon as it has its size.
private final class ScaleRecorder: Application {
    var calls: [String] = []
    let title = "display scale test"
    var wantsToQuit: Bool { calls.contains { $0.hasPrefix("resize") } }

    func setDisplayScale(_ scale: Double) { calls.append("scale \(scale)") }
    func resize(to size: PixelSize, time: Double) { calls.append("resize \(size)") }
    func handle(_ event: InputEvent, time: Double) {}
    func nextFrameTime(after time: Double) -> Double? { nil }
    func render(into surface: Surface, time: Double) -> [PixelRect] { [] }
}
