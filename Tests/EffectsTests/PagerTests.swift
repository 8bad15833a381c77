import Effects
import XCTest

final class PagerTests: XCTestCase {
    private func pager(_ count: Int = 10, pitch: Double = 100, view: Double = 100) throws -> Pager {
        try XCTUnwrap(Pager(count: count, pitch: pitch, viewLength: view))
    }

    func testPagingSnapsWithEaseAndClampsAtTheEnds() throws {
        var p = try pager(3)
        XCTAssertEqual(p.offset(at: 0), 0, "the first item is centred from the start")
        p.page(by: 1, at: 1)
        XCTAssertTrue(p.isAnimating(at: 1.1))
        let mid = p.offset(at: 1 + Pager.snapDuration / 2)
        XCTAssertGreaterThan(mid, 50, "ease-out covers more than half the way in half the time")
        XCTAssertLessThan(mid, 100)
        XCTAssertEqual(p.offset(at: 1 + Pager.snapDuration), 100)
        XCTAssertFalse(p.isAnimating(at: 2))
        p.page(by: 5, at: 3)
        XCTAssertEqual(p.targetIndex, 2)
        XCTAssertEqual(p.offset(at: 4), p.maxOffset, "the last item reaches the centre")
        p.page(by: -9, at: 4)
        XCTAssertEqual(p.targetIndex, 0)
        XCTAssertNil(Pager(count: 0, pitch: 10, viewLength: 10))
        XCTAssertNil(Pager(count: 3, pitch: 0, viewLength: 10))
    }

    /// A single press settles within 180 ms, the time nsxiv and feh take to show the next
    /// image (issue 22): its last pixel of travel, on a 1920-px pitch, comes before then.
    func testAPressSettlesWithin180Milliseconds() throws {
        var p = try pager(3, pitch: 1920, view: 1920)
        p.page(by: 1, at: 0)
        XCTAssertEqual(p.offset(at: 0.18), 1920, accuracy: 0.5)
        XCTAssertLessThanOrEqual(Pager.snapDuration, 0.18)
        XCTAssertLessThan(p.offset(at: 0.05), 1920 - 100, "still under way after 50 ms: a slide, not a jump")
    }

    /// A held key at 30 repeats a second: every repeat counts, the strip moves forward all the
    /// time (never back, never resting between repeats) and settles on the twentieth item.
    func testAHeldKeyPagesAtTheRepeatRateWithEveryPressCounted() throws {
        var p = try pager(40, pitch: 1000, view: 1000)
        var last = p.offset(at: 0), time = 0.0
        for press in 1...20 {
            p.page(by: 1, at: time)
            XCTAssertEqual(p.targetIndex, press)
            for _ in 0..<2 {
                time += 1.0 / 60
                let now = p.offset(at: time)
                XCTAssertGreaterThan(now, last, "press \(press): moving forward")
                last = now
            }
        }
        XCTAssertGreaterThan(p.offset(at: time), 15 * 1000, "keeps pace: within five items of the presses")
        XCTAssertEqual(p.offset(at: time + 0.18), 20 * 1000, accuracy: 0.5)
    }

    /// More items at the end: a strip at rest or snapping goes on as it was, and paging now
    /// reaches the new items; positions that moved the old ones are refused.
    func testGrowingKeepsTheMotionAndPagesFurther() throws {
        var p = try pager(3)
        p.page(by: 1, at: 0)
        let midway = p.offset(at: Pager.snapDuration / 2)
        p.grow(positions: StripPositions.uniform(count: 6, pitch: 100)!)
        XCTAssertEqual(p.count, 6)
        XCTAssertEqual(p.offset(at: Pager.snapDuration / 2), midway, "the snap under way goes on")
        XCTAssertEqual(p.targetIndex, 1)
        p.page(by: 9, at: 1)
        XCTAssertEqual(p.targetIndex, 5, "the new end")
        p.grow(positions: StripPositions.uniform(count: 8, pitch: 90)!)
        XCTAssertEqual(p.count, 6, "positions that move the items before are not a growth")
    }

    func testQuickNotchesAddUpFromTheTargetWithoutAJump() throws {
        var p = try pager()
        p.page(by: 1, at: 0)
        let before = p.offset(at: 0.05)
        p.page(by: 1, at: 0.05)
        XCTAssertEqual(p.targetIndex, 2)
        XCTAssertEqual(p.offset(at: 0.05), before, accuracy: 1e-9, "the second snap starts where the strip is")
        XCTAssertEqual(p.offset(at: 1), 200)
    }

    func testPeekModePagesByExactlyOneItem() throws {
        // Pitch well below the view: three items show; every page step is one item.
        var p = try pager(20, pitch: 40, view: 120)
        var time = 0.0
        for expected in 1...19 {
            p.page(by: 1, at: time)
            time += 0.05
            XCTAssertEqual(p.targetIndex, expected)
        }
        XCTAssertEqual(p.offset(at: time + 1), 19 * 40)
    }

    func testDragMovesOneToOneAndSnapsToTheNearestItemWhenReleasedSlowly() throws {
        var p = try pager()
        p.beginDrag(at: 0)
        p.drag(travel: -130)
        XCTAssertEqual(p.offset(at: 0.1), 130)
        XCTAssertTrue(p.isDragging)
        p.endDrag(velocity: 0, at: 0.2)
        XCTAssertEqual(p.targetIndex, 1)
        XCTAssertEqual(p.offset(at: 0.2), 130)
        XCTAssertEqual(p.offset(at: 0.2 + Pager.snapDuration), 100)
    }

    func testRubberBandResistsPastTheEnds() throws {
        var p = try pager(3)
        p.beginDrag(at: 0)
        p.drag(travel: 100)
        let pulled = p.offset(at: 0)
        XCTAssertLessThan(pulled, 0)
        XCTAssertGreaterThan(pulled, -100 * 0.55, "less than the finger moved")
        p.drag(travel: 400)
        XCTAssertGreaterThan(p.offset(at: 0), -100, "never beyond one view")
        p.endDrag(velocity: 2000, at: 0.1)
        XCTAssertEqual(p.targetIndex, 0)
        XCTAssertEqual(p.offset(at: 2), 0, "springs back to the first item")
    }

    func testMomentumDeceleratesLikeUIScrollViewThenSnapsToWhereItWouldRest() throws {
        var p = try pager(100)
        p.beginDrag(at: 0)
        p.drag(travel: -20)
        // Flung at 2000 px/s: UIScrollView would travel 2 px/ms / -ln(0.998) ≈ 999 px further.
        p.endDrag(velocity: -2000, at: 0.1)
        XCTAssertEqual(p.targetIndex, 10, "20 + 999 px rests nearest item 10")
        XCTAssertTrue(p.isAnimating(at: 0.2))
        // Early on the strip moves at the fling speed and slows by 0.998 per ms.
        let v0 = (p.offset(at: 0.101) - p.offset(at: 0.1)) / 0.001
        let v1 = (p.offset(at: 0.201) - p.offset(at: 0.2)) / 0.001
        XCTAssertEqual(v0, 2000, accuracy: 10)
        XCTAssertEqual(v1 / v0, pow(0.998, 100), accuracy: 0.01)
        var last = p.offset(at: 0.1)
        for i in 1...400 {
            let o = p.offset(at: 0.1 + Double(i) * 0.01)
            XCTAssertGreaterThanOrEqual(o, last - 1e-9, "never turns back")
            last = o
        }
        XCTAssertEqual(p.offset(at: 10), 1000)
        XCTAssertFalse(p.isAnimating(at: 10))
    }

    func testGrabbingDuringMomentumStopsTheStripWhereItIs() throws {
        var p = try pager(100)
        p.beginDrag(at: 0)
        p.endDrag(velocity: -3000, at: 0)
        let at = p.offset(at: 0.3)
        p.beginDrag(at: 0.3)
        XCTAssertEqual(p.offset(at: 0.5), at)
        XCTAssertFalse(p.isAnimating(at: 0.5))
    }

    func testNewGeometryKeepsTheItemInFocus() throws {
        var p = try pager(10)
        p.go(to: 4, at: 0)
        p.setGeometry(positions: try XCTUnwrap(StripPositions.uniform(count: 10, pitch: 250)), viewLength: 300)
        XCTAssertEqual(p.offset(at: 0), 1000)
        XCTAssertEqual(p.targetIndex, 4)
    }
}

/// The pager over items spaced unevenly (by their shapes), and positions that change while it moves.
final class PagerUnevenTests: XCTestCase {
    /// Item 0 at -50 (placed around another item), then steps of 100, 60, 140, 100.
    let centres: [Double] = [-50, 50, 110, 250, 350]

    private func pager() throws -> Pager {
        try XCTUnwrap(Pager(positions: try XCTUnwrap(StripPositions(centres)), viewLength: 200))
    }

    func testPagingDraggingAndFlingsLandOnTheItems() throws {
        var p = try pager()
        XCTAssertEqual(p.offset(at: 0), -50, "rests on item 0 where it is placed")
        for (index, centre) in centres.enumerated() {
            p.go(to: index, at: Double(index))
            XCTAssertEqual(p.offset(at: Double(index) + 1), centre)
        }
        p.beginDrag(at: 10)
        p.drag(travel: 190) // from 350 to 160: nearer 110 than 250
        p.endDrag(velocity: 0, at: 10)
        XCTAssertEqual(p.targetIndex, 2)
        XCTAssertEqual(p.offset(at: 11), 110)
        p.beginDrag(at: 12)
        p.endDrag(velocity: 3000, at: 12) // towards the first item, far past it
        XCTAssertEqual(p.targetIndex, 0)
        XCTAssertEqual(p.offset(at: 20), -50)
        p.beginDrag(at: 21)
        p.drag(travel: 100)
        XCTAssertLessThan(p.offset(at: 21), -50, "pulled past the first item")
        XCTAssertGreaterThan(p.offset(at: 21), -150, "against the rubber band")
    }

    func testNewPositionsKeepTheStripAndReaimASnapWithoutAJump() throws {
        var p = try pager()
        p.go(to: 3, at: 0)
        let before = p.offset(at: 0.1)
        // Items 0-2 kept their places; item 3 turned out shorter and moved 40 px nearer.
        let moved = try XCTUnwrap(StripPositions([-50, 50, 110, 210, 310]))
        p.updatePositions(moved, at: 0.1)
        XCTAssertEqual(p.offset(at: 0.1), before, accuracy: 1e-9, "no jump")
        XCTAssertEqual(p.targetIndex, 3)
        XCTAssertEqual(p.offset(at: 1), 210, "ends on the item's new place")
        // At rest on item 3, items beyond it moving do not move the strip.
        p.updatePositions(try XCTUnwrap(StripPositions([-50, 50, 110, 210, 400])), at: 2)
        XCTAssertEqual(p.offset(at: 2), 210)
        XCTAssertFalse(p.isAnimating(at: 2))
        // Another count is not these items: ignored.
        p.updatePositions(try XCTUnwrap(StripPositions([0, 1])), at: 3)
        XCTAssertEqual(p.count, 5)
    }

    func testNewPositionsDuringMomentumKeepTheGlide() throws {
        var p = try XCTUnwrap(Pager(count: 100, pitch: 100, viewLength: 100))
        p.beginDrag(at: 0)
        p.endDrag(velocity: -2000, at: 0)
        XCTAssertEqual(p.targetIndex, 10)
        let early = p.offset(at: 0.05)
        // Items from 5 on came 20 px nearer each: the target moved from 1000 to 900.
        let centres: [Double] = (0..<100).map { index in
            let pixels = index <= 5 ? index * 100 : 500 + (index - 5) * 80
            return Double(pixels)
        }
        p.updatePositions(try XCTUnwrap(StripPositions(centres)), at: 0.05)
        XCTAssertEqual(p.offset(at: 0.05), early, accuracy: 1e-9)
        XCTAssertTrue(p.isAnimating(at: 0.06))
        XCTAssertEqual(p.targetIndex, 10)
        var last = early
        for i in 1...400 {
            let o = p.offset(at: 0.05 + Double(i) * 0.01)
            XCTAssertGreaterThanOrEqual(o, last - 1e-9, "never turns back")
            XCTAssertLessThanOrEqual(o - last, 25, "no jump")
            last = o
        }
        XCTAssertEqual(p.offset(at: 10), 900)
    }
}
