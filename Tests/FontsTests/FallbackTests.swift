import Fonts
import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class FallbackTests: XCTestCase {
    func testDefaultFontMeetsTheRequest() {
        let font = Font.named()
        XCTAssertNil(font.problem, font.problem ?? "")
        XCTAssertNotNil(font.path)
        XCTAssertGreaterThan(font.layout("Vitrine", size: 16).width, 20)
        let dejaVu = Font.named("DejaVu Sans", bold: true)
        XCTAssertNil(dejaVu.problem, dejaVu.problem ?? "")
        XCTAssertEqual(dejaVu.familyName, "DejaVu Sans")
        XCTAssertEqual(dejaVu.path.map { ($0 as NSString).lastPathComponent }, "DejaVuSans-Bold.ttf")
        // Case and spacing of the request do not matter; an empty one is the default.
        XCTAssertNil(Font.named("dejavu  sans").problem)
        XCTAssertNil(Font.named(" ").problem)
    }

    func testAMissingFamilyFallsBackAndSaysSo() throws {
        let font = Font.named("NoSuchFamily-xyz")
        let problem = try XCTUnwrap(font.problem)
        XCTAssertTrue(problem.contains("'NoSuchFamily-xyz'"), problem)
        XCTAssertTrue(problem.contains(font.familyName), problem)
        XCTAssertNotEqual(font.familyName, "built-in")
        XCTAssertNotNil(font.path)
        XCTAssertGreaterThan(font.layout("Vitrine", size: 16).width, 20)
    }

    func testWithoutFontconfigDejaVuAtItsPathIsUsed() throws {
        let font = Font.resolve(
            "Foo", bold: false, useFontconfig: false,
            fallbackPaths: ["/nonexistent/font.ttf", "/etc/hostname", FontFixtures.dejaVuPath])
        XCTAssertEqual(font.familyName, "DejaVu Sans")
        XCTAssertEqual(font.path, FontFixtures.dejaVuPath)
        XCTAssertEqual(font.problem, "no fonts found; using DejaVu Sans")
    }

    func testTheBuiltInFontMeasuresAndDraws() throws {
        let font = Font.resolve("sans-serif", bold: false, useFontconfig: false, fallbackPaths: ["/nonexistent"])
        XCTAssertEqual(font.familyName, "built-in")
        XCTAssertNil(font.path)
        XCTAssertEqual(font.problem, "no fonts found; using the built-in font")
        let layout = font.layout("Vitrine 0.9 ok? ünïcode…", size: 20, maxWidth: 100)
        XCTAssertGreaterThan(layout.lines.count, 1)
        XCTAssertGreaterThan(layout.width, 0)
        XCTAssertLessThanOrEqual(layout.width, 100)
        XCTAssertGreaterThan(layout.metrics.lineHeight, layout.metrics.ascent)
        let surface = try XCTUnwrap(Surface(width: 120, height: Int(layout.height) + 4))
        surface.clear(to: .white)
        layout.draw(on: surface, at: Point(2, 2), color: .black)
        var black = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width where surface[x, y] == Color.black.pixel { black += 1 }
        }
        // Whole pixels only (crisp): every inked pixel is fully black at 2x scale.
        XCTAssertGreaterThan(black, 200)
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                XCTAssertTrue([Color.black.pixel, Color.white.pixel].contains(surface[x, y]), "(\(x), \(y))")
            }
        }
    }

    /// Every glyph of the built-in font, at 2x: exact (whole pixels, full coverage).
    func testTheBuiltInGlyphsMatchTheirGolden() throws {
        let font = Font.resolve("sans-serif", bold: false, useFontconfig: false, fallbackPaths: [])
        let ascii = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }) + "…"
        let layout = font.layout(ascii, size: 20, maxWidth: 32 * 12)
        let surface = try XCTUnwrap(Surface(width: 32 * 12 + 8, height: Int(layout.height) + 8))
        surface.clear(to: .white)
        layout.draw(on: surface, at: Point(4, 4), color: Color(rgb: 0x202060))
        let result = Golden.compare(surface, area: "builtin", name: "ascii", testFile: #filePath)
        XCTAssertTrue(result.passed, result.failure ?? "")
    }

    func testOpeningAFileThatIsNotAFontFails() {
        XCTAssertNil(Font(path: "/nonexistent/font.ttf"))
        XCTAssertNil(Font(path: "/etc/hostname"))
        XCTAssertNil(Font(path: ""))
    }
}
