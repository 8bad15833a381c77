import Fonts
import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// A line of DejaVu Sans drawn at 16 px, compared with golden PNGs (record with
/// VITRINE_RECORD_GOLDEN=1). Tolerance: 24 a channel on at most 0.5% of the pixels, room for
/// another FreeType's antialiasing of an edge; a glyph misplaced by a pixel, a wrong glyph or
/// a wrong colour differs on far more.
final class GoldenTextTests: XCTestCase {
    static let text = "Vitrine: the quick brown fox 0123"

    func render(_ foreground: Color, on background: Color) throws -> Surface {
        let font = try FontFixtures.dejaVu()
        let layout = font.layout(Self.text, size: 16)
        let surface = try XCTUnwrap(Surface(width: 280, height: 24))
        surface.clear(to: background)
        layout.draw(on: surface, at: Point(4.25, 3), color: foreground)
        return surface
    }

    func check(_ surface: Surface, _ name: String) {
        let result = Golden.compare(
            surface, area: "line", name: name, testFile: #filePath, tolerance: 24, maxDifferingShare: 0.005)
        XCTAssertTrue(result.passed, result.failure ?? "")
    }

    func testBlackOnWhite() throws {
        check(try render(.black, on: .white), "black-on-white")
    }

    func testWhiteOnDarkGrey() throws {
        check(try render(.white, on: Color(rgb: 0x333333)), "white-on-grey")
    }

    /// Drawn twice (the second time from the glyph cache), the pixels are the same.
    func testCachedGlyphsDrawTheSame() throws {
        let first = try render(.black, on: .white), second = try render(.black, on: .white)
        XCTAssertTrue(first.hasSamePixels(as: second))
    }

    /// Nothing is drawn outside the clip; inside it, the same as unclipped.
    func testClipLimitsTheDrawing() throws {
        let font = try FontFixtures.dejaVu()
        let layout = font.layout(Self.text, size: 16)
        let full = try XCTUnwrap(Surface(width: 280, height: 24)),
            clipped = try XCTUnwrap(Surface(width: 280, height: 24))
        let clip = PixelRect(x: 30, y: 8, width: 100, height: 9)
        layout.draw(on: full, at: Point(4.25, 3), color: .black)
        layout.draw(on: clipped, at: Point(4.25, 3), color: .black, clip: clip)
        var inked = 0
        for y in 0..<24 {
            for x in 0..<280 {
                XCTAssertEqual(clipped[x, y], clip.contains(x: x, y: y) ? full[x, y] : 0, "(\(x), \(y))")
                if clipped[x, y] != 0 { inked += 1 }
            }
        }
        XCTAssertGreaterThan(inked, 100)
    }
}
