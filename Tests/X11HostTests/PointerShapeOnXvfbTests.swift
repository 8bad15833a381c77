import AppInterface
import Foundation
import Geometry
import Raster
import VitrineTestSupport
import X11Host
import XCTest

/// The run loop on a private X server shows the app's pointer shape: it reads it after each
/// batch of input and each frame, and defines the window's cursor only when it changed.
final class PointerShapeOnXvfbTests: PrivateXServerTestCase {
    /// Keys sent through XTEST (xdotool) change the shape; each frame after a key sees the host's
    /// record follow it, frames keep coming, and the server reports no error.
    func testTheCursorFollowsTheShapeAfterAKey() throws {
        let xdotool = try xdotool()
        let errorsBefore = XErrorTrap.printedErrorCount
        let loop = X11RunLoop(options: options)
        let app = KeyedShapes(loop: loop, xdotool: xdotool, display: server.display)
        try loop.run(app)
        app.waitForClients()

        XCTAssertFalse(app.timedOut, "the keys did not all arrive")
        // The first frame sees the arrow defined in the first turn; the one after each key
        // sees that key's shape.
        XCTAssertEqual(app.shownAtFrames.first, .arrow)
        XCTAssertEqual(app.shownAfterKeys, [.move, .grab])
        XCTAssertEqual(loop.pointerShapeRecord.shown, .grab)
        XCTAssertEqual(loop.pointerShapeRecord.definitions, 3)
        XCTAssertEqual(loop.pointerShapeRecord.cursorsCreated, 3)
        XCTAssertEqual(loop.ending, .appQuit)
        XCTAssertEqual(XErrorTrap.printedErrorCount, errorsBefore, "X errors (see standard error)")
    }

    /// A shape per frame: the cursor is defined once per run of equal shapes, and made once
    /// per distinct shape however often it comes back.
    func testTheCursorIsDefinedOnlyWhenTheShapeChanges() throws {
        let script: [PointerShape] = [.arrow, .arrow, .move, .move, .move, .grab, .arrow, .arrow, .turn, .turn, .move]
        let errorsBefore = XErrorTrap.printedErrorCount
        let loop = X11RunLoop(options: options)
        let app = ScriptedShapes(loop: loop, script: script)
        try loop.run(app)

        // The first frame sees the arrow defined in the first turn, each later one the shape set
        // by the frame before.
        let expected: [PointerShape?] = [.arrow] + script.dropLast().map { Optional($0) }
        XCTAssertEqual(app.shownAtFrames, expected)
        XCTAssertEqual(loop.pointerShapeRecord.shown, .move)
        XCTAssertEqual(loop.pointerShapeRecord.definitions, 6, "arrow, move, grab, arrow, turn, move")
        XCTAssertEqual(loop.pointerShapeRecord.cursorsCreated, 4)
        XCTAssertEqual(XErrorTrap.printedErrorCount, errorsBefore, "X errors (see standard error)")
    }
}

/// Turns to `.move` at the key M and to `.grab` at G, and quits at Q; the keys come from
/// xdotool, each sent by the frame after the one before has arrived. Gives up after 10 s.
private final class KeyedShapes: Application {
    let title = "pointer shape test"
    private(set) var pointerShape = PointerShape.arrow
    /// The host's record at each frame, and at the first frame after each key.
    private(set) var shownAtFrames: [PointerShape?] = []
    private(set) var shownAfterKeys: [PointerShape?] = []
    private(set) var timedOut = false
    private var quit = false
    private var keysToSend = ["m", "g", "q"]
    private var keyArrived = true
    private var clients: [Process] = []
    private unowned let loop: X11RunLoop
    private let xdotool: String
    private let display: String

    init(loop: X11RunLoop, xdotool: String, display: String) {
        self.loop = loop
        self.xdotool = xdotool
        self.display = display
    }

    var wantsToQuit: Bool { quit || timedOut }

    func handle(_ event: InputEvent, time: Double) {
        guard case .keyPressed(.character(let c), _) = event else { return }
        switch c {
        case "m": pointerShape = .move
        case "g": pointerShape = .grab
        case "q": quit = true
        default: return
        }
        keyArrived = true
    }

    func nextFrameTime(after time: Double) -> Double? { keyArrived ? time : 10 }

    func render(into surface: Surface, time: Double) -> [PixelRect] {
        if time >= 10 { timedOut = true }
        let shown = loop.pointerShapeRecord.shown
        if !shownAtFrames.isEmpty { shownAfterKeys.append(shown) }
        shownAtFrames.append(shown)
        surface.fill(surface.bounds, with: Color(rgb: 0x336699))
        if keyArrived, !keysToSend.isEmpty {
            keyArrived = false
            send(key: keysToSend.removeFirst())
        }
        return [surface.bounds]
    }

    /// The pointer onto the window first: without a window manager the focus follows it.
    private func send(key: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotool)
        process.arguments = ["mousemove", "10", "10", "key", key]
        process.environment = ["DISPLAY": display]
        try? process.run()
        clients.append(process)
    }

    func waitForClients() {
        for client in clients { client.waitUntilExit() }
    }

    func resize(to size: PixelSize, time: Double) {}
}

/// Sets the next shape of `script` after each frame, a frame as often as the host allows, and
/// quits when the script is done.
private final class ScriptedShapes: Application {
    let title = "pointer shape script"
    private(set) var pointerShape = PointerShape.arrow
    private(set) var shownAtFrames: [PointerShape?] = []
    private unowned let loop: X11RunLoop
    private var script: [PointerShape]

    init(loop: X11RunLoop, script: [PointerShape]) {
        self.loop = loop
        self.script = script
    }

    var wantsToQuit: Bool { script.isEmpty }

    func render(into surface: Surface, time: Double) -> [PixelRect] {
        shownAtFrames.append(loop.pointerShapeRecord.shown)
        pointerShape = script.removeFirst()
        return []
    }

    func nextFrameTime(after time: Double) -> Double? { time }
    func handle(_ event: InputEvent, time: Double) {}
    func resize(to size: PixelSize, time: Double) {}
}
