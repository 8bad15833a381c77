import AppInterface
import Effects
import Geometry
import XCTest

/// The stamps scene's input as plain values: two square stamps on a canvas seen at 2 view
/// pixels per canvas unit, without alpha maps (a stamp is then its turned outline).
final class StampsModelTests: XCTestCase {
    let view = StampsView(canvasToView: .scale(2, 2), maps: [:])

    private func model() -> StampsModel {
        var model = StampsModel(imageCount: 2)
        model.board = StampBoard([
            Stamp(id: 0, size: Size(100, 100), center: Point(100, 100)),
            Stamp(id: 1, size: Size(60, 60), center: Point(300, 100)),
        ])
        return model
    }

    func testADragFromTheCentreMovesAndIsOneUndoStep() {
        var model = model()
        let press = model.handle(.buttonPressed(.left, Point(200, 200), []), in: view, time: 0)
        XCTAssertEqual(press, StampsWork(cancelSharpening: 0), "a new gesture: the rendering under way is stale")
        XCTAssertEqual(model.gesture?.id, 0)
        _ = model.handle(.pointerMoved(Point(260, 220), []), in: view, time: 0.1)
        XCTAssertEqual(model.board[0]?.center, Point(130, 110), "60 view px = 30 canvas units")
        let release = model.handle(.buttonReleased(.left, Point(260, 220), []), in: view, time: 0.2)
        XCTAssertTrue(release.sharpen, "rendered sharp at the end")
        XCTAssertNil(model.gesture)
        XCTAssertEqual(model.perform(.undo, defaultBoard: { StampBoard([]) }), StampsWork(sharpen: true))
        XCTAssertEqual(model.board[0]?.center, Point(100, 100))
        _ = model.perform(.redo, defaultBoard: { StampBoard([]) })
        XCTAssertEqual(model.board[0]?.center, Point(130, 110))
    }

    func testWheelNotchesTurnByFifteenDegreesAndARunIsOneStep() {
        var model = model()
        for i in 0..<3 { _ = model.handle(.wheel(.up, Point(200, 200), []), in: view, time: Double(i) * 0.1) }
        XCTAssertEqual(model.board[0]!.rotation * 180 / .pi, 45, accuracy: 1e-9)
        _ = model.handle(.wheel(.up, Point(600, 200), .control), in: view, time: 0.3)
        XCTAssertEqual(model.board[1]!.scale, 1.1, accuracy: 1e-12, "Ctrl: another stamp, resized")
        _ = model.perform(.undo, defaultBoard: { StampBoard([]) })
        XCTAssertEqual(model.board[1]!.scale, 1, "the other stamp's run undone first")
        _ = model.perform(.undo, defaultBoard: { StampBoard([]) })
        XCTAssertEqual(model.board[0]!.rotation, 0, "three notches, one step")
    }

    func testKeysShowMapsResetAndPageWithWrap() {
        var model = model()
        _ = model.perform(.toggleMaps, defaultBoard: { StampBoard([]) })
        XCTAssertTrue(model.showsMaps)
        XCTAssertEqual(model.perform(.resetStamps, defaultBoard: { StampBoard([]) }), StampsWork(sharpen: true))
        XCTAssertTrue(model.board.stamps.isEmpty)
        _ = model.perform(.previousImage, defaultBoard: { StampBoard([]) })
        XCTAssertEqual(model.index, 1, "wraps to the last")
        _ = model.perform(.nextImage, defaultBoard: { StampBoard([]) })
        XCTAssertEqual(model.index, 0)
    }

    /// Seeded events and commands, far and NaN points among them (brought within limits, as the
    /// app does) and NaN and huge pinch scales: every stamp stays finite and none is lost.
    func testAStormKeepsTheStampsFinite() {
        var model = model()
        let start = model.board
        var state: UInt64 = 11
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let far = [Point(.nan, 4), Point(1e300, 0), Point(-1e300, 1e300)]
        let mods: [Modifiers] = [[], .control, .shift, [.control, .shift]]
        for step in 0..<4000 {
            let time = Double(step) / 60
            // As the app hands them over: within ±2^20 px, NaN as 0 (`InputEvent.withinLimits`).
            let p =
                (next() % 5 == 0 ? far[Int(next() % 3)] : Point(Double(next() % 900) - 100, Double(next() % 500) - 100))
                .clamped(within: Double(1 << 20))
            let m = mods[Int(next() % 4)]
            switch next() % 9 {
            case 0: _ = model.handle(.buttonPressed(.left, p, m), in: view, time: time)
            case 1: _ = model.handle(.buttonReleased(.left, p, m), in: view, time: time)
            case 2: _ = model.handle(.wheel([.up, .down, .left, .right][Int(next() % 4)], p, m), in: view, time: time)
            case 3:
                _ = model.handle(
                    .pinch(
                        [.begin, .update, .end][Int(next() % 3)], scale: [0.5, 2, 1e9, .nan][Int(next() % 4)],
                        rotation: .nan, at: p, m), in: view, time: time)
            case 4: _ = model.perform([.undo, .redo, .toggleMaps][Int(next() % 3)], defaultBoard: { StampBoard([]) })
            default: _ = model.handle(.pointerMoved(p, m), in: view, time: time)
            }
            for stamp in model.board.stamps {
                XCTAssertTrue(stamp.rotation.isFinite && stamp.scale.isFinite, "step \(step): \(stamp)")
            }
        }
        XCTAssertEqual(Set(model.board.stamps.map(\.id)), Set(start.stamps.map(\.id)), "no stamp lost or made")
    }
}
