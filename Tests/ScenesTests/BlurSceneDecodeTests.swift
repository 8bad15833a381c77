import Foundation
import Geometry
import Raster
import XCTest

@testable import AppInterface
@testable import Overlay
@testable import SceneBlur
@testable import SceneKit

/// The blur scene decoding off the render thread (as in a window): frames never wait for a
/// decode, the photo before stays until the next is ready, and no file is decoded twice in a
/// row. Photos of one colour, as in `BlurSceneListTests`.
final class BlurSceneDecodeTests: XCTestCase {
    let size = PixelSize(400, 300)
    let probe = (x: 207, y: 157)
    let red = BlurSceneListTests.red, green = BlurSceneListTests.green, blue = BlurSceneListTests.blue
    var photos: BlurTestPhotos!

    override func setUpWithError() throws {
        photos = try BlurTestPhotos(self)
    }

    private func colour(_ scene: BlurScene, time: Double = 1) -> UInt32 {
        let frame = Surface(size: size)!
        // A fresh surface shows nothing yet: the scene must draw all of it, not what changed.
        scene.invalidate()
        var damage: [PixelRect] = []
        scene.render(into: frame, time: time, damage: &damage)
        return frame[probe.x, probe.y]
    }

    private func key(_ scene: BlurScene, _ key: Key) { scene.press(key, time: 1) }

    func testFramesNeverWaitAndThePhotoBeforeShowsUntilTheNextIsReady() throws {
        // Large enough that no decode can end between a frame's request and its drawing.
        let a = try photos.solid("a.png", 1600, 1200, red)
        let b = try photos.solid("b.png", 1500, 1500, green)
        let c = try photos.solid("c.png", 1600, 1200, blue)
        let wakes = WakeCounter()
        let scene = BlurTestPhotos.scene([a, b, c], size: size, synchronous: false, wakes: wakes)
        XCTAssertEqual(colour(scene), Defaults.background.pixel, "a plain background while the first decodes")
        XCTAssertEqual(scene.status.imageSize, nil)
        XCTAssertTrue(BlurTestPhotos.wait { wakes.value == 1 }, "the decoder wakes the host")
        XCTAssertEqual(scene.nextFrameTime(after: 2), 2, "and the scene asks for a frame")
        XCTAssertEqual(colour(scene), red)
        XCTAssertEqual(scene.status.imageSize, PixelSize(1600, 1200))

        key(scene, .pageDown)
        XCTAssertEqual(colour(scene), red, "the photo before, while b decodes")
        XCTAssertEqual(
            scene.status, SceneStatus(fileName: "b.png", position: (1, 3), imageSize: nil, note: "blur 12 px"))
        XCTAssertTrue(BlurTestPhotos.wait { wakes.value == 2 })
        XCTAssertEqual(colour(scene), green)
        for time in [2.0, 3, 4] { _ = colour(scene, time: time) }
        XCTAssertEqual(scene.decoder.decodes, 2, "frames of the same photo decode nothing")

        // Paging on and straight back: b is still on screen, so it is not decoded again, and c,
        // decoded meanwhile, is kept for the next time.
        key(scene, .pageDown)
        XCTAssertEqual(colour(scene), green)
        key(scene, .pageUp)
        XCTAssertEqual(colour(scene), green)
        XCTAssertTrue(BlurTestPhotos.wait { !scene.decoder.isBusy })
        XCTAssertEqual(colour(scene), green)
        key(scene, .pageDown)
        XCTAssertEqual(colour(scene), blue, "c, without waiting")
        key(scene, .pageUp)
        XCTAssertEqual(colour(scene), green, "b, the photo before, without waiting")
        XCTAssertEqual(scene.decoder.decodes, 3, "a, b and c, each once")
    }

    /// Paging fast past many files decodes the one being decoded and the one paging stops on.
    func testPagingFastDecodesOnlyWhereItStops() throws {
        let paths = try (0..<6).map { try photos.solid("p\($0).png", 1600, 1200, $0 == 5 ? blue : red) }
        let scene = BlurTestPhotos.scene(paths, size: size, synchronous: false)
        for _ in 0..<5 {
            _ = colour(scene)
            key(scene, .pageDown)
        }
        XCTAssertTrue(
            BlurTestPhotos.wait {
                _ = self.colour(scene)
                return !scene.decoder.isBusy && scene.shown?.index == 5
            })
        XCTAssertEqual(colour(scene), blue)
        XCTAssertLessThanOrEqual(scene.decoder.decodes, 3, "p0, one in passing, p5")
    }
}

extension BlurSceneDecodeTests {
    /// The photo is decoded at the size its view shows (a JPEG at an eighth step covering it),
    /// the region and the status in the photo's full pixels; when the window grows past what
    /// was decoded, it is decoded again, larger, once.
    func testThePhotoIsDecodedAtTheViewsSizeAndAgainWhenTheWindowGrows() throws {
        let jpeg = Harness.resources + "/../Tests/ImageFilesTests/Fixtures/flat-1536x1024.jpg"
        let scene = BlurTestPhotos.scene([jpeg], size: PixelSize(320, 200), synchronous: true)
        _ = colour(scene)
        XCTAssertEqual(scene.shown?.surface.size, PixelSize(384, 256), "a quarter covers 300 x 200")
        XCTAssertEqual(scene.shown?.fullSize, PixelSize(1536, 1024))
        XCTAssertEqual(scene.status.imageSize, PixelSize(1536, 1024))
        let region = scene.model.region
        XCTAssertGreaterThan(region.radius, 100, "placed in full-size pixels")
        scene.resize(to: PixelSize(1280, 800), time: 1)
        _ = colour(scene)
        XCTAssertEqual(scene.shown?.surface.size, PixelSize(1536, 1024), "whole, for 1200 x 800")
        XCTAssertEqual(scene.model.region, region, "the region stays")
        XCTAssertEqual(scene.decoder.decodes, 2)
        for time in [2.0, 3] { _ = colour(scene, time: time) }
        XCTAssertEqual(scene.decoder.decodes, 2, "once")
    }

    /// The photo and its display copies count in the cache budget (`--cache-mib`): the loader
    /// is told what they hold, and again when they change.
    func testThePhotoAndItsCopiesCountInTheCacheBudget() throws {
        let jpeg = Harness.resources + "/../Tests/ImageFilesTests/Fixtures/flat-1536x1024.jpg"
        let scene = BlurTestPhotos.scene([jpeg], size: PixelSize(320, 200), synchronous: true)
        _ = colour(scene)
        let held = scene.loader.bytesInUse.held
        let shown = try XCTUnwrap(scene.shown?.surface), display = try XCTUnwrap(scene.display)
        XCTAssertEqual(held, shown.bytes + display.sharp.bytes + display.blurred.bytes)
        scene.resize(to: PixelSize(1280, 800), time: 1)
        _ = colour(scene)
        XCTAssertGreaterThan(scene.loader.bytesInUse.held, held, "the larger decode and copies are told")
    }
}
