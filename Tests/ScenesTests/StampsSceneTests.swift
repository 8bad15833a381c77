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
@testable import SceneStamps

/// The stamps scene through the app, as a host drives it.
final class StampsSceneTests: XCTestCase {
    let size = PixelSize(960, 600)

    /// `synchronous` false: as in the window (the picture loads and bitmaps are sharpened in the
    /// background); returns once the picture is shown.
    private func app(picture: String = Harness.resources + "/photo/landscape.png", synchronous: Bool = true) throws
        -> (VitrineApp, StampsScene, Surface)
    {
        var options = VitrineApp.Options()
        options.synchronousLoading = synchronous
        options.showsOverlay = false
        options.displayScale = 1
        let app = try VitrineApp(sceneName: "stamps", images: try ImageCatalog(arguments: [picture]), options: options)
        app.resize(to: size, time: 0)
        let scene = try XCTUnwrap(app.scenes[app.current] as? StampsScene)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 0)
        if !synchronous {
            waitUntil("the picture is loaded") {
                _ = app.render(into: frame, time: 0)
                return scene.picture != nil
            }
        }
        return (app, scene, frame)
    }

    /// Waits (10 s at most) for work on another thread.
    private func waitUntil(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ done: () -> Bool) {
        let end = Date().addingTimeInterval(10)
        while !done() {
            guard Date() < end else { return XCTFail("timed out waiting until \(what)", file: file, line: line) }
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    private func drag(
        _ app: VitrineApp, from a: Point, to b: Point, _ mods: Modifiers = [], steps: Int = 8, at time: Double = 1
    ) {
        app.handle(.pointerMoved(a, mods), time: time)
        app.handle(.buttonPressed(.left, a, mods), time: time)
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            app.handle(.pointerMoved(a + (b - a) * t, mods), time: time + 0.01 * Double(i))
        }
        app.handle(.buttonReleased(.left, b, mods), time: time + 0.2)
    }

    private func key(_ app: VitrineApp, _ c: Character, _ mods: Modifiers = [], at time: Double = 2) {
        app.handle(.keyPressed(.character(c), mods), time: time)
        app.handle(.keyReleased(.character(c), mods), time: time)
    }

    /// Stamp `id`'s centre in view pixels.
    private func centre(_ scene: StampsScene, _ id: Int) -> Point {
        scene.canvasToView.apply(scene.model.board[id]!.center)
    }

    /// View point of art point (fx, fy) (shares of the art's size) of stamp `id`.
    private func point(_ scene: StampsScene, _ id: Int, _ fx: Double, _ fy: Double) -> Point {
        let s = scene.model.board[id]!
        return s.transform.then(scene.canvasToView).apply(Point(fx * s.size.width, fy * s.size.height))
    }

    func testADragFromBoomsCentreMovesItByTheDrag() throws {
        let (app, scene, _) = try app()
        let before = try XCTUnwrap(scene.model.board[0])
        let c = centre(scene, 0)
        XCTAssertEqual(scene.stampID(at: c), 0, "BOOM! lies in the middle")
        XCTAssertEqual(c.x, Double(size.width) / 2, accuracy: 1)
        drag(app, from: c, to: c + Point(120, -70))
        let after = try XCTUnwrap(scene.model.board[0])
        XCTAssertEqual(centre(scene, 0).x, c.x + 120, accuracy: 1e-6)
        XCTAssertEqual(centre(scene, 0).y, c.y - 70, accuracy: 1e-6)
        XCTAssertEqual(after.rotation, before.rotation)
        XCTAssertEqual(after.scale, before.scale)
        XCTAssertEqual(scene.model.board.stamps.last?.id, 0, "grabbed: on top")
    }

    func testADragFromBoomsEdgeTurnsAndScalesItAboutItsCentre() throws {
        let (app, scene, _) = try app()
        let before = try XCTUnwrap(scene.model.board[0])
        let c = centre(scene, 0)
        // Out along the art's horizontal middle, near its right end: in the turn zone.
        let press = point(scene, 0, 0.9, 0.5)
        XCTAssertEqual(scene.stampID(at: press), 0)
        XCTAssertEqual(
            scene.model.board.action(at: scene.canvasPoint(press), on: 0, pixelsPerUnit: scene.canvasToView.a),
            .turnAndResize)
        // A quarter turn clockwise and half as far again from the centre.
        let d = press - c
        let target = c + Point(-d.y, d.x) * 1.5
        drag(app, from: press, to: target)
        let after = try XCTUnwrap(scene.model.board[0])
        XCTAssertEqual(after.rotation, StampDrag.snapped(before.rotation + .pi / 2), accuracy: 1e-9)
        XCTAssertEqual(after.scale / before.scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(centre(scene, 0).distance(to: c), 0, accuracy: 1e-9, "about its centre")
    }

    func testCtrlDragPinchesWithTwoMirroredFingersAndShowsThem() throws {
        let (app, scene, frame) = try app()
        let before = try XCTUnwrap(scene.model.board[0])
        let c = centre(scene, 0)
        let press = c + Point(30, 0)
        app.handle(.pointerMoved(press, .control), time: 1)
        XCTAssertEqual(scene.wanted().fingers, [press, c - Point(30, 0)], "two dots while Ctrl is held")
        _ = app.render(into: frame, time: 1)
        XCTAssertEqual(frame[Int(c.x) - 30, Int(c.y)] >> 24, 255)
        drag(app, from: press, to: c + Point(0, 60), .control)
        let after = try XCTUnwrap(scene.model.board[0])
        XCTAssertEqual(after.scale / before.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(after.rotation, StampDrag.snapped(before.rotation + .pi / 2), accuracy: 1e-9)
        XCTAssertEqual(centre(scene, 0).distance(to: c), 0, accuracy: 1e-9)
    }

    /// A touchpad pinch scales and turns the stamp under the pointer about its centre, as the
    /// Ctrl+drag's fingers would, and is one undo step; Ctrl+scroll by a notch is a Ctrl+wheel
    /// notch, a precise scroll turns smoothly.
    func testATouchpadPinchIsOneUndoStepAndScrollsActAsTheWheel() throws {
        let (app, scene, frame) = try app()
        let start = scene.model.board
        let before = try XCTUnwrap(scene.model.board[0])
        let renders = try XCTUnwrap(scene.sprites[0]).renders
        let c = centre(scene, 0)
        app.handle(.pinch(.begin, scale: 1, rotation: 0, at: c, []), time: 1)
        app.handle(.pinch(.update, scale: 1.5, rotation: 0.3, at: c, []), time: 1.1)
        _ = app.render(into: frame, time: 1.1)
        app.handle(.pinch(.update, scale: 1.7, rotation: 0.4, at: c, []), time: 1.15)
        _ = app.render(into: frame, time: 1.15)
        XCTAssertEqual(try XCTUnwrap(scene.model.board[0]).scale / before.scale, 1.7, accuracy: 1e-9, "as it goes")
        XCTAssertEqual(scene.sprites[0]?.renders, renders, "the pinch's frames stretch the bitmap, render nothing")
        app.handle(.pinch(.end, scale: 2, rotation: .pi / 2, at: c, []), time: 1.2)
        XCTAssertEqual(scene.sprites[0]?.renders, renders + 1, "rendered sharp once, at the end")
        let after = try XCTUnwrap(scene.model.board[0])
        XCTAssertEqual(after.scale / before.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(after.rotation, StampDrag.snapped(before.rotation + .pi / 2), accuracy: 1e-9)
        XCTAssertEqual(centre(scene, 0).distance(to: c), 0, accuracy: 1e-9)
        key(app, "z", .control, at: 2)
        XCTAssertEqual(scene.model.board, start, "the pinch was one step")

        app.handle(.scroll(dx: 0, dy: -1, at: c, .control, precise: false), time: 3)
        let scrolled = scene.model.board
        key(app, "z", .control, at: 4)
        app.handle(.wheel(.up, c, .control), time: 5)
        XCTAssertEqual(scene.model.board, scrolled, "a notch scrolled up is a notch of the wheel")
        key(app, "z", .control, at: 6)
        app.handle(.scroll(dx: 0, dy: -0.2, at: c, [], precise: true), time: 7)
        XCTAssertEqual(
            try XCTUnwrap(scene.model.board[0]).rotation, before.rotation + 3 * .pi / 180, accuracy: 1e-9,
            "a fifth of a notch turns 3 degrees")
    }

    func testUndoRestoresEveryStepExactlyAndRedoReappliesThem() throws {
        let (app, scene, _) = try app()
        let start = scene.model.board
        let c = centre(scene, 0)
        drag(app, from: c, to: c + Point(50, 40))
        let moved = scene.model.board
        let press = point(scene, 0, 0.9, 0.5)
        drag(app, from: press, to: press + Point(0, 60), at: 3)
        app.handle(.wheel(.up, centre(scene, 0), .control), time: 5)
        app.handle(.wheel(.up, centre(scene, 0), .control), time: 5.1)
        let last = scene.model.board
        XCTAssertNotEqual(last, moved)
        key(app, "z", .control, at: 6)
        key(app, "z", .control, at: 6.1)
        XCTAssertEqual(scene.model.board, moved, "two wheel notches were one step; the turn was one")
        key(app, "z", .control, at: 6.2)
        XCTAssertEqual(scene.model.board, start, "back exactly, stacking order too")
        key(app, "z", [.control, .shift], at: 7)
        XCTAssertEqual(scene.model.board, moved)
        key(app, "y", .control, at: 7.1)
        key(app, "y", .control, at: 7.2)
        XCTAssertEqual(scene.model.board, last)
    }

    /// A click within a few pixels of the swoosh's thin strokes grabs it; a click in the empty
    /// part of its box, far from any stroke, does not.
    func testAClickBesideTheSwooshsThinLineGrabsItAndEmptySpaceDoesNot() throws {
        let (_, scene, _) = try app()
        let id = try XCTUnwrap(scene.sprites.first { $0.value.art == .swoosh }?.key)
        let swoosh = try XCTUnwrap(scene.model.board[id])
        let art = StampArt.swoosh.render(scale: 1)
        let alpha = StampSprite.alpha(of: art)
        func ink(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < art.width && y < art.height && alpha[y * art.width + x] > 0
        }
        func nearestInk(_ x: Int, _ y: Int) -> Double {
            var best = Double.infinity
            for dy in -24...24 {
                for dx in -24...24 where ink(x + dx, y + dy) {
                    best = min(best, Double(dx * dx + dy * dy).squareRoot())
                }
            }
            return best
        }
        let toView = swoosh.transform.then(scene.canvasToView)
        let viewPerArt = toView.a * toView.a + toView.b * toView.b
        var beside: Point?, empty: Point?
        for y in stride(from: 4, to: art.height - 4, by: 2) {
            for x in stride(from: 4, to: art.width - 4, by: 2) where !ink(x, y) {
                let d = nearestInk(x, y) * viewPerArt.squareRoot()
                if beside == nil, d >= 2, d <= 3 { beside = Point(Double(x) + 0.5, Double(y) + 0.5) }
                if empty == nil, d > 20 { empty = Point(Double(x) + 0.5, Double(y) + 0.5) }
            }
        }
        let near = toView.apply(try XCTUnwrap(beside, "a point 2-3 px beside a stroke"))
        let far = toView.apply(try XCTUnwrap(empty, "an empty point in the box"))
        XCTAssertEqual(scene.stampID(at: near), id, "beside the line at \(near)")
        XCTAssertNotEqual(scene.stampID(at: far), id, "empty space at \(far)")
    }

    func testTheMapIsBuiltOnceAndAMoveRendersNothing() throws {
        let (app, scene, frame) = try app()
        let sprite = try XCTUnwrap(scene.sprites[0])
        let map = sprite.map, renders = sprite.renders
        let c = centre(scene, 0)
        drag(app, from: c, to: c + Point(80, 0))
        _ = app.render(into: frame, time: 2)
        XCTAssert(scene.sprites[0] === sprite)
        XCTAssertEqual(sprite.map, map)
        XCTAssertEqual(sprite.renders, renders, "a move keeps the bitmap")
        drag(app, from: point(scene, 0, 0.9, 0.5), to: point(scene, 0, 1.1, 0.5), at: 3)
        XCTAssertEqual(sprite.renders, renders + 1, "a resize renders it sharp once, at the end")
        XCTAssertEqual(sprite.map, map)
    }

    /// In the window (asynchronous loading) a release renders nothing on the render thread: the
    /// release frame stretches the old bitmap and nothing is due while the render runs (no
    /// polling); once it is done the host is asked for a frame, which swaps the sharp bitmap in
    /// and equals what the synchronous path draws, pixel for pixel; then all rests.
    func testAReleaseSharpensInTheBackgroundAndALaterFrameEqualsTheSynchronousOne() throws {
        let (app, scene, frame) = try app(synchronous: false)
        let (reference, referenceScene, referenceFrame) = try self.app()
        let sharpener = try XCTUnwrap(scene.sharpener)
        XCTAssertNil(referenceScene.sharpener)
        let sprite = try XCTUnwrap(scene.sprites[0])
        let renders = sprite.renders
        sharpener.suspend()
        for (app, scene) in [(app, scene), (reference, referenceScene)] {
            drag(app, from: point(scene, 0, 0.9, 0.5), to: point(scene, 0, 1.6, 0.5))
        }
        _ = app.render(into: frame, time: 2)
        XCTAssertEqual(sprite.renders, renders, "the release and its frame render nothing")
        XCTAssertTrue(sprite.isSharpening)
        XCTAssertNil(app.nextFrameTime(after: 2), "no frame is due while the render runs")
        sharpener.resume()
        waitUntil("the sharp bitmap is done") { app.nextFrameTime(after: 2) == 2 }
        _ = app.render(into: frame, time: 2)
        XCTAssertEqual(sprite.renders, renders + 1)
        XCTAssertFalse(sprite.isSharpening)
        _ = reference.render(into: referenceFrame, time: 2)
        XCTAssertEqual(referenceScene.sprites[0]?.renders, renders + 1)
        XCTAssertTrue(frame.hasSamePixels(as: referenceFrame), "as the synchronous path draws it")
        XCTAssertNil(app.nextFrameTime(after: 3), "at rest nothing is due")
        // The incremental frame equals a whole redraw.
        let incremental = frame.copy()
        scene.invalidate()
        _ = app.render(into: frame, time: 3)
        XCTAssertTrue(frame.hasSamePixels(as: incremental))
    }

    /// A newer gesture makes the bitmap rendered for the last one's end stale: done but not yet
    /// taken, it is dropped at the press and never shown; only the newest scale's is swapped in.
    func testABitmapSharpenedForAnEarlierGestureIsNeverShown() throws {
        let (app, scene, frame) = try app(synchronous: false)
        let (reference, referenceScene, referenceFrame) = try self.app()
        let sharpener = try XCTUnwrap(scene.sharpener)
        let sprite = try XCTUnwrap(scene.sprites[0])
        let renders = sprite.renders
        sharpener.suspend()
        drag(app, from: point(scene, 0, 0.9, 0.5), to: point(scene, 0, 1.6, 0.5))
        _ = app.render(into: frame, time: 2)
        sharpener.resume()
        waitUntil("the first gesture's bitmap is done") { sprite.hasSharpened }
        sharpener.suspend()
        drag(app, from: point(scene, 0, 0.9, 0.5), to: point(scene, 0, 0.6, 0.5), at: 3)
        _ = app.render(into: frame, time: 4)
        XCTAssertEqual(sprite.renders, renders, "the stale bitmap is not taken")
        sharpener.resume()
        waitUntil("the second gesture's bitmap is done") { app.nextFrameTime(after: 4) == 4 }
        _ = app.render(into: frame, time: 4)
        XCTAssertEqual(sprite.renders, renders + 1, "one bitmap swapped in: the newest")
        XCTAssertEqual(sprite.bitmapScale, scene.model.board[0]!.scale * scene.canvasToView.a)
        for (at, to, time) in [(0.9, 1.6, 1.0), (0.9, 0.6, 3.0)] {
            drag(reference, from: point(referenceScene, 0, at, 0.5), to: point(referenceScene, 0, to, 0.5), at: time)
        }
        _ = reference.render(into: referenceFrame, time: 4)
        XCTAssertEqual(referenceScene.sprites[0]?.renders, renders + 2)
        XCTAssertTrue(frame.hasSamePixels(as: referenceFrame), "as the synchronous path draws it")
        XCTAssertNil(app.nextFrameTime(after: 5))
    }

    func testThePointerSaysWhatADragWouldDo() throws {
        let (app, scene, _) = try app()
        app.handle(.pointerMoved(centre(scene, 0), []), time: 1)
        XCTAssertEqual(app.pointerShape, .move)
        XCTAssertEqual(scene.hint, "drag: move BOOM! · wheel: turn · Ctrl+wheel: resize")
        app.handle(.pointerMoved(point(scene, 0, 0.9, 0.5), []), time: 1)
        XCTAssertEqual(app.pointerShape, .turn)
        XCTAssertEqual(scene.hint, "drag: turn and resize BOOM! · Ctrl+drag: pinch")
        app.handle(.pointerMoved(Point(3, 3), []), time: 1)
        XCTAssertEqual(app.pointerShape, .arrow)
        XCTAssertNil(scene.hint)
    }

    func testFramesDrawnOnlyWhereThingsChangedEqualAWholeRedrawAndRestIsIdle() throws {
        let (app, scene, frame) = try app()
        var t = 1.0
        let c = centre(scene, 0)
        app.handle(.buttonPressed(.left, c, []), time: t)
        for i in 0..<30 {
            t += 1 / 60
            app.handle(.pointerMoved(c + Point(Double(i) * 6, Double(i) * 2), []), time: t)
            let damage = app.render(into: frame, time: t)
            XCTAssertLessThan(damage.map(\.area).reduce(0, +), size.area / 2, "not the whole view")
        }
        app.handle(.buttonReleased(.left, c + Point(174, 58), []), time: t)
        _ = app.render(into: frame, time: t)
        XCTAssertNil(app.nextFrameTime(after: t + 1), "at rest nothing is due")
        let incremental = frame.copy()
        scene.invalidate()
        _ = app.render(into: frame, time: t + 1)
        XCTAssertTrue(frame.hasSamePixels(as: incremental))
    }

    /// Over a picture that cannot be read (the placeholder tile, under the stamps), a frame of a
    /// drag changes no pixel outside the rectangles it presents: the tile is drawn only where
    /// the frame redraws, not over the other stamps or the window's status line.
    func testOverABrokenPictureAFrameChangesNothingOutsideItsDamage() throws {
        let broken = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "vitrine-stamps-broken-\(getpid()).png")
        try Data("not a PNG at all".utf8).write(to: URL(fileURLWithPath: broken))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: broken) }
        let (app, scene, frame) = try app(picture: broken)
        XCTAssertNil(scene.picture)
        var t = 1.0
        let c = centre(scene, 0)
        app.handle(.buttonPressed(.left, c, []), time: t)
        for i in 0..<20 {
            t += 1 / 60
            let before = frame.copy()
            app.handle(.pointerMoved(c + Point(Double(i) * 6, Double(i) * 2), []), time: t)
            let damage = app.render(into: frame, time: t)
            XCTAssertLessThan(damage.map(\.area).reduce(0, +), size.area / 2, "not the whole view")
            for y in 0..<size.height {
                for x in 0..<size.width where frame[x, y] != before[x, y] {
                    guard damage.contains(where: { $0.contains(x: x, y: y) }) else {
                        return XCTFail("frame \(i): (\(x), \(y)) changed outside the damage")
                    }
                }
            }
        }
    }

    /// A turn from BOOM!'s edge changes the hint's text every frame (its card is laid out again,
    /// the old one's box redrawn), then hovering shows and hides the hover hint: every few
    /// incremental frames equal a whole redraw.
    func testFramesDuringATurnAndAHoverEqualAWholeRedraw() throws {
        let (app, scene, frame) = try app()
        var t = 1.0
        func expectWholeRedraw(_ what: String) {
            let incremental = frame.copy()
            scene.invalidate()
            _ = app.render(into: frame, time: t)
            XCTAssertTrue(frame.hasSamePixels(as: incremental), what)
        }
        let c = centre(scene, 0), press = point(scene, 0, 0.9, 0.5), d = press - c
        app.handle(.pointerMoved(press, []), time: t)
        app.handle(.buttonPressed(.left, press, []), time: t)
        for i in 1...24 {
            t += 1 / 60
            let a = Double(i) / 24 * .pi / 2, k = 1 + 0.02 * Double(i)
            let p = c + Point(d.x * cos(a) - d.y * sin(a), d.x * sin(a) + d.y * cos(a)) * k
            app.handle(.pointerMoved(p, []), time: t)
            _ = app.render(into: frame, time: t)
            if i == 12 {
                let hint = try XCTUnwrap(scene.hint)
                XCTAssertTrue(hint.hasPrefix("turning BOOM!: ") && hint.hasSuffix(" (Shift: no snapping)"), hint)
            }
            if i % 8 == 0 { expectWholeRedraw("turn frame \(i)") }
        }
        app.handle(.buttonReleased(.left, press, []), time: t)
        _ = app.render(into: frame, time: t)
        for (i, p) in [centre(scene, 1), centre(scene, 0), Point(3, 3), centre(scene, 1)].enumerated() {
            t += 1 / 60
            app.handle(.pointerMoved(p, []), time: t)
            _ = app.render(into: frame, time: t)
            expectWholeRedraw("hover \(i)")
        }
    }

    func testAShowsTheMapsAndMoveZones() throws {
        let (app, scene, frame) = try app()
        let plain = frame.copy()
        key(app, "a")
        _ = app.render(into: frame, time: 2)
        XCTAssertFalse(frame.hasSamePixels(as: plain))
        // The move zone's ring crosses the art's horizontal middle at the move radius.
        let k = scene.canvasToView.a
        let ring = centre(scene, 0) + Point(scene.model.board.moveRadius(of: 0, pixelsPerUnit: k) * k, 0)
        let p = frame[Int(ring.x.rounded(.down)), Int(ring.y)]
        XCTAssertGreaterThan(Color(pixel: p).red, 200, "white ring at \(ring)")
        key(app, "a", at: 3)
        _ = app.render(into: frame, time: 3)
        XCTAssertTrue(frame.hasSamePixels(as: plain))
    }

    /// Ctrl+S writes the picture at full size with the stamps on it, rendered there, and
    /// leaves the original alone.
    func testCtrlSSavesThePictureAtFullResolutionWithTheStamps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/landscape.png"
        try FileManager.default.copyItem(atPath: Harness.resources + "/photo/landscape.png", toPath: path)
        let (app, scene, _) = try app(picture: path)
        app.handle(.keyPressed(.character("s"), .control), time: 1)
        XCTAssertEqual(app.takeMessages().map(\.text), ["saved \(folder)/landscape-stamps.png"])
        let original = try PNGFile.read(path: path), saved = try PNGFile.read(path: folder + "/landscape-stamps.png")
        XCTAssertEqual(saved.size, original.size)
        // BOOM!'s centre, in the picture's pixels.
        let k = Double(original.width) / scene.canvasSize.width
        let c = scene.model.board[0]!.center * k
        XCTAssertNotEqual(saved[Int(c.x), Int(c.y)], original[Int(c.x), Int(c.y)])
        XCTAssertEqual(saved[2, 2], original[2, 2], "no stamp in the corner")
    }

    /// A save over the picture's rows, a band at a time (a PNG's rows come in order), equals
    /// the stamps drawn on the picture whole within 1 level: no seam at the bands' edges.
    func testABandedSaveEqualsTheStampsDrawnOnTheWholePicture() throws {
        let path = Harness.resources + "/photo/landscape.png"
        let (_, scene, _) = try app(picture: path)
        scene.setUpStampsIfNeeded()
        let placed = scene.model.board.stamps.compactMap { stamp in scene.sprites[stamp.id].map { (stamp, $0.art) } }
        XCTAssertGreaterThan(placed.count, 2)
        guard
            case .success(.bands(let bands)) = StampsScene.compose(
                PicturePage(path: path), canvas: scene.canvasSize, stamps: placed, report: { _, _ in })
        else { return XCTFail("a PNG's rows come in order: the save goes by bands") }
        let banded = try BlurSceneSaveTests.picture(bands)
        let whole = try PNGFile.read(path: path)
        let k = Double(whole.width) / scene.canvasSize.width
        for (stamp, art) in placed {
            let scale = stamp.scale * k
            let transform = Affine.scale(1 / scale, 1 / scale).then(stamp.transform).then(.scale(k, k))
            whole.draw(art.render(scale: scale), transform: transform, filter: .bilinear, edges: .exact)
        }
        let worst = banded.worstChannelDifference(from: whole)
        XCTAssertLessThanOrEqual(worst, 1)
    }

    /// The default layout, and BOOM! turned and enlarged from its edge with the maps shown.
    func testGoldens() throws {
        let (app, scene, frame) = try app()
        // Vector art, bilinear turns and FreeType's text: a few edge pixels may move.
        func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
            let result = Golden.compare(
                frame, area: "stamps", name: name, testFile: #filePath, tolerance: 24,
                maxDifferingShare: 0.002)
            XCTAssert(result.passed, result.failure ?? "", file: file, line: line)
        }
        check("default")
        let press = point(scene, 0, 0.9, 0.5), c = centre(scene, 0)
        drag(app, from: press, to: c + (press - c) * 1.3 + Point(0, 60))
        app.handle(.pointerMoved(Point(5, 5), []), time: 2)
        key(app, "a", at: 2)
        _ = app.render(into: frame, time: 2)
        check("turned-maps")
    }
}
