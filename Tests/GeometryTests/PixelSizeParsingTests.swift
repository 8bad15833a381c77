import Geometry
import XCTest

/// `--size` and `--box`: a size or a reason the user can act on.
final class PixelSizeParsingTests: XCTestCase {
    private func reason(_ text: String, maxSide: Int = 16384) -> String? {
        do {
            _ = try PixelSize.parse(text, maxSide: maxSide)
            return nil
        } catch {
            return error.description
        }
    }

    func testSizes() throws {
        XCTAssertEqual(try PixelSize.parse("1280x800", maxSide: 16384), PixelSize(1280, 800))
        XCTAssertEqual(try PixelSize.parse("640X480", maxSide: 16384), PixelSize(640, 480))
        XCTAssertEqual(try PixelSize.parse("1x16384", maxSide: 16384), PixelSize(1, 16384))
    }

    func testNotWxH() {
        for text in ["abc", "", "1280", "1280x", "x800", "1280x800x2", "12.5x10", "1280 x 800", "+5x5", "axb"] {
            XCTAssertEqual(reason(text), "expected WxH such as 1280x800, not '\(text)'", text)
        }
    }

    func testSidesOutOfRange() {
        for text in [
            "0x600", "600x0", "99999x10", "-5x10", "16385x1", "9223372036854775807x9223372036854775807",
            "99999999999999999999x1",
        ] {
            XCTAssertEqual(reason(text), "'\(text)': each side must be 1 to 16384", text)
        }
        XCTAssertEqual(reason("200x100", maxSide: 128), "'200x100': each side must be 1 to 128")
    }

    func testErrorKeepsTheTextAndMayShowItOtherwise() {
        XCTAssertThrowsError(try PixelSize.parse("1\u{1B}x2", maxSide: 10)) { error in
            let parseError = error as? PixelSize.ParseError
            XCTAssertEqual(parseError?.problem, .notWxH)
            XCTAssertEqual(parseError?.text, "1\u{1B}x2")
            XCTAssertEqual(
                parseError?.description(showing: "1\\x1bx2"), "expected WxH such as 1280x800, not '1\\x1bx2'")
        }
    }
}
