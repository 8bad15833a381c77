import Dispatch
import Fonts
import Geometry
import Raster
import XCTest

final class ShapingTests: XCTestCase {
    /// Arabic joins: the letters of a word take other glyphs (initial, medial, final forms) than
    /// alone, and come out right to left.
    func testArabicIsShapedInContext() throws {
        let font = try FontFixtures.dejaVu()
        let word = "مرحبا"
        let line = try XCTUnwrap(font.layout(word, size: 24).lines.first)
        XCTAssertGreaterThan(line.width, 10)
        XCTAssertFalse(line.glyphs.contains { $0.id == 0 }, "DejaVu Sans has these letters")
        let alone = word.unicodeScalars.map { font.glyphIndex($0)! }
        XCTAssertEqual(line.glyphs.count, alone.count)
        XCTAssertNotEqual(Array(line.glyphs.map(\.id).reversed()), alone, "no joining forms")
        // Visual order: pen positions still increase left to right.
        XCTAssertEqual(line.glyphs.map(\.x), line.glyphs.map(\.x).sorted())
    }

    /// DejaVu Sans has no Devanagari: its glyphs are .notdef boxes, measured and drawn, no crash.
    func testScriptsTheFontLacksStillLayOut() throws {
        let font = try FontFixtures.dejaVu()
        for text in ["नमस्ते दुनिया", "日本語のテキスト", "👩‍👩‍👧 e\u{301}\u{302}\u{303}", "\u{202E}reversed\u{202C}"] {
            let layout = font.layout(text, size: 16, maxWidth: 40, maxLines: 3)
            XCTAssertGreaterThan(layout.width, 0, text)
            let surface = try XCTUnwrap(Surface(width: 60, height: 80))
            layout.draw(on: surface, at: Point(1, 1), color: .white)
        }
    }

    /// Drawing far off the surface, at huge or odd coordinates, is harmless.
    func testOddPositionsAreHarmless() throws {
        let font = try FontFixtures.dejaVu()
        let layout = font.layout("Vitrine", size: 16)
        let surface = try XCTUnwrap(Surface(width: 20, height: 20))
        for origin in [Point(-1e300, 5), Point(5, 1e300), Point(.nan, 0), Point(-7.6, -9.1), Point(19.9, 19.9)] {
            layout.draw(on: surface, at: origin, color: .black)
        }
        layout.draw(on: surface, at: Point(0, 0), color: .black, clip: PixelRect(x: 50, y: 50, width: 5, height: 5))
    }

    /// The cache is bounded: many sizes never leave more than its limit.
    func testTheGlyphCacheIsBounded() throws {
        let font = try FontFixtures.dejaVu()
        let surface = try XCTUnwrap(Surface(width: 64, height: 64))
        for step in 0..<700 {
            font.layout("abcdefgh", size: 6 + Double(step) / 64).draw(on: surface, at: Point(0.3, 0), color: .black)
            XCTAssertLessThanOrEqual(font.cachedGlyphCount, 4096)
        }
    }

    /// One font from many threads: the same pixels as from one.
    func testAFontIsSharedSafelyBetweenThreads() throws {
        let font = try FontFixtures.dejaVu()
        @Sendable func draw(_ i: Int) -> Surface {
            let surface = Surface(width: 200, height: 40)!
            font.layout("Thread \(i % 4): Vitrine", size: 12 + Double(i % 4) * 3.3, maxWidth: 150)
                .draw(on: surface, at: Point(Double(i % 4) * 0.25, 1), color: .black)
            return surface
        }
        let expected = (0..<4).map(draw)
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            if !draw(i).hasSamePixels(as: expected[i % 4]) { mismatches.add(i) }
        }
        XCTAssertEqual(mismatches.count, 0)
    }
}

private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add(_: Int) { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
