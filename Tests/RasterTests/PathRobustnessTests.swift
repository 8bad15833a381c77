import Foundation
import Geometry
import Raster
import XCTest

/// Fill rules, shared edges and hostile input for `Surface.fill(_:with:rule:transform:clip:)`.
final class PathRobustnessTests: XCTestCase {
    /// A self-crossing pentagram {5/2}: its centre pentagon winds twice.
    func testPentagramCentreDependsOnRule() {
        var points: [Point] = []
        for i in 0..<5 {
            let a = Double(i * 2) * 2 * Double.pi / 5 - Double.pi / 2
            points.append(Point(50 + 45 * cos(a), 50 + 45 * sin(a)))
        }
        let nonZero = Surface(width: 100, height: 100)!, evenOdd = Surface(width: 100, height: 100)!
        nonZero.fill(.polygon(points), with: .black, rule: .nonZero)
        evenOdd.fill(.polygon(points), with: .black, rule: .evenOdd)
        XCTAssertEqual(nonZero[50, 52] >> 24, 255, "centre, non-zero")
        XCTAssertEqual(evenOdd[50, 52] >> 24, 0, "centre, even-odd")
        for s in [nonZero, evenOdd] {
            XCTAssertEqual(s[49, 10] >> 24, 255, "top tip")
            XCTAssertEqual(s[2, 2] >> 24, 0, "outside")
            XCTAssertEqual(s[50, 90] >> 24, 0, "between the lower tips")
        }
    }

    /// Three nested squares, the middle one wound the other way.
    func testNestedRectanglesWithBothWindings() {
        var path = Path.rect(Rect(x: 2, y: 2, width: 36, height: 36))
        path.append(.polygon([Point(8, 8), Point(8, 32), Point(32, 32), Point(32, 8)]))
        path.append(.rect(Rect(x: 14, y: 14, width: 12, height: 12)))
        let nonZero = Surface(width: 40, height: 40)!, evenOdd = Surface(width: 40, height: 40)!
        nonZero.fill(path, with: .black, rule: .nonZero)
        evenOdd.fill(path, with: .black, rule: .evenOdd)
        for (x, y, nz, eo) in [(4, 4, 255, 255), (10, 10, 0, 0), (20, 20, 255, 255), (0, 0, 0, 0), (39, 20, 0, 0)] {
            XCTAssertEqual(nonZero[x, y] >> 24, UInt32(nz), "non-zero (\(x), \(y))")
            XCTAssertEqual(evenOdd[x, y] >> 24, UInt32(eo), "even-odd (\(x), \(y))")
        }
        var same = Path.rect(Rect(x: 2, y: 2, width: 36, height: 36))
        same.append(.rect(Rect(x: 8, y: 8, width: 24, height: 24)))
        let s = Surface(width: 40, height: 40)!
        s.fill(same, with: .black, rule: .nonZero)
        XCTAssertEqual(s[10, 10] >> 24, 255, "same winding never cuts a hole under non-zero")
    }

    /// Two triangles sharing a diagonal, at several angles: filled apart, their alphas sum to a
    /// full pixel within 1; filled as one path, the square is solid.
    func testSharedEdgeLeavesNoSeam() {
        for step in 0..<8 {
            let t = Double(step) * 0.41
            let c = Point(20.3, 19.7)
            let corners = (0..<4).map { i in
                let a = t + Double(i) * Double.pi / 2
                return Point(c.x + 14 * cos(a), c.y + 14 * sin(a))
            }
            let first = Path.polygon([corners[0], corners[1], corners[2]])
            let second = Path.polygon([corners[2], corners[3], corners[0]])
            let a = Surface(width: 40, height: 40)!, b = Surface(width: 40, height: 40)!
            a.fill(first, with: .white)
            b.fill(second, with: .white)
            var both = first
            both.append(second)
            let one = Surface(width: 40, height: 40)!
            one.fill(both, with: .white)
            let inner = Path.polygon(corners).bounds
            for y in 0..<40 {
                for x in 0..<40 where insideSquare(Point(Double(x) + 0.5, Double(y) + 0.5), corners, margin: 1) {
                    let sum = Int(a[x, y] >> 24) + Int(b[x, y] >> 24)
                    XCTAssert(abs(sum - 255) <= 1, "step \(step) (\(x), \(y)): \(sum) in \(inner)")
                    XCTAssertEqual(one[x, y] >> 24, 255, "step \(step) (\(x), \(y)) as one path")
                }
            }
        }
    }

    func testHostilePathsDrawNothing() {
        let huge = [1e300, -1e300, .nan, .infinity, -.infinity, .greatestFiniteMagnitude]
        var paths: [Path] = [
            Path(), .polygon([Point(5, 5)]), .polygon([Point(1, 1), Point(9, 9)]),
            .polygon([Point(0, 0), Point(10, 10), Point(20, 20)]),
            .rect(Rect(x: 5, y: 5, width: 0, height: 10)),
            .rect(Rect(x: 1e6, y: 1e6, width: 50, height: 50)),
            .rect(Rect(x: -1e9, y: 5, width: 10, height: 10)),
            .circle(center: Point(-5e8, 3), radius: 1e3),
        ]
        for v in huge {
            paths.append(.polygon([Point(v, v), Point(v, 0), Point(0, v)]))
            paths.append(.polygon([Point(v, 3), Point(v, 7), Point(v, 9)]))
            paths.append(.circle(center: Point(v, v), radius: 10))
            paths.append(.circle(center: Point(10, 10), radius: v.isNaN ? v : 0))
            var curve = Path()
            curve.move(to: Point(2, 2))
            curve.cubic(to: Point(20, 20), control1: Point(v, 0), control2: Point(0, v))
            curve.quad(to: Point(2, 20), control: Point(v, v))
            if !v.isFinite { paths.append(curve) }
        }
        for (i, path) in paths.enumerated() {
            let s = Surface(width: 32, height: 32)!
            s.fill(path, with: .white, rule: i % 2 == 0 ? .nonZero : .evenOdd)
            XCTAssertEqual(PerspectiveTests.largestChannel(s), 0, "path \(i): \(path.elements)")
        }
        let s = Surface(width: 32, height: 32)!
        s.fill(.rect(Rect(x: 2, y: 2, width: 9, height: 9)), with: .white, transform: Affine.scale(.nan, 1))
        s.fill(
            .rect(Rect(x: 2, y: 2, width: 9, height: 9)), with: .white,
            transform: Affine.scale(1e300, 1e300).then(.translation(1e300, 0)))
        XCTAssertEqual(PerspectiveTests.largestChannel(s), 0, "hostile transforms")
    }

    /// Coordinates far beyond the surface that still enclose it: filled, in finite time.
    func testHugeShapesAroundTheSurfaceCoverIt() {
        let s = Surface(width: 32, height: 32)!
        s.fill(.rect(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), with: .white)
        XCTAssertEqual(PerspectiveTests.lowestChannel(s), 255)
        let t = Surface(width: 32, height: 32)!
        t.fill(.polygon([Point(-1e12, -1e12), Point(1e12, 1e12), Point(-1e12, 1e12)]), with: .white)
        XCTAssertEqual(t[10, 20] >> 24, 255, "below the diagonal")
        XCTAssertEqual(t[20, 10] >> 24, 0, "above it")
    }

    private func insideSquare(_ p: Point, _ corners: [Point], margin: Double) -> Bool {
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let e = b - a
            // Distance inside the edge (the corners wind clockwise on screen).
            if ((p.x - a.x) * e.y - (p.y - a.y) * e.x) / e.length > -margin { return false }
        }
        return true
    }
}
