import Geometry
import XCTest

final class RectTests: XCTestCase {
    func testPixelRectRoundsEdgesAtPixelCentres() {
        XCTAssertEqual(Rect(x: 0.4, y: 0.6, width: 2, height: 2).pixelRect, PixelRect(x: 0, y: 1, width: 2, height: 2))
        XCTAssertEqual(Rect(x: 0.5, y: 0, width: 1, height: 1).pixelRect, PixelRect(x: 0, y: 0, width: 1, height: 1))
    }

    func testAffineInverseRoundTrips() throws {
        let m = Affine.rotation(0.7).then(.scale(2, 3)).then(.translation(10, -4))
        let inv = try XCTUnwrap(m.inverted)
        let p = Point(3, 7)
        let q = inv.apply(m.apply(p))
        XCTAssertEqual(q.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(q.y, p.y, accuracy: 1e-9)
        XCTAssertNil(Affine.scale(0, 1).inverted)
    }

    func testPixelSizeParsing() {
        XCTAssertEqual(PixelSize(parsing: "1280x800"), PixelSize(1280, 800))
        XCTAssertNil(PixelSize(parsing: "0x10"))
        XCTAssertNil(PixelSize(parsing: "12"))
        XCTAssertNil(PixelSize(parsing: "axb"))
    }
}
