import AppInterface
import Effects
import Geometry
import XCTest

/// The focus scene's input as plain values: five items on a horizontal strip in a 1000 x 600
/// view, one item a page (no neighbours in view).
final class FocusModelTests: XCTestCase {
    let layout = StripLayout(
        viewSize: PixelSize(1000, 600), slotSize: PixelSize(400, 400), orientation: .horizontal,
        count: 5)

    private func model() -> FocusModel {
        var model = FocusModel(imageCount: 5)
        model.pager = Pager(positions: layout.positions, viewLength: layout.viewLength)
        return model
    }

    func testTheWheelAndKeysPageAndStopAtTheEnds() {
        var model = model()
        XCTAssertEqual(model.handle(.wheel(.down, Point(500, 300), []), layout: layout, time: 0), .none)
        XCTAssertEqual(model.pager?.targetIndex, 1)
        _ = model.perform(.lastImage, layout: layout, time: 1)
        XCTAssertEqual(model.pager?.targetIndex, 4)
        _ = model.perform(.pageForward, layout: layout, time: 2)
        XCTAssertEqual(model.pager?.targetIndex, 4, "stops at the last")
        _ = model.perform(.firstImage, layout: layout, time: 3)
        XCTAssertEqual(model.pager?.targetIndex, 0)
        var unsized = FocusModel(imageCount: 5)
        XCTAssertEqual(unsized.handle(.wheel(.down, .zero, []), layout: layout, time: 0), .none)
        XCTAssertNil(unsized.pager, "no pager before the view has a size: nothing happens")
    }

    func testKeysAskTheSceneToTurnTheStripOrOpenTheCloserLook() {
        var model = model()
        XCTAssertEqual(
            model.perform(.turnStrip, layout: layout, time: 0), .relayout(orientation: .vertical, peek: true))
        XCTAssertTrue(model.orientationChosen)
        XCTAssertEqual(
            model.perform(.togglePeek, layout: layout, time: 0), .relayout(orientation: .horizontal, peek: false))
        XCTAssertEqual(model.perform(.zoomActual, layout: layout, time: 0), .openZoom(index: 0, then: .zoomActual))
    }

    func testTheCloserLookPagesWithinTheListAndEnterCloses() {
        var model = model()
        XCTAssertEqual(
            model.openZoom(
                at: 2, path: "c.png", imageSize: PixelSize(4000, 3000), viewSize: PixelSize(1000, 600),
                then: nil), .none)
        XCTAssertEqual(model.zoom?.index, 2)
        XCTAssertEqual(model.pager?.targetIndex, 2, "the strip waits underneath at the same image")
        XCTAssertEqual(model.perform(.pageForward, layout: layout, time: 1), .openZoom(index: 3, then: nil))
        XCTAssertEqual(model.perform(.toggleZoom, layout: layout, time: 1), .closedZoom)
        XCTAssertNil(model.zoom)
        XCTAssertEqual(
            model.openZoom(at: 1, path: "b.png", imageSize: nil, viewSize: PixelSize(1000, 600), then: nil),
            .closedZoom, "an unreadable header: the strip shows it")
        XCTAssertEqual(model.pager?.targetIndex, 1)
    }

    func testADoubleClickOnTheClickedItemAsksForTheCloserLook() {
        var model = model()
        let p = Point(500, 300)
        _ = model.handle(.buttonPressed(.left, p, []), layout: layout, time: 0)
        _ = model.handle(.buttonReleased(.left, p, []), layout: layout, time: 0.05)
        XCTAssertEqual(model.clickedItem, 0)
        XCTAssertEqual(
            model.handle(.buttonPressed(.left, p, []), layout: layout, time: 0.2), .openZoom(index: 0, then: nil))
    }

    /// Seeded events and commands: the pager's offset stays finite and its target in the list.
    func testAStormKeepsTheStripFiniteAndInTheList() {
        var model = model()
        var state: UInt64 = 5
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let commands: [Command] = [.pageForward, .pageBack, .firstImage, .lastImage, .toggleZoom, .zoomFit, .zoomIn]
        for step in 0..<4000 {
            let time = Double(step) / 60
            let p = Point(Double(next() % 1400) - 200, Double(next() % 1000) - 200)
            switch next() % 7 {
            case 0: _ = model.handle(.buttonPressed(.left, p, []), layout: layout, time: time)
            case 1: _ = model.handle(.buttonReleased(.left, p, []), layout: layout, time: time)
            case 2: _ = model.handle(.wheel(next() % 2 == 0 ? .up : .down, p, []), layout: layout, time: time)
            case 3:
                _ = model.handle(
                    .scroll(dx: 0, dy: Double(next() % 7) - 3, at: p, [], precise: true), layout: layout,
                    time: time)
            case 4:
                if case .openZoom(let index, let then) = model.perform(
                    commands[Int(next() % 7)], layout: layout, time: time)
                {
                    _ = model.openZoom(
                        at: index, path: "\(index)", imageSize: PixelSize(800, 600),
                        viewSize: PixelSize(1000, 600), then: then)
                }
            default: _ = model.handle(.pointerMoved(p, []), layout: layout, time: time)
            }
            let pager = model.pager!
            XCTAssertTrue(pager.offset(at: time).isFinite, "step \(step)")
            XCTAssertTrue((0..<5).contains(pager.targetIndex), "step \(step)")
            if let zoom = model.zoom { XCTAssertTrue((0..<5).contains(zoom.index) && zoom.view.scale.isFinite) }
        }
    }
}
