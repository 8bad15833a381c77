import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// BMPs made by ImageMagick (Fixtures/bmp-*.bmp, see make_tiff_bmp_fixtures.sh) from PNGs beside
/// them, and a few made here: each reads as the picture it holds.
final class BMPFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// Against the PNG each was made from or, where ImageMagick changed the picture on the way (a
    /// 4-bit palette of its own, 5- and 6-bit channels), its own reading of the BMP: exact but
    /// for the widening of 5 and 6 bits.
    func testEveryKindReadsAsItsSource() throws {
        try assertEachReadsAsItsSource([
            MadeFromSource(file: "bmp-rgb24.bmp", source: "tiff-source.png", worst: 0),
            MadeFromSource(file: "bmp-rgba32.bmp", source: "tiff-source-alpha.png", worst: 0),
            MadeFromSource(file: "bmp-palette8.bmp", source: "bmp-source-palette8.png", worst: 0),
            MadeFromSource(file: "bmp-rle8.bmp", source: "bmp-source-palette8.png", worst: 0),
            MadeFromSource(file: "bmp-palette4.bmp", source: "bmp-palette4-decoded.png", worst: 0),
            MadeFromSource(file: "bmp-os2.bmp", source: "tiff-source-palette.png", worst: 0),
            MadeFromSource(file: "bmp-mono.bmp", source: "bmp-source-mono.png", worst: 0),
            // ImageMagick widens 5 and 6 bits by repeating their top bits; Vitrine rounds
            // v x 255 / 31 to nearest: a level apart at most.
            MadeFromSource(file: "bmp-rgb565.bmp", source: "bmp-rgb565-decoded.png", worst: 1),
        ])
        let fitted = try ImageFile.read(path: Fixture.path("bmp-rgb24.bmp"), fitting: PixelSize(20, 20))
        let whole = try ImageFile.read(path: Fixture.path("bmp-rgb24.bmp"))
        XCTAssertTrue(
            fitted.hasSamePixels(as: try XCTUnwrap(whole.scaled(to: whole.size.fitted(into: PixelSize(20, 20))))))
    }

    /// A negative height: the rows top-down, the same picture.
    func testTopDownRows() throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixture.path("bmp-rgb24.bmp"))))
        let stride = (61 * 3 + 3) / 4 * 4, offset = 54
        let rows = (0..<37).map { Array(bytes[offset + $0 * stride..<offset + ($0 + 1) * stride]) }
        bytes.replaceSubrange(offset..<offset + 37 * stride, with: rows.reversed().flatMap { $0 })
        let minus37 = UInt32(bitPattern: -37)
        for i in 0..<4 { bytes[22 + i] = UInt8(truncatingIfNeeded: minus37 >> (8 * i)) }
        let path = scratch.file("top-down.bmp")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertTrue(
            try ImageFile.read(path: path).hasSamePixels(as: ImageFile.read(path: Fixture.path("bmp-rgb24.bmp"))))
    }

    /// RLE4 by hand (ImageMagick writes none): a run, a literal run, a move, the end; what no
    /// run reaches stays clear.
    func testRunLengthFourBits() throws {
        // 6 x 3, bottom row first: row 0 = a run of 1 2 1 2, then a literal 3 4 5; a move to
        // (2, 2) and a run of two 6s; row 1 never reached.
        let runs: [UInt8] = [4, 0x12, 0, 3, 0x34, 0x50, 0, 0, 0, 2, 2, 1, 2, 0x66, 0, 1]
        let path = scratch.file("rle4.bmp")
        try Data(BMPFileTests.file(width: 6, height: 3, bits: 4, compression: 2, palette: 16, pixels: runs))
            .write(to: URL(fileURLWithPath: path))
        let read = try ImageFile.read(path: path)
        func colour(_ i: UInt32) -> UInt32 { 0xFF00_0000 | i * 0x10 << 16 | i * 0x0F << 8 | i }
        let bottom = (0..<6).map { read[$0, 2] }, top = (0..<6).map { read[$0, 0] }
        XCTAssertEqual(bottom, [1, 2, 1, 2, 3, 4].map(colour), "the bottom row")
        XCTAssertEqual((0..<6).map { read[$0, 1] }, [0, 0, 0, 0, 0, 0], "the row no run reaches")
        XCTAssertEqual(top, [0, 0, 6, 6, 0, 0].map { $0 == 0 ? 0 : colour($0) }, "the top row, after the move")
    }

    /// Cut short, lying or of a kind not read: refused with a reason, never a crash.
    func testDamagedFilesAreRefused() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixture.path("bmp-rgb24.bmp"))))
        for cut in [2, 10, 20, 40, 54, 100, bytes.count / 2, bytes.count - 1] {
            let path = scratch.file("cut-\(cut).bmp")
            try Data(bytes.prefix(cut)).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try ImageFile.read(path: path), "cut at \(cut)") {
                XCTAssertTrue("\($0)".contains("truncated") || "\($0)".contains("corrupt"), "cut at \(cut): \($0)")
            }
        }
        func altered(_ name: String, _ change: (inout [UInt8]) -> Void, says words: String) throws {
            var changed = bytes
            change(&changed)
            let path = scratch.file(name)
            try Data(changed).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try ImageFile.read(path: path), name) {
                XCTAssertTrue("\($0)".contains(words), "\(name): \($0)")
            }
        }
        try altered("header.bmp", { $0[14] = 41 }, says: "a header of 41 bytes")
        try altered("jpeg.bmp", { $0[30] = 4 }, says: "a BMP holding a JPEG or PNG")
        try altered(
            "huge.bmp",
            {
                $0[18] = 0xA0
                $0[19] = 0x86
                $0[20] = 1
            }, says: "100000")
        try altered("inside.bmp", { $0[10] = 20 }, says: "its pixels inside its headers")
    }

    /// A BMP of `width` x `height` with a 40-byte header, a greyish palette of `palette` entries
    /// (entry i: blue i, green 15 i, red 16 i), and `pixels` as its data.
    static func file(width: Int, height: Int, bits: Int, compression: Int, palette: Int, pixels: [UInt8]) -> [UInt8] {
        let le16 = { (v: Int) in [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        let le32 = { (v: Int) in (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        let offset = 14 + 40 + 4 * palette
        var out = Array("BM".utf8) + le32(offset + pixels.count) + le32(0) + le32(offset)
        out += le32(40) + le32(width) + le32(height) + le16(1) + le16(bits) + le32(compression) + le32(pixels.count)
        out += le32(2835) + le32(2835) + le32(palette) + le32(0)
        for i in 0..<palette { out += [UInt8(i), UInt8(i * 15 & 255), UInt8(i * 16 & 255), 0] }
        return out + pixels
    }
}
