import Effects
import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary
@testable import Overlay
@testable import SceneBlur

/// Ctrl+S in the blur scene saving in the background, as in a window, on a photo of fine
/// checks shown 1:1 in a 400 x 300 view (sharp: strong local contrast; blurred: flat).
final class BlurSceneSaveTests: XCTestCase {
    let size = PixelSize(400, 300)
    var photos: BlurTestPhotos!
    var path = ""

    override func setUpWithError() throws {
        photos = try BlurTestPhotos(self)
        let checks = Surface(width: 400, height: 300)!
        for y in 0..<300 {
            for x in 0..<400 { checks[x, y] = (x / 2 + y / 2) % 2 == 0 ? 0xFFE0_6020 : 0xFF20_40C0 }
        }
        path = try photos.write(checks, "checks.png")
    }

    /// The scene with its photo decoded and drawn once.
    private func scene(synchronous: Bool, wakes: WakeCounter? = nil) -> BlurScene {
        let scene = BlurTestPhotos.scene([path], size: size, synchronous: synchronous, wakes: wakes)
        XCTAssertTrue(BlurTestPhotos.wait { render(scene) != nil })
        return scene
    }

    /// Draws a frame; nil while no photo is shown.
    @discardableResult
    private func render(_ scene: BlurScene, time: Double = 1) -> Surface? {
        let frame = Surface(size: size)!
        // A fresh surface shows nothing yet: the scene must draw all of it, not what changed.
        scene.invalidate()
        var damage: [PixelRect] = []
        scene.render(into: frame, time: time, damage: &damage)
        return scene.shown == nil ? nil : frame
    }

    private func drag(_ scene: BlurScene, from a: Point, to b: Point, time: Double) {
        scene.handle(.buttonPressed(.left, a, []), time: time)
        scene.handle(.pointerMoved(b, []), time: time)
        scene.handle(.buttonReleased(.left, b, []), time: time)
    }

    /// Ctrl+S: the app hands it to the scene's saveEdited, which says it saves (true), so the
    /// app does not save the frame instead.
    private func save(_ scene: BlurScene) { XCTAssertTrue(scene.saveEdited()) }

    func testABackgroundSaveEqualsTheSynchronousOneAndReportsProgressUpToOne() throws {
        let direct = scene(synchronous: true)
        drag(direct, from: Point(200, 150), to: Point(260, 120), time: 1)
        save(direct)
        XCTAssertEqual(direct.takeMessages(), [.info("saved \(photos.folder)/checks-blur.png")])

        let background = scene(synchronous: false)
        drag(background, from: Point(200, 150), to: Point(260, 120), time: 1)
        save(background)
        XCTAssertEqual(background.activity?.label, "saving checks-blur-2.png", "it runs on after saveEdited returned")
        var frames = 0
        var fractions: [Double] = []
        XCTAssertTrue(
            BlurTestPhotos.wait {
                guard let activity = background.activity else { return true }
                fractions.append(activity.fraction ?? -1)
                render(background, time: 1 + Double(frames) * 0.02)
                frames += 1
                return false
            })
        XCTAssertGreaterThan(frames, 0, "frames were drawn while the save ran")
        XCTAssertEqual(fractions, fractions.sorted(), "progress never goes back")
        XCTAssertEqual(background.takeMessages(), [.info("saved \(photos.folder)/checks-blur-2.png")])
        XCTAssertNil(background.activity)

        let saved = try PNGFile.read(path: photos.folder + "/checks-blur-2.png")
        XCTAssertTrue(saved.hasSamePixels(as: try PNGFile.read(path: photos.folder + "/checks-blur.png")))
        XCTAssertTrue(saved.redContrast(around: Point(260, 120)) > 150, "sharp where the region was moved")
    }

    /// The saver's own record: woken once the photo is decoded, as the bar moves through the
    /// bands' rows (blurred, mixed and written; not at every row step: throttled), and at the
    /// end, at 1.
    func testProgressWakesTheHostAndEndsAtOne() throws {
        let wakes = WakeCounter()
        let scene = scene(synchronous: false, wakes: wakes)
        let before = wakes.value
        save(scene)
        let job = try XCTUnwrap(scene.saveJob)
        render(scene, time: 2)
        XCTAssertTrue(BlurTestPhotos.wait { job.outcome != nil })
        let reported = job.reportedFractions
        XCTAssertEqual(reported.last, 1)
        XCTAssertTrue(zip(reported, reported.dropFirst()).allSatisfy { $0 < $1 }, "only forwards: \(reported)")
        XCTAssertTrue(reported.contains(BlurSaveJob.afterDecode), "\(reported)")
        let writing = reported.filter { $0 > BlurSaveJob.afterDecode && $0 < 1 }
        XCTAssertGreaterThan(writing.count, 10, "during the bands: \(reported)")
        // Unthrottled: 99 row steps and the decode's end. 2% steps: about 40 wakes.
        XCTAssertLessThan(reported.count, 70, "\(reported)")
        XCTAssertEqual(wakes.value - before, reported.count, "one wake for each")
        XCTAssertEqual(scene.nextFrameTime(after: 5), 5, "a frame without the progress is due")
        render(scene, time: 5)
        XCTAssertNil(scene.nextFrameTime(after: 6))
    }

    /// Held at the saver's gate (photo decoded, nothing written), the scene still takes input and
    /// draws; a second Ctrl+S is refused; the file has the region as it was at Ctrl+S.
    func testTheWindowKeepsWorkingWhileSavingAndASecondSaveIsRefused() throws {
        let scene = scene(synchronous: false)
        let reached = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        // Timed, so a save that wrongly ran on this thread ends the test instead of hanging it.
        scene.saveGate = {
            reached.signal()
            _ = release.wait(timeout: .now() + 5)
        }
        save(scene)
        XCTAssertEqual(reached.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(scene.activity, Activity(label: "saving checks-blur.png", fraction: BlurSaveJob.afterDecode))
        XCTAssertEqual(scene.nextFrameTime(after: 2), 2, "the window is asked to show the progress")

        drag(scene, from: Point(200, 150), to: Point(340, 150), time: 2)
        let moved = try XCTUnwrap(render(scene, time: 4))
        XCTAssertGreaterThan(moved.redContrast(around: Point(340, 150)), 150, "the region moved while saving")
        XCTAssertLessThan(moved.redContrast(around: Point(200, 150)), 6)

        save(scene)
        XCTAssertEqual(scene.takeMessages(), [.info("already saving checks-blur.png")])
        release.signal()
        XCTAssertTrue(BlurTestPhotos.wait { scene.activity == nil })
        XCTAssertEqual(scene.takeMessages(), [.info("saved \(photos.folder)/checks-blur.png")])
        XCTAssertFalse(FileManager.default.fileExists(atPath: photos.folder + "/checks-blur-2.png"), "one save only")
        let saved = try PNGFile.read(path: photos.folder + "/checks-blur.png")
        XCTAssertGreaterThan(saved.redContrast(around: Point(200, 150)), 150, "the region as it was at Ctrl+S")
        XCTAssertLessThan(saved.redContrast(around: Point(340, 150)), 6)
    }

    /// A name free at Ctrl+S but taken before the write (by another program) is not replaced,
    /// nor does the edit fall back to the current folder: it takes the next free name.
    func testANameTakenDuringTheSaveGoesToTheNextFreeName() throws {
        let scene = scene(synchronous: true)
        let job = BlurSaveJob.make(
            source: PicturePage(path: path), region: scene.model.region, sigma: 2, threads: 1, wake: {})
        let taken = photos.folder + "/checks-blur.png"
        XCTAssertEqual(job.destination, taken)
        try Data("someone else's".utf8).write(to: URL(fileURLWithPath: taken))
        job.run()
        XCTAssertEqual(job.outcome, .info("saved \(photos.folder)/checks-blur-2.png"))
        XCTAssertEqual(try String(contentsOfFile: taken, encoding: .utf8), "someone else's")
    }
}

extension BlurSceneSaveTests {
    /// Q during a background save: the app says it will quit after the save, and wants to
    /// quit only once the file is written, so a quick Q after Ctrl+S loses nothing.
    func testQuitWaitsForTheSaveToFinish() throws {
        var options = VitrineApp.Options()
        options.showsOverlay = true
        let app = try VitrineApp(sceneName: "blur", images: ImageCatalog(arguments: [path]), options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        let scene = try XCTUnwrap(app.scenes[app.current] as? BlurScene)
        XCTAssertTrue(
            BlurTestPhotos.wait {
                _ = app.render(into: frame, time: 1)
                return scene.shown != nil
            })
        let reached = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        scene.saveGate = {
            reached.signal()
            _ = release.wait(timeout: .now() + 5)
        }
        app.handle(.keyPressed(.character("s"), .control), time: 2)
        XCTAssertEqual(reached.wait(timeout: .now() + 30), .success)
        app.handle(.keyPressed(.character("q"), []), time: 3)
        XCTAssertFalse(app.wantsToQuit, "not while the photo is being written")
        XCTAssertEqual(app.overlay.toasts.all.last?.text, "Quitting after saving checks-blur.png")
        release.signal()
        XCTAssertTrue(BlurTestPhotos.wait { scene.activity == nil })
        XCTAssertTrue(app.wantsToQuit)
        XCTAssertTrue(FileManager.default.fileExists(atPath: photos.folder + "/checks-blur.png"))
    }
}

extension BlurSceneSaveTests {
    /// The bands equal the photo blurred whole and mixed at once within 1 level a channel, at
    /// every sigma the scene allows, across band boundaries, for every region shape; and a band
    /// is only a band: the slab is the band and its margins, not the photo.
    func testBandsEqualTheWholePhotoBlurredAtOnce() throws {
        let photo = SyntheticInputs.photo(width: 300, height: 700)
        let file = NSTemporaryDirectory() + "/vitrine-bands-\(getpid()).png"
        try PNGFile.write(photo, to: file, overwrite: true)
        defer { try? FileManager.default.removeItem(atPath: file) }
        XCTAssertTrue(
            try PNGFile.read(path: file).hasSamePixels(as: photo), "an opaque photo: the file holds its pixels")
        for sigma in [2.0, 12, 64] {
            for shape in [BlurRegion.Shape.circle, .band(angle: 0.3)] {
                let region = BlurRegion(shape: shape, center: Point(140, 333), radius: 90)
                let whole = Surface(size: photo.size)!
                RegionBlend().draw(
                    region: region, sharp: photo, blurred: photo.gaussianBlurred(sigma: sigma), origin: (0, 0),
                    into: whole, clip: whole.bounds, veil: 0)
                let bands = BlurredBands(photo: photo, region: region, sigma: sigma, threads: 1)
                XCTAssertLessThan(bands.margin, 300, "a slab is not the photo")
                let banded = try Self.picture(bands.bands)
                // The same photo's rows decoded from its file as the bands go down: the same bands.
                let rows = try XCTUnwrap(PictureRows.open(path: file))
                let streamed = try Self.picture(
                    BlurredBands(rows: rows, region: region, sigma: sigma, threads: 1).bands)
                XCTAssertTrue(streamed.hasSamePixels(as: banded), "sigma \(sigma), \(shape): streamed rows")
                let worst = banded.worstChannelDifference(from: whole)
                XCTAssertLessThanOrEqual(worst, 1, "sigma \(sigma), \(shape)")
            }
        }
    }

    /// The picture `bands` make, filled band by band as the PNG writer fills them.
    static func picture(_ bands: PictureBands) throws -> Surface {
        let picture = Surface(size: bands.size)!
        let band = Surface(width: bands.size.width, height: bands.bandHeight)!
        for top in stride(from: 0, to: bands.size.height, by: bands.bandHeight) {
            let rows = top..<min(bands.size.height, top + bands.bandHeight)
            try bands.fill(rows, band)
            picture.copy(
                from: band, sourceRect: PixelRect(x: 0, y: 0, width: bands.size.width, height: rows.count), toX: 0,
                y: top)
        }
        return picture
    }
}
