import AppInterface
import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import X11Host

/// XInput 2 on a private X server (Xvfb offers 2.x; it cannot be turned off there, so the
/// core-only path is the translator's nil `xinput`, exercised by every server without it).
final class XInput2OnXvfbTests: PrivateXServerTestCase {
    func testTheWindowFindsXInput2() throws {
        let window = try X11Window(
            size: PixelSize(64, 48), title: "xi2", useSharedMemory: false,
            displayName: server.display)
        let xinput = try XCTUnwrap(window.translator.xinput, "Xvfb offers XInputExtension 2.x")
        XCTAssertGreaterThanOrEqual(xinput.minorVersion, XInput2.scrollMinor)
        XCTAssertLessThanOrEqual(xinput.minorVersion, XInput2.gestureMinor)
        XCTAssertEqual(xinput.hasGestures, xinput.minorVersion >= 4)
    }

    /// With XI_Motion selected the pointer's motion comes as XI2 events: it must still arrive,
    /// and a core wheel press from a device without scroll valuators (XTEST, as `xdotool click`)
    /// is still one notch.
    func testMotionAndCoreWheelPressesStillArrive() throws {
        let xdotool = try xdotool()
        let errorsBefore = XErrorTrap.printedErrorCount
        let app = InputRecorder(xdotool: xdotool, display: server.display)
        try X11RunLoop(options: options).run(app)
        app.waitForClient()

        XCTAssertFalse(app.timedOut, "the input did not all arrive")
        XCTAssertTrue(app.events.contains(.pointerMoved(Point(20, 15), [])), "\(app.events)")
        XCTAssertEqual(
            app.events.filter { if case .wheel = $0 { true } else { false } },
            [.wheel(.down, Point(20, 15), [])])
        XCTAssertFalse(app.events.contains { if case .scroll = $0 { true } else { false } })
        XCTAssertEqual(XErrorTrap.printedErrorCount, errorsBefore, "X errors (see standard error)")
    }
}

/// Records the input; at the first frame xdotool moves the pointer in, scrolls one notch
/// down and presses Q, which quits. Gives up after 10 s.
private final class InputRecorder: Application {
    let title = "xinput 2 test"
    private(set) var events: [InputEvent] = []
    private(set) var timedOut = false
    private var quit = false
    private var client: Process?
    private let xdotool: String
    private let display: String

    init(xdotool: String, display: String) {
        self.xdotool = xdotool
        self.display = display
    }

    var wantsToQuit: Bool { quit || timedOut }

    func handle(_ event: InputEvent, time: Double) {
        if case .keyPressed(.character("q"), _) = event { quit = true }
        events.append(event)
    }

    func nextFrameTime(after time: Double) -> Double? { client == nil ? time : 10 }

    func render(into surface: Surface, time: Double) -> [PixelRect] {
        if time >= 10 { timedOut = true }
        if client == nil {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xdotool)
            process.arguments = [
                "mousemove", "10", "10", "sleep", "0.2", "mousemove", "20", "15", "sleep", "0.2",
                "click", "5", "key", "q",
            ]
            process.environment = ["DISPLAY": display]
            try? process.run()
            client = process
        }
        return []
    }

    func waitForClient() { client?.waitUntilExit() }

    func resize(to size: PixelSize, time: Double) {}
}
