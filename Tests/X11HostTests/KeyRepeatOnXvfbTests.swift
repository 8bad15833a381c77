import AppInterface
import Foundation
import Geometry
import Raster
import VitrineTestSupport
import X11Host
import XCTest

/// A held key repeats as presses alone: the server's detectable auto-repeat is on, so there
/// are no release and press pairs for the app to take for taps.
final class KeyRepeatOnXvfbTests: PrivateXServerTestCase {
    func testAHeldKeyRepeatsAsPressesAndOneRelease() throws {
        let xdotool = try xdotool()
        let loop = X11RunLoop(options: options)
        let app = HeldKey(xdotool: xdotool, display: server.display)
        try loop.run(app)
        app.waitForClient()

        XCTAssertTrue(loop.autoRepeatIsDetectable, "XkbSetDetectableAutoRepeat took")
        XCTAssertFalse(app.timedOut, "the release did not arrive: \(app.keys)")
        // Xvfb repeats a key held through XTEST after 660 ms, then 25 times a second: held
        // for 1.2 s, several presses.
        let presses = app.keys.filter { $0 }.count
        XCTAssertGreaterThanOrEqual(presses, 3, "\(app.keys)")
        XCTAssertEqual(app.keys, Array(repeating: true, count: presses) + [false], "presses, then one release")
    }
}

/// Holds A for 1.2 s through xdotool once the first frame is up, records its presses (true)
/// and releases (false), and quits at the release. Gives up after 10 s.
private final class HeldKey: Application {
    let title = "key repeat test"
    private(set) var keys: [Bool] = []
    private(set) var timedOut = false
    private var released = false
    private var client: Process?
    private let xdotool: String
    private let display: String

    init(xdotool: String, display: String) {
        self.xdotool = xdotool
        self.display = display
    }

    var wantsToQuit: Bool { released || timedOut }

    func handle(_ event: InputEvent, time: Double) {
        switch event {
        case .keyPressed(.character("a"), _): keys.append(true)
        case .keyReleased(.character("a"), _):
            keys.append(false)
            released = true
        default: break
        }
    }

    func nextFrameTime(after time: Double) -> Double? { client == nil ? time : 10 }

    func render(into surface: Surface, time: Double) -> [PixelRect] {
        if time >= 10 { timedOut = true }
        surface.fill(surface.bounds, with: Color(rgb: 0x336699))
        if client == nil {
            // The pointer onto the window first: without a window manager the focus follows it.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xdotool)
            process.arguments = ["mousemove", "10", "10", "keydown", "a", "sleep", "1.2", "keyup", "a"]
            process.environment = ["DISPLAY": display]
            try? process.run()
            client = process
        }
        return [surface.bounds]
    }

    func waitForClient() { client?.waitUntilExit() }

    func resize(to size: PixelSize, time: Double) {}
}
