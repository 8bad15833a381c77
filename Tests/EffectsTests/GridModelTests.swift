import AppInterface
import Effects
import Geometry
import XCTest

/// The grid's layout (columns, tiles, hits, the scroll that shows a tile), its scroll's motion
/// (eased notches that add up, a drag with a fling that stops at the end) and the model's input
/// (keys, clicks, a double click that opens).
final class GridModelTests: XCTestCase {
    /// 1000 x 600, tiles of 100 with 10 between: (1000 - 10) / 110 = 9 columns, centred
    /// (9 x 110 - 10 = 980 wide, so 10 px each side); rows 110 apart from y = 10.
    let layout = GridLayout(viewSize: PixelSize(1000, 600), count: 100, tileSide: 100, gap: 10)

    func testTilesStandInCentredColumnsAndRows() {
        XCTAssertEqual(layout.columns, 9)
        XCTAssertEqual(layout.rows, 12)
        XCTAssertEqual(layout.rowsInView, 5)
        XCTAssertEqual(layout.contentHeight, 10 + 12 * 110)
        XCTAssertEqual(layout.maxScroll, Double(1330 - 600))
        XCTAssertEqual(layout.tileRect(0, scroll: 0), PixelRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(layout.tileRect(10, scroll: 25), PixelRect(x: 120, y: 95, width: 100, height: 100))
        XCTAssertEqual(layout.visibleIndices(scroll: 0), 0..<54, "rows 0...5, the sixth cut by the bottom")
        XCTAssertEqual(layout.visibleIndices(scroll: 730), 54..<100)
        let named = GridLayout(viewSize: PixelSize(1000, 600), count: 100, tileSide: 100, gap: 10, labelHeight: 20)
        XCTAssertEqual(named.tileRect(9, scroll: 0).y, 140)
        XCTAssertEqual(named.labelRect(9, scroll: 0), PixelRect(x: 10, y: 240, width: 100, height: 20))
    }

    func testAPointHitsATileOrItsNameNeverTheGap() {
        XCTAssertEqual(layout.index(at: Point(10, 10), scroll: 0), 0)
        XCTAssertEqual(layout.index(at: Point(109.9, 109.9), scroll: 0), 0)
        XCTAssertNil(layout.index(at: Point(112, 50), scroll: 0), "the gap between columns")
        XCTAssertNil(layout.index(at: Point(5, 50), scroll: 0), "the margin")
        XCTAssertEqual(layout.index(at: Point(125, 15), scroll: 110), 10, "scrolled a row: row 1 at the top")
        XCTAssertNil(layout.index(at: Point(10 + 110 + 5, 10 + 110 * 11 + 105), scroll: 0), "the gap below row 11")
        XCTAssertNil(
            layout.index(at: Point(10 + 110 + 5, 10 + 110 * 11 + 50), scroll: 0), "row 11's second: 100, past the last")
        XCTAssertEqual(
            layout.index(at: Point(10 + 5, 10 + 110 * 11 + 50), scroll: 0), 99, "row 11's first, the last tile")
        let named = GridLayout(viewSize: PixelSize(1000, 600), count: 100, tileSide: 100, gap: 10, labelHeight: 20)
        XCTAssertEqual(named.index(at: Point(20, 125), scroll: 0), 0, "a tile's name counts as the tile")
    }

    func testTheScrollThatShowsATileMovesAsLittleAsItMust() {
        XCTAssertEqual(layout.scroll(showing: 3, from: 0), 0, "already in view")
        XCTAssertEqual(
            layout.scroll(showing: 45, from: 0), 10 + 6 * 110 - 600, "row 5's bottom gap at the view's bottom")
        XCTAssertEqual(layout.scroll(showing: 0, from: 500), 0)
        XCTAssertEqual(layout.scroll(showing: 50, from: 700), 550, "row 5's top at the view's top")
        XCTAssertEqual(layout.scroll(showing: 99, from: 0), 730, "the last row, within the extent")
    }

    func testWheelNotchesAddUpAndEase() {
        var scroll = GridScroll(maxOffset: 730, viewLength: 600)
        scroll.scroll(by: 110, at: 0)
        scroll.scroll(by: 110, at: 0.05)
        XCTAssertEqual(scroll.target, 220, "the second notch adds to where it is heading")
        XCTAssertGreaterThan(scroll.offset(at: 0.1), 0)
        XCTAssertLessThan(scroll.offset(at: 0.1), 220)
        XCTAssertTrue(scroll.isAnimating(at: 0.1))
        XCTAssertEqual(scroll.offset(at: 1), 220)
        XCTAssertFalse(scroll.isAnimating(at: 1))
        scroll.scroll(by: 10_000, at: 1)
        XCTAssertEqual(scroll.target, 730, "never past the end")
        scroll.scroll(by: -10_000, at: 2)
        XCTAssertEqual(scroll.target, 0)
    }

    func testAFlingGlidesSlowsAndStopsAtTheEnd() {
        var scroll = GridScroll(maxOffset: 5000, viewLength: 600, offset: 1000)
        scroll.beginDrag(at: 0)
        scroll.drag(travel: -100)
        XCTAssertEqual(scroll.offset(at: 0.01), 1100, "the rows follow the pointer up 1:1")
        scroll.endDrag(velocity: -2000, at: 0.02)
        let a = scroll.offset(at: 0.1), b = scroll.offset(at: 0.2), c = scroll.offset(at: 0.3)
        XCTAssertGreaterThan(b - a, c - b, "it slows down")
        XCTAssertGreaterThan(c, b)
        XCTAssertEqual(
            scroll.offset(at: 60), 1100 + 1000, accuracy: 6,
            "2000 px/s at 0.998 a ms: 1000 px, less 5 at the resting speed")
        XCTAssertFalse(scroll.isAnimating(at: 60))

        var near = GridScroll(maxOffset: 1200, viewLength: 600, offset: 1000)
        near.beginDrag(at: 0)
        near.endDrag(velocity: -5000, at: 0.01)
        XCTAssertEqual(near.offset(at: 10), 1200, "stopped at the end")
        XCTAssertFalse(near.isAnimating(at: 1), "and still once there")
    }

    func testADragPastTheTopResistsAndEasesBack() {
        var scroll = GridScroll(maxOffset: 730, viewLength: 600)
        scroll.beginDrag(at: 0)
        scroll.drag(travel: 300)
        let pulled = scroll.offset(at: 0.1)
        XCTAssertLessThan(pulled, 0)
        XCTAssertGreaterThan(pulled, -300, "rubber band: less than the pointer moved")
        scroll.endDrag(velocity: 0, at: 0.1)
        XCTAssertEqual(scroll.offset(at: 1), 0)
    }

    func testKeysMoveTheSelectionAndBringItIntoView() {
        var model = GridModel(count: 100)
        model.relayout(layout)
        XCTAssertEqual(model.perform(.gridRight, layout: layout, time: 0), .none)
        XCTAssertEqual(model.selection, 1)
        _ = model.perform(.gridDown, layout: layout, time: 0)
        XCTAssertEqual(model.selection, 10)
        _ = model.perform(.gridLeft, layout: layout, time: 0)
        _ = model.perform(.gridUp, layout: layout, time: 0)
        XCTAssertEqual(model.selection, 0)
        _ = model.perform(.gridUp, layout: layout, time: 0)
        XCTAssertEqual(model.selection, 0, "nothing above the first row")
        _ = model.perform(.pageForward, layout: layout, time: 0)
        XCTAssertEqual(model.selection, 45, "a page is the view's five whole rows")
        XCTAssertEqual(model.scroll.target, layout.scroll(showing: 45, from: 0))
        _ = model.perform(.lastImage, layout: layout, time: 1)
        XCTAssertEqual(model.selection, 99)
        XCTAssertEqual(model.scroll.target, 730)
        _ = model.perform(.gridDown, layout: layout, time: 2)
        XCTAssertEqual(model.selection, 99)
        _ = model.perform(.firstImage, layout: layout, time: 2)
        XCTAssertEqual(model.selection, 0)
        XCTAssertEqual(model.scroll.offset(at: 3), 0)
        XCTAssertEqual(model.perform(.openImage, layout: layout, time: 3), .open(0))
    }

    func testAClickSelectsADoubleClickOpensADragScrolls() {
        var model = GridModel(count: 100)
        model.relayout(layout)
        let tile12 = Point(10 + 3 * 110 + 50, 10 + 110 + 50)
        XCTAssertEqual(model.handle(.buttonPressed(.left, tile12, []), layout: layout, time: 0), .none)
        _ = model.handle(.buttonReleased(.left, tile12, []), layout: layout, time: 0.05)
        XCTAssertEqual(model.selection, 12)
        XCTAssertEqual(model.handle(.buttonPressed(.left, tile12, []), layout: layout, time: 0.2), .open(12))
        _ = model.handle(.buttonReleased(.left, tile12, []), layout: layout, time: 0.25)

        // A drag up by 200 px scrolls the rows by as much and selects nothing.
        let start = Point(500, 400)
        _ = model.handle(.buttonPressed(.left, start, []), layout: layout, time: 1)
        for step in 1...10 {
            _ = model.handle(
                .pointerMoved(Point(500, 400 - Double(step) * 20), []), layout: layout, time: 1 + Double(step) * 0.1)
        }
        _ = model.handle(.buttonReleased(.left, Point(500, 200), []), layout: layout, time: 2.5)
        XCTAssertEqual(model.selection, 12)
        XCTAssertEqual(model.scroll.offset(at: 10), 200, accuracy: 1)

        // The wheel scrolls a row a notch; Ctrl+wheel changes the tile size.
        _ = model.handle(.wheel(.down, start, []), layout: layout, time: 11)
        XCTAssertEqual(model.scroll.target, 310, accuracy: 1)
        XCTAssertEqual(model.handle(.wheel(.up, start, .control), layout: layout, time: 12), .relayout)
        XCTAssertEqual(model.tileSide, GridModel.tileSides[3])
    }

    func testLooksAndSizesAreTheUsers() {
        var model = GridModel(count: 5)
        XCTAssertTrue(model.cropsToSquare)
        _ = model.perform(.toggleCrop, layout: layout, time: 0)
        XCTAssertFalse(model.cropsToSquare)
        XCTAssertEqual(model.perform(.toggleNames, layout: layout, time: 0), .relayout)
        XCTAssertTrue(model.showsNames)
        for _ in 0..<10 { _ = model.perform(.largerTiles, layout: layout, time: 0) }
        XCTAssertEqual(model.tileSide, GridModel.tileSides.last)
        XCTAssertEqual(model.perform(.largerTiles, layout: layout, time: 0), .none, "no larger size")
        XCTAssertEqual(model.perform(.smallerTiles, layout: layout, time: 0), .relayout)
    }

    func testAnEmptyGridTakesInputQuietly() {
        let empty = GridLayout(viewSize: PixelSize(800, 600), count: 0, tileSide: 100, gap: 10)
        var model = GridModel(count: 0)
        XCTAssertEqual(empty.visibleIndices(scroll: 0), 0..<0)
        for command in [Command.gridDown, .lastImage, .pageForward, .openImage] {
            XCTAssertEqual(model.perform(command, layout: empty, time: 0), .none)
        }
        _ = model.handle(.buttonPressed(.left, Point(50, 50), []), layout: empty, time: 0)
        _ = model.handle(.buttonReleased(.left, Point(50, 50), []), layout: empty, time: 0)
        XCTAssertEqual(model.selection, 0)
    }

    /// The list growing under a drag (a walk, ten times a second) neither stops the drag nor
    /// moves the view to the selection; a new tile size brings the selection into view.
    func testANewExtentKeepsWhatMovesAndANewSizeShowsTheSelection() {
        var scroll = GridScroll(maxOffset: 730, viewLength: 600, offset: 300)
        scroll.beginDrag(at: 0)
        scroll.setExtent(maxOffset: 900, viewLength: 600)
        scroll.drag(travel: -100)
        XCTAssertEqual(scroll.offset(at: 0.1), 400, "still dragging")
        scroll.endDrag(velocity: -1000, at: 0.1)
        scroll.setExtent(maxOffset: 1000, viewLength: 600)
        XCTAssertTrue(scroll.isAnimating(at: 0.2), "still gliding")

        var model = GridModel(count: 100)
        model.relayout(layout)
        _ = model.perform(.lastImage, layout: layout, time: 0)
        model.settle(at: 1)
        let larger = GridLayout(viewSize: PixelSize(1000, 600), count: 100, tileSide: 200, gap: 10)
        model.relayout(larger)
        let top = larger.tileRect(99, scroll: Int(model.scroll.offset(at: 1)))
        XCTAssertTrue(top.y >= 0 && top.maxY <= 600, "the selection in view: \(top)")
        var growing = GridModel(count: 100)
        growing.relayout(layout)
        _ = growing.handle(.wheel(.down, Point(5, 5), []), layout: layout, time: 0)
        growing.settle(at: 1)
        let more = GridLayout(viewSize: PixelSize(1000, 600), count: 200, tileSide: 100, gap: 10)
        growing.relayout(more, keepingSelectionInView: false)
        XCTAssertEqual(growing.scroll.offset(at: 1), 110, "the list grown: the view stays where the wheel took it")
    }

    /// XInput 2 gives a mouse wheel's notches as scroll deltas, not precise: eased as the
    /// wheel, and with Ctrl they resize the tiles.
    func testAWheelsNotchesAsScrollDeltasActAsTheWheel() {
        var model = GridModel(count: 100)
        model.relayout(layout)
        _ = model.handle(.scroll(dx: 0, dy: 1, at: Point(5, 5), [], precise: false), layout: layout, time: 0)
        XCTAssertEqual(model.scroll.target, 110)
        XCTAssertLessThan(model.scroll.offset(at: 0.05), 110, "eased")
        XCTAssertEqual(
            model.handle(.scroll(dx: 0, dy: -1, at: Point(5, 5), .control, precise: false), layout: layout, time: 1),
            .relayout)
        XCTAssertEqual(model.tileSide, GridModel.tileSides[3])
        _ = model.handle(.scroll(dx: 0, dy: 0.5, at: Point(5, 5), [], precise: true), layout: layout, time: 2)
        XCTAssertEqual(model.scroll.offset(at: 2), 110 + 55, accuracy: 0.01, "a touchpad's: at once")
    }
}
