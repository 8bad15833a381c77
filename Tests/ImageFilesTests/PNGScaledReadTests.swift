import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// A PNG read to a smaller size is brought down as its rows arrive, a band at a time, with the
/// area filter: the very pixels of decoding it whole and scaling after, for a fraction of the
/// memory (a band instead of the full image).
final class PNGScaledReadTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// Translucent noise over several bands, with a size that divides into none of them.
    func testRowsScaledAsTheyArriveEqualTheWholeImageScaled() throws {
        var random = XorShift32(seed: 7)
        let source = Surface(width: 301, height: 203)!
        for y in 0..<source.height {
            for x in 0..<source.width {
                let alpha = UInt32.random(in: 0...255, using: &random)
                let colour = UInt32.random(in: 0...0xFF_FFFF, using: &random)
                source[x, y] = Pixel.scale(colour | 0xFF00_0000, by: alpha)
            }
        }
        let path = scratch.file("noise.png")
        try PNGFile.write(source, to: path)
        let whole = try PNGFile.read(path: path)
        for fitting in [PixelSize(97, 97), PixelSize(300, 203), PixelSize(1, 1), PixelSize(150, 16)] {
            let expected = try XCTUnwrap(whole.scaled(to: whole.size.fitted(into: fitting)))
            let streamed = try ImageFile.read(path: path, fitting: fitting)
            XCTAssertEqual(streamed.size, expected.size, "\(fitting)")
            XCTAssertTrue(streamed.hasSamePixels(as: expected), "\(fitting): not the whole image scaled")
        }
        XCTAssertEqual(try ImageFile.read(path: path, fitting: PixelSize(900, 900)).size, whole.size, "never larger")
    }

    /// A file cut short fails with its reason wherever the cut falls in the bands, while the
    /// scaling thread holds one band or two: the decode never hangs nor crashes.
    func testAFileCutShortFailsAtEveryBand() throws {
        var random = XorShift32(seed: 11)
        let source = Surface(width: 200, height: 160)!
        for y in 0..<source.height {
            for x in 0..<source.width { source[x, y] = UInt32.random(in: 0...0xFF_FFFF, using: &random) | 0xFF00_0000 }
        }
        let whole = scratch.file("whole.png")
        try PNGFile.write(source, to: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        for share in stride(from: 0.1, to: 0.99, by: 0.05) {
            let path = scratch.file("cut-\(share).png")
            try bytes.prefix(Int(Double(bytes.count) * share)).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try ImageFile.read(path: path, fitting: PixelSize(50, 50)), "cut at \(share)") {
                XCTAssertTrue("\($0)".contains("truncated"), "cut at \(share): \($0)")
            }
        }
    }

    /// Every fixture, each colour type and depth: the same pixels either way. Interlaced files
    /// deliver their rows in seven passes, so they are decoded whole at their own size.
    func testEveryFixtureScaledAsItArrives() throws {
        for fixture in Fixture.all {
            let whole = try PNGFile.read(path: fixture.path)
            let fitting = PixelSize(max(1, fixture.width / 2), max(1, fixture.height / 2))
            let read = try ImageFile.read(path: fixture.path, fitting: fitting)
            if fixture.name.hasPrefix("interlaced") {
                XCTAssertTrue(read.hasSamePixels(as: whole), "\(fixture)")
                continue
            }
            let expected = try XCTUnwrap(whole.scaled(to: whole.size.fitted(into: fitting)))
            XCTAssertTrue(read.hasSamePixels(as: expected), "\(fixture)")
        }
    }

    /// What a view of a PNG at the size limit costs: the view's pixels and a band, not the
    /// 512 MiB of the whole, so the closer look and the blur scene can show it; its closer look
    /// falls back to half size when the whole would pass the limit.
    func testAViewOfAPNGAtTheLimitCostsItsOwnPixelsAndABand() throws {
        let size = PixelSize(16384, 8192)
        let path = try scratch.write(CostlyImages.flatPNGHeader(width: size.width, height: size.height), to: "big.png")
        let view = ImageFile.decodeCost(ofFileAt: path, size: size, fitting: PixelSize(1280, 800))
        XCTAssertLessThan(view, 16 << 20, "the view's 4 MiB, a 1 MiB band, libpng's rows and the weights")
        XCTAssertGreaterThan(ImageFile.decodeCost(ofFileAt: path, size: size), 512 << 20)
        let closer = try ImageFile.largestFitting(ofFileAt: path, size: size, extraShare: 1.0 / 3)
        XCTAssertEqual(closer, PixelSize(8192, 4096), "the whole and its mip levels pass 544 MiB; half does not")
    }
}
