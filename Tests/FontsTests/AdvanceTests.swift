import Fonts
import XCTest

/// Shaped advances are FreeType's own: HarfBuzz shapes through hb_ft with the same load flags.
final class AdvanceTests: XCTestCase {
    func testUnkernedLineWidthIsTheSumOfFreeTypeAdvances() throws {
        let font = try FontFixtures.dejaVu()
        for text in ["Vitrine", "Hello, world"] {
            for size in [16.0, 13.5, 31.25] {
                let layout = font.layout(text, size: size, maxWidth: nil, maxLines: nil, kerning: false)
                let line = try XCTUnwrap(layout.lines.first)
                let expected = try XCTUnwrap(font.freeTypeAdvances(of: text, size: size))
                XCTAssertEqual(expected.count, text.unicodeScalars.count)
                XCTAssertEqual(line.width, expected.reduce(0, +), accuracy: 1.0 / 64, "\(text) at \(size) px")
                // Glyph by glyph too: one glyph a character here (DejaVu has no ligature in these).
                XCTAssertEqual(line.glyphs.count, expected.count, text)
                for (got, want) in zip(FontFixtures.advances(line), expected) {
                    XCTAssertEqual(got, want, accuracy: 1.0 / 64, "\(text) at \(size) px")
                }
                XCTAssertEqual(line.glyphs.map(\.id), text.unicodeScalars.map { font.glyphIndex($0)! })
                // Fractional: unhinted advances are not whole pixels.
                XCTAssertNotEqual(line.width, line.width.rounded(), "\(text) at \(size) px")
            }
        }
    }

    func testKerningNarrowsAV() throws {
        let font = try FontFixtures.dejaVu()
        let kerned = font.layout("AV", size: 32).lines[0].width
        let plain = try XCTUnwrap(font.freeTypeAdvances(of: "AV", size: 32)).reduce(0, +)
        XCTAssertLessThan(kerned, plain - 0.5, "kerned \(kerned), plain \(plain)")
        XCTAssertEqual(
            font.layout("AV", size: 32, maxWidth: nil, maxLines: nil, kerning: false).lines[0].width, plain,
            accuracy: 1.0 / 64)
    }

    func testMetricsScaleWithSize() throws {
        let font = try FontFixtures.dejaVu()
        let m16 = font.metrics(size: 16), m32 = font.metrics(size: 32)
        XCTAssertGreaterThan(m16.ascent, 10)
        XCTAssertGreaterThan(m16.descent, 2)
        XCTAssertGreaterThanOrEqual(m16.lineHeight, m16.ascent + m16.descent)
        XCTAssertEqual(m32.ascent, 2 * m16.ascent, accuracy: 1e-9)
        XCTAssertEqual(font.layout("a\nb\nc", size: 16).height, 3 * m16.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(font.metrics(size: .nan), FontMetrics(ascent: 0, descent: 0, lineHeight: 0))
        XCTAssertTrue(font.layout("x", size: -3).lines.isEmpty)
        XCTAssertTrue(font.layout("x", size: .infinity).lines.isEmpty)
    }
}
