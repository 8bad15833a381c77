import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// PNGFile.write's text and mode, checked in the file's bytes: the chunks walked and the tEXt
/// parsed by PNGBytes (test support), not by the reader under test.
final class PNGTextWriteTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    private func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    private static let picture: Surface = {
        let surface = Surface(width: 5, height: 3)!
        for y in 0..<3 {
            for x in 0..<5 {
                surface[x, y] = Pixel.pack(red: UInt32(x * 50), green: UInt32(y * 90), blue: 9, alpha: 255)
            }
        }
        return surface
    }()

    func testTextGoesIntoTEXtChunksBetweenTheColourChunksAndTheImageData() throws {
        let path = scratch.file("text.png")
        let text = [
            PNGText("Thumb::URI", "file:///home/ann/a%20b.png"), PNGText("Thumb::MTime", "1700000000"),
            PNGText("Software", "Vitrine 0.3.0"), PNGText("Comment", "caf\u{E9}"),
        ]
        try PNGFile.write(Self.picture, to: path, text: text)
        let file = try bytes(path)
        let types = PNGBytes.chunks(of: file).map(\.type)
        XCTAssertEqual(types.prefix(6), ["IHDR", "sRGB", "tEXt", "tEXt", "tEXt", "tEXt"])
        XCTAssertEqual(types.last, "IEND")
        XCTAssertEqual(Set(types.dropFirst(6).dropLast()), ["IDAT"])
        let chunks = PNGBytes.textChunks(of: file)
        XCTAssertEqual(chunks.map(\.keyword), text.map(\.keyword))
        XCTAssertEqual(chunks.map(\.text), text.map(\.text))
        XCTAssertEqual(chunks.map(\.crcMatches), [true, true, true, true])
        // Latin-1: "é" is the one byte 0xE9 in the file, not UTF-8's two.
        let comment = PNGBytes.chunks(of: file).filter { $0.type == "tEXt" }[3]
        XCTAssertEqual(
            Array(file[comment.start + 8..<comment.end - 4]), Array("Comment".utf8) + [0, 0x63, 0x61, 0x66, 0xE9])
    }

    func testTextChangesNoOtherByte() throws {
        // The same file but for the tEXt chunks; without text, byte for byte the file of before.
        let plain = scratch.file("plain.png")
        let withText = scratch.file("with.png")
        let empty = scratch.file("empty.png")
        try PNGFile.write(Self.picture, to: plain)
        try PNGFile.write(Self.picture, to: withText, text: [PNGText("Title", "x")])
        try PNGFile.write(Self.picture, to: empty, text: [])
        let withoutChunks = PNGBytes.chunks(of: try bytes(withText)).filter { $0.type != "tEXt" }
        let rebuilt = PNGBytes.signature + withoutChunks.flatMap { try! bytes(withText)[$0.start..<$0.end] }
        XCTAssertEqual(rebuilt, try bytes(plain))
        XCTAssertEqual(try bytes(empty), try bytes(plain))
        XCTAssertTrue(try PNGFile.read(path: withText).hasSamePixels(as: Self.picture))
    }

    func testRefusesTextATEXtChunkCannotHoldAndWritesNothing() {
        let path = scratch.file("bad.png")
        let refused: [(PNGText, String)] = [
            (PNGText("", "x"), "'' is not a PNG text keyword"),
            (
                PNGText(String(repeating: "k", count: 80), "x"),
                "'\(String(repeating: "k", count: 80))' is not a PNG text keyword"
            ),
            (PNGText(" Lead", "x"), "' Lead' is not a PNG text keyword"),
            (PNGText("Trail ", "x"), "'Trail ' is not a PNG text keyword"),
            (PNGText("Two  spaces", "x"), "'Two  spaces' is not a PNG text keyword"),
            (PNGText("Tab\tkey", "x"), "'Tab\tkey' is not a PNG text keyword"),
            (PNGText("日本", "x"), "'日本' is not a PNG text keyword"),
            (PNGText("Title", "日本"), "the text of 'Title' is not Latin-1 without NUL"),
            (PNGText("Title", "a\u{0}b"), "the text of 'Title' is not Latin-1 without NUL"),
        ]
        for (entry, words) in refused {
            assertThrows(.writeFailed(words), path: path) { () throws(ImageFileError) in
                try PNGFile.write(Self.picture, to: path, text: [PNGText("Fine", "ok"), entry])
            }
        }
        XCTAssertEqual(scratch.contents(), [])
        // The longest keyword allowed, and Latin-1's top half, are written.
        let longest = String(repeating: "k", count: 79)
        XCTAssertNoThrow(try PNGFile.write(Self.picture, to: path, text: [PNGText(longest, "\u{FF}\u{A0}")]))
        XCTAssertEqual(PNGBytes.textChunks(of: (try? bytes(path)) ?? []).first?.keyword, longest)
    }

    func testAModeGivenIsTheNewFilesWhateverTheUmask() throws {
        let mask = umask(0o002)
        defer { umask(mask) }
        let path = scratch.file("private.png")
        try PNGFile.write(Self.picture, to: path, mode: 0o600)
        XCTAssertEqual(mode(path), 0o600)
        umask(0o777)
        try PNGFile.write(Self.picture, to: scratch.file("open.png"), mode: 0o644)
        XCTAssertEqual(mode(scratch.file("open.png")), 0o644)
        XCTAssertEqual(scratch.contents(), ["open.png", "private.png"])
    }

    func testAModeGivenReplacesTheReplacedFilesOwn() throws {
        let path = scratch.file("stale.png")
        try PNGFile.write(Self.picture, to: path)
        XCTAssertEqual(chmod(path, 0o644), 0)
        try PNGFile.write(Self.picture, to: path, overwrite: true, mode: 0o600)
        XCTAssertEqual(mode(path), 0o600)
    }

    func testRefusesAModeThatIsNoPermissionBits() {
        let path = scratch.file("odd.png")
        for bad in [-1, 0o1000, 0o4755] {
            assertThrows(.writeFailed("\(bad) is not a file mode"), path: path) { () throws(ImageFileError) in
                try PNGFile.write(Self.picture, to: path, mode: bad)
            }
        }
        XCTAssertEqual(scratch.contents(), [])
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        return info.st_mode & 0o7777
    }
}
