import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// HEIC and AVIF files made by libheif's heif-enc (x265, libaom) and heif_orient.c from the TIFF
/// fixtures' PNGs (Fixtures/make_heif_fixtures.sh): each reads as the PNG it was made from. 61 x
/// 37, an odd size, which HEVC and AV1 code as even and libheif crops back.
final class HEIFFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// Each kind against its source: within a level where coded lossless (libheif's RGB
    /// conversion rounds); where lossy, within what the coder lost on the whole (a mean channel
    /// difference) and at worst (the noise's peaks), each measured on the committed files and
    /// given a little room. A red/blue swap would be off by ~100 on the whole, alpha left
    /// straight by tens.
    func testEveryKindReadsAsItsSource() throws {
        try assertEachReadsAsItsSource([
            MadeFromSource(file: "heif-rgb-lossless.heic", source: "tiff-source.png", worst: 1, mean: 1),
            MadeFromSource(file: "heif-alpha-lossless.heic", source: "tiff-source-alpha.png", worst: 1, mean: 1),
            MadeFromSource(file: "heif-rgb-lossless.avif", source: "tiff-source.png", worst: 1, mean: 1),
            MadeFromSource(file: "heif-rgb-lossy.heic", source: "tiff-source.png", worst: 48, mean: 8),
            MadeFromSource(file: "heif-alpha-lossy.avif", source: "tiff-source-alpha.png", worst: 48, mean: 8),
            MadeFromSource(file: "heif-rgb-10bit.heic", source: "tiff-source.png", worst: 48, mean: 8),
        ])
    }

    /// irot/imir boxes, applied by libheif: orientation 6 (turned a quarter clockwise) in a HEIC
    /// and 5 (mirrored across the diagonal) in an AVIF, shown as a JPEG with that EXIF tag is,
    /// and their sizes as shown.
    func testIrotAndImirTurnThePicture() throws {
        let source = try PNGFile.read(path: Fixture.path("tiff-source.png"))
        for (name, orientation) in [("heif-rightTop.heic", ExifOrientation.rightTop), ("heif-leftTop.avif", .leftTop)] {
            let path = Fixture.path(name)
            XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(37, 61), name)
            let expected = try XCTUnwrap(orientation.applied(to: source))
            let worst = try ImageFile.read(path: path).worstChannelDifferenceAndPlace(from: expected)
            XCTAssertLessThanOrEqual(worst.difference, 1, "\(name) at (\(worst.x), \(worst.y))")
        }
    }

    /// Fitted into a smaller size: the whole picture area-filtered down, as `Surface.scaled(to:)`;
    /// the cost counts libheif's pictures beside the surface.
    func testFittingScalesTheWholePicture() throws {
        let path = Fixture.path("heif-rgb-lossless.heic")
        try assertFittedReadScalesTheWhole(path, into: PixelSize(20, 20), wholeCopies: 3)
    }

    /// Cut short anywhere, a picture claiming more than the limits, or boxes of garbage: refused
    /// with a reason, never a crash. A cut inside the coded picture says truncated.
    func testDamagedFilesAreRefused() throws {
        let whole = Fixture.path("heif-rgb-lossless.heic")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: whole)))
        for share in stride(from: 0.05, to: 1.0, by: 0.05) {
            let cut = Int(Double(bytes.count) * share)
            let path = scratch.file("cut-\(cut).heic")
            try Data(bytes.prefix(cut)).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try ImageFile.read(path: path), "cut at \(cut)") {
                XCTAssertTrue("\($0)".contains("cut-\(cut).heic"), "\($0)")
            }
        }
        let lastCut = scratch.file("last.heic")
        try Data(bytes.dropLast(16)).write(to: URL(fileURLWithPath: lastCut))
        XCTAssertThrowsError(try ImageFile.read(path: lastCut)) {
            XCTAssertEqual(($0 as? ImageFileError)?.reason, .truncated, "\($0)")
        }
        // Every ispe box (version and flags, then width and height, big-endian; heif-enc wraps
        // an odd-sized picture in a grid of one tile, each with its own) claiming 100000 x
        // 100000: refused from the boxes by libheif's limit, set to ours, in its words.
        var huge = bytes
        let boxes = (0..<(bytes.count - 4)).filter { bytes[$0..<$0 + 4].elementsEqual("ispe".utf8) }
        XCTAssertFalse(boxes.isEmpty)
        for ispe in boxes {
            for offset in [ispe + 8, ispe + 12] {
                for i in 0..<4 { huge[offset + i] = UInt8(truncatingIfNeeded: 100_000 >> (24 - 8 * i)) }
            }
        }
        let hugePath = scratch.file("huge.heic")
        try Data(huge).write(to: URL(fileURLWithPath: hugePath))
        XCTAssertThrowsError(try ImageFile.size(ofFileAt: hugePath)) {
            XCTAssertTrue("\($0)".contains("100000x100000"), "\($0)")
        }
        var garbage = Array(bytes.prefix(32))
        garbage += [UInt8](repeating: 0xEE, count: 256)
        let garbagePath = scratch.file("garbage.heic")
        try Data(garbage).write(to: URL(fileURLWithPath: garbagePath))
        XCTAssertThrowsError(try ImageFile.read(path: garbagePath))
    }

    /// Told apart by the ftyp box's major brand: an MP4 video (brand isom) is not an image, and
    /// neither is a 3-byte file that a box length's wildcard would match.
    func testOnlyHEIFBrandsAreHEIF() throws {
        let video = scratch.file("clip.heic")
        try Data([0, 0, 0, 24] + Array("ftypisom".utf8) + [0, 0, 2, 0] + Array("isomiso2".utf8))
            .write(to: URL(fileURLWithPath: video))
        XCTAssertThrowsError(try ImageFile.read(path: video)) {
            XCTAssertEqual(($0 as? ImageFileError)?.reason, .notAnImage, "\($0)")
        }
        let tiny = scratch.file("tiny.heic")
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: tiny))
        XCTAssertThrowsError(try ImageFile.read(path: tiny)) {
            XCTAssertEqual(($0 as? ImageFileError)?.reason, .notAnImage, "\($0)")
        }
        XCTAssertTrue(ImageFile.readableExtensions.isSuperset(of: ["heic", "heif", "avif", "hif"]))
    }

    /// Found by `make fuzz`: a 61 x 37 image whose overlay item claims a 50048 x 53466 canvas,
    /// which libheif allocated at decode (its memset overflowed) while its size limit was lifted.
    /// Refused now, by libheif's limit set to the image's own size.
    func testAnOverlayLargerThanItsImageIsRefused() throws {
        let path = Fixture.path("bad-heif-overlay-50048x53466.heic")
        XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(61, 37))
        XCTAssertThrowsError(try ImageFile.read(path: path)) {
            XCTAssertTrue("\($0)".contains("50048x53466"), "\($0)")
        }
    }

    /// Found by `make fuzz`: the alpha grid's tile is the image it is the alpha of, so libheif
    /// 1.15 decoded without end (a thread a level: 1.7 GB and still going after 2 minutes).
    /// Refused from its references at once; a file whose alpha is its own grid is not a loop.
    func testImagesReferringToEachOtherInALoopAreRefused() throws {
        let path = Fixture.path("bad-heif-alpha-loop.heic")
        let started = Date()
        XCTAssertThrowsError(try ImageFile.read(path: path)) {
            XCTAssertTrue("\($0)".contains("loop"), "\($0)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        let alpha = try HEIFItemReferences(file: InputFile(path: Fixture.path("heif-alpha-lossless.heic")))
        XCTAssertEqual(alpha.dependencies, [2: [1, 4], 4: [3]], "grid 2: tile 1 and alpha 4; grid 4: tile 3")
        XCTAssertFalse(alpha.hasLoop)
    }

    /// A chain of 100,000 references is walked without recursion (a decode thread's stack
    /// would not hold it), and a loop at its end is still found.
    func testALongChainOfReferencesIsWalkedWithoutRecursion() {
        var references = HEIFItemReferences()
        for item in UInt32(1)..<100_000 { references.dependencies[item] = [item + 1] }
        XCTAssertFalse(references.hasLoop)
        references.dependencies[100_000] = [50_000]
        XCTAssertTrue(references.hasLoop)
    }
}
