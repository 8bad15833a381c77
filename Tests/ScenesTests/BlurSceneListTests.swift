import Foundation
import Geometry
import Raster
import XCTest

@testable import AppInterface
@testable import AppShell
@testable import ImageLibrary
@testable import Overlay
@testable import SceneBlur
@testable import SceneKit

/// The blur scene on a list of photos of one colour each, of different shapes, in a 400 x 300
/// view: a photo of one colour blurs to itself, so the colour at a point tells which photo is
/// shown and its shape where the bars are.
final class BlurSceneListTests: XCTestCase {
    let size = PixelSize(400, 300)
    static let red: UInt32 = 0xFFC0_3020, green: UInt32 = 0xFF30_B040, blue: UInt32 = 0xFF20_40D0
    /// Inside the region, clear of its centre dot and ring.
    let probe = (x: 207, y: 157)
    var photos: BlurTestPhotos!
    var a = "", b = "", c = ""

    override func setUpWithError() throws {
        photos = try BlurTestPhotos(self)
        a = try photos.solid("a.png", 200, 100, Self.red) // 400 x 200 on screen, bars above and below
        b = try photos.solid("b.png", 300, 300, Self.green) // 300 x 300, bars left and right
        c = try photos.solid("c.png", 160, 120, Self.blue) // fills the view
    }

    private func frame(_ scene: BlurScene, time: Double = 1) -> Surface {
        let frame = Surface(size: size)!
        // A fresh surface shows nothing yet: the scene must draw all of it, not what changed.
        scene.invalidate()
        var damage: [PixelRect] = []
        scene.render(into: frame, time: time, damage: &damage)
        return frame
    }

    private func key(_ scene: BlurScene, _ key: Key) { scene.press(key, time: 1) }

    func testPageDownTwiceShowsTheThirdImageAndStopsAtTheEnds() throws {
        let scene = BlurTestPhotos.scene([a, b, c], size: size, synchronous: true)
        XCTAssertEqual(frame(scene)[probe.x, probe.y], Self.red)
        key(scene, .pageDown)
        key(scene, .pageDown)
        let third = frame(scene)
        XCTAssertEqual(third[probe.x, probe.y], Self.blue)
        XCTAssertEqual(third[2, 2], Self.blue, "a 4:3 photo fills the 4:3 view")
        XCTAssertEqual(
            scene.status,
            SceneStatus(
                fileName: "c.png", position: (2, 3), imageSize: PixelSize(160, 120),
                note: "blur 12 px"))
        XCTAssertEqual(scene.imageIndex, 2)
        key(scene, .pageDown)
        XCTAssertEqual(scene.imageIndex, 2, "the end stops paging")
        key(scene, .left)
        let second = frame(scene)
        XCTAssertEqual(second[probe.x, probe.y], Self.green, "the arrows page too")
        XCTAssertEqual(second[20, 150], Defaults.background.pixel, "a square photo has bars at the sides")
        XCTAssertEqual(scene.status.fileName, "b.png")
        key(scene, .pageUp)
        key(scene, .pageUp)
        XCTAssertEqual(frame(scene)[200, 20], Defaults.background.pixel, "a 2:1 photo has bars above")
        XCTAssertEqual(scene.imageIndex, 0)
    }

    /// The region keeps its place relative to each photo: moved to the right quarter of one,
    /// it stands in the right quarter of the next.
    func testTheRegionKeepsItsPlaceRelativeToEachPhoto() throws {
        let scene = BlurTestPhotos.scene([a, c], size: size, synchronous: true)
        _ = frame(scene)
        scene.handle(.buttonPressed(.left, Point(200, 150), []), time: 1)
        scene.handle(.pointerMoved(Point(300, 150), []), time: 1)
        scene.handle(.buttonReleased(.left, Point(300, 150), []), time: 1)
        XCTAssertEqual(scene.model.region.center, Point(150, 50), "100 view px = 50 photo px at scale 2")
        XCTAssertEqual(scene.model.region.radius, 30)
        key(scene, .pageDown)
        _ = frame(scene)
        XCTAssertEqual(scene.model.region.center, Point(120, 60), "3/4 across, half way down")
        XCTAssertEqual(scene.model.region.radius, 36, "0.3 of the shorter side, as before")
    }

    /// The index a scene switch carries: the strip paged to the third image, then 2 for blur.
    func testASwitchCarriesTheImageInFocus() throws {
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        let app = try VitrineApp(sceneName: "focus", images: ImageCatalog(arguments: [a, b, c]), options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        for key in [Key.right, .right, .character("2")] { app.handle(.keyPressed(key, []), time: 1) }
        XCTAssertEqual(app.sceneName, "blur")
        _ = app.render(into: frame, time: 5)
        XCTAssertEqual(frame[probe.x, probe.y], Self.blue)
        XCTAssertEqual(frame[2, 2], Self.blue)

        let scene = BlurTestPhotos.scene([a, b, c], size: size, synchronous: true)
        scene.showImage(at: 1, time: 0)
        XCTAssertEqual(self.frame(scene)[probe.x, probe.y], Self.green)
        XCTAssertEqual(scene.status.position?.index, 1)
        scene.showImage(at: 7, time: 0)
        XCTAssertEqual(scene.imageIndex, 1, "an index past the list is ignored")
    }

    /// A file that cannot be decoded: told once, a calm frame (the placeholder, no stale photo),
    /// never decoded again, and paging goes past it both ways.
    func testABadFileIsReportedOnceAndPagingGoesPastIt() throws {
        let bad = try photos.broken("bad.png")
        let scene = BlurTestPhotos.scene([a, bad, c], size: size, synchronous: true)
        _ = frame(scene)
        XCTAssertEqual(scene.takeMessages(), [])
        key(scene, .pageDown)
        let calm = frame(scene)
        let messages = scene.takeMessages()
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.isError == true && messages.first!.text.contains("bad.png"), "\(messages)")
        XCTAssertEqual(calm[5, 5], Defaults.background.pixel)
        XCTAssertNotEqual(calm[probe.x, probe.y], Self.red, "the photo before is not shown for it")
        XCTAssertEqual(
            scene.status, SceneStatus(fileName: "bad.png", position: (1, 3), imageSize: nil, note: "blur 12 px"))
        XCTAssertTrue(scene.saveEdited())
        XCTAssertEqual(scene.takeMessages().first?.text.hasPrefix("nothing to save"), true)
        XCTAssertEqual(scene.nextFrameTime(after: 2), nil, "a calm screen asks for no frames")
        key(scene, .pageDown)
        XCTAssertEqual(frame(scene)[probe.x, probe.y], Self.blue)
        key(scene, .pageUp)
        _ = frame(scene)
        key(scene, .pageUp)
        XCTAssertEqual(frame(scene)[probe.x, probe.y], Self.red)
        XCTAssertEqual(scene.takeMessages(), [], "told once")
        XCTAssertEqual(scene.decoder.decodes, 4, "a, bad, c, then a again (only the photo on screen is kept); bad once")
    }
}
