import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// What a read may allocate: libpng's working memory is capped and small, ancillary chunks are
/// skipped unread whatever length they claim, and `decodeCost` counts what a read holds.
final class PNGMemoryTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    func testChunksClaimingGigabytesAreSkippedUnread() throws {
        // Signature, IHDR, then a chunk header claiming 2^31 - 1 bytes and 3 bytes of it: 44
        // bytes. Through libpng's simplified API each took 2 GB (allocated and zeroed).
        let good = try Data(contentsOf: URL(fileURLWithPath: Fixture.rgba8.path))
        for type in ["tEXt", "zTXt", "iTXt", "sPLT", "iCCP", "eXIf", "prVt"] {
            let path = scratch.file("\(type).png")
            try (good.prefix(33) + [0x7F, 0xFF, 0xFF, 0xFF] + Array(type.utf8) + [1, 2, 3])
                .write(to: URL(fileURLWithPath: path))
            let decoder = imageFileError { () throws(ImageFileError) in try PNGDecoder(path: path, limits: .default) }
            XCTAssertEqual(decoder?.reason, .truncated, type)
        }
    }

    func testWorkingMemoryStaysFarUnderItsCap() throws {
        for fixture in Fixture.all {
            let decoder = try PNGDecoder(path: fixture.path, limits: .default)
            _ = try decoder.decode()
            XCTAssertLessThan(decoder.peakWorkingBytes, 64 << 10, "\(fixture)")
            XCTAssertLessThan(decoder.peakWorkingBytes, PNGDecoder.workingBytes(width: fixture.width), "\(fixture)")
        }
    }

    func testACapTooSmallFailsTheReadCleanly() throws {
        // Lowered so far that libpng's first allocations past the header are refused: the read
        // must fail with a reason, not crash or allocate past the cap.
        let path = Fixture.rgba8.path
        let decoder = { () throws(ImageFileError) in
            try PNGDecoder(path: path, limits: .default, workingBytes: (base: 8 << 10, perColumn: 0)).decode()
        }
        guard let error = imageFileError(decoder) else { return }
        XCTAssertEqual(error.path, path)
        XCTAssertTrue(error.description.contains("working memory"), "\(error)")
    }

    func testDecodeCostCountsRowPaddingAndWorkingMemory() {
        // 7 pixels are 28 bytes, padded to a 64-byte row.
        XCTAssertEqual(PNGFile.decodeCost(of: PixelSize(7, 5)), 64 * 5 + (2 << 20) + 7 * 32)
        let photo = PNGFile.decodeCost(of: PixelSize(4000, 3000))
        XCTAssertGreaterThan(photo, 4000 * 3000 * 4)
        XCTAssertLessThan(photo, 4000 * 3000 * 4 + (3 << 20))
        // The largest image the default limits allow stays within 4 MiB of them.
        XCTAssertLessThan(PNGFile.decodeCost(of: PixelSize(11585, 11585)), DecodeLimits.default.maxBytes + (4 << 20))
    }
}
