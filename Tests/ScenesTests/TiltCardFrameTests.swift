import Geometry
import Raster
import SceneTestSupport
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary
@testable import SceneTilt

/// The card frame drawn fast (bands of rows on the helper threads, the landscape and shadow
/// left out where the opaque card covers them) is the frame drawn plainly (in order on one
/// thread, everything under the card drawn first), to the bit, at rest and turned each way.
final class TiltCardFrameTests: XCTestCase {
    let size = PixelSize(960, 600)

    func testBandsAndTheCoverChangeNoPixel() throws {
        let catalog = try ImageCatalog(arguments: [Harness.resources + "/photo/landscape.png"])
        let app = try VitrineApp(sceneName: "tilt", images: catalog, options: .synchronous())
        app.resize(to: size, time: 0)
        let fast = Surface(size: size)!, plain = Surface(size: size)!
        app.handle(.keyPressed(.character("c"), []), time: 0)
        let scene = try XCTUnwrap(app.scenes[app.current] as? TiltScene)
        var time = 0.0
        for pointer in [Point(480, 270), Point(0, 0), Point(960, 600), Point(960, 0), Point(150, 520)] {
            app.handle(.pointerMoved(pointer, []), time: time)
            // Settled, then a frame part way through the next ease, where the offset is odd.
            for _ in 0..<(pointer == Point(150, 520) ? 7 : 30) {
                time += 1 / 60
                _ = app.render(into: fast, time: time)
            }
            let card = try XCTUnwrap(scene.card)
            let offset = scene.model.viewer.drawn(pixelsPerUnit: scene.pixelsPerUnit)
            let cover = card.cover(center: Point(480, 270), offset: offset)
            XCTAssertGreaterThan(
                cover.area, card.picture.size.area / 2, "the cover leaves most of the landscape undrawn at \(pointer)")
            scene.cardFrame = TiltCardFrame(parallel: false, skipsCovered: false)
            scene.drawn = nil
            _ = app.render(into: plain, time: time)
            XCTAssertEqual(
                fast.worstChannelDifference(from: plain), 0, "pointer at \(pointer)")
            scene.cardFrame = nil
        }
    }

    /// A picture with translucent pixels hides nothing: no cover.
    func testATranslucentPictureCoversNothing() throws {
        let picture = Surface(width: 300, height: 200)!
        picture.clear(to: Color(red: 200, green: 100, blue: 50))
        let opaque = try XCTUnwrap(TiltCard(picture: picture, originalSize: picture.size, pixels: { $0 }))
        XCTAssertGreaterThan(opaque.cover(center: Point(400, 300), offset: Point(0.3, -0.2)).area, 30_000)
        picture[150, 100] = 0x8040_2010
        let translucent = try XCTUnwrap(TiltCard(picture: picture, originalSize: picture.size, pixels: { $0 }))
        XCTAssertEqual(translucent.cover(center: Point(400, 300), offset: Point(0.3, -0.2)).area, 0)
    }
}
