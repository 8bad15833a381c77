import AppInterface
import Effects
import Geometry
import XCTest

/// The focus model under every kind of input at once, as far off the window as a broken server
/// or a script can put it: its numbers stay finite and its indices in the list.
final class FocusModelStormTests: XCTestCase {
    private let view = PixelSize(1000, 600)

    /// Thousands of seeded events and every command, with points and deltas from none to absurd
    /// (NaN, infinities, 1e300), on both orientations and with the closer look opening, paging
    /// and closing: the strip's offset stays finite, its target and the closer look's image in
    /// the list, the closer look's scale finite and positive.
    func testAStormOfExtremeInputKeepsTheModelFiniteAndInTheList() {
        var state: UInt64 = 20
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
        let far: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, Double(1 << 20)]
        func coordinate(_ length: Int) -> Double {
            next() % 6 == 0 ? pick(far) : Double(next() % UInt64(length + 200)) - 100
        }
        let layouts = [StripOrientation.horizontal, .vertical].map {
            StripLayout(viewSize: view, slotSize: PixelSize(400, 400), orientation: $0, count: 5)
        }
        var layout = layouts[0]
        var model = FocusModel(imageCount: 5)
        model.pager = Pager(positions: layout.positions, viewLength: layout.viewLength)
        let mods: [Modifiers] = [[], .control, .shift, [.control, .shift]]
        let commands: [Command] = [
            .pageForward, .pageBack, .firstImage, .lastImage, .turnStrip, .togglePeek, .toggleZoom, .zoomActual,
            .zoomFit, .zoomFill, .zoomIn, .zoomOut, .save, .undo,
        ]
        var time = 0.0
        for step in 0..<6000 {
            // Time mostly runs on, sometimes stands still: a burst of events in one frame.
            time += next() % 4 == 0 ? 0 : Double(next() % 100) / 1000
            // As the app hands them over: within ±2^20 px, NaN as 0 (`InputEvent.withinLimits`).
            let p = Point(coordinate(view.width), coordinate(view.height)).clamped(within: Double(1 << 20))
            let m = pick(mods)
            let work: FocusWork
            switch next() % 10 {
            case 0: work = model.handle(.buttonPressed(.left, p, m), layout: layout, time: time)
            case 1: work = model.handle(.buttonReleased(.left, p, m), layout: layout, time: time)
            case 2: work = model.handle(.wheel(pick([.up, .down, .left, .right]), p, m), layout: layout, time: time)
            case 3:
                let amount = { pick([0, 0.25, -1, 3, .nan, .infinity, -1e300]) }
                work = model.handle(
                    .scroll(dx: amount(), dy: amount(), at: p, m, precise: next() % 2 == 0), layout: layout,
                    time: time)
            case 4: work = model.handle(.keyPressed(pick([.escape, .enter, .left]), m), layout: layout, time: time)
            case 5, 6: work = model.perform(pick(commands), layout: layout, time: time)
            default: work = model.handle(.pointerMoved(p, m), layout: layout, time: time)
            }
            // The scene's half of the work, as plainly as the model needs it done.
            switch work {
            case .none, .closedZoom:
                break
            case .openZoom(let index, let then):
                XCTAssertTrue((0..<5).contains(index), "step \(step): opens \(index)")
                let size = next() % 8 == 0 ? nil : pick([PixelSize(800, 600), PixelSize(1, 9000), PixelSize(6000, 1)])
                _ = model.openZoom(at: index, path: "\(index)", imageSize: size, viewSize: view, then: then)
            case .relayout(let orientation, let peek):
                layout = layouts[orientation == .horizontal ? 0 : 1]
                model.peek = peek
                model.pager!.setGeometry(positions: layout.positions, viewLength: layout.viewLength)
            }
            let pager = model.pager!
            XCTAssertTrue(pager.offset(at: time).isFinite, "step \(step): offset")
            XCTAssertTrue((0..<5).contains(pager.targetIndex), "step \(step): target \(pager.targetIndex)")
            if let zoom = model.zoom {
                XCTAssertTrue((0..<5).contains(zoom.index), "step \(step): zoomed \(zoom.index)")
                XCTAssertTrue(zoom.view.scale.isFinite && zoom.view.scale > 0, "step \(step): scale")
            }
        }
        // At rest long after, the strip settles on an item.
        let pager = model.pager!
        XCTAssertFalse(pager.isAnimating(at: time + 60))
        XCTAssertTrue(pager.offset(at: time + 60).isFinite)
    }
}
