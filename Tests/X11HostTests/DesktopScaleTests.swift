import X11Host
import XCTest

final class DesktopScaleTests: XCTestCase {
    func testXftDpiAmongOtherResources() {
        let resources = "*customization:\t-color\nXft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n"
        XCTAssertEqual(DesktopScale.dpi(in: resources), 192)
        XCTAssertEqual(DesktopScale.scale(resources: resources), 2)
    }

    func testSpacesFractionsAndLineEnds() {
        XCTAssertEqual(DesktopScale.dpi(in: "Xft.dpi: 144"), 144)
        XCTAssertEqual(DesktopScale.dpi(in: "  Xft.dpi :120.5  \r\n"), 120.5)
        XCTAssertEqual(DesktopScale.scale(resources: "Xft.dpi:\t96"), 1)
        XCTAssertEqual(DesktopScale.scale(resources: "Xft.dpi:\t168"), 1.75)
    }

    func testOutOfRangeIsClamped() {
        XCTAssertEqual(DesktopScale.dpi(in: "Xft.dpi: 1"), 48)
        XCTAssertEqual(DesktopScale.dpi(in: "Xft.dpi: 100000"), 480)
        XCTAssertEqual(DesktopScale.scale(resources: "Xft.dpi: 100000"), 5)
    }

    func testNonsenseIsIgnored() {
        for value in ["", "abc", "0", "-96", "nan", "inf", "192dpi", "1e400"] {
            XCTAssertNil(DesktopScale.dpi(in: "Xft.dpi: \(value)"), value)
            XCTAssertEqual(DesktopScale.scale(resources: "Xft.dpi: \(value)"), 1, value)
        }
    }

    func testOtherNamesAndNoResources() {
        XCTAssertNil(DesktopScale.dpi(in: "Xft.dpix: 192\nXft.dpi.extra: 192\n*dpi: 192\n! Xft.dpi: 192"))
        XCTAssertNil(DesktopScale.dpi(in: ""))
        XCTAssertEqual(DesktopScale.scale(resources: nil), 1)
    }

    /// The resource manager keeps the last value a name is given.
    func testLastLineDecides() {
        XCTAssertEqual(DesktopScale.dpi(in: "Xft.dpi: 96\nXft.dpi: 192"), 192)
        XCTAssertNil(DesktopScale.dpi(in: "Xft.dpi: 192\nXft.dpi: nonsense"))
    }
}
