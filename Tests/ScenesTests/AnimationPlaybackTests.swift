import Effects
import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

@testable import AppInterface
@testable import AppShell
@testable import ImageLibrary
@testable import SceneFocus
@testable import SceneKit
@testable import SceneTilt

/// A GIF playing through the app as a host drives it (frames decoded inline, as in headless
/// runs), in a 640 x 400 view: three flat frames, red 0.2 s, lime 0.3 s, blue 0.5 s, played
/// once, in the strip, closer and on the tilt card; and the frames held while it plays.
final class AnimationPlaybackTests: XCTestCase {
    let size = PixelSize(640, 400)
    let (red, lime, blue): (UInt32, UInt32, UInt32) = (0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF)
    var folder = ""

    override func setUpWithError() throws {
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "vitrine-animation-\(getpid())-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let frames = [(0, 20), (1, 30), (2, 50)].map { index, delay in
            HostileCorpus.GIFFrame(
                x: 0, y: 0, width: 64, height: 48, indices: Array(repeating: UInt8(index), count: 64 * 48), delay: delay
            )
        }
        let gif = HostileCorpus.gif(
            width: 64, height: 48, frames: frames, palette: [0xFF0000, 0x00FF00, 0x0000FF], loops: nil)
        try Data(gif).write(to: URL(fileURLWithPath: folder + "/a-rgb.gif"))
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func app(scene: String = "focus") throws -> (VitrineApp, Surface) {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        options.showsOverlay = false
        let app = try VitrineApp(sceneName: scene, images: try ImageCatalog(arguments: [folder]), options: options)
        app.resize(to: size, time: 0)
        return (app, Surface(size: size)!)
    }

    private func centre(_ app: VitrineApp, _ frame: Surface, at time: Double) -> UInt32 {
        _ = app.render(into: frame, time: time)
        return frame[size.width / 2, size.height / 2]
    }

    private func press(_ app: VitrineApp, _ key: Key, at time: Double) {
        app.handle(.keyPressed(key, []), time: time)
        app.handle(.keyReleased(key, []), time: time)
    }

    /// The strip plays the item in focus, each frame its delay from when the strip came to
    /// rest, asks for a frame exactly when the next is due, and, played once, rests on the last
    /// frame with nothing more to do; the status line counts the frames.
    func testTheStripPlaysEachFrameForItsDelay() throws {
        let (app, frame) = try app()
        XCTAssertEqual(centre(app, frame, at: 0), red)
        XCTAssertEqual(app.nextFrameTime(after: 0.01) ?? -1, 0.2, accuracy: 1e-9)
        XCTAssertEqual(centre(app, frame, at: 0.19), red)
        XCTAssertEqual(centre(app, frame, at: 0.2), lime)
        XCTAssertEqual(app.nextFrameTime(after: 0.21) ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(centre(app, frame, at: 0.5), blue)
        XCTAssertEqual(app.scenes[0].status.note, "frame 3 / 3")
        XCTAssertNil(app.nextFrameTime(after: 0.6), "played once: at rest")
        XCTAssertEqual(centre(app, frame, at: 5), blue)
    }

    /// The closer look plays from its first frame when it opens; Space pauses it (the status
    /// line says so, nothing is due however long) and plays it on with the time it had left.
    func testTheCloserLookPlaysAndSpacePauses() throws {
        let (app, frame) = try app()
        _ = app.render(into: frame, time: 0)
        press(app, .enter, at: 1)
        XCTAssertEqual(centre(app, frame, at: 1), red)
        XCTAssertEqual(centre(app, frame, at: 1.2), lime)
        press(app, .space, at: 1.25)
        XCTAssertEqual(app.scenes[0].status.note?.hasSuffix("frame 2 / 3, paused"), true, "\(app.scenes[0].status)")
        XCTAssertNil(app.nextFrameTime(after: 1.3))
        XCTAssertEqual(centre(app, frame, at: 3), lime)
        press(app, .space, at: 3)
        XCTAssertEqual(app.nextFrameTime(after: 3) ?? -1, 3.25, accuracy: 1e-9)
        XCTAssertEqual(centre(app, frame, at: 3.25), blue)
        XCTAssertEqual((app.scenes[0] as! FocusScene).model.zoom?.index, 0, "space paused, not paged")
        // Back in the strip, the item plays there again, from its first frame.
        press(app, .escape, at: 4)
        XCTAssertEqual(centre(app, frame, at: 4), red)
        XCTAssertEqual(app.scenes[0].status.note, "frame 1 / 3")
        XCTAssertEqual(centre(app, frame, at: 4.2), lime)
    }

    /// The tilt card plays the picture on its card.
    func testTheTiltCardPlays() throws {
        let (app, frame) = try app(scene: "tilt")
        press(app, .character("c"), at: 0)
        _ = centre(app, frame, at: 0) // makes the card
        let first = centre(app, frame, at: 0.01)
        XCTAssertEqual(app.scenes[2].status.note?.hasSuffix("frame 1 / 3"), true)
        // A frame a render: the host renders when each is due.
        _ = centre(app, frame, at: 0.2)
        let later = centre(app, frame, at: 0.55)
        XCTAssertGreaterThan(Pixel.red(first), 200, String(first, radix: 16))
        XCTAssertGreaterThan(Pixel.blue(later), 200, String(later, radix: 16))
        XCTAssertLessThan(Pixel.red(later), 60, String(later, radix: 16))
    }

    /// A resize lays the strip out at a new slot size, and the playing item's frames come
    /// fitted to it (they had kept the old slot's size until the strip paged away).
    func testAResizedStripPlaysAtTheNewSlotSize() throws {
        let (app, frame) = try app()
        _ = centre(app, frame, at: 0)
        _ = centre(app, frame, at: 0.25)
        let big = PixelSize(1280, 800)
        app.resize(to: big, time: 0.3)
        let large = Surface(size: big)!
        for time in [0.3, 0.35, 0.6, 0.65] { _ = app.render(into: large, time: time) }
        // The slot is 560 px (70% of 800): the 64 x 48 picture fills 560 x 420 about the centre.
        let inside = large[big.width / 2 + 250, big.height / 2]
        XCTAssertGreaterThan(
            max(Pixel.red(inside), Pixel.green(inside), Pixel.blue(inside)), 200, String(inside, radix: 16))
        XCTAssertNotNil(app.scenes[0].status.note?.range(of: "frame"), "still playing")
    }

    /// Leaving card mode and coming back plays the card again, from its first frame, rather
    /// than showing the frame it was on, still.
    func testTheTiltCardPlaysAgainAfterTheTitle() throws {
        let (app, frame) = try app(scene: "tilt")
        press(app, .character("c"), at: 0)
        _ = centre(app, frame, at: 0)
        _ = centre(app, frame, at: 0.2)
        XCTAssertGreaterThan(Pixel.green(centre(app, frame, at: 0.25)), 200, "frame 2, lime")
        press(app, .character("c"), at: 0.3)
        _ = centre(app, frame, at: 0.3)
        press(app, .character("c"), at: 1)
        _ = centre(app, frame, at: 1)
        XCTAssertGreaterThan(Pixel.red(centre(app, frame, at: 1.01)), 200, "the first frame again")
        XCTAssertNotNil(app.scenes[2].nextFrameTime(after: 1.01), "playing: a next frame is due")
        _ = centre(app, frame, at: 1.25)
        XCTAssertGreaterThan(Pixel.green(centre(app, frame, at: 1.3)), 200, "and on to the second")
    }

    /// Decoded ahead on its own thread, a 60-frame animation holds at most three frames,
    /// however long it is left: never all of them.
    func testThePlayerHoldsAFewFramesAhead() throws {
        let frames = (0..<60).map { i in
            HostileCorpus.GIFFrame(
                x: 0, y: 0, width: 64, height: 48, indices: Array(repeating: UInt8(i % 3), count: 64 * 48))
        }
        let path = folder + "/long.gif"
        try Data(HostileCorpus.gif(width: 64, height: 48, frames: frames, palette: [0xFF0000, 0x00FF00, 0x0000FF]))
            .write(to: URL(fileURLWithPath: path))
        let woken = expectation(description: "a frame is ready")
        woken.assertForOverFulfill = false
        let player = FramePlayer<Surface>(
            path: path, fitting: nil, synchronous: false, wake: { woken.fulfill() }, bytes: { $0.bytes },
            prepare: { frame, _ in frame })
        wait(for: [woken], timeout: 10)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(player.timeline?.frameCount, 60)
        XCTAssertLessThanOrEqual(player.heldBytes, 3 * 64 * 48 * 4)
        XCTAssertGreaterThan(player.heldBytes, 0)
        XCTAssertNotNil(player.frame(0))
        // Moving on drops what is behind and decodes what is ahead.
        _ = player.frame(10)
        let deadline = Date().addingTimeInterval(10)
        while !player.isReady(12), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(player.isReady(12))
        XCTAssertFalse(player.isReady(0))
        XCTAssertEqual(player.frame(11)?[0, 0], blue, "frame 11: the third colour")
        player.stop()
    }
}
