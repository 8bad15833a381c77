import Effects
import Geometry
import XCTest

final class StripLayoutTests: XCTestCase {
    /// A `w` x `h` view with square slots (and box) of `slot`; `shapes` are the images' sizes,
    /// item by item; a `gap` shows the neighbours.
    private func layout(
        _ w: Int, _ h: Int, slot: Int, box: Int? = nil, _ orientation: StripOrientation, count: Int,
        gap: Int? = nil, clearance: Int = 0, shapes: [PixelSize] = []
    ) -> StripLayout {
        StripLayout(
            viewSize: PixelSize(w, h), slotSize: PixelSize(slot, slot), boxSize: box.map { PixelSize($0, $0) },
            orientation: orientation, count: count,
            spacing: gap.map { StripSpacing(gap: $0, clearance: clearance) },
            imageSizes: Dictionary(uniqueKeysWithValues: shapes.enumerated().map { ($0, $1) }))
    }

    func testOneItemAPageInBothOrientations() {
        let v = layout(800, 600, slot: 400, .vertical, count: 10)
        XCTAssertEqual(v.positions[1], 600, "a view length apart")
        XCTAssertEqual(v.slot(of: 0, offset: 0), PixelRect(x: 200, y: 100, width: 400, height: 400))
        XCTAssertEqual(v.slot(of: 1, offset: 150), PixelRect(x: 200, y: 550, width: 400, height: 400))
        XCTAssertEqual(v.visibleItems(offset: 150), 0..<2)
        XCTAssertEqual(v.visibleItems(offset: 0), 0..<1)
        let h = layout(800, 600, slot: 400, .horizontal, count: 10)
        XCTAssertEqual(h.positions[1], 800)
        XCTAssertEqual(h.slot(of: 2, offset: 1700), PixelRect(x: 100, y: 100, width: 400, height: 400))
        XCTAssertEqual(
            h.frame(of: 2, size: PixelSize(400, 300), offset: 1600),
            PixelRect(x: 200, y: 150, width: 400, height: 300))
    }

    /// A list that grows at its end (a folder walk still finding images) keeps every item
    /// placed before where it was, learned sizes and all, and places the new ones as a strip
    /// made whole at once would.
    func testGrowingKeepsTheItemsBeforeInPlace() {
        let shapes = [PixelSize(400, 200), PixelSize(100, 400), PixelSize(400, 400)]
        var grown = layout(800, 600, slot: 400, .horizontal, count: 3, gap: 32)
        grown.learn(Dictionary(uniqueKeysWithValues: shapes.enumerated().map { ($0, $1) }), keeping: 2)
        let before = (0..<3).map { grown.positions[$0] }
        grown.grow(to: 7)
        XCTAssertEqual(grown.positions.count, 7)
        XCTAssertEqual((0..<3).map { grown.positions[$0] }, before, "nothing placed before moves")
        let whole = layout(800, 600, slot: 400, .horizontal, count: 7, gap: 32, shapes: shapes)
        let shift = whole.positions[2] - grown.positions[2]
        XCTAssertEqual((0..<7).map { grown.positions[$0] + shift }, (0..<7).map { whole.positions[$0] })
        var empty = layout(800, 600, slot: 400, .horizontal, count: 0, gap: 32)
        empty.grow(to: 2)
        XCTAssertEqual(empty.positions[0], 0, "the first item starts at offset 0, as in a new strip")
        XCTAssertEqual(empty.positions[1], 432)
        empty.grow(to: 1)
        XCTAssertEqual(empty.positions.count, 2, "a list never shrinks")
    }

    func testNeighboursInViewAndHitTests() {
        // Sizes unknown: full slots, 32 px apart.
        let strip = layout(800, 600, slot: 400, .horizontal, count: 10, gap: 32)
        XCTAssertEqual(strip.positions[3], 432 * 3)
        XCTAssertEqual(strip.visibleItems(offset: 432 * 3), 2..<5)
        XCTAssertEqual(strip.item(at: Point(50, 300), offset: 432 * 3), 2)
        XCTAssertEqual(strip.item(at: Point(400, 300), offset: 432 * 3), 3)
        XCTAssertNil(strip.item(at: Point(400, 50), offset: 432 * 3), "outside the band")
        XCTAssertNil(strip.item(at: Point(184, 300), offset: 432 * 3), "in the gap")
        let empty = layout(800, 600, slot: 400, .vertical, count: 0)
        XCTAssertEqual(empty.visibleItems(offset: 0), 0..<0)
    }

    func testOrientationFollowsTheLongerSide() {
        XCTAssertEqual(StripOrientation(fitting: PixelSize(1280, 800)), .horizontal)
        XCTAssertEqual(StripOrientation(fitting: PixelSize(800, 1280)), .vertical)
        XCTAssertEqual(StripOrientation(fitting: PixelSize(800, 800)), .vertical)
    }

    func testFitKeepsTheAspectRatioInWholePixels() {
        let slot = PixelSize(560, 560)
        XCTAssertEqual(PixelSize(1200, 900).fitted(into: slot), PixelSize(560, 420))
        XCTAssertEqual(PixelSize(900, 1200).fitted(into: slot), PixelSize(420, 560))
        XCTAssertEqual(PixelSize(1, 100_000).fitted(into: slot), PixelSize(1, 560))
        XCTAssertEqual(PixelSize(0, 0).fitted(into: slot), PixelSize(1, 1))
    }

    /// The shipped images in a 1280 x 800 window, as the focus scene lays them out.
    func testShippedImagesShowTheirNeighboursAndTheBoxHoldsOnlyTheItemInFocus() {
        let shapes = [
            PixelSize(1200, 900), PixelSize(900, 1200), PixelSize(1200, 900), PixelSize(1024, 1024),
            PixelSize(900, 1200), PixelSize(1200, 900),
        ]
        let strip = layout(
            1280, 800, slot: 560, .horizontal, count: shapes.count, gap: 70, clearance: 6, shapes: shapes)
        let view = PixelRect(size: strip.viewSize)
        for focus in shapes.indices {
            let offset = strip.positions[focus]
            let frames = shapes.indices.map { strip.frame(of: $0, offset: offset) }
            XCTAssertEqual(strip.visibleItems(offset: offset), max(0, focus - 1)..<min(shapes.count, focus + 2))
            for other in shapes.indices where other != focus {
                XCTAssertTrue(
                    frames[other].maxX <= strip.box.x - 6 || frames[other].x >= strip.box.maxX + 6,
                    "item \(other) clear of the box with \(focus) in focus")
            }
            for neighbour in [focus - 1, focus + 1] where shapes.indices.contains(neighbour) {
                let shown = frames[neighbour].intersection(view).width
                XCTAssertGreaterThanOrEqual(shown * 2, frames[neighbour].width, "half of \(neighbour) at \(focus)")
                XCTAssertGreaterThanOrEqual(shown, 280, "\(neighbour) at \(focus)")
            }
            for k in 1..<shapes.count {
                let gap = frames[k].x - frames[k - 1].maxX
                // 70 between the real edges; 76 beside a tall one, whose wide neighbours must
                // clear the box (560 wide, 140 more than the tall image) when it is in focus.
                XCTAssertEqual(gap, frames[k].width < 560 || frames[k - 1].width < 560 ? 76 : 70, "gap before \(k)")
            }
        }
    }

    /// Mixed shapes with a small box: every gap is the gap, between real edges, at any offset.
    func testGapsRunBetweenRealEdgesForMixedShapes() {
        let shapes = [
            PixelSize(400, 100), PixelSize(100, 400), PixelSize(300, 300), PixelSize(100, 400),
            PixelSize(100, 400), PixelSize(400, 100),
        ]
        for orientation in [StripOrientation.horizontal, .vertical] {
            let strip = layout(
                1000, 1000, slot: 200, box: 40, orientation, count: shapes.count, gap: 20, clearance: 4,
                shapes: shapes)
            for offset in [strip.positions[0], strip.positions[2] + 37.4, strip.positions[5]] {
                for k in 1..<shapes.count {
                    let a = strip.frame(of: k - 1, offset: offset), b = strip.frame(of: k, offset: offset)
                    let gap = orientation == .horizontal ? b.x - a.maxX : b.y - a.maxY
                    XCTAssertEqual(gap, 20, "\(orientation) gap before \(k) at \(offset)")
                }
            }
        }
    }

    /// A very narrow item in a horizontal strip: at rest with it in focus, its wide neighbours
    /// still keep out of the box; with a wide one in focus, it sits the gap from it.
    func testTheBoxHoldsOnlyTheItemInFocusWhateverItsShape() {
        let shapes = [PixelSize(400, 300), PixelSize(100, 800), PixelSize(400, 300)]
        let strip = layout(1000, 500, slot: 400, .horizontal, count: 3, gap: 30, clearance: 5, shapes: shapes)
        let atNarrow = strip.positions[1]
        XCTAssertEqual(strip.frame(of: 0, offset: atNarrow).maxX, strip.box.x - 5)
        XCTAssertEqual(strip.frame(of: 2, offset: atNarrow).x, strip.box.maxX + 5)
        XCTAssertEqual(strip.frame(of: 1, offset: atNarrow).width, 50)
        XCTAssertEqual(strip.item(at: Point(500, 250), offset: atNarrow), 1)
        XCTAssertNil(strip.item(at: Point(540, 250), offset: atNarrow), "beside the narrow image: no item")
    }

    /// Sizes learnt later move only the items beyond them, seen from the item kept in place.
    func testLearningSizesKeepsTheAnchorAndItsSide() {
        var strip = layout(1280, 800, slot: 560, .horizontal, count: 10, gap: 70, clearance: 6)
        let before = strip.positions
        XCTAssertEqual(before[1], 630, "unknown sizes count as a full slot")
        strip.learn([7: PixelSize(900, 1200)], keeping: 5)
        XCTAssertEqual(Array(strip.positions.centres[0...6]), Array(before.centres[0...6]))
        XCTAssertEqual(strip.positions[7], before[7] - 64, "a tall item between unknown ones: 76 px gaps")
        XCTAssertEqual(strip.positions[9] - strip.positions[8], 630)
        strip.learn([2: PixelSize(900, 1200)], keeping: 5)
        XCTAssertEqual(
            Array(strip.positions.centres[3...9]),
            Array(before.centres[3...6]) + [before[7] - 64, before[8] - 128, before[9] - 128])
        XCTAssertEqual(strip.positions[2], before[2] + 64, "the learnt item and those beyond it move")
        XCTAssertEqual(strip.positions[0], before[0] + 128)
        XCTAssertEqual(strip.imageSizes.count, 2)
        strip.learn([42: PixelSize(1, 1)], keeping: 5)
        XCTAssertEqual(strip.imageSizes.count, 2, "no such item")
    }
}
