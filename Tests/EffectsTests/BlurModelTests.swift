import AppInterface
import Effects
import Geometry
import XCTest

/// The blur scene's input as plain values: no photo, no pixels, only the model and where a
/// photo of 400 x 300 sits in an 800 x 800 view (scale 2, frame at y = 100).
final class BlurModelTests: XCTestCase {
    let placement = BlurPlacement(photoSize: PixelSize(400, 300), viewSize: PixelSize(800, 800))

    private func model() -> BlurModel {
        var model = BlurModel(imageCount: 3)
        model.adopt(photoSize: placement.photoSize)
        return model
    }

    func testPlacementFitsCentresAndMapsBothWays() {
        XCTAssertEqual(placement.frame, PixelRect(x: 0, y: 100, width: 800, height: 600))
        XCTAssertEqual(placement.scale, 2)
        XCTAssertEqual(placement.photoPoint(Point(400, 400)), Point(200, 150))
        let view = placement.viewRegion(BlurRegion(center: Point(200, 150), radius: 40))
        XCTAssertEqual(view.center, Point(400, 400))
        XCTAssertEqual(view.radius, 80)
    }

    func testTheFirstPhotoCentresTheRegionAndTheNextKeepsItsShare() {
        var model = model()
        XCTAssertEqual(model.region.center, Point(200, 150))
        XCTAssertEqual(model.region.radius, 90, "0.3 of the shorter side")
        model.region.center = Point(300, 75)
        model.adopt(photoSize: PixelSize(800, 600))
        XCTAssertEqual(model.region.center, Point(600, 150), "the same share of each side")
        XCTAssertEqual(model.region.radius, 180, "the same share of the shorter side")
    }

    func testADragMovesTheRegionInPhotoPixelsAndHoveringDrawsNothing() {
        var model = model()
        XCTAssertFalse(model.handle(.pointerMoved(Point(10, 10), []), on: placement, time: 0), "hover: nothing drawn")
        XCTAssertTrue(model.handle(.buttonPressed(.left, Point(400, 400), []), on: placement, time: 1))
        XCTAssertTrue(model.handle(.pointerMoved(Point(500, 420), []), on: placement, time: 1.1))
        XCTAssertEqual(model.region.center, Point(250, 160), "100 view px = 50 photo px")
        XCTAssertTrue(model.veil.isAnimating(at: 1.1) || model.veil.level(at: 1.1) > 0, "the veil shows while held")
        _ = model.handle(.buttonReleased(.left, Point(500, 420), []), on: placement, time: 1.2)
        XCTAssertNil(model.drag)
        XCTAssertFalse(model.handle(.buttonPressed(.left, Point(1, 1), []), on: nil, time: 2), "no photo: ignored")
    }

    func testCtrlWheelResizesAboutThePointerWithinThePhotosDiagonal() {
        var model = model()
        _ = model.handle(.wheel(.up, Point(400, 400), .control), on: placement, time: 0)
        XCTAssertEqual(model.region.radius, 99, accuracy: 1e-9)
        for _ in 0..<200 { _ = model.handle(.wheel(.up, Point(400, 400), .control), on: placement, time: 0) }
        XCTAssertEqual(model.region.radius, 500, "the diagonal of 400 x 300")
        for _ in 0..<200 { _ = model.handle(.wheel(.down, Point(400, 400), .control), on: placement, time: 0) }
        XCTAssertEqual(model.region.radius, BlurRegion.minimumRadius)
    }

    func testKeysChangeStrengthShapeGuidesAndPageWithinTheList() {
        var model = model()
        XCTAssertEqual(model.sigma, 12)
        for _ in 0..<20 { model.perform(.strongerBlur) }
        XCTAssertEqual(model.sigma, BlurModel.sigmaSteps.last)
        for _ in 0..<20 { model.perform(.weakerBlur) }
        XCTAssertEqual(model.sigma, BlurModel.sigmaSteps.first)
        model.perform(.toggleBand)
        XCTAssertEqual(model.region.shape, .band(angle: 0))
        model.perform(.toggleEllipse)
        XCTAssertEqual(model.region.shape, .ellipse(aspect: 0.6, rotation: 0))
        model.perform(.toggleGuides)
        XCTAssertFalse(model.showsGuides)
        model.perform(.keepVeil)
        XCTAssertTrue(model.veil.persistent)
        model.perform(.previousImage)
        XCTAssertEqual(model.index, 0, "stops at the first")
        for _ in 0..<5 { model.perform(.nextImage) }
        XCTAssertEqual(model.index, 2, "stops at the last")
        XCTAssertEqual(BlurModel(imageCount: 0).index, 0)
        var empty = BlurModel(imageCount: 0)
        empty.perform(.nextImage)
        XCTAssertEqual(empty.index, 0)
    }

    func testTheFingersShowOnlyWhileCtrlIsHeld() {
        var model = model()
        _ = model.handle(.pointerMoved(Point(500, 400), []), on: placement, time: 0)
        XCTAssertNil(model.fingers(regionCentre: Point(400, 400)))
        _ = model.handle(.modifiersChanged(.control), on: placement, time: 0)
        let fingers = model.fingers(regionCentre: Point(400, 400))
        XCTAssertEqual(fingers?.0, Point(500, 400))
        XCTAssertEqual(fingers?.1, Point(300, 400), "mirrored about the centre")
    }

    /// Thousands of seeded events and commands, points far off the view and NaN among them:
    /// the region stays finite, on the photo, and within its radius limits.
    func testAStormLeavesTheRegionFiniteOnThePhotoAndWithinItsLimits() {
        var random = StormRandom(seed: 20)
        var model = model()
        let points = [Point(.nan, 3), Point(1e300, -1e300), Point(-5, 5), Point(400, 400), Point(799, 1)]
        let commands: [Command] = [
            .strongerBlur, .weakerBlur, .toggleBand, .toggleEllipse, .keepVeil, .toggleGuides,
            .nextImage, .previousImage,
        ]
        var changes = 0
        for step in 0..<5000 {
            let before = model.region
            let p =
                random.next() % 3 == 0
                ? points[Int(random.next() % 5)]
                : Point(Double(random.next() % 1600) - 400, Double(random.next() % 1600) - 400)
            let mods: Modifiers = [[], .control, [.control, .shift]][Int(random.next() % 3)]
            let time = Double(step) / 60
            switch random.next() % 9 {
            case 0: _ = model.handle(.buttonPressed(.left, p, mods), on: placement, time: time)
            case 1: _ = model.handle(.buttonReleased(.left, p, mods), on: placement, time: time)
            case 2: _ = model.handle(.wheel(random.next() % 2 == 0 ? .up : .down, p, mods), on: placement, time: time)
            case 3:
                _ = model.handle(
                    .scroll(dx: .nan, dy: Double(random.next() % 9) - 4, at: p, mods, precise: true),
                    on: placement, time: time)
            case 4:
                _ = model.handle(
                    .pinch(
                        [.begin, .update, .end][Int(random.next() % 3)],
                        scale: [0, 1e-9, 1.5, 1e9, .infinity][Int(random.next() % 5)],
                        rotation: .nan, at: p, mods), on: placement, time: time)
            case 5: model.perform(commands[Int(random.next() % UInt64(commands.count))])
            default: _ = model.handle(.pointerMoved(p, mods), on: placement, time: time)
            }
            let r = model.region
            XCTAssertTrue(
                r.center.x.isFinite && r.center.y.isFinite && r.radius.isFinite && r.rotation.isFinite,
                "step \(step): \(r)")
            XCTAssertTrue((0...400).contains(r.center.x) && (0...300).contains(r.center.y), "step \(step): \(r.center)")
            XCTAssertTrue((BlurRegion.minimumRadius...500).contains(r.radius), "step \(step): \(r.radius)")
            XCTAssertTrue(BlurModel.sigmaSteps.indices.contains(model.sigmaIndex))
            XCTAssertTrue((0..<3).contains(model.index))
            if model.region != before { changes += 1 }
        }
        XCTAssertGreaterThan(changes, 500, "the storm moved, turned and resized the region")
    }
}

/// A seeded xorshift64*: the same storm on every run.
private struct StormRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
