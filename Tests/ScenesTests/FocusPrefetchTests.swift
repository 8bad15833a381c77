import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary
@testable import SceneFocus

/// `VitrineApp.prepare(viewSize:time:)`, called before the window exists: the first picture's
/// decode starts there, with no frame drawn, at the slot the first frame asks for, so that
/// frame finds it decoded or in flight rather than starting it.
final class FocusPrefetchTests: XCTestCase {
    func testPrepareStartsTheFirstDecodeWithoutAFrame() throws {
        let catalog = try ImageCatalog(arguments: [Harness.resources + "/photo/landscape.png"])
        var options = VitrineApp.Options()
        options.showsOverlay = false
        options.displayScale = 1
        let app = try VitrineApp(sceneName: "focus", images: catalog, options: options)
        let scene = try XCTUnwrap(app.scenes[app.current] as? FocusScene)
        XCTAssertEqual(scene.loader.generation, 0)
        app.prepare(viewSize: PixelSize(640, 400), time: 0)
        let deadline = Date().addingTimeInterval(10)
        while scene.loader.generation == 0, Date() < deadline { usleep(2000) }
        XCTAssertEqual(scene.loader.generation, 1, "decoded with no frame drawn")
        // The first frame, at the same size, finds it ready: the picture, not the loading tile.
        let frame = try XCTUnwrap(Surface(size: PixelSize(640, 400)))
        app.resize(to: frame.size, time: 0.01)
        _ = app.render(into: frame, time: 0.01)
        let path = catalog.entries[0].path
        guard case .ready = scene.loader.image(PicturePage(path: path), slot: scene.layout.slotSize, priority: 0) else {
            return XCTFail("the first frame's slot differs from the prefetched one")
        }
        XCTAssertEqual(scene.loader.generation, 1, "no second decode")
    }
}
