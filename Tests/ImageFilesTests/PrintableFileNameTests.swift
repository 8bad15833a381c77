import ImageFiles
import XCTest

final class PrintableFileNameTests: XCTestCase {
    func testOrdinaryNamesStayReadable() {
        for name in [
            "photo.png", "/home/me/Été 2024/café.png", "日本の写真.png", "emoji 🎉.png", "a b'c\"d.png",
            "\u{3000}ideographic space.png", "e\u{301}.png",
        ] {
            XCTAssertEqual(printableFileName(name), name)
        }
    }

    func testControlsAndUnprintablesAreEscaped() {
        let cases: [(String, String)] = [
            ("two\nlines.png", "two\\nlines.png"),
            ("tab\there\r.png", "tab\\there\\r.png"),
            ("\u{1B}[31mred\u{1B}[0m.png", "\\x1b[31mred\\x1b[0m.png"),
            ("nul\u{0}bell\u{7}del\u{7F}.png", "nul\\x00bell\\x07del\\x7f.png"),
            ("c1\u{85}csi\u{9B}.png", "c1\\u{0085}csi\\u{009b}.png"),
            ("rlo\u{202E}gnp.exe", "rlo\\u{202e}gnp.exe"), // a bidi override hiding the real end
            ("zero\u{200B}width", "zero\\u{200b}width"),
            ("line\u{2028}sep\u{2029}", "line\\u{2028}sep\\u{2029}"),
            ("private\u{E000}", "private\\u{e000}"),
            ("unassigned\u{50000}", "unassigned\\u{50000}"),
            ("bad\u{FFFD}utf8", "bad\\u{fffd}utf8"),
            ("back\\slash\\n", "back\\\\slash\\\\n"), // a name with a backslash and an n, not a newline
        ]
        for (name, shown) in cases { XCTAssertEqual(printableFileName(name), shown) }
    }

    func testBytesThatAreNotUTF8ShowAsHex() {
        XCTAssertEqual(printableFileName(bytes: Array("caf".utf8) + [0xE9] + Array(".png".utf8)), "caf\\xe9.png")
        XCTAssertEqual(printableFileName(bytes: Array("日本\n".utf8)), "日本\\n")
        let cases: [([UInt8], String)] = [
            ([0x80], "\\x80"), // a lone continuation byte
            ([0xC3], "\\xc3"), // a truncated sequence
            ([0xC0, 0xAF], "\\xc0\\xaf"), // an overlong "/"
            ([0xED, 0xA0, 0x80], "\\xed\\xa0\\x80"), // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], "\\xf4\\x90\\x80\\x80"), // past U+10FFFF
            ([0xE2, 0x82, 0xAC, 0xFF], "€\\xff"),
            ([0xC2, 0x9B], "\\u{009b}"), // a well-formed C1 control
        ]
        for (bytes, shown) in cases { XCTAssertEqual(printableFileName(bytes: bytes), shown, "\(bytes)") }
    }

    func testErrorDescriptionsShowTheNameEscapedAndStayOneLine() {
        let path = "/tmp/evil\n\u{1B}]0;owned\u{7}.png"
        let error = ImageFileError(path: path, reason: .missing)
        XCTAssertEqual(error.description, "cannot open '/tmp/evil\\n\\x1b]0;owned\\x07.png': no such file")
        XCTAssertEqual(error.path, path) // kept as given, for opening and comparing
        let written = ImageFileError(path: "out\r.png", reason: .exists)
        XCTAssertEqual(written.description, "cannot write 'out\\r.png': a file of that name already exists")
    }
}
