import Effects
import Foundation
import Geometry
import XCTest

final class AlphaMapTests: XCTestCase {
    /// A 2-px vertical stroke at every phase within a 4-px cell, placed at scale 1: hit on it and
    /// up to 8 view pixels beside it, missed 12 and more beside it.
    func testAThinStrokeIsHitWithinTheReachAndMissedBeyondIt() {
        for x0 in 48...51 {
            var art = AlphaArt(width: 120, height: 120)
            art.rectangle(x: x0, y: 10, width: 2, height: 100)
            let stamp = Stamp(id: 1, size: art.size, center: Point(400, 300))
            let map = art.map
            // Art (x, 60) in view pixels.
            func hits(_ x: Double) -> Bool {
                map.isOpaque(stamp.transform.apply(Point(x, 60)), placedBy: stamp.transform)
            }
            let left = Double(x0), right = Double(x0 + 2)
            XCTAssertTrue(hits(left + 0.5), "on the stroke at x0 \(x0)")
            XCTAssertTrue(hits(left + 1.5), "on the stroke at x0 \(x0)")
            for beside in [0.5, 2, 4, 6, 7.9] {
                XCTAssertTrue(hits(left - beside), "\(beside) px left of the stroke at x0 \(x0)")
                XCTAssertTrue(hits(right + beside), "\(beside) px right of the stroke at x0 \(x0)")
            }
            for beside in [12.0, 16, 24, 40] {
                XCTAssertFalse(hits(left - beside), "\(beside) px left of the stroke at x0 \(x0)")
                XCTAssertFalse(hits(right + beside), "\(beside) px right of the stroke at x0 \(x0)")
            }
        }
    }

    /// A 1-px hairline of full alpha survives the downscale: a box average would leave a quarter.
    func testAHairlineIsKeptAtFullStrength() {
        var art = AlphaArt(width: 80, height: 80)
        art.rectangle(x: 41, y: 0, width: 1, height: 80)
        let map = art.map
        XCTAssertTrue(map.isOpaque(art: Point(41.5, 40)))
        XCTAssertTrue(map.isOpaque(art: Point(41.5 + 6, 40)))
        XCTAssertTrue(map.isOpaque(art: Point(41.5 - 6, 40)))
        XCTAssertFalse(map.isOpaque(art: Point(41.5 + 16, 40)))
    }

    /// A 2-px diagonal stroke across a box: a press 4 px beside it hits, one in the empty corners
    /// 16 px and more away does not.
    func testADiagonalStrokeLeavesTheBoxsEmptyCornersEmpty() {
        var art = AlphaArt(width: 160, height: 160)
        let a = Point(10, 10), b = Point(150, 150)
        art.stroke(from: a, to: b, width: 2)
        let map = art.map
        // Across the stroke, perpendicular to it, from points along it.
        let across = Point(1 / 2.0.squareRoot(), -1 / 2.0.squareRoot())
        for t in stride(from: 30.0, through: 130, by: 7) {
            let on = Point(t, t)
            XCTAssertTrue(map.isOpaque(art: on), "on the stroke at \(t)")
            for side in [1.0, -1] {
                XCTAssertTrue(map.isOpaque(art: on + across * (side * 5)), "5 px off the stroke at \(t)")
                XCTAssertFalse(map.isOpaque(art: on + across * (side * 16)), "16 px off the stroke at \(t)")
            }
        }
        XCTAssertFalse(map.isOpaque(art: Point(140, 20)), "the empty top-right corner")
        XCTAssertFalse(map.isOpaque(art: Point(20, 140)), "the empty bottom-left corner")
    }

    /// A 3-px ring of radius 40: hit on it and a few pixels either side, not in its hole.
    func testARingsHoleIsNotHit() {
        var art = AlphaArt(width: 100, height: 100)
        let centre = Point(50, 50)
        art.ring(centre: centre, inner: 37, outer: 40)
        let map = art.map
        for degrees in stride(from: 0.0, to: 360, by: 15) {
            let direction = Point(cos(degrees * .pi / 180), sin(degrees * .pi / 180))
            func at(_ r: Double) -> Point { centre + direction * r }
            XCTAssertTrue(map.isOpaque(art: at(38.5)), "on the ring at \(degrees) degrees")
            XCTAssertTrue(map.isOpaque(art: at(33)), "4 px inside the ring at \(degrees) degrees")
            XCTAssertTrue(map.isOpaque(art: at(44)), "4 px outside the ring at \(degrees) degrees")
            XCTAssertFalse(map.isOpaque(art: at(21)), "16 px inside the ring at \(degrees) degrees")
        }
        XCTAssertFalse(map.isOpaque(art: centre), "the hole's middle")
    }

    /// Strokes 10 px apart merge into one touchable area; 30 px apart they do not.
    func testSmallGapsMerge() {
        var art = AlphaArt(width: 120, height: 80)
        art.rectangle(x: 20, y: 0, width: 2, height: 80)
        art.rectangle(x: 32, y: 0, width: 2, height: 80)
        art.rectangle(x: 64, y: 0, width: 2, height: 80)
        let map = art.map
        for x in stride(from: 22.5, through: 31.5, by: 1) {
            XCTAssertTrue(map.isOpaque(art: Point(x, 40)), "in the 10-px gap at \(x)")
        }
        XCTAssertFalse(map.isOpaque(art: Point(49, 40)), "in the middle of the 30-px gap")
    }

    /// A disc is solid, however large; the map follows the stamp's turn and scale.
    func testTheMapFollowsRotationAndScale() {
        var art = AlphaArt(width: 100, height: 60)
        art.disc(centre: Point(20, 20), radius: 6)
        let map = art.map
        let upright = Stamp(id: 1, size: art.size, center: Point(300, 200))
        // Art (20, 20) is (-30, -10) from the art's centre (50, 30).
        XCTAssertTrue(map.isOpaque(Point(270, 190), placedBy: upright.transform))
        XCTAssertFalse(map.isOpaque(Point(310, 170), placedBy: upright.transform))
        // Turned 90 degrees clockwise (y down): (-30, -10) -> (10, -30).
        let turned = Stamp(id: 1, size: art.size, center: Point(300, 200), rotation: .pi / 2)
        XCTAssertTrue(map.isOpaque(Point(310, 170), placedBy: turned.transform))
        XCTAssertFalse(map.isOpaque(Point(270, 190), placedBy: turned.transform))
        // Turned and doubled: (20, -60); the disc is 12 view px across, so 10 px off still hits.
        let doubled = Stamp(id: 1, size: art.size, center: Point(300, 200), rotation: .pi / 2, scale: 2)
        XCTAssertTrue(map.isOpaque(Point(320, 140), placedBy: doubled.transform))
        XCTAssertTrue(map.isOpaque(Point(330, 140), placedBy: doubled.transform))
        XCTAssertFalse(map.isOpaque(Point(280, 220), placedBy: doubled.transform), "art (60, 40)")
        XCTAssertFalse(map.isOpaque(Point(300, 200), placedBy: doubled.transform), "the empty centre")
        // Any turn and scale: the art point under a view point is the one hit.
        for degrees in stride(from: 0.0, to: 360, by: 30) {
            for scale in [0.5, 1, 3] {
                let rotation = degrees * .pi / 180
                let stamp = Stamp(id: 1, size: art.size, center: Point(300, 200), rotation: rotation, scale: scale)
                XCTAssertTrue(map.isOpaque(stamp.transform.apply(Point(20, 20)), placedBy: stamp.transform))
                XCTAssertFalse(map.isOpaque(stamp.transform.apply(Point(80, 40)), placedBy: stamp.transform))
            }
        }
        XCTAssertFalse(map.isOpaque(Point(270, 190), placedBy: .scale(0, 0)), "a flattened stamp is not hit")
    }

    /// Cells are `cell` art pixels wide, rounded up; bits are set cell by cell, also past 64.
    func testTheMaskCountsCellsAndPacksThemInRows() {
        var art = AlphaArt(width: 300, height: 41)
        art.rectangle(x: 281, y: 0, width: 2, height: 41)
        let map = art.map
        XCTAssertEqual(map.cell, 4)
        XCTAssertEqual(map.width, 75)
        XCTAssertEqual(map.height, 11)
        // The stroke is in cell 70; it reaches 2 cells either side on every row.
        for y in 0..<11 {
            XCTAssertEqual((60..<75).filter { map.isSet(x: $0, y: y) }, Array(68...72), "row \(y)")
        }
        XCTAssertFalse(map.isSet(x: -1, y: 0))
        XCTAssertFalse(map.isSet(x: 75, y: 0))
        XCTAssertFalse(map.isSet(x: 70, y: 11))
        XCTAssertFalse(map.isOpaque(art: Point(-0.5, 10)))
        XCTAssertFalse(map.isOpaque(art: Point(1e300, 10)), "far outside, without trapping")
        XCTAssertFalse(map.isOpaque(art: Point(.nan, 10)))
    }

    /// A lone full-alpha speck reaches one cell straight out and none diagonally.
    func testALoneSpeckReachesOneCell() {
        var art = AlphaArt(width: 40, height: 40)
        art.rectangle(x: 21, y: 21, width: 1, height: 1)
        let map = art.map
        let set = (0..<10).flatMap { y in (0..<10).filter { map.isSet(x: $0, y: y) }.map { [$0, y] } }
        XCTAssertEqual(set, [[5, 4], [4, 5], [5, 5], [6, 5], [5, 6]])
    }

    /// Faint fringes on their own are not ink: a stroke of alpha 48 vanishes, one of 64 stays.
    func testFaintInkBelowTheThresholdVanishes() {
        for (value, kept) in [(UInt8(48), false), (64, true)] {
            var art = AlphaArt(width: 40, height: 40)
            art.rectangle(x: 20, y: 0, width: 2, height: 40, alpha: value)
            let map = art.map
            XCTAssertEqual(map.isOpaque(art: Point(21, 20)), kept, "alpha \(value)")
        }
    }

    /// Reach and threshold are parameters: no reach keeps the ink's own cells; a longer reach
    /// needs a lower threshold to carry a stroke all the way.
    func testReachAndThresholdAreParameters() {
        var art = AlphaArt(width: 40, height: 40)
        art.rectangle(x: 17, y: 0, width: 2, height: 40)
        let none = AlphaMap(alpha: art.alpha, width: 40, height: 40, reach: 0)!
        XCTAssertEqual((0..<10).filter { none.isSet(x: $0, y: 5) }, [4])
        // Cells of 2 px: the stroke is in cells 8 and 9. Reach 3 at threshold 16 carries it 2
        // cells (255 / 16 is under 16 at the third); at threshold 8, all 3.
        let three = AlphaMap(alpha: art.alpha, width: 40, height: 40, cell: 2, reach: 3)!
        XCTAssertEqual(three.width, 20)
        XCTAssertEqual((0..<20).filter { three.isSet(x: $0, y: 10) }, Array(6...11))
        let fainter = AlphaMap(alpha: art.alpha, width: 40, height: 40, cell: 2, reach: 3, threshold: 8)!
        XCTAssertEqual((0..<20).filter { fainter.isSet(x: $0, y: 10) }, Array(5...12))
    }

    func testBadInputGivesNoMap() {
        XCTAssertNil(AlphaMap(alpha: [], width: 0, height: 0))
        XCTAssertNil(AlphaMap(alpha: [255, 255], width: 3, height: 1))
        XCTAssertNil(AlphaMap(alpha: [255], width: 1, height: 1, cell: 0))
        XCTAssertNil(AlphaMap(alpha: [255], width: 1, height: 1, reach: -1))
        XCTAssertEqual(AlphaMap(alpha: [255], width: 1, height: 1)?.width, 1)
    }

    /// An empty art is hit nowhere.
    func testAnEmptyArtIsNeverHit() {
        let map = AlphaArt(width: 50, height: 50).map
        XCTAssertFalse((0..<13).contains { y in (0..<13).contains { map.isSet(x: $0, y: y) } })
    }
}
