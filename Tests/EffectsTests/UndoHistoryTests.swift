import Effects
import Geometry
import XCTest

final class UndoHistoryTests: XCTestCase {
    private let one = StampBoard([Stamp(id: 1, size: Size(100, 50), center: Point(10, 20))])

    /// A board after a stamp is moved, then another added.
    private func changes() -> (StampBoard, StampBoard) {
        var moved = one
        var stamp = one[1]!
        stamp.center = Point(60, 70)
        stamp.rotation = 0.3
        moved.replace(stamp)
        var added = moved
        added.add(Stamp(id: 2, size: Size(40, 40), center: Point(5, 5), scale: 2))
        return (moved, added)
    }

    func testUndoRestoresExactlyAndRedoReapplies() {
        let (moved, added) = changes()
        var history = UndoHistory<StampBoard>()
        XCTAssertFalse(history.canUndo)
        XCTAssertNil(history.undo(from: one))
        history.record(before: one, after: moved)
        history.record(before: moved, after: added)
        XCTAssertTrue(history.canUndo)
        XCTAssertFalse(history.canRedo)

        XCTAssertEqual(history.undo(from: added), moved)
        XCTAssertEqual(history.undo(from: moved), one)
        XCTAssertNil(history.undo(from: one), "nothing before the first change")
        XCTAssertFalse(history.canUndo)
        XCTAssertTrue(history.canRedo)
        XCTAssertEqual(history.redo(from: one), moved)
        XCTAssertEqual(history.redo(from: moved), added)
        XCTAssertNil(history.redo(from: added))
        XCTAssertEqual(history.undo(from: added), moved, "and back again")
    }

    func testANewChangeClearsRedo() {
        let (moved, added) = changes()
        var history = UndoHistory<StampBoard>()
        history.record(before: one, after: moved)
        XCTAssertEqual(history.undo(from: moved), one)
        XCTAssertTrue(history.canRedo)
        history.record(before: one, after: added)
        XCTAssertFalse(history.canRedo)
        XCTAssertNil(history.redo(from: added))
        XCTAssertEqual(history.undo(from: added), one)
    }

    func testAChangeThatChangesNothingIsNoStep() {
        let (moved, _) = changes()
        var history = UndoHistory<StampBoard>()
        history.record(before: one, after: moved)
        XCTAssertEqual(history.undo(from: moved), one)
        history.record(before: one, after: one)
        XCTAssertTrue(history.canRedo, "a click that moved nothing keeps the redo")
        XCTAssertFalse(history.canUndo)
    }

    func testTheLimitDropsTheOldestSteps() {
        var history = UndoHistory<Int>(limit: 3)
        XCTAssertEqual(history.limit, 3)
        for state in 0..<5 { history.record(before: state, after: state + 1) }
        var current = 5
        var undone: [Int] = []
        while let state = history.undo(from: current) {
            undone.append(state)
            current = state
        }
        XCTAssertEqual(undone, [4, 3, 2], "states 0 and 1 went")
        while let state = history.redo(from: current) { current = state }
        XCTAssertEqual(current, 5)
        XCTAssertEqual(UndoHistory<Int>().limit, 200)
        var none = UndoHistory<Int>(limit: -2)
        XCTAssertEqual(none.limit, 0)
        none.record(before: 0, after: 1)
        XCTAssertFalse(none.canUndo)
    }
}
