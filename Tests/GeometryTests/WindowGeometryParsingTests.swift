import Geometry
import XCTest

/// `--geometry`: XParseGeometry's syntax, checked, with a reason the user can act on.
final class WindowGeometryParsingTests: XCTestCase {
    private func parse(_ text: String) throws(WindowGeometry.ParseError) -> WindowGeometry {
        try WindowGeometry.parse(text, maxSide: 16384)
    }

    private func reason(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    func testSizeAndPlace() throws {
        XCTAssertEqual(
            try parse("800x600+10+20"),
            WindowGeometry(size: PixelSize(800, 600), offset: WindowOffset(x: 10, y: 20)))
        XCTAssertEqual(try parse("=640X480"), WindowGeometry(size: PixelSize(640, 480)))
        XCTAssertEqual(try parse("+0+0"), WindowGeometry(offset: WindowOffset(x: 0, y: 0)))
        XCTAssertEqual(
            try parse("1x16384-0-0"),
            WindowGeometry(
                size: PixelSize(1, 16384),
                offset: WindowOffset(x: 0, y: 0, fromRight: true, fromBottom: true)))
    }

    /// As XParseGeometry reads them: a sign after the edge's sign belongs to the number.
    func testSignedOffsets() throws {
        XCTAssertEqual(try parse("+-5+32767").offset, WindowOffset(x: -5, y: 32767))
        XCTAssertEqual(try parse("-10+-20").offset, WindowOffset(x: 10, y: -20, fromRight: true))
        XCTAssertEqual(try parse("10x10--3-+4").offset, WindowOffset(x: -3, y: 4, fromRight: true, fromBottom: true))
    }

    /// Minus offsets count from the right and bottom edges to the window's far side.
    func testOriginOnTheScreen() {
        let screen = PixelSize(1280, 1024), size = PixelSize(400, 300)
        XCTAssertEqual(WindowOffset(x: 10, y: 20).origin(size: size, screen: screen).x, 10)
        let corner = WindowOffset(x: 0, y: 0, fromRight: true, fromBottom: true).origin(size: size, screen: screen)
        XCTAssertEqual([corner.x, corner.y], [880, 724])
        let inset = WindowOffset(x: 10, y: -5, fromRight: true, fromBottom: true).origin(size: size, screen: screen)
        XCTAssertEqual([inset.x, inset.y], [870, 729])
    }

    func testNotAGeometry() {
        for text in [
            "", "=", "abc", "800", "800x", "x600", "800x600+", "800x600+1", "+1", "800x600+1+2+3", "800x600 +1+2",
            "+1-", "12.5x10", "800x600+a+b", "+ 1+2", " 800x600",
        ] {
            XCTAssertEqual(reason(text), "expected WxH, WxH+X+Y or +X+Y such as 1280x800+0+0, not '\(text)'", text)
        }
    }

    func testOutOfRange() {
        for text in ["0x600", "600x0", "16385x1", "99999999999999999999x1"] {
            XCTAssertEqual(reason(text), "'\(text)': each side must be 1 to 16384", text)
        }
        for text in ["+32768+0", "+0-99999999999999999999", "10x10+-40000+0"] {
            XCTAssertEqual(reason(text), "'\(text)': each offset must be -32767 to 32767", text)
        }
    }
}
