import Effects
import Geometry
import XCTest

final class StampBoardTests: XCTestCase {
    /// A solid square art of `side` pixels.
    private func square(_ side: Int) -> AlphaArt {
        var art = AlphaArt(width: side, height: side)
        art.rectangle(x: 0, y: 0, width: side, height: side)
        return art
    }

    func testTheTopmostStampWins() {
        let a = Stamp(id: 1, size: Size(100, 100), center: Point(100, 100))
        let b = Stamp(id: 2, size: Size(100, 100), center: Point(150, 100))
        var board = StampBoard([a, b])
        XCTAssertEqual(board.stamp(at: Point(125, 100), maps: [:]), 2, "overlap: the top one")
        XCTAssertEqual(board.stamp(at: Point(60, 100), maps: [:]), 1, "only the bottom one")
        XCTAssertEqual(board.stamp(at: Point(190, 100), maps: [:]), 2)
        XCTAssertNil(board.stamp(at: Point(300, 100), maps: [:]))
        board.bringToFront(1)
        XCTAssertEqual(board.stamps.map(\.id), [2, 1])
        XCTAssertEqual(board.stamp(at: Point(125, 100), maps: [:]), 1, "brought to the front")
        XCTAssertNil(StampBoard([]).stamp(at: .zero, maps: [:]))
    }

    /// Without a map a stamp is its outline, turned: a 200 x 20 bar turned 90 degrees.
    func testAStampWithoutAMapIsItsTurnedOutline() {
        let bar = Stamp(id: 1, size: Size(200, 20), center: Point(100, 100), rotation: .pi / 2)
        let board = StampBoard([bar])
        XCTAssertEqual(board.stamp(at: Point(100, 15), maps: [:]), 1)
        XCTAssertNil(board.stamp(at: Point(180, 100), maps: [:]))
    }

    /// A press in the top stamp's hole, or beside its ink, reaches the stamp below.
    func testAPressThroughAHoleReachesTheStampBelow() {
        var ring = AlphaArt(width: 120, height: 120)
        ring.ring(centre: Point(60, 60), inner: 50, outer: 54)
        let below = Stamp(id: 1, size: Size(40, 40), center: Point(200, 200))
        let above = Stamp(id: 2, size: ring.size, center: Point(200, 200))
        let board = StampBoard([below, above])
        let maps = [1: square(40).map, 2: ring.map]
        XCTAssertEqual(board.stamp(at: Point(200, 200), maps: maps), 1, "in the ring's hole")
        XCTAssertEqual(board.stamp(at: Point(200, 148), maps: maps), 2, "on the ring")
        XCTAssertNil(board.stamp(at: Point(200, 170), maps: maps), "in the hole beside both")
        XCTAssertNil(board.stamp(at: Point(145, 145), maps: [2: ring.map]), "the box's empty corner")
        XCTAssertNil(StampBoard([above]).stamp(at: Point(200, 200), maps: maps))
    }

    /// The move zone with the defaults, by the stamp's radius r in view pixels.
    func testTheMoveRadiusKeepsARingForTurning() {
        func moveRadius(side: Double, scale: Double = 1) -> Double {
            StampBoard([Stamp(id: 7, size: Size(side, side / 2), center: .zero, scale: scale)]).moveRadius(of: 7)
        }
        XCTAssertEqual(moveRadius(side: 200), 60, accuracy: 1e-9, "r 100: 60% of it")
        XCTAssertEqual(moveRadius(side: 100, scale: 2), 60, accuracy: 1e-9, "r 100 by scale")
        XCTAssertEqual(moveRadius(side: 80), 24, accuracy: 1e-9, "r 40: 60% is the minimum")
        XCTAssertEqual(moveRadius(side: 75), 24, accuracy: 1e-9, "r 37.5: raised to the minimum")
        XCTAssertEqual(moveRadius(side: 64), 20, accuracy: 1e-9, "r 32: the minimum gives way to a 12-px ring")
        XCTAssertEqual(moveRadius(side: 40), 12, accuracy: 1e-9, "r 20: 60% again")
        XCTAssertEqual(moveRadius(side: 200, scale: 0.2), 12, accuracy: 1e-9, "r 20 by scale")
        XCTAssertEqual(StampBoard([]).moveRadius(of: 7), 0)
        for side in stride(from: 10.0, through: 400, by: 2) {
            let r = side / 2, move = moveRadius(side: side)
            XCTAssertGreaterThanOrEqual(move, 0.6 * r - 1e-9, "never under the share, r \(r)")
            XCTAssertGreaterThanOrEqual(r - move, min(12, 0.4 * r) - 1e-9, "a ring to turn, r \(r)")
            XCTAssertGreaterThanOrEqual(move, min(24, r - 12) - 1e-9, "raised when it can be, r \(r)")
        }
    }

    /// A grid over a large stamp: within 60 px of its centre moves, beyond turns; wherever it is hit.
    func testMoveAndTurnOverAGrid() {
        let stamp = Stamp(id: 3, size: Size(200, 200), center: Point(300, 300), rotation: 0.4)
        let board = StampBoard([stamp])
        let maps = [3: square(200).map]
        var moves = 0, turns = 0
        for y in stride(from: 180.0, through: 420, by: 6) {
            for x in stride(from: 180.0, through: 420, by: 6) {
                let p = Point(x, y)
                guard board.stamp(at: p, maps: maps) == 3 else { continue }
                let expected: StampAction = p.distance(to: stamp.center) <= 60 ? .move : .turnAndResize
                XCTAssertEqual(board.action(at: p, on: 3), expected, "at \(p)")
                if expected == .move { moves += 1 } else { turns += 1 }
            }
        }
        XCTAssertGreaterThan(moves, 250)
        XCTAssertGreaterThan(turns, 700)
        XCTAssertEqual(board.action(at: Point(360, 300), on: 3), .move, "on the zone's rim")
        XCTAssertEqual(board.action(at: Point(361, 300), on: 3), .turnAndResize)
        XCTAssertEqual(board.action(at: Point(300, 300), on: 99), .move, "no such stamp")
    }

    /// A 75-px stamp (r 37.5) moves from 24 px out, beyond its 60% (22.5); a 40-px one (r 20)
    /// can be moved from its middle and turned from its rim.
    func testASmallStampCanStillBeMovedAndTurned() {
        let medium = Stamp(id: 1, size: Size(75, 75), center: Point(100, 100))
        let mediumBoard = StampBoard([medium])
        XCTAssertEqual(mediumBoard.action(at: Point(123.5, 100), on: 1), .move)
        XCTAssertEqual(mediumBoard.action(at: Point(124.5, 100), on: 1), .turnAndResize)

        let small = Stamp(id: 2, size: Size(40, 40), center: Point(100, 100))
        let board = StampBoard([small])
        let maps = [2: square(40).map]
        var actions: [StampAction: Int] = [:]
        for y in stride(from: 78.0, through: 122, by: 2) {
            for x in stride(from: 78.0, through: 122, by: 2) {
                let p = Point(x, y)
                guard board.stamp(at: p, maps: maps) == 2 else { continue }
                actions[board.action(at: p, on: 2), default: 0] += 1
            }
        }
        // Move: a 12-px disc, about 113 of its grid points at 2-px spacing; turn: the rest of the 40-px square.
        XCTAssertGreaterThan(actions[.move, default: 0], 100)
        XCTAssertGreaterThan(actions[.turnAndResize, default: 0], 250)
        XCTAssertEqual(board.action(at: Point(100, 100), on: 2), .move)
        XCTAssertEqual(board.action(at: Point(111, 100), on: 2), .move)
        XCTAssertEqual(board.action(at: Point(114, 100), on: 2), .turnAndResize, "6 px inside the side")
        XCTAssertEqual(board.action(at: Point(112, 112), on: 2), .turnAndResize, "the corner")
    }

    func testReplaceKeepsTheOrderAndAddPutsOnTop() {
        let a = Stamp(id: 1, size: Size(10, 10), center: Point(0, 0))
        let b = Stamp(id: 2, size: Size(10, 10), center: Point(5, 0))
        var board = StampBoard([a, b])
        var moved = a
        moved.center = Point(50, 50)
        board.replace(moved)
        XCTAssertEqual(board.stamps, [moved, b])
        XCTAssertEqual(board[1], moved)
        board.replace(Stamp(id: 9, size: Size(10, 10), center: .zero))
        XCTAssertEqual(board.stamps, [moved, b], "no stamp 9 to replace")
        let c = Stamp(id: 3, size: Size(10, 10), center: Point(9, 9))
        board.add(c)
        XCTAssertEqual(board.stamps.map(\.id), [1, 2, 3])
        board.add(a)
        XCTAssertEqual(board.stamps, [b, c, a], "an id already there: the new one, on top")
        board.bringToFront(42)
        XCTAssertEqual(board.stamps, [b, c, a])
        XCTAssertNil(board[42])
        XCTAssertEqual(StampBoard([a, b, moved]).stamps, [b, moved], "one stamp per id, the last")
    }

    /// On a board whose units are not view pixels, the minimums stay sizes on the screen: a
    /// stamp 30 px in radius on screen (60 units at 0.5 px a unit) keeps its 12-px turning
    /// ring, 24 units; at 2 px a unit the 24-px minimum is 12 units.
    func testTheMinimumsAreScreenPixelsWhateverTheBoardsUnits() {
        let small = StampBoard([Stamp(id: 1, size: Size(120, 120), center: .zero)])
        XCTAssertEqual(small.moveRadius(of: 1, pixelsPerUnit: 0.5), 36, accuracy: 1e-9)
        XCTAssertEqual(small.action(at: Point(37, 0), on: 1, pixelsPerUnit: 0.5), .turnAndResize)
        XCTAssertEqual(small.action(at: Point(35, 0), on: 1, pixelsPerUnit: 0.5), .move)
        let tiny = StampBoard([Stamp(id: 2, size: Size(40, 40), center: .zero)])
        // 20 units = 40 px of radius: 0.6 r = 24 px = 12 units.
        XCTAssertEqual(tiny.moveRadius(of: 2, pixelsPerUnit: 2), 12, accuracy: 1e-9)
    }
}
