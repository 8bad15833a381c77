import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// PNGFile.text(ofFileAt:) and read(path:ifTextAccepted:) over files built byte by byte
/// (PNGBytes): every text chunk kind, and files that lie.
final class PNGTextReadTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// A 2 x 1 gray PNG with `before` between IHDR and IDAT and `after` between IDAT and IEND.
    private func png(before: [[UInt8]], after: [[UInt8]] = []) -> [UInt8] {
        let image = PNGBytes.file(
            width: 2, height: 1, depth: 8, colour: .gray, extra: before,
            imageData: ZlibStream.stored([0, 10, 200]))
        return Array(image.dropLast(12)) + after.flatMap { $0 } + PNGBytes.chunk("IEND")
    }

    private func text(_ bytes: [UInt8], _ name: String = "t.png") throws -> [PNGText] {
        try PNGFile.text(ofFileAt: try scratch.write(bytes, to: name))
    }

    func testReadsEveryKindOfTextChunkInFileOrder() throws {
        let entries = try text(
            png(before: [
                PNGBytes.tEXt("Thumb::URI", "file:///a%20b.png"),
                PNGBytes.zTXt("Thumb::URI::Long", String(repeating: "file:///long/", count: 20)),
                PNGBytes.iTXt("Title", "日本 é"),
                PNGBytes.iTXt("Compressed", "ünïcode", compressed: true),
                PNGBytes.tEXt("Latin", "caf\u{E9}"),
                PNGBytes.tEXt("Empty", ""),
            ]))
        XCTAssertEqual(
            entries,
            [
                PNGText("Thumb::URI", "file:///a%20b.png"),
                PNGText("Thumb::URI::Long", String(repeating: "file:///long/", count: 20)),
                PNGText("Title", "日本 é"), PNGText("Compressed", "ünïcode"), PNGText("Latin", "café"),
                PNGText("Empty", ""),
            ])
    }

    func testAFileWithoutTextHasNone() throws {
        XCTAssertEqual(try text(png(before: [])), [])
    }

    func testTextAfterTheImageDataIsNotRead() throws {
        let entries = try text(png(before: [PNGBytes.tEXt("Before", "1")], after: [PNGBytes.tEXt("After", "2")]))
        XCTAssertEqual(entries, [PNGText("Before", "1")])
    }

    func testDamagedTextChunksAreLeftOutAndTheRestRead() throws {
        var badCRC = PNGBytes.tEXt("Bad", "crc")
        badCRC[badCRC.count - 1] ^= 1
        let chunks: [[UInt8]] = [
            badCRC,
            PNGBytes.chunk("tEXt", Array("NoSeparator".utf8)),
            PNGBytes.chunk("tEXt", [0] + Array("no keyword".utf8)),
            PNGBytes.chunk("tEXt", [UInt8](repeating: 0x6B, count: 80) + [0, 0x78]), // keyword of 80
            PNGBytes.zTXt("Method", "x", compressed: [1] + ZlibStream.stored(Array("x".utf8))), // method 1
            PNGBytes.zTXt("Broken", "", compressed: [0x78, 0x01, 0xFF, 0xFF]),
            PNGBytes.zTXt("Bomb", "", compressed: ZlibStream.zeros(count: 1 << 20)),
            PNGBytes.chunk("iTXt", Array("NotUTF8".utf8) + [0, 0, 0, 0, 0, 0xFF, 0xFE]),
            PNGBytes.chunk("iTXt", Array("Flag".utf8) + [0, 2, 0, 0, 0] + Array("x".utf8)),
            PNGBytes.chunk("iTXt", Array("NoTags".utf8) + [0, 0, 0]),
            PNGBytes.tEXt("Good", "kept"),
        ]
        XCTAssertEqual(try text(png(before: chunks)), [PNGText("Good", "kept")])
    }

    func testATextChunkOver64KiBIsSkippedUnread() throws {
        let long = String(repeating: "x", count: 70_000)
        let entries = try text(png(before: [PNGBytes.tEXt("Long", long), PNGBytes.tEXt("After", "1")]))
        XCTAssertEqual(entries, [PNGText("After", "1")])
    }

    func testReadsAtMost256ChunksBeforeTheImageData() throws {
        let many = (0..<300).map { PNGBytes.tEXt("K\($0)", "v") }
        let entries = try text(png(before: many))
        // IHDR is the first of the 256.
        XCTAssertEqual(entries.count, 255)
        XCTAssertEqual(entries.last, PNGText("K254", "v"))
    }

    func testReadsAtMost1MiBOfTextInAll() throws {
        let chunk = String(repeating: "y", count: 60_000)
        let many = (0..<20).map { PNGBytes.tEXt("K\($0)", chunk) }
        // 17 chunks of about 60,000 bytes fit in 1 MiB; the 18th would pass it, and so would
        // every one after.
        XCTAssertEqual(try text(png(before: many)).count, 17)
    }

    func testLyingLengthsAndCutsEndTheWalkWithWhatWasFound() throws {
        let good = PNGBytes.tEXt("Good", "1")
        let huge = PNGBytes.chunk("tEXt", Array("Huge".utf8) + [0], length: 0xFFFF_FFF0)
        XCTAssertEqual(try text(png(before: [good, huge, PNGBytes.tEXt("Lost", "2")])), [PNGText("Good", "1")])
        let claims = PNGBytes.chunk("tEXt", Array("Claims".utf8) + [0, 0x31], length: 60_000)
        XCTAssertEqual(try text(png(before: [good, claims])), [PNGText("Good", "1")])
        // Cut anywhere, the walk ends without a crash and keeps what came whole before the cut.
        let whole = png(before: [good, PNGBytes.tEXt("Second", "2")])
        for cut in 8..<whole.count {
            let entries = try text(Array(whole[..<cut]), "cut.png")
            XCTAssertTrue(
                [[], [PNGText("Good", "1")], [PNGText("Good", "1"), PNGText("Second", "2")]].contains(entries))
        }
    }

    func testRefusesWhatIsNoPNG() throws {
        assertThrows(.missing, path: scratch.file("none.png")) { () throws(ImageFileError) in
            try PNGFile.text(ofFileAt: scratch.file("none.png"))
        }
        let empty = try scratch.write([], to: "empty.png")
        assertThrows(.empty, path: empty) { () throws(ImageFileError) in try PNGFile.text(ofFileAt: empty) }
        let jpeg = try scratch.write([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46], to: "a.jpg")
        assertThrows(.notPNG, path: jpeg) { () throws(ImageFileError) in try PNGFile.text(ofFileAt: jpeg) }
        let short = try scratch.write(Array(PNGBytes.signature.prefix(5)), to: "short.png")
        assertThrows(.truncated, path: short) { () throws(ImageFileError) in try PNGFile.text(ofFileAt: short) }
    }

    func testReadsThePixelsOnlyWhenTheTextIsAccepted() throws {
        let path = try scratch.write(png(before: [PNGBytes.tEXt("Key", "value")]), to: "p.png")
        var seen: [PNGText] = []
        let refused = try PNGFile.read(path: path) { text in
            seen = text
            return false
        }
        XCTAssertNil(refused)
        XCTAssertEqual(seen, [PNGText("Key", "value")])
        let accepted = try XCTUnwrap(try PNGFile.read(path: path) { _ in true })
        XCTAssertEqual(accepted.text, [PNGText("Key", "value")])
        XCTAssertEqual(accepted.surface.size, PixelSize(2, 1))
        XCTAssertEqual(accepted.surface[1, 0], 0xFFC8_C8C8)
    }

    func testTheLimitsStillHoldWhenTheTextIsAccepted() throws {
        let path = try scratch.write(png(before: [PNGBytes.tEXt("Key", "value")]), to: "p.png")
        assertThrows(.tooLarge(width: 2, height: 1), path: path) { () throws(ImageFileError) in
            try PNGFile.read(path: path, limits: DecodeLimits(maxWidth: 1)) { _ in true }
        }
    }

    func testWhatTheWriterWritesTheReaderReads() throws {
        let path = scratch.file("round.png")
        let text = [PNGText("Thumb::URI", "file:///x"), PNGText("Latin", "\u{A0}\u{FF}é")]
        try PNGFile.write(Surface(width: 3, height: 2)!, to: path, text: text)
        XCTAssertEqual(try PNGFile.text(ofFileAt: path), text)
    }
}
