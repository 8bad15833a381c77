import Geometry
import VitrineTestSupport
import X11Host
import XCTest

/// A test case with an X server of its own (Xvfb, 640 x 480), started before each test and
/// stopped after it; skipped where Xvfb is missing unless X is required.
class PrivateXServerTestCase: XCTestCase {
    var server: XvfbProcess!
    /// A small window on that server.
    var options: X11HostOptions { X11HostOptions(size: PixelSize(64, 48), displayName: server.display) }

    override func setUpWithError() throws {
        do {
            server = try XvfbProcess(size: "640x480x24")
        } catch let missing as XvfbProcess.Missing where !XvfbProcess.isRequired {
            throw XCTSkip(missing.description)
        }
    }

    /// XCTest keeps every test case object until the process ends, and deinit never runs then:
    /// the server would outlive the tests (and use up the display numbers XvfbProcess tries).
    override func tearDown() {
        server?.stop()
        server = nil
    }

    /// xdotool's path; a skip (or, where X is required, a failure) without it.
    func xdotool() throws -> String {
        guard let path = XvfbProcess.which("xdotool") else {
            let missing = XvfbProcess.Missing(tool: "xdotool")
            throw XvfbProcess.isRequired ? missing : XCTSkip(missing.description)
        }
        return path
    }
}
