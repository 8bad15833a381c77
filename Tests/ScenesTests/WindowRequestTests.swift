import Foundation
import Geometry
import XCTest

@testable import AppInterface
@testable import AppShell

/// F asks the window host for fullscreen (the app cannot do it itself); Shift+F stays the
/// focus scene's fill.
final class WindowRequestTests: XCTestCase {
    private func app(scene: String) throws -> VitrineApp {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        let app = try VitrineApp(sceneName: scene, images: nil, options: options)
        app.resize(to: PixelSize(320, 200), time: 0)
        return app
    }

    private func press(_ app: VitrineApp, _ modifiers: Modifiers = [], at time: Double = 1) {
        app.handle(.keyPressed(.character("f"), modifiers), time: time)
        app.handle(.keyReleased(.character("f"), modifiers), time: time)
    }

    func testFAsksForFullscreenInEveryScene() throws {
        for scene in VitrineApp.sceneNames {
            let app = try app(scene: scene)
            XCTAssertEqual(app.takeWindowRequests(), [], scene)
            press(app)
            XCTAssertEqual(app.takeWindowRequests(), [.toggleFullscreen], scene)
            XCTAssertEqual(app.takeWindowRequests(), [], "taken once: \(scene)")
        }
    }

    /// A host that never takes them (headless) holds at most one: two toggles cancel out.
    func testUntakenTogglesCancelOut() throws {
        let app = try app(scene: "blur")
        for n in 1...5 { press(app, at: Double(n)) }
        XCTAssertEqual(app.takeWindowRequests(), [.toggleFullscreen])
        press(app)
        press(app, at: 2)
        XCTAssertEqual(app.takeWindowRequests(), [])
    }

    func testShiftFFillsInFocusAndAsksNothing() throws {
        let app = try app(scene: "focus")
        press(app, .shift)
        XCTAssertEqual(app.takeWindowRequests(), [])
        XCTAssertEqual(Bindings.command(for: .character("f"), .shift, in: .focus), .zoomFill)
        XCTAssertEqual(Bindings.command(for: .character("f"), [], in: .focus), .toggleFullscreen)
        XCTAssertNil(Bindings.command(for: .character("f"), .control, in: .focus))
    }
}
