import Foundation
import Geometry
import Raster
import SceneKit
import VitrineTestSupport
import XCTest

@testable import AppInterface
@testable import AppShell
@testable import ImageLibrary
@testable import Overlay
@testable import SceneKit

/// What the window says over the scenes: the help, the status line, toasts and failure tiles,
/// through the app as a host drives it.
final class OverlayTests: XCTestCase {
    let size = PixelSize(640, 400)
    /// After the start hint has faded: frames show only what the test is about.
    let later = 10.0

    private func app(_ files: [String]? = nil, scene: String = "focus") throws -> (VitrineApp, Surface) {
        let catalog = try ImageCatalog(arguments: files ?? [Harness.resources + "/strip"])
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.saveFolder = NSTemporaryDirectory()
        // The toast names the file after the time: 2024-01-02 03:04:05 UTC, every run.
        options.wallClock = { Date(timeIntervalSince1970: 1_704_164_645) }
        options.timeZone = TimeZone(identifier: "UTC")!
        let app = try VitrineApp(sceneName: scene, images: catalog, options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        return (app, frame)
    }

    private func assertGolden(_ s: Surface, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        // Text is antialiased by FreeType: a version of it or of DejaVu may move a few edge pixels.
        let result = Golden.compare(
            s, area: "overlay", name: name, testFile: #filePath, tolerance: 24,
            maxDifferingShare: 0.003)
        XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
    }

    private func key(_ app: VitrineApp, _ key: Key, _ modifiers: Modifiers = [], at time: Double) {
        app.handle(.keyPressed(key, modifiers), time: time)
        app.handle(.keyReleased(key, modifiers), time: time)
    }

    // MARK: - Help

    func testHelpLinesAreTheBindingsTable() {
        for scene in SceneID.allCases {
            let shown = HelpCard.lines(scene: scene.rawValue, rows: Bindings.help(for: scene)).filter {
                $0.input != nil
            }
            .map { "\($0.input!)=\($0.does)" }
            let table = Bindings.table.filter {
                ($0.scope == .scene(scene) || $0.scope == .everywhere) && !$0.input.isEmpty
            }
            XCTAssertEqual(Set(shown), Set(table.map { "\($0.input)=\($0.does)" }), scene.rawValue)
            XCTAssertEqual(shown.count, table.count, scene.rawValue)
        }
    }

    func testEveryKeyOfTheTableReachesItsCommand() {
        for binding in Bindings.table {
            let scene: SceneID
            if case .scene(let id) = binding.scope { scene = id } else { scene = .focus }
            for chord in binding.chords {
                XCTAssertEqual(
                    Bindings.command(for: chord.key, chord.modifiers, in: scene), binding.command,
                    "\(chord) in \(scene)")
            }
            if binding.input.isEmpty { XCTAssertNotNil(binding.command, "a row without text only adds keys") }
        }
        XCTAssertEqual(Bindings.command(for: .character("o"), [], in: .focus), .turnStrip)
        XCTAssertEqual(Bindings.command(for: .character("o"), [], in: .blur), .keepVeil)
        XCTAssertEqual(Bindings.command(for: .character("s"), .control, in: .blur), .save)
        XCTAssertNil(Bindings.command(for: .character("s"), [], in: .blur))
        XCTAssertEqual(Bindings.command(for: .character("3"), [], in: .blur), .scene(2))
    }

    func testQuestionMarkShowsTheHelpAndAnyKeyClosesItWithoutReachingTheScene() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: later)
        let before = frame.copy()
        key(app, .character("?"), .shift, at: later + 1)
        XCTAssertEqual(app.nextFrameTime(after: later + 1), later + 1)
        let damage = app.render(into: frame, time: later + 1)
        XCTAssertFalse(damage.isEmpty)
        XCTAssertFalse(frame.hasSamePixels(as: before), "the help shows")
        assertGolden(frame, "help-focus")

        key(app, .right, at: later + 2)
        XCTAssertEqual(app.scenes[app.current].imageIndex, 0, "the key closed the help; it did not page")
        _ = app.render(into: frame, time: later + 2)
        XCTAssertTrue(frame.hasSamePixels(as: before), "the help is gone, the scene as it was")

        key(app, .function(1), at: later + 3)
        app.handle(.buttonPressed(.left, Point(320, 200), []), time: later + 3)
        app.handle(.buttonReleased(.left, Point(320, 200), []), time: later + 3)
        _ = app.render(into: frame, time: later + 3)
        XCTAssertTrue(frame.hasSamePixels(as: before), "a click closes the help too")
    }

    // MARK: - Status line and title

    func testStatusLineNamesSceneFilePositionAndSize() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: later)
        XCTAssertEqual(app.title, "01-standing.png — focus — Vitrine")
        let status = app.facts.status
        XCTAssertEqual(status.fileName, "01-standing.png")
        XCTAssertEqual(status.position?.index, 0)
        XCTAssertEqual(status.imageSize, PixelSize(1200, 900))
        assertGolden(frame, "status-focus")

        key(app, .character("i"), at: later + 1)
        _ = app.render(into: frame, time: later + 1)
        let bottom = frame[4, size.height - 4]
        XCTAssertEqual(bottom, 0xFF20_2020, "I hides the status line: the background shows")
    }

    // MARK: - Toasts

    func testToastsShowFadeAndLeaveTheHostIdle() {
        var toasts = Toasts()
        toasts.show("saved x.png", isError: false, at: nil)
        XCTAssertEqual(toasts.nextChange(after: 5, frameInterval: 0.1), 5, "waits for a frame")
        toasts.update(at: 5)
        XCTAssertEqual(toasts.visible(at: 6).first?.opacity, 1)
        XCTAssertEqual(toasts.nextChange(after: 6, frameInterval: 0.1), 5 + Toasts.infoDuration)
        XCTAssertEqual(
            toasts.visible(at: 5 + Toasts.infoDuration + Toasts.fade / 2).first!.opacity, 0.5, accuracy: 1e-9)
        toasts.update(at: 5 + Toasts.infoDuration + Toasts.fade)
        XCTAssertTrue(toasts.all.isEmpty)
        XCTAssertNil(toasts.nextChange(after: 9, frameInterval: 0.1))
    }

    func testSavingTheFrameShowsAToastAndAsksNoFramesOnceItHasGone() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: later)
        let before = frame.copy()
        app.handle(.keyPressed(.character("s"), .control), time: later + 1)
        _ = app.render(into: frame, time: later + 1)
        let saved = app.takeMessages()
        XCTAssertEqual(saved.count, 1)
        XCTAssertTrue(saved[0].text.hasPrefix("saved "), saved[0].text)
        let path = String(saved[0].text.dropFirst("saved ".count))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        _ = app.render(into: frame, time: later + 1.1)
        XCTAssertFalse(frame.hasSamePixels(as: before), "the toast shows")
        assertGolden(frame, "toast-saved")

        let gone = later + 1 + Toasts.infoDuration + Toasts.fade
        _ = app.render(into: frame, time: gone)
        XCTAssertTrue(frame.hasSamePixels(as: before), "the toast has gone, the frame as it was")
        XCTAssertNil(app.nextFrameTime(after: gone + 0.1), "idle means idle")
    }

    /// Keys 1-5 open the five effects, each on the image chosen in the one before.
    func testNumberKeysOpenEveryScene() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: later)
        key(app, .right, at: later)
        let image = app.scenes[app.current].imageIndex
        for (n, name) in SceneID.effects.map(\.rawValue).enumerated().reversed() {
            key(app, .character(Character(String(n + 1))), at: later + 1)
            XCTAssertEqual(app.sceneName, name)
            XCTAssertEqual(app.scenes[app.current].imageIndex, image, name)
        }
        XCTAssertEqual(app.nextFrameTime(after: later + 1), later + 1, "the new scene is drawn")
    }

    func testStartHintFadesAndThenNothingIsAskedFor() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: 0)
        let withHint = frame.copy()
        XCTAssertEqual(app.nextFrameTime(after: 0.5), WindowOverlay.hintDuration)
        _ = app.render(into: frame, time: WindowOverlay.hintDuration + WindowOverlay.hintFade)
        XCTAssertFalse(frame.hasSamePixels(as: withHint), "the hint has gone")
        XCTAssertNil(app.nextFrameTime(after: WindowOverlay.hintDuration + WindowOverlay.hintFade + 0.1))
    }

    // MARK: - Failure tiles

    func testAFileThatCannotBeReadShowsATileNamingItAndWhy() throws {
        let folder = NSTemporaryDirectory() + "vitrine-tile"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = try Data(contentsOf: URL(fileURLWithPath: Harness.resources + "/strip/01-standing.png"))
        try good.prefix(2000).write(to: URL(fileURLWithPath: folder + "/broken photo.png"))
        let (app, frame) = try app([folder + "/broken photo.png"])
        _ = app.render(into: frame, time: later)
        let messages = app.takeMessages()
        XCTAssertEqual(messages.filter(\.isError).count, 1, "\(messages)")
        XCTAssertTrue(messages[0].text.contains("broken photo.png"))
        assertGolden(frame, "failed-tile")
    }
}
