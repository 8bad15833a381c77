import AppInterface
import Foundation
import Geometry
import ImageFiles
import Raster
import SceneKit
import SceneTestSupport
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary
@testable import SceneGrid

/// The thumbnail grid through the app: tiles where the layout puts them with the thumbnail's
/// pixels, the selection framed and moved by keys, square or whole tiles, Enter to the strip
/// and G back, idle once drawn, and a 10,000-picture list scrolled end to end within the
/// tiles' budget.
final class GridSceneTests: XCTestCase {
    /// 640 x 400 at scale 1: tiles of 160 with 12 between, 3 columns from x = 68, rows from y = 12
    /// 172 apart, two whole rows in view.
    let size = PixelSize(640, 400)
    let background = Defaults.background.pixel

    private func app(_ files: [String], budget: Int = 256 << 20, scene: String = "grid") throws -> (VitrineApp, Surface)
    {
        let catalog = try ImageCatalog(arguments: files, siblings: false)
        var options = VitrineApp.Options.synchronous()
        options.cacheBudget = budget
        let app = try VitrineApp(sceneName: scene, images: catalog, options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        return (app, frame)
    }

    private func grid(_ app: VitrineApp) throws -> GridScene {
        try XCTUnwrap(app.scenes.first { $0.id == .grid } as? GridScene)
    }

    private func key(_ app: VitrineApp, _ key: Key, at time: Double) {
        app.handle(.keyPressed(key, []), time: time)
        app.handle(.keyReleased(key, []), time: time)
    }

    /// The tile the loader makes for entry `index`, as the scene asks for it.
    private func expectedTile(_ app: VitrineApp, _ index: Int, crops: Bool) throws -> Surface {
        let entry = app.list.entries[index]
        let thumbnail = try ThumbnailMaker().thumbnail(of: entry.picture, side: 160, crops: crops)
        return try XCTUnwrap(
            ThumbnailTile.make(from: thumbnail, side: 160, crops: crops, background: Defaults.loadingTile))
    }

    func testTilesShowTheirThumbnailsWhereTheLayoutPutsThem() throws {
        let (app, frame) = try app([Harness.resources + "/strip"])
        let scene = try grid(app)
        XCTAssertEqual(scene.layout.columns, 3)
        // Tile 4: row 1, column 1, its top left at (68 + 172, 12 + 172), all of its pixels.
        let tile = try expectedTile(app, 4, crops: true)
        XCTAssertEqual(tile.size, PixelSize(160, 160))
        for y in 0..<160 {
            for x in 0..<160 where frame.row(184 + y)[240 + x] != tile.row(y)[x] {
                return XCTFail("tile 4 differs at (\(x), \(y))")
            }
        }
        XCTAssertEqual(frame.row(100)[60], background, "the margin")
        XCTAssertEqual(frame.row(100)[232], background, "the gap between columns")
        XCTAssertEqual(frame.row(178)[100], background, "the gap between rows")
    }

    func testTheSelectionIsFramedAndKeysMoveIt() throws {
        let (app, frame) = try app([Harness.resources + "/strip"])
        // Selection 0: a 3 px frame 1 px outside tile 0 (68, 12, 160, 160), from y = 8.
        let ring = Color(pixel: frame.row(9)[148])
        XCTAssertGreaterThan(ring.red, 220, "white frame above the selected tile")
        XCTAssertEqual(frame.row(9)[148 + 172], background, "none above its neighbour")
        key(app, .right, at: 1)
        _ = app.render(into: frame, time: 2)
        XCTAssertEqual(frame.row(9)[148], background)
        XCTAssertGreaterThan(Color(pixel: frame.row(9)[148 + 172]).red, 220)
        XCTAssertEqual(app.scenes[app.current].imageIndex, 1)
        XCTAssertEqual(app.scenes[app.current].status.position?.index, 1)
        XCTAssertNil(app.nextFrameTime(after: 2.1), "drawn and idle")
    }

    func testWholePicturesKeepTheirShape() throws {
        // The landscape photo is 3:2: fitted, its tile is 160 x 107, centred in the square.
        let photo = Harness.resources + "/photo/landscape.png"
        let (app, frame) = try app([photo])
        // Square: the picture fills the tile, from the 512 px thumbnail (the 256 px one is 144
        // high, and would have been enlarged).
        XCTAssertEqual(try expectedTile(app, 0, crops: true).size, PixelSize(160, 160))
        XCTAssertNotEqual(frame.row(12)[68], background, "square: the picture fills the tile")
        XCTAssertNotEqual(frame.row(171)[227], background)
        key(app, .character("c"), at: 1)
        _ = app.render(into: frame, time: 2)
        let tile = try expectedTile(app, 0, crops: false)
        XCTAssertEqual(tile.width, 160)
        XCTAssertLessThan(tile.height, 120)
        let top = 12 + (160 - tile.height) / 2
        XCTAssertEqual(frame.row(top - 1)[148], background, "above the fitted picture")
        XCTAssertEqual(frame.row(top)[148], tile.row(0)[80])
        XCTAssertEqual(frame.row(top + tile.height - 1)[100], tile.row(tile.height - 1)[32])
    }

    func testEnterOpensTheStripAtTheSelectionAndGComesBack() throws {
        let (app, frame) = try app([Harness.resources + "/strip"])
        key(app, .down, at: 1)
        key(app, .enter, at: 1)
        XCTAssertEqual(app.sceneName, "focus")
        XCTAssertEqual(app.scenes[app.current].imageIndex, 3)
        _ = app.render(into: frame, time: 2)
        key(app, .right, at: 3)
        key(app, .character("g"), at: 4)
        XCTAssertEqual(app.sceneName, "grid")
        XCTAssertEqual(app.scenes[app.current].imageIndex, 4, "the grid selects the picture the strip showed")
        key(app, .escape, at: 5)
        XCTAssertEqual(app.sceneName, "focus", "Esc goes back to where G came from")
        XCTAssertFalse(app.wantsToQuit)
        key(app, .character("2"), at: 6)
        key(app, .character("g"), at: 7)
        key(app, .character("g"), at: 8)
        XCTAssertEqual(app.sceneName, "blur", "G twice: back to the scene it was opened from")
    }

    /// Leaving the grid forgets the tiles it had asked for ahead: they would take the cores
    /// from the picture the strip decodes next.
    func testLeavingTheGridForgetsTheTilesAhead() throws {
        // 200 pictures: nine tiles in view (three rows, the third cut), six more asked for ahead.
        let catalog = try ImageCatalog(arguments: [try LargeCollection.smallFolder(count: 200)], siblings: false)
        var options = VitrineApp.Options()
        options.showsOverlay = false
        options.displayScale = 1
        let app = try VitrineApp(sceneName: "grid", images: catalog, options: options)
        app.resize(to: size, time: 0)
        _ = app.render(into: Surface(size: size)!, time: 0)
        let scene = try grid(app)
        key(app, .enter, at: 1)
        XCTAssertEqual(app.sceneName, "focus")
        let deadline = Date().addingTimeInterval(10)
        while scene.thumbnails.isBusy, Date() < deadline { usleep(2000) }
        XCTAssertFalse(scene.thumbnails.isBusy)
        XCTAssertLessThan(scene.thumbnails.made, 15, "what was in flight when Enter came, not all 15 asked for")
    }

    func testADoubleClickOpensTheTileUnderIt() throws {
        let (app, _) = try app([Harness.resources + "/strip"])
        let tile2 = Point(68 + 2 * 172 + 80, 12 + 80)
        for time in [1.0, 1.2] {
            app.handle(.buttonPressed(.left, tile2, []), time: time)
            app.handle(.buttonReleased(.left, tile2, []), time: time + 0.05)
        }
        XCTAssertEqual(app.sceneName, "focus")
        XCTAssertEqual(app.scenes[app.current].imageIndex, 2)
    }

    /// 10,000 pictures, every one scrolled past: the tiles kept stay within their budget
    /// (a quarter of the cache's), and the list's end is drawn.
    func testTenThousandPicturesStayWithinTheBudget() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("vitrine-grid-\(getpid())")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = folder + "/original.png"
        let picture = Surface(size: PixelSize(64, 48))!
        picture.clear(to: Color(rgb: 0x3080C0))
        try PNGFile.write(picture, to: original)
        for n in 0..<10_000 {
            XCTAssertEqual(link(original, folder + String(format: "/p%05d.png", n)), 0)
        }
        try FileManager.default.removeItem(atPath: original)
        let (app, frame) = try app([folder], budget: 16 << 20)
        let scene = try grid(app)
        XCTAssertEqual(app.list.entries.count, 10_000)
        var time = 1.0
        while scene.model.selection < 9_999 {
            key(app, .pageDown, at: time)
            time += 1
            _ = app.render(into: frame, time: time)
            XCTAssertLessThanOrEqual(scene.thumbnails.residentBytes, scene.thumbnails.budget)
        }
        XCTAssertGreaterThanOrEqual(scene.thumbnails.made, 10_000, "every tile was made on the way")
        XCTAssertLessThan(scene.thumbnails.tileCount, 1_000, "most were let go")
        let last = scene.layout.tileRect(9_999, scroll: Int(scene.model.scroll.offset(at: time).rounded()))
        XCTAssertEqual(
            Color(pixel: frame.row(last.y + 80)[last.x + 80]), Color(rgb: 0x3080C0),
            "the last tile drawn (48 px, not enlarged, in the middle of its square)")
    }
}
