import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class PathTests: XCTestCase {
    func testAxisAlignedRectCoversExactly() {
        let s = Surface(width: 10, height: 10)!
        s.fill(.rect(Rect(x: 2, y: 2, width: 4.5, height: 3)), with: .white)
        XCTAssertEqual(s[1, 3], 0)
        XCTAssertEqual(s[2, 2], 0xFFFF_FFFF)
        XCTAssertEqual(s[5, 4], 0xFFFF_FFFF)
        XCTAssertEqual(s[6, 3] >> 24, 128, "half-covered column is half transparent")
        XCTAssertEqual(s[3, 5], 0)
    }

    func testCircleAreaMatchesPi() {
        let s = Surface(width: 100, height: 100)!
        s.fill(.circle(center: Point(50.3, 49.6), radius: 30), with: .white)
        var area = 0.0
        for y in 0..<100 {
            for x in 0..<100 { area += Double(s[x, y] >> 24) / 255 }
        }
        XCTAssertEqual(area, Double.pi * 900, accuracy: 2)
    }

    func testEvenOddCutsAHoleAndNonZeroDoesNot() {
        var path = Path.rect(Rect(x: 0, y: 0, width: 20, height: 20))
        path.append(.rect(Rect(x: 5, y: 5, width: 10, height: 10)))
        let evenOdd = Surface(width: 20, height: 20)!
        evenOdd.fill(path, with: .black, rule: .evenOdd)
        XCTAssertEqual(evenOdd[10, 10], 0)
        XCTAssertEqual(evenOdd[2, 2], 0xFF00_0000)
        let nonZero = Surface(width: 20, height: 20)!
        nonZero.fill(path, with: .black, rule: .nonZero)
        XCTAssertEqual(nonZero[10, 10], 0xFF00_0000)
    }

    func testStarGolden() {
        let s = SyntheticInputs.photo(width: 192, height: 108)
        var star: [Point] = []
        for i in 0..<10 {
            let r = i % 2 == 0 ? 50.0 : 50 * 0.381966
            let a = Double(i) * Double.pi / 5 - Double.pi / 2
            star.append(Point(96 + r * cos(a), 54 + r * sin(a)))
        }
        var path = Path.polygon(star)
        path.append(.circle(center: Point(96, 54), radius: 15))
        s.fill(path, with: Color(red: 0, green: 0, blue: 0, alpha: 128), rule: .evenOdd)
        let result = Golden.compare(
            s, area: "path", name: "star", testFile: #filePath, tolerance: 1, maxDifferingShare: 0.001)
        XCTAssert(result.passed, result.failure ?? "")
    }
}
