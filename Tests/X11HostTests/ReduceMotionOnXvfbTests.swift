import AppInterface
import Geometry
import Raster
import VitrineTestSupport
import X11Host
import XCTest

/// The run loop on a private X server tells the app whether the desktop's XSETTINGS ask for
/// reduced motion: before the first resize, and again when the settings change, their daemon
/// exits or a new one starts. A stand-in daemon (`XSettingsManagerForTesting`) owns the
/// selection.
final class ReduceMotionOnXvfbTests: PrivateXServerTestCase {
    private static func settings(_ animations: Int32, name: String = "Net/EnableAnimations") -> [UInt8] {
        var data = XSettingsData()
        data.add("Net/ThemeName", .string("Adwaita"))
        data.add(name, .integer(animations))
        return data.data
    }

    func testWithoutSettingsDaemonMotionIsNotReduced() throws {
        let app = MotionRecorder(expecting: 1)
        try X11RunLoop(options: options).run(app)
        XCTAssertEqual(app.calls, ["reduce false", "resize 64x48"])
    }

    func testAnimationsOffBeforeTheFirstResize() throws {
        for name in ["Net/EnableAnimations", "Gtk/EnableAnimations"] {
            let manager = try XSettingsManagerForTesting(displayName: server.display)
            manager.publish(Self.settings(0, name: name))
            let app = MotionRecorder(expecting: 1)
            try X11RunLoop(options: options).run(app)
            XCTAssertEqual(app.calls, ["reduce true", "resize 64x48"], name)
            manager.stop()
        }
    }

    func testGarbageSettingsReadAsNone() throws {
        let manager = try XSettingsManagerForTesting(displayName: server.display)
        manager.publish([0, 0, 0, 0, 1, 0, 0, 0, 9, 0, 0, 0, 0])
        let app = MotionRecorder(expecting: 1)
        try X11RunLoop(options: options).run(app)
        XCTAssertEqual(app.calls, ["reduce false", "resize 64x48"])
    }

    /// Each step runs once the app has heard about the one before; only changes are told.
    func testChangesWhileRunning() throws {
        var manager: XSettingsManagerForTesting? = try XSettingsManagerForTesting(displayName: server.display)
        manager?.publish(Self.settings(1))
        let display = server.display
        let app = MotionRecorder(expecting: 4)
        app.steps = [
            {
                manager?.publish(Self.settings(1, name: "Gtk/EnableAnimations")) // no change: not told
                manager?.publish(Self.settings(0))
            },
            { manager?.stop() }, // the daemon exits: no settings
            {
                // A new daemon announces itself with MANAGER on the root window.
                manager = try? XSettingsManagerForTesting(displayName: display)
                manager?.publish(Self.settings(0, name: "Gtk/EnableAnimations"))
            },
        ]
        try X11RunLoop(options: options).run(app)
        XCTAssertEqual(app.calls, ["reduce false", "resize 64x48", "reduce true", "reduce false", "reduce true"])
        XCTAssertFalse(app.timedOut)
    }
}

/// Records what the host says about motion; runs a step after the first resize and after each
/// change it hears, and quits once it has heard `expecting` of them (or after 5 s).
private final class MotionRecorder: Application {
    var calls: [String] = []
    var steps: [() -> Void] = []
    var timedOut = false
    let title = "reduce motion test"
    private let expecting: Int
    private var heard = 0

    init(expecting: Int) { self.expecting = expecting }

    var wantsToQuit: Bool { timedOut || (heard >= expecting && calls.contains { $0.hasPrefix("resize") }) }

    func setReduceMotion(_ reduce: Bool) {
        calls.append("reduce \(reduce)")
        heard += 1
        if heard > 1 { nextStep() }
    }

    func resize(to size: PixelSize, time: Double) {
        calls.append("resize \(size)")
        nextStep()
    }

    private func nextStep() {
        guard !steps.isEmpty else { return }
        steps.removeFirst()()
    }

    func handle(_ event: InputEvent, time: Double) {}
    func nextFrameTime(after time: Double) -> Double? { 5 }
    /// The first frame comes at once (the window is new); only one at 5 s is the time limit.
    func render(into surface: Surface, time: Double) -> [PixelRect] {
        if time >= 5 { timedOut = true }
        return []
    }
}
