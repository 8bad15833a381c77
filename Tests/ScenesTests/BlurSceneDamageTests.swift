import AppInterface
import AppShell
import Foundation
import Geometry
import ImageFiles
import Raster
import XCTest

/// The blur scene redraws only what a drag changes: the old and new region's boxes. Each frame
/// of a scripted session (drag a circle, an ellipse, Ctrl with its dots, a pinch, a tilted band,
/// the release and the veil's fade) is compared pixel for pixel with a fresh app that handled
/// the same input and drew once: a box too small leaves stale pixels and fails (checked by
/// cutting 2 px off each side of the region's box: the frame where the region reaches the
/// photo's edge differs; 4 px: the third drag frame, at the ramp's outer pixels).
final class BlurSceneDamageTests: XCTestCase {
    /// Wider than the photo (400 x 300, shown 1:1): bars of 40 px left and right, which the
    /// finger dots cross.
    let size = PixelSize(480, 300)
    let centre = Point(240, 150)
    var photoPath = ""

    override func setUpWithError() throws {
        photoPath = try CheckerPhoto.write(for: self, prefix: "vitrine-blur-damage")
    }

    private func app() throws -> (VitrineApp, Surface) { try CheckerPhoto.blurApp(photo: photoPath, size: size) }

    /// The input of one frame, at `time`; `drag` marks a frame where only the region (and the
    /// dots) moved under a steady veil.
    struct Step {
        var time: Double
        var events: [InputEvent]
        var drag: Bool
    }

    private func session() -> [Step] {
        // Each press is followed by a frame after the veil's fade-in (0.1 s): the drags that
        // follow keep it steady.
        var steps: [Step] = [
            Step(time: 1, events: [.buttonPressed(.left, centre, [])], drag: false),
            Step(time: 1.15, events: [], drag: false),
        ]
        var time = 1.2
        func move(_ p: Point, _ mods: Modifiers = [], drag: Bool = true) {
            steps.append(Step(time: time, events: [.pointerMoved(p, mods)], drag: drag))
            time += 0.02
        }
        // A circle, round and off the photo's corner (its centre stops at the edge).
        for k in 0..<6 { move(centre + Point(30 * cos(Double(k)), 25 * sin(Double(k)))) }
        move(Point(470, 290))
        move(Point(-50, 10))
        move(centre + Point(-20, 10))
        // An ellipse, pressed E while held.
        steps.append(Step(time: time, events: [.keyPressed(.character("e"), [])], drag: false))
        for k in 0..<3 { move(centre + Point(15 * Double(k), -12 * Double(k))) }
        // Ctrl held: the two dots show and follow (one crosses the left bar).
        steps.append(Step(time: time, events: [.modifiersChanged(.control)], drag: false))
        for k in 0..<3 { move(Point(60 + 40 * Double(k), 150 + 9 * Double(k)), .control) }
        steps.append(Step(time: time, events: [.buttonReleased(.left, Point(140, 168), .control)], drag: false))
        // A pinch from 50 px out: grows and turns the ellipse; then a tilted band.
        time += 1
        steps.append(Step(time: time, events: [.buttonPressed(.left, centre + Point(50, 0), .control)], drag: false))
        steps.append(Step(time: time + 0.15, events: [], drag: false))
        time += 0.2
        for k in 1...3 { move(centre + Point(50 + 12 * Double(k), 20 * Double(k)), .control) }
        steps.append(Step(time: time, events: [.keyPressed(.character("l"), [])], drag: false))
        for k in 1...3 { move(centre + Point(86 - 10 * Double(k), 60 + 15 * Double(k)), .control) }
        steps.append(
            Step(
                time: time,
                events: [
                    .buttonReleased(.left, centre + Point(56, 105), .control),
                    .modifiersChanged([]),
                ], drag: false))
        // The veil fades (whole frames).
        for k in 1...4 { steps.append(Step(time: time + 0.1 * Double(k), events: [], drag: false)) }
        return steps
    }

    func testDragFramesRedrawLessThanTheViewAndMatchAFullRedraw() throws {
        let (app, frame) = try app()
        let steps = session()
        var dragFrames = 0
        for (n, step) in steps.enumerated() {
            for event in step.events { app.handle(event, time: step.time) }
            let damage = app.render(into: frame, time: step.time)
            let area = damage.reduce(0) { $0 + $1.area }
            if step.drag {
                XCTAssertFalse(damage.isEmpty, "step \(n): the region moved")
                XCTAssertLessThan(area, size.width * size.height, "step \(n): a drag frame redraws part of the view")
                dragFrames += 1
            }

            // A fresh app that saw the same input and draws once, whole.
            let (fresh, expected) = try self.app()
            for earlier in steps[...n] {
                for event in earlier.events { fresh.handle(event, time: earlier.time) }
            }
            _ = fresh.render(into: expected, time: step.time)
            if let (x, y) = firstDifference(frame, expected) {
                XCTFail(
                    "step \(n) at \(step.time) s (damage \(damage)): (\(x), \(y)) is \(hex(frame[x, y])), "
                        + "a full redraw gives \(hex(expected[x, y]))")
                return
            }
        }
        XCTAssertEqual(dragFrames, 21)
    }

    /// A drag of the circle well inside the photo presents its old and new boxes only: one
    /// rectangle (they overlap) of at most 2 x 180 + 25 px a side, under a third of the view.
    func testACircleDragPresentsTheRegionsBoxes() throws {
        let (app, frame) = try app()
        app.handle(.buttonPressed(.left, centre, []), time: 1)
        _ = app.render(into: frame, time: 1.2)
        app.handle(.pointerMoved(centre + Point(20, 10), []), time: 1.3)
        let damage = app.render(into: frame, time: 1.3)
        XCTAssertEqual(damage.count, 1)
        // The radius is 90 (0.3 x 300): the box is 2 x (90 + 3.5) wide, plus the move, a pixel each side.
        XCTAssertLessThanOrEqual(damage[0].width, 2 * 94 + 20 + 2)
        XCTAssertLessThanOrEqual(damage[0].height, 2 * 94 + 10 + 2)
        XCTAssertLessThan(damage[0].area * 3, size.width * size.height)
    }

    private func firstDifference(_ a: Surface, _ b: Surface) -> (Int, Int)? {
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { return (x, y) }
        }
        return nil
    }

    private func hex(_ v: UInt32) -> String { "0x" + String(v, radix: 16) }
}
