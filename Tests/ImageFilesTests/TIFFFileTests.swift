import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// TIFFs made by ImageMagick through libtiff (Fixtures/tiff-*.tif) from PNGs beside them: each
/// reads as the PNG it was made from. 61 x 37, so strips, 16 x 16 tiles and their edges all show.
final class TIFFFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// Each kind against its source: exact where the samples are the PNG's own (8-bit RGB, LZW,
    /// deflate, tiled and big-endian; alpha premultiplied as Raster rounds it), within a level
    /// where 16 bits come down to 8 (libtiff keeps the high byte of a sample and of a palette's
    /// 16-bit colour map, libpng and ImageMagick round), within two for CMYK (its conversion
    /// rounds twice).
    func testEveryKindReadsAsItsSource() throws {
        try assertEachReadsAsItsSource([
            MadeFromSource(file: "tiff-rgb8-lzw.tif", source: "tiff-source.png", worst: 0),
            MadeFromSource(file: "tiff-tiled-msb.tif", source: "tiff-source.png", worst: 0),
            MadeFromSource(file: "tiff-strips5.tif", source: "tiff-source.png", worst: 0),
            MadeFromSource(file: "tiff-rgba8-deflate.tif", source: "tiff-source-alpha.png", worst: 0),
            MadeFromSource(file: "tiff-palette.tif", source: "tiff-source-palette.png", worst: 1),
            MadeFromSource(file: "tiff-gray16.tif", source: "tiff-source-gray.png", worst: 1),
            MadeFromSource(file: "tiff-cmyk.tif", source: "tiff-source.png", worst: 2),
        ])
    }

    /// Orientation 6 (the 0th row on the right): shown turned, as a JPEG with that EXIF tag is,
    /// and its size as shown; orientation 4 (the 0th row at the bottom) read in bands of strips,
    /// each band where the rows as stored put it, the whole then flipped.
    func testOrientationTurnsThePage() throws {
        let path = Fixture.path("tiff-rightTop.tif")
        XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(37, 61))
        let source = try PNGFile.read(path: Fixture.path("tiff-source.png"))
        let expected = try XCTUnwrap(ExifOrientation.rightTop.applied(to: source))
        XCTAssertTrue(try ImageFile.read(path: path).hasSamePixels(as: expected))
        let flipped = try XCTUnwrap(ExifOrientation.bottomLeft.applied(to: source))
        XCTAssertTrue(try ImageFile.read(path: Fixture.path("tiff-strips5-bottomLeft.tif")).hasSamePixels(as: flipped))
    }

    /// A file of pages: each directory that is a page read as the file it was copied from, a
    /// reduced-resolution copy of a page left out; a page that is not there refused.
    func testPagesAreEachRead() throws {
        let path = Fixture.path("tiff-pages.tif")
        XCTAssertEqual(ImageFile.pages(ofFileAt: path).pages, [0, 2, 3])
        XCTAssertFalse(ImageFile.pages(ofFileAt: path).more)
        XCTAssertEqual(try ImageFile.size(ofFileAt: path, page: 3), PixelSize(37, 61), "its own orientation")
        for (page, source) in [(0, "tiff-rgb8-lzw.tif"), (2, "tiff-gray16.tif"), (3, "tiff-rightTop.tif")] {
            let expected = try ImageFile.read(path: Fixture.path(source))
            XCTAssertTrue(try ImageFile.read(path: path, page: page).hasSamePixels(as: expected), "page \(page)")
        }
        XCTAssertEqual(try ImageFile.read(path: path, page: 1).size, PixelSize(31, 19), "read when asked for")
        XCTAssertThrowsError(try ImageFile.read(path: path, page: 4))
        XCTAssertThrowsError(try ImageFile.size(ofFileAt: path, page: -1))
        // Bounded: past the limit the rest are left out, and the caller hears so.
        XCTAssertEqual(TIFFDecoder.pages(ofFileAt: path, limit: 2)?.pages, [0, 2])
        XCTAssertEqual(TIFFDecoder.pages(ofFileAt: path, limit: 2)?.more, true)
        // Directories that are no page end the walk too: 100 thumbnails after the one page.
        let thumbnails = scratch.file("thumbnails.tif")
        try Data(TIFFFileTests.chain(of: 101, reducedAfterFirst: true)).write(to: URL(fileURLWithPath: thumbnails))
        XCTAssertEqual(TIFFDecoder.pages(ofFileAt: thumbnails, limit: 10)?.pages, [0])
        XCTAssertEqual(TIFFDecoder.pages(ofFileAt: thumbnails, limit: 10)?.more, true, "stopped after 36 directories")
        XCTAssertEqual(TIFFDecoder.pages(ofFileAt: thumbnails, limit: 50)?.more, false, "all 101 read")
        // One page, or another format: page 0 alone.
        XCTAssertEqual(ImageFile.pages(ofFileAt: Fixture.path("tiff-rgb8-lzw.tif")).pages, [0])
        XCTAssertEqual(ImageFile.pages(ofFileAt: Fixture.path("tiff-source.png")).pages, [0])
        XCTAssertEqual(ImageFile.pages(ofFileAt: Fixture.path("no-such-file.tif")).pages, [0])
    }

    /// A little-endian TIFF of `count` 1 x 1 gray directories sharing one strip, each but the
    /// first marked reduced-resolution when asked.
    private static func chain(of count: Int, reducedAfterFirst: Bool) -> [UInt8] {
        let (le16, le32, entry) = (LittleEndian.u16, LittleEndian.u32, TIFFFileTests.entry)
        let entries = 7, ifdBytes = 2 + 12 * entries + 4, strip = 8
        var bytes: [UInt8] = [0x49, 0x49, 42, 0] + le32(12) + [0x80, 0, 0, 0]
        for k in 0..<count {
            let next = k + 1 < count ? 12 + (k + 1) * ifdBytes : 0
            bytes += le16(entries) + entry(254, 4, reducedAfterFirst && k > 0 ? 1 : 0) + entry(256, 4, 1)
            bytes += entry(257, 4, 1) + entry(262, 3, 1) + entry(273, 4, strip) + entry(278, 4, 1)
            bytes += entry(279, 4, 1) + le32(next)
        }
        return bytes
    }

    /// A little-endian directory entry of one value: SHORT (type 3) or LONG (4).
    private static func entry(_ tag: Int, _ type: Int, _ value: Int) -> [UInt8] {
        let (le16, le32) = (LittleEndian.u16, LittleEndian.u32)
        return le16(tag) + le16(type) + le32(1) + (type == 3 ? le16(value) + [0, 0] : le32(value))
    }

    /// Fitted into a smaller size: the whole page area-filtered down, as `Surface.scaled(to:)`.
    func testFittingScalesTheWholePage() throws {
        try assertFittedReadScalesTheWhole(Fixture.path("tiff-rgb8-lzw.tif"), into: PixelSize(20, 20), wholeCopies: 2)
    }

    /// Cut short anywhere, a page header claiming more than the limits, or garbage after the
    /// magic: refused with a reason, never a crash. A cut that only loses what the picture does
    /// not need (trailing tag values) may still read, but then as the whole file does.
    func testDamagedFilesAreRefused() throws {
        let whole = Fixture.path("tiff-rgb8-lzw.tif")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: whole)))
        let picture = try ImageFile.read(path: whole)
        var refused = 0
        for share in stride(from: 0.0, to: 1.0, by: 0.05) {
            let cut = Int(Double(bytes.count) * share)
            let path = scratch.file("cut-\(cut).tif")
            try Data(bytes.prefix(cut)).write(to: URL(fileURLWithPath: path))
            if let read = try? ImageFile.read(path: path) {
                XCTAssertTrue(read.hasSamePixels(as: picture), "cut at \(cut) read, but not as the whole file")
            } else {
                refused += 1
            }
        }
        XCTAssertGreaterThanOrEqual(refused, 15, "cuts inside the strips are refused")
        // A little-endian RGB page, one uncompressed strip, claiming 100000 x 100000.
        let entry = TIFFFileTests.entry
        var huge: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 9, 0]
        huge += entry(256, 4, 100_000) + entry(257, 4, 100_000) + entry(258, 3, 8) + entry(259, 3, 1)
        huge += entry(262, 3, 2) + entry(273, 4, 200) + entry(277, 3, 3) + entry(278, 4, 100_000)
        huge += entry(279, 4, 3_000_000_000) + [0, 0, 0, 0]
        let hugePath = scratch.file("huge.tif")
        try Data(huge).write(to: URL(fileURLWithPath: hugePath))
        XCTAssertThrowsError(try ImageFile.read(path: hugePath)) {
            XCTAssertTrue("\($0)".contains("100000"), "\($0)")
        }
        let garbage = scratch.file("garbage.tif")
        try Data([0x4D, 0x4D, 0, 42] + [UInt8](repeating: 0xEE, count: 64)).write(to: URL(fileURLWithPath: garbage))
        XCTAssertThrowsError(try ImageFile.read(path: garbage))
    }
}
