import X11Host
import XCTest

/// _NET_WM_ICON wants straight (non-premultiplied) ARGB; surfaces hold premultiplied pixels.
final class IconPixelsTests: XCTestCase {
    func testColoursAreDividedByAlpha() {
        XCTAssertEqual(X11Window.straightARGB(0xFF12_3456), 0xFF12_3456, "opaque: as it is")
        XCTAssertEqual(X11Window.straightARGB(0x0000_0000), 0, "transparent")
        XCTAssertEqual(X11Window.straightARGB(0x8080_4000), 0x80FF_8000, "half white-ish orange, rounded")
        XCTAssertEqual(X11Window.straightARGB(0x0101_0101), 0x01FF_FFFF)
        // Bytes past their alpha (invalid premultiplied input) are clamped, not wrapped.
        XCTAssertEqual(X11Window.straightARGB(0x1020_0000), 0x10FF_0000)
    }
}
