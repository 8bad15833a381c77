import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// JPEG XL files made by libjxl's cjxl (Fixtures/make_jxl_fixtures.sh) from the TIFF fixtures'
/// PNGs and an EXIF orientation JPEG: each reads as what it was made from.
final class JXLFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// Each kind against its source: exact where lossless (alpha premultiplied as Raster rounds
    /// it); where lossy, within what the coder lost on the whole (a mean channel difference) and
    /// at worst, each measured on the committed files and given a little room. A red/blue swap
    /// would be off by ~100 on the whole, alpha left straight by tens.
    func testEveryKindReadsAsItsSource() throws {
        try assertEachReadsAsItsSource([
            MadeFromSource(file: "jxl-lossless.jxl", source: "tiff-source.png", worst: 0, mean: 0),
            MadeFromSource(file: "jxl-alpha-lossless.jxl", source: "tiff-source-alpha.png", worst: 0, mean: 0),
            MadeFromSource(file: "jxl-lossy.jxl", source: "tiff-source.png", worst: 64, mean: 8),
            MadeFromSource(file: "jxl-alpha-lossy.jxl", source: "tiff-source-alpha.png", worst: 64, mean: 8),
        ])
    }

    /// A JPEG recompressed into JPEG XL keeps its EXIF orientation (6) in the codestream, which
    /// libjxl applies: shown as the JPEG itself is, within what libjxl's float IDCT and
    /// libjpeg-turbo's integer one differ by.
    func testARecompressedJPEGIsTurnedAsTheJPEG() throws {
        let path = Fixture.path("jxl-recompressed-rightTop.jxl")
        let jpeg = try ImageFile.read(path: Fixture.path("orientation-6.jpg"))
        XCTAssertEqual(try ImageFile.size(ofFileAt: path), jpeg.size)
        let read = try ImageFile.read(path: path)
        XCTAssertEqual(read.size, PixelSize(64, 48))
        let worst = read.worstChannelDifferenceAndPlace(from: jpeg)
        XCTAssertLessThanOrEqual(worst.difference, 2, "at (\(worst.x), \(worst.y))")
    }

    func testFittingScalesTheWholePicture() throws {
        try assertFittedReadScalesTheWhole(Fixture.path("jxl-lossless.jxl"), into: PixelSize(20, 20), wholeCopies: 2)
    }

    /// Cut short anywhere or garbage after the signature: refused with a reason, never a crash;
    /// a header claiming more than the limits refused from the header.
    func testDamagedFilesAreRefused() throws {
        let whole = Fixture.path("jxl-lossless.jxl")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: whole)))
        for share in stride(from: 0.0, to: 1.0, by: 0.05) {
            let cut = max(1, Int(Double(bytes.count) * share))
            let path = scratch.file("cut-\(cut).jxl")
            try Data(bytes.prefix(cut)).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try ImageFile.read(path: path), "cut at \(cut)") {
                XCTAssertTrue("\($0)".contains("cut-\(cut).jxl"), "\($0)")
            }
        }
        let lastCut = scratch.file("last.jxl")
        try Data(bytes.dropLast(16)).write(to: URL(fileURLWithPath: lastCut))
        XCTAssertThrowsError(try ImageFile.read(path: lastCut)) {
            XCTAssertEqual(($0 as? ImageFileError)?.reason, .truncated, "\($0)")
        }
        let huge = scratch.file("huge.jxl")
        try Data(HostileCorpus.jxlHeader(width: 100_000, height: 100_000)).write(to: URL(fileURLWithPath: huge))
        XCTAssertThrowsError(try ImageFile.size(ofFileAt: huge)) {
            XCTAssertTrue("\($0)".contains("100000 x 100000"), "\($0)")
        }
        // Found by `make fuzz`: the cost of a file refused for its size was counted with no
        // limits at all, and 2^30 x 2^30 overflowed. Counted as a PNG of the size given now.
        let vast = scratch.file("vast.jxl")
        let header = HostileCorpus.jxlHeader(width: 1 << 30, height: 1 << 30)
        try Data(header).write(to: URL(fileURLWithPath: vast))
        XCTAssertEqual(
            ImageFile.decodeCost(ofFileAt: vast, size: PixelSize(1, 1)),
            PNGFile.decodeCost(of: PixelSize(1, 1)) + header.count)
        let garbage = scratch.file("garbage.jxl")
        try Data([0xFF, 0x0A] + [UInt8](repeating: 0xEE, count: 64)).write(to: URL(fileURLWithPath: garbage))
        XCTAssertThrowsError(try ImageFile.read(path: garbage))
    }
}
