import Fonts
import XCTest

final class LineBreakingTests: XCTestCase {
    static let text = "The quick brown fox jumps over the lazy dog while Vitrine shows five effects to the user"

    func testMaxWidthBreaksAtSpacesAndKeepsEveryWord() throws {
        let font = try FontFixtures.dejaVu()
        for maxWidth in [60.0, 100, 150, 333] {
            let layout = font.layout(Self.text, size: 16, maxWidth: maxWidth)
            XCTAssertGreaterThan(layout.lines.count, 1, "maxWidth \(maxWidth)")
            for line in layout.lines {
                XCTAssertLessThanOrEqual(line.width, maxWidth, "'\(line.text)' at maxWidth \(maxWidth)")
                XCTAssertFalse(line.text.hasPrefix(" ") || line.text.hasSuffix(" "), "'\(line.text)'")
            }
            XCTAssertEqual(layout.lines.map(\.text).joined(separator: " "), Self.text)
            XCTAssertLessThanOrEqual(layout.width, maxWidth)
            // Greedy: the next line's first word would not have fitted on the line before.
            for (a, b) in zip(layout.lines, layout.lines.dropFirst()) {
                let longer = a.text + " " + b.text.split(separator: " ")[0]
                XCTAssertGreaterThan(font.layout(longer, size: 16).width, maxWidth, "'\(longer)'")
            }
            let m = layout.metrics
            XCTAssertEqual(
                layout.lines.map(\.baseline), layout.lines.indices.map { m.ascent + Double($0) * m.lineHeight })
        }
    }

    func testNewlinesBreakAndAWordWiderThanTheLineIsSplit() throws {
        let font = try FontFixtures.dejaVu()
        XCTAssertEqual(font.layout("one\ntwo\r\n\nthree", size: 16).lines.map(\.text), ["one", "two", "", "three"])
        let word = "Incomprehensibilities"
        let layout = font.layout(word, size: 16, maxWidth: 50)
        XCTAssertGreaterThan(layout.lines.count, 2)
        XCTAssertEqual(layout.lines.map(\.text).joined(), word)
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 50, line.text) }
        // Narrower than any letter: one letter a line, none lost.
        XCTAssertEqual(font.layout("abc", size: 16, maxWidth: 1).lines.map(\.text), ["a", "b", "c"])
    }

    func testMaxLinesCutsWithAnEllipsis() throws {
        let font = try FontFixtures.dejaVu()
        let full = font.layout(Self.text, size: 16, maxWidth: 120)
        let cut = font.layout(Self.text, size: 16, maxWidth: 120, maxLines: 2)
        XCTAssertEqual(cut.lines.count, 2)
        XCTAssertEqual(cut.lines[0].text, full.lines[0].text)
        XCTAssertTrue(cut.lines[1].text.hasSuffix("…"), cut.lines[1].text)
        XCTAssertLessThanOrEqual(cut.lines[1].width, 120)
        XCTAssertTrue(full.lines[1].text.hasPrefix(String(cut.lines[1].text.dropLast())))
        XCTAssertEqual(cut.height, 2 * cut.metrics.lineHeight, accuracy: 1e-9)
        // Not cut: no ellipsis.
        XCTAssertFalse(font.layout("short", size: 16, maxWidth: 120, maxLines: 2).lines[0].text.contains("…"))
        XCTAssertEqual(font.layout("a\nb\nc", size: 16, maxLines: 2).lines.map(\.text), ["a", "b…"])
        XCTAssertTrue(font.layout("a\nb", size: 16, maxLines: 0).lines.isEmpty)
    }

    func testControlCharactersAndTabs() throws {
        let font = try FontFixtures.dejaVu()
        let layout = font.layout("a\tb\u{0}c\u{7}\u{1B}[1md\u{85}e", size: 16)
        XCTAssertEqual(layout.lines.map(\.text), ["a bc[1mde"])
        XCTAssertEqual(layout.lines[0].glyphs.count, 9)
        // Unpaired surrogates cannot be in a String; invalid UTF-8 becomes U+FFFD, which shapes.
        let repaired = String(decoding: [0x61, 0xFF, 0xC0, 0x62] as [UInt8], as: UTF8.self)
        XCTAssertGreaterThan(font.layout(repaired, size: 16, maxWidth: 10).width, 0)
        XCTAssertEqual(font.layout("", size: 16).lines.map(\.text), [""])
    }
}
