import Geometry
import XCTest

final class HomographyTests: XCTestCase {
    let card = Rect(x: 0, y: 0, width: 200, height: 100)
    let tilted = [Point(30, 10), Point(190, 30), Point(180, 95), Point(40, 120)]

    func assertClose(
        _ p: Point?, _ q: Point, _ tolerance: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let p else { return XCTFail("no image for \(q)", file: file, line: line) }
        XCTAssertEqual(p.x, q.x, accuracy: tolerance, file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: tolerance, file: file, line: line)
    }

    func testIdentityKeepsPoints() {
        assertClose(Homography.identity.apply(Point(3.5, -7)), Point(3.5, -7))
        XCTAssertEqual(Homography.identity.inverse, .identity)
    }

    func testCornersGoWhereAsked() throws {
        let h = try XCTUnwrap(Homography(from: card, to: tilted))
        assertClose(h.apply(Point(0, 0)), tilted[0])
        assertClose(h.apply(Point(200, 0)), tilted[1])
        assertClose(h.apply(Point(200, 100)), tilted[2])
        assertClose(h.apply(Point(0, 100)), tilted[3])
        XCTAssertNotEqual(h.m20, 0, "a trapezoid needs perspective")
    }

    func testOffsetSourceRectAndMirroredQuad() throws {
        let source = Rect(x: 10, y: 20, width: 50, height: 40)
        let mirrored = [tilted[1], tilted[0], tilted[3], tilted[2]]
        let h = try XCTUnwrap(Homography(from: source, to: mirrored))
        assertClose(h.apply(Point(10, 20)), mirrored[0])
        assertClose(h.apply(Point(60, 60)), mirrored[2])
    }

    func testInverseRoundTripsInteriorPoints() throws {
        let h = try XCTUnwrap(Homography(from: card, to: tilted))
        let inv = try XCTUnwrap(h.inverse)
        for p in [Point(0, 0), Point(100, 50), Point(13, 87), Point(199, 1)] {
            assertClose(inv.apply(try XCTUnwrap(h.apply(p))), p, 1e-9)
        }
        assertClose(h.then(inv).apply(Point(42, 17)), Point(42, 17), 1e-9)
    }

    func testAffineAgrees() {
        let a = Affine.rotation(0.3).then(.scale(2, 0.5)).then(.translation(7, -3))
        let h = Homography(a)
        for p in [Point(0, 0), Point(10, 5), Point(-3, 8)] { assertClose(h.apply(p), a.apply(p), 1e-12) }
        XCTAssertEqual(Homography(.identity), .identity)
    }

    func testRectToParallelogramIsAffine() throws {
        let quad = [Point(10, 10), Point(110, 20), Point(100, 70), Point(0, 60)]
        let h = try XCTUnwrap(Homography(from: card, to: quad))
        XCTAssertEqual(h.m20, 0, accuracy: 1e-15)
        XCTAssertEqual(h.m21, 0, accuracy: 1e-15)
    }

    func testDegenerateQuadsHaveNoMap() {
        XCTAssertNil(Homography(from: card, to: Array(tilted.prefix(3))))
        XCTAssertNil(Homography(from: card, to: [Point(0, 0), Point(1, 1), Point(2, 2), Point(3, 3)]), "a line")
        XCTAssertNil(Homography(from: card, to: [tilted[0], tilted[1], tilted[3], tilted[2]]), "a bow-tie")
        XCTAssertNil(Homography(from: card, to: [Point(0, 0), Point(10, 0), Point(2, 2), Point(0, 10)]), "concave")
        XCTAssertNil(Homography(from: card, to: [Point(0, 0), Point(10, 0), Point(10, 10), Point(10, 10)]))
        XCTAssertNil(Homography(from: card, to: [Point(.nan, 0), tilted[1], tilted[2], tilted[3]]))
        XCTAssertNil(Homography(from: card, to: [Point(.infinity, 0), tilted[1], tilted[2], tilted[3]]))
        XCTAssertNil(Homography(from: Rect(x: 0, y: 0, width: 0, height: 10), to: tilted))
        XCTAssertNil(Homography(from: Rect(x: 0, y: 0, width: .nan, height: 10), to: tilted))
    }

    func testPointsBehindTheEyeHaveNoImage() {
        // w = 1 - x / 100: the plane x = 100 is the eye's, beyond it is behind.
        let h = Homography(1, 0, 0, 0, 1, 0, -0.01, 0, 1)
        XCTAssertNotNil(h.apply(Point(50, 0)))
        XCTAssertNil(h.apply(Point(100, 0)))
        XCTAssertNil(h.apply(Point(150, 0)))
        XCTAssertNil(Homography(1, 0, 0, 0, 1, 0, 0, 0, 0).inverse, "singular")
        XCTAssertNil(Homography(.nan, 0, 0, 0, 1, 0, 0, 0, 1).inverse)
        XCTAssertNil(Homography(1, 0, 0, 0, 1, 0, 0, 0, .nan).apply(Point(0, 0)))
    }
}
