import Effects
import Foundation
import Geometry
import Raster
import SceneTestSupport
import VitrineTestSupport
import XCTest

@testable import AppInterface
@testable import AppShell
@testable import ImageLibrary
@testable import SceneEdges

/// The edges scene through the app, as a host drives it, on the scripted clock.
final class EdgesSceneTests: XCTestCase {
    let size = PixelSize(640, 400)

    private func app() throws -> (VitrineApp, EdgesScene, Surface) {
        let catalog = try ImageCatalog(arguments: [
            Harness.resources + "/photo/landscape.png", Harness.resources + "/strip",
        ])
        let app = try VitrineApp(sceneName: "edges", images: catalog, options: .synchronous())
        app.resize(to: size, time: 0)
        let scene = try XCTUnwrap(app.scenes[app.current] as? EdgesScene)
        return (app, scene, Surface(size: size)!)
    }

    private func key(_ app: VitrineApp, _ key: Key, at time: Double) {
        app.handle(.keyPressed(key, []), time: time)
        app.handle(.keyReleased(key, []), time: time)
    }

    /// The frame paused at `seconds` of turning, after `notches` of the wheel (up: positive) over
    /// the middle panel's centre.
    private func paused(at seconds: Double, notches: Int = 0) throws -> Surface {
        let (app, scene, frame) = try app()
        key(app, .space, at: seconds)
        _ = app.render(into: frame, time: seconds)
        let c = scene.center(of: 1)
        for _ in 0..<abs(notches) { app.handle(.wheel(notches > 0 ? .up : .down, c, []), time: seconds) }
        _ = app.render(into: frame, time: seconds + 1)
        return frame
    }

    private func assertGolden(_ s: Surface, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        // Bilinear and antialiased edges and FreeType's text: allow a few edge pixels to move.
        let result = Golden.compare(
            s, area: "edges", name: name, testFile: #filePath, tolerance: 24,
            maxDifferingShare: 0.002)
        XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
    }

    /// The picture's bordered copy and mip levels are counted in the loader's budget beside the
    /// decoded image, made once, and let go with it.
    func testThePicturesMipLevelsAreCountedInTheImageBudget() throws {
        let (app, scene, frame) = try app()
        _ = app.render(into: frame, time: 0)
        let picture = try XCTUnwrap(scene.picture)
        XCTAssertGreaterThan(
            picture.mips.bytes, picture.image.width * picture.image.height * 4 / 4,
            "levels 1... hold about a third of the image")
        let image = picture.image.stride * picture.image.height
        // The display image's colour and gray copies, the bordered copy and the levels.
        XCTAssertEqual(scene.loader.residentBytes, 2 * image + picture.bytes)
        // Rows may be padded: at least the bordered pixels and the levels.
        XCTAssertGreaterThanOrEqual(
            picture.bytes, (picture.image.width + 2) * 4 * (picture.image.height + 2) + picture.mips.bytes)
        _ = app.render(into: frame, time: 1)
        XCTAssert(scene.picture === picture, "made once, kept while in use")
        XCTAssertEqual(scene.loader.residentBytes, 2 * image + picture.bytes)
    }

    func testGoldensPausedAtSomeAnglesAndScales() throws {
        assertGolden(try paused(at: 0), "upright")
        assertGolden(try paused(at: 3), "angle-30")
        assertGolden(try paused(at: 4.5, notches: -5), "angle-45-scale-0.33")
        assertGolden(try paused(at: 2, notches: 4), "angle-20-scale-2.44")
    }

    func testTheStatusSaysFileAngleAndScale() throws {
        let (app, _, frame) = try app()
        key(app, .space, at: 1.2)
        _ = app.render(into: frame, time: 1.2)
        XCTAssertEqual(app.facts.status.note, "angle 12°, scale 1.00")
        XCTAssertEqual(app.facts.status.fileName, "landscape.png")
        XCTAssertEqual(app.facts.status.imageSize, PixelSize(1920, 1080))
    }

    func testADragNearAPanelsEdgeTurnsThemByThePointersTurn() throws {
        let (app, scene, frame) = try app()
        key(app, .space, at: 0)
        _ = app.render(into: frame, time: 0)
        let picture = try XCTUnwrap(scene.picture)
        let c = scene.center(of: 1)
        let r = picture.size.width / 2
        app.handle(.buttonPressed(.left, Point(c.x + r, c.y), []), time: 1)
        let turn = 40 * Double.pi / 180
        for step in 1...8 {
            let a = turn * Double(step) / 8
            app.handle(.pointerMoved(Point(c.x + r * cos(a), c.y + r * sin(a)), []), time: 1 + Double(step) / 60)
        }
        app.handle(.buttonReleased(.left, Point(c.x + r * cos(turn), c.y + r * sin(turn)), []), time: 2)
        XCTAssertEqual(
            scene.model.panels.angle(at: 5), turn, accuracy: 1e-9, "paused: the angle stays where the drag left it")
        XCTAssertEqual(scene.model.panels.offset, .zero, "a turn does not move them")
        _ = app.render(into: frame, time: 5)
        XCTAssertEqual(app.facts.status.note, "angle 40°, scale 1.00")
    }

    func testADragNearTheCentreMovesThem() throws {
        let (app, scene, frame) = try app()
        key(app, .space, at: 0)
        _ = app.render(into: frame, time: 0)
        let c = scene.center(of: 0)
        app.handle(.buttonPressed(.left, c, []), time: 1)
        app.handle(.pointerMoved(c + Point(30, -20), []), time: 1.1)
        app.handle(.buttonReleased(.left, c + Point(30, -20), []), time: 1.2)
        XCTAssertEqual(scene.model.panels.offset, Point(30, -20))
        XCTAssertEqual(scene.model.panels.angle(at: 3), 0, "still paused and upright")
    }

    func testTheWheelScalesAboutThePointerWithinItsRange() throws {
        let (app, scene, frame) = try app()
        key(app, .space, at: 0)
        _ = app.render(into: frame, time: 0)
        let picture = try XCTUnwrap(scene.picture)
        let p = scene.center(of: 2) + Point(25, -15)
        func underPointer() -> Point {
            scene.model.panels.transform(size: picture.size, center: scene.center(of: 2), at: 1).inverted!.apply(p)
        }
        let before = underPointer()
        app.handle(.wheel(.up, p, []), time: 1)
        XCTAssertEqual(scene.model.panels.scale, 1.25, accuracy: 1e-12)
        let after = underPointer()
        XCTAssertEqual(after.x, before.x, accuracy: 1e-9, "the picture's point under the pointer stays")
        XCTAssertEqual(after.y, before.y, accuracy: 1e-9)
        for _ in 0..<20 { app.handle(.wheel(.up, p, []), time: 1) }
        XCTAssertEqual(scene.model.panels.scale, 4)
        for _ in 0..<40 { app.handle(.wheel(.down, p, []), time: 1) }
        XCTAssertEqual(scene.model.panels.scale, 0.1, accuracy: 1e-12)
    }

    /// A scroll up by a notch is a wheel notch; a pinch scales by its own scale about the
    /// pointer, the picture's point under it staying.
    func testScrollAndPinchScaleAsTheWheelDoes() throws {
        let (app, scene, frame) = try app()
        key(app, .space, at: 0)
        _ = app.render(into: frame, time: 0)
        let picture = try XCTUnwrap(scene.picture)
        let p = scene.center(of: 2) + Point(25, -15)
        func underPointer() -> Point {
            scene.model.panels.transform(size: picture.size, center: scene.center(of: 2), at: 1).inverted!.apply(p)
        }
        app.handle(.scroll(dx: 0, dy: -1, at: p, [], precise: false), time: 1)
        XCTAssertEqual(scene.model.panels.scale, 1.25, accuracy: 1e-12)
        let before = underPointer()
        app.handle(.pinch(.begin, scale: 1, rotation: 0, at: p, []), time: 2)
        app.handle(.pinch(.update, scale: 1.2, rotation: 0.5, at: p, []), time: 2.1)
        app.handle(.pinch(.end, scale: 1.6, rotation: 0.5, at: p, []), time: 2.2)
        XCTAssertEqual(scene.model.panels.scale, 2, accuracy: 1e-12)
        XCTAssertNil(scene.model.drag, "the pinch is over")
        let after = underPointer()
        XCTAssertEqual(after.x, before.x, accuracy: 1e-9, "the picture's point under the pointer stays")
        XCTAssertEqual(after.y, before.y, accuracy: 1e-9)
        app.handle(.pinch(.update, scale: 3, rotation: 0, at: p, []), time: 3)
        XCTAssertEqual(scene.model.panels.scale, 2, accuracy: 1e-12, "an update without a begin changes nothing")
    }

    func testSpacePausesAndResumes() throws {
        let (app, _, frame) = try app()
        XCTAssertEqual(app.nextFrameTime(after: 0), 0, "turning: frames")
        _ = app.render(into: frame, time: 0)
        XCTAssertEqual(app.nextFrameTime(after: 0.5), 0.5, "still turning")
        key(app, .space, at: 1)
        _ = app.render(into: frame, time: 1)
        XCTAssertNil(app.nextFrameTime(after: 1), "paused and idle: no frames")
        let held = frame.copy()
        XCTAssertEqual(app.render(into: frame, time: 4), [], "nothing to draw")
        XCTAssertTrue(frame.hasSamePixels(as: held))
        key(app, .space, at: 4)
        XCTAssertEqual(app.nextFrameTime(after: 4), 4, "turning again")
        _ = app.render(into: frame, time: 5)
        XCTAssertFalse(frame.hasSamePixels(as: held))
        XCTAssertEqual(app.facts.status.note, "angle 20°, scale 1.00", "one second before, one after the pause")
    }

    func testMShowsAMagnifierOfFlatBlocksUnderThePointer() throws {
        let (app, scene, frame) = try app()
        key(app, .space, at: 0)
        let p = scene.center(of: 0) + Point(0.5, 0.5)
        app.handle(.pointerEntered(p, []), time: 0)
        _ = app.render(into: frame, time: 0)
        let plain = frame.copy()
        key(app, .character("m"), at: 1)
        XCTAssertEqual(app.nextFrameTime(after: 1), 1)
        _ = app.render(into: frame, time: 1)
        XCTAssertFalse(frame.hasSamePixels(as: plain))
        let box = EdgesMagnifier.box(at: p), zoom = EdgesMagnifier.zoom
        XCTAssertEqual(
            frame[Int(p.x) + 3, Int(p.y) + 3], plain[Int(p.x), Int(p.y)], "the pixel under the pointer, enlarged")
        var colours = Set<UInt32>()
        for by in 0..<EdgesMagnifier.span {
            for bx in 0..<EdgesMagnifier.span {
                // Each block is flat inside its grid line (the first row and column).
                let x0 = box.x + bx * zoom, y0 = box.y + by * zoom, first = frame[x0 + 1, y0 + 1]
                colours.insert(first)
                for y in 1..<zoom { for x in 1..<zoom { XCTAssertEqual(frame[x0 + x, y0 + y], first) } }
            }
        }
        XCTAssertGreaterThan(colours.count, 50, "the picture's pixels, not a flat fill")
        key(app, .character("m"), at: 2)
        _ = app.render(into: frame, time: 2)
        XCTAssertTrue(frame.hasSamePixels(as: plain), "M again hides it")
    }

    func testRResetsToAFreshStart() throws {
        let (app, scene, frame) = try app()
        _ = app.render(into: frame, time: 0)
        key(app, .space, at: 2)
        app.handle(.wheel(.down, scene.center(of: 1) + Point(40, 10), []), time: 2.5)
        app.handle(.buttonPressed(.left, scene.center(of: 1), []), time: 3)
        app.handle(.pointerMoved(scene.center(of: 1) + Point(9, 9), []), time: 3.1)
        app.handle(.buttonReleased(.left, scene.center(of: 1) + Point(9, 9), []), time: 3.2)
        key(app, .character("r"), at: 5)
        key(app, .space, at: 6)
        _ = app.render(into: frame, time: 6)
        let expected = try paused(at: 1)
        XCTAssertTrue(frame.hasSamePixels(as: expected), "one second of turning from upright, in place, scale 1")
    }

    func testFramesDrawnOnlyWhereThingsMovedEqualAWholeRedraw() throws {
        let (app, scene, frame) = try app()
        key(app, .character("m"), at: 0)
        var t = 0.0
        while t < 1.5 {
            app.handle(.pointerMoved(Point(100 + 200 * t, 120 + 60 * t), []), time: t)
            if t > 0.7, t < 0.72 { app.handle(.wheel(.up, Point(330, 200), []), time: t) }
            let damage = app.render(into: frame, time: t)
            if t > 0 {
                XCTAssertLessThan(
                    damage.map { $0.width * $0.height }.reduce(0, +), size.area * 3 / 4, "not the whole view")
            }
            t += 1 / 60
        }
        let incremental = frame.copy()
        scene.invalidate()
        _ = app.render(into: frame, time: t - 1 / 60)
        XCTAssertTrue(frame.hasSamePixels(as: incremental))
    }

    func testFramesDependOnlyOnTheScriptsTimesNotOnTheFrameRate() throws {
        func run(fps: Double) throws -> Surface {
            let (app, _, frame) = try app()
            var t = 0.0
            while t < 2.5 {
                if t >= 1.0, t < 1.0 + 1 / fps { app.handle(.wheel(.down, Point(300, 200), []), time: 1) }
                _ = app.render(into: frame, time: t)
                t += 1 / fps
            }
            key(app, .space, at: 2.5)
            _ = app.render(into: frame, time: 2.5)
            return frame
        }
        XCTAssertTrue(try run(fps: 60).hasSamePixels(as: try run(fps: 24)))
    }
}

extension EdgesSceneTests {
    /// With Vitrine's own images the scene opens on its test card: light on the dark
    /// background, so each panel's outline is a strong edge; another image chosen in another
    /// scene replaces it.
    /// M shows three loupes, one at the same place in each panel.
    func testTheTestCardAndTheThreeLoupes() throws {
        let loader = ImageLoader(budget: 64 << 20, background: .black, synchronous: true)
        let catalog = try ImageCatalog.defaultImages()
        let scene = EdgesScene(catalog: ImageList(catalog), loader: loader, startsOnCard: true)
        let size = PixelSize(960, 600)
        scene.resize(to: size, time: 0)
        scene.perform(Command.togglePause, time: 0)
        let frame = Surface(size: size)!
        var damage: [PixelRect] = []
        scene.render(into: frame, time: 0, damage: &damage)
        XCTAssertEqual(scene.status.fileName, "edges test card")
        // The middle panel's centre is the card's paper: light.
        XCTAssertGreaterThan(Color(pixel: frame[480, 300 + 50]).red, 200)
        let spots = EdgesMagnifier.spots(for: Point(500, 250), in: size)
        XCTAssertEqual(spots.map(\.x), [180, 500, 820])
        XCTAssertEqual(EdgesMagnifier.spots(for: Point(820, 250), in: size).map(\.x), [180, 500, 820])
        scene.showImage(at: 1, time: 1)
        scene.render(into: frame, time: 1, damage: &damage)
        XCTAssertEqual(scene.status.fileName, catalog.entries[1].displayName, "another image replaces the card")
    }
}
