import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// Every decode estimates its peak before allocating and is refused past
/// `DecodeLimits.maxPeakBytes`; the costliest reproducers take a few bytes.
final class DecodePeakTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// The generator makes a sound file: small, it decodes to its black pixels.
    func testTheFlatLosslessWebPIsSound() throws {
        let path = try scratch.write(CostlyImages.flatLosslessWebP(width: 37, height: 5), to: "flat.webp")
        let surface = try ImageFile.read(path: path)
        XCTAssertEqual(surface.size, PixelSize(37, 5))
        XCTAssertEqual(surface[36, 4], 0xFF00_0000)
    }

    /// 16384 x 8192 in ~40 bytes: whole, libwebp's ARGB buffer and the output are 1 GiB, past
    /// the limit, refused before allocating (it took 1,072 MB); at a view's size only the ARGB
    /// buffer is whole, and it decodes.
    func testALosslessWebPClaimingTheLimitIsRefusedWholeAndDecodedToTheView() throws {
        let bytes = CostlyImages.flatLosslessWebP(width: 16384, height: 8192)
        XCTAssertLessThan(bytes.count, 64)
        let path = try scratch.write(bytes, to: "huge.webp")
        XCTAssertThrowsError(try ImageFile.read(path: path)) { error in
            let error = error as! ImageFileError
            guard case .tooCostly(let peak) = error.reason else { return XCTFail("\(error)") }
            XCTAssertGreaterThan(peak, 1 << 30)
            XCTAssertTrue(error.description.contains("of memory at its peak"), error.description)
            XCTAssertTrue(error.description.contains("the limit is 544 MiB"), error.description)
        }
        XCTAssertLessThanOrEqual(
            ImageFile.decodeCost(ofFileAt: path, size: PixelSize(16384, 8192), fitting: PixelSize(640, 400)),
            DecodeLimits.default.maxPeakBytes)
    }

    /// A progressive JPEG holds every coefficient (128 bytes a block) whatever its output
    /// scale: at 16384 x 8192 in 4:4:4 that is 805 MB, refused even for a small view.
    func testAProgressiveJPEGWhoseCoefficientsPassTheLimitIsRefusedAtAnyScale() throws {
        let path = try scratch.write(
            CostlyImages.progressiveJPEGHeaders(width: 16384, height: 8192, components: 3), to: "444.jpg")
        for fitting in [nil, PixelSize(320, 200)] {
            XCTAssertThrowsError(try ImageFile.read(path: path, fitting: fitting)) { error in
                guard case .tooCostly = (error as! ImageFileError).reason else { return XCTFail("\(error)") }
            }
        }
    }

    /// Scans x blocks bounds a progressive decode's time: 499 scans over 16384 x 8192 (gray,
    /// 2 million blocks: its coefficients fit) are refused before decoding; it took 25 s.
    func testAProgressiveJPEGOfTooManyScansIsRefused() throws {
        let path = try scratch.write(
            CostlyImages.progressiveJPEGHeaders(width: 16384, height: 8192, components: 1, scans: 499),
            to: "scans.jpg")
        let started = Date()
        XCTAssertThrowsError(try ImageFile.read(path: path, fitting: PixelSize(320, 200))) { error in
            let error = error as! ImageFileError
            guard case .tooSlow = error.reason else { return XCTFail("\(error)") }
            XCTAssertTrue(error.description.contains("499 progressive scans over 16384 x 8192 pixels"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertEqual(JPEGDecoder.scanCount(in: CostlyImages.progressiveJPEGHeaders(width: 8, height: 8, scans: 7)), 7)
    }

    /// A lossless WebP shown small decodes through libwebp's scaling, to no less than the
    /// image fitted into the view.
    func testAWebPDecodesToTheViewItIsShownIn() throws {
        let path = try scratch.write(CostlyImages.flatLosslessWebP(width: 4000, height: 3000), to: "big.webp")
        let surface = try ImageFile.read(path: path, fitting: PixelSize(333, 333))
        XCTAssertEqual(surface.size, PixelSize(333, 250))
        XCTAssertEqual(surface[100, 100], 0xFF00_0000)
    }
}
