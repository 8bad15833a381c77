import AppInterface
import Foundation
import Geometry
import ImageFiles
import Raster
import SceneTestSupport
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary

/// `<` `>` `|` `_` (issue 24): the picture shown turned a quarter or flipped, as the strip, the
/// closer look and the grid show it, the file left as it is.
final class TurnTests: XCTestCase {
    let red = Color(rgb: 0xE02020), blue = Color(rgb: 0x2020E0)

    func testTurnsComposeAsTheirPicturesDo() {
        let upright = PictureTurn.upright
        XCTAssertEqual(upright.clockwise.clockwise.clockwise.clockwise, upright)
        XCTAssertEqual(upright.clockwise.counterClockwise, upright)
        XCTAssertEqual(upright.flippedLeftRight.flippedLeftRight, upright)
        XCTAssertEqual(upright.flippedLeftRight.flippedTopBottom, upright.clockwise.clockwise, "two flips: a half turn")
        XCTAssertTrue(upright.clockwise.swapsSides)
        // Each turn's pixels: a 3 x 2 picture with its pixels numbered, turned, read back.
        let picture = Surface(size: PixelSize(3, 2))!
        for y in 0..<2 { for x in 0..<3 { picture.row(y)[x] = UInt32(0xFF00_0000 | (y * 3 + x)) } }
        func numbers(_ turn: PictureTurn) -> [[UInt32]] {
            let s = turn.applied(to: picture)!
            return (0..<s.height).map { y in (0..<s.width).map { s.row(y)[$0] & 0xFF } }
        }
        XCTAssertEqual(numbers(upright.clockwise), [[3, 0], [4, 1], [5, 2]])
        XCTAssertEqual(numbers(upright.counterClockwise), [[2, 5], [1, 4], [0, 3]])
        XCTAssertEqual(numbers(upright.flippedLeftRight), [[2, 1, 0], [5, 4, 3]])
        XCTAssertEqual(numbers(upright.flippedTopBottom), [[3, 4, 5], [0, 1, 2]])
        XCTAssertEqual(
            numbers(upright.clockwise.flippedLeftRight), [[0, 3], [1, 4], [2, 5]], "turned, then mirrored as shown")
    }

    func testKeysTurnThePictureShownInTheStripAndTheGrid() throws {
        let folder = NSTemporaryDirectory() + "vitrine-turn-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        // Left half red, right half blue.
        let picture = Surface(size: PixelSize(400, 300))!
        picture.fill(PixelRect(x: 0, y: 0, width: 200, height: 300), with: red)
        picture.fill(PixelRect(x: 200, y: 0, width: 200, height: 300), with: blue)
        let path = folder + "/halves.png"
        try PNGFile.write(picture, to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let options = VitrineApp.Options.synchronous()
        let app = try VitrineApp(sceneName: "focus", images: ImageCatalog(arguments: [path]), options: options)
        let frame = Surface(size: PixelSize(640, 400))!
        app.resize(to: frame.size, time: 0)
        _ = app.render(into: frame, time: 0)
        func at(_ x: Int, _ y: Int) -> Color { Color(pixel: frame.row(y)[x]) }
        func press(_ c: Character, at time: Double) {
            app.handle(.keyPressed(.character(c), [.shift]), time: time)
            _ = app.render(into: frame, time: time + 1)
        }
        // The strip's item in focus, fitted in the 280 px box at the middle of the view.
        XCTAssertEqual(at(260, 200), red)
        XCTAssertEqual(at(380, 200), blue)
        press(">", at: 1)
        XCTAssertEqual(at(320, 140), red, "turned clockwise: the left half on top")
        XCTAssertEqual(at(320, 260), blue)
        XCTAssertEqual(app.scenes[app.current].status.imageSize, PixelSize(300, 400), "the size as shown")
        XCTAssertNil(app.nextFrameTime(after: 2.1), "drawn, then idle (a turned picture is asked once if it animates)")
        press("_", at: 3)
        XCTAssertEqual(at(320, 140), blue, "flipped top to bottom")
        XCTAssertEqual(at(320, 260), red)
        press("<", at: 5)
        XCTAssertEqual(at(260, 200), blue, "a quarter back: mirrored left to right")
        XCTAssertEqual(at(380, 200), red)
        press("|", at: 7)
        XCTAssertEqual(at(260, 200), red, "and flipped back")

        // The closer look and the grid show it as turned.
        press(">", at: 9)
        app.handle(.keyPressed(.enter, []), time: 11)
        _ = app.render(into: frame, time: 12)
        XCTAssertEqual(at(320, 100), red, "closer: fitted to the view, turned")
        XCTAssertEqual(at(320, 300), blue)
        app.handle(.keyPressed(.escape, []), time: 13)
        app.handle(.keyPressed(.character("g"), []), time: 14)
        _ = app.render(into: frame, time: 15)
        // The grid's tile: 160 px at (68, 12), the picture's 300 x 400 middle square cropped.
        XCTAssertEqual(at(148, 20), red)
        XCTAssertEqual(at(148, 165), blue)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "the file is left as it was")
    }
}

extension TurnTests {
    /// A turned animation plays turned: each frame decoded as the file stands, then turned.
    func testATurnedAnimationPlaysTurned() throws {
        let folder = NSTemporaryDirectory() + "vitrine-turn-gif-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        // Two frames of 64 x 48: the left half red then lime, the right half blue.
        let frames = [0, 1].map { left in
            HostileCorpus.GIFFrame(
                x: 0, y: 0, width: 64, height: 48,
                indices: (0..<64 * 48).map { $0 % 64 < 32 ? UInt8(left) : 2 }, delay: 50)
        }
        let gif = HostileCorpus.gif(
            width: 64, height: 48, frames: frames, palette: [0xFF0000, 0x00FF00, 0x0000FF], loops: nil)
        try Data(gif).write(to: URL(fileURLWithPath: folder + "/halves.gif"))
        let options = VitrineApp.Options.synchronous()
        let app = try VitrineApp(sceneName: "focus", images: ImageCatalog(arguments: [folder]), options: options)
        let frame = Surface(size: PixelSize(640, 400))!
        app.resize(to: frame.size, time: 0)
        app.handle(.keyPressed(.character(">"), [.shift]), time: 0)
        func at(_ time: Double, _ y: Int) -> UInt32 {
            _ = app.render(into: frame, time: time)
            return frame[320, y] | 0xFF00_0000
        }
        // Turned clockwise, the left half is on top; the strip plays it from when it rests.
        XCTAssertEqual(at(1, 140), 0xFFFF_0000, "the first frame, its left half on top")
        XCTAssertEqual(at(1, 260), 0xFF00_00FF)
        XCTAssertEqual(at(1.6, 140), 0xFF00_FF00, "the second frame, turned too")
        XCTAssertEqual(at(1.6, 260), 0xFF00_00FF)
    }
}
