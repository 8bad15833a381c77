import AppInterface
import Effects
import Geometry
import XCTest

/// The tilt scene's input as plain values.
final class TiltModelTests: XCTestCase {
    let view = PixelSize(800, 600)

    func testThePointerSteersTheOffsetAndLeavingEasesItBack() {
        var model = TiltModel(imageCount: 3)
        model.handle(.pointerEntered(Point(800, 300), []), viewSize: view, time: 0)
        XCTAssertEqual(model.viewer.target, Point(1, 0))
        model.handle(.pointerLeft, viewSize: view, time: 0.1)
        model.viewer.advance(to: 0.5)
        XCTAssertEqual(model.viewer.target, .zero)
        XCTAssertEqual(model.viewer.drawn(pixelsPerUnit: 20), .zero, "back within 300 ms")
        let before = model
        model.handle(.wheel(.up, Point(1, 1), []), viewSize: view, time: 1)
        XCTAssertEqual(model, before, "the wheel changes nothing")
    }

    func testTheCardPagesWithWrapOnlyWhileItShows() {
        var model = TiltModel(imageCount: 3)
        model.perform(.nextImage)
        XCTAssertEqual(model.cardIndex, 0, "the title shows: paging does nothing")
        model.perform(.toggleCard)
        XCTAssertTrue(model.cardMode)
        model.perform(.previousImage)
        XCTAssertEqual(model.cardIndex, 2, "wraps to the last")
        model.perform(.nextImage)
        XCTAssertEqual(model.cardIndex, 0, "and back to the first")
        model.show(imageAt: 7)
        XCTAssertEqual(model.cardIndex, 0, "not in the list")
        var empty = TiltModel(imageCount: 0)
        empty.perform(.toggleCard)
        empty.perform(.nextImage)
        XCTAssertEqual(empty.cardIndex, 0)
    }

    /// Seeded events with points far off the view and NaN: the offset stays within -1...1.
    func testAStormKeepsTheOffsetWithinItsRange() {
        var model = TiltModel(imageCount: 2)
        var state: UInt64 = 0x2545_F491
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let far = [Point(.nan, 0), Point(1e300, -1e300), Point(-.infinity, 3), Point(400, 300)]
        for step in 0..<3000 {
            let p =
                next() % 4 == 0 ? far[Int(next() % 4)] : Point(Double(next() % 2000) - 600, Double(next() % 2000) - 700)
            switch next() % 5 {
            case 0: model.handle(.pointerLeft, viewSize: view, time: Double(step) / 60)
            case 1: model.perform([.toggleCard, .nextImage, .previousImage][Int(next() % 3)])
            default: model.handle(.pointerMoved(p, []), viewSize: view, time: Double(step) / 60)
            }
            model.viewer.advance(to: Double(step) / 60)
            let o = model.viewer.drawn(pixelsPerUnit: 20)
            XCTAssertTrue(o.x.isFinite && o.y.isFinite && abs(o.x) <= 1 && abs(o.y) <= 1, "step \(step): \(o)")
            XCTAssertTrue((0..<2).contains(model.cardIndex))
        }
    }
}
