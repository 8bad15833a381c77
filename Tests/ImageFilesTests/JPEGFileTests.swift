import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// JPEG through ImageFile: golden decodes of each kind of file, the choice of format by the first
/// bytes, and reduced-scale decodes against a downscale of the full one.
final class JPEGFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// Quality 95 and flat 16 x 16 blocks: a block's centre decodes within 6 levels a channel of
    /// its colour (measured: at most 1, for every kind of file here).
    static let centreTolerance = 6

    func testEachKindOfJPEGDecodesToItsBlocks() throws {
        for name in ["blocks.jpg", "blocks-progressive.jpg", "blocks-444.jpg", "orientation-1.jpg"] {
            let surface = try ImageFile.read(path: FormatFixture.path(name))
            FormatFixture.assertBlockCentres(of: surface, tolerance: JPEGFileTests.centreTolerance, name)
        }
    }

    func testGrayscaleJPEGDecodesToItsLuma() throws {
        let surface = try ImageFile.read(path: FormatFixture.path("blocks-gray.jpg"))
        FormatFixture.assertBlockCentres(of: surface, tolerance: JPEGFileTests.centreTolerance, "gray") { bx, by in
            // cjpeg -grayscale keeps Y = 0.299 R + 0.587 G + 0.114 B (JFIF's luma).
            let (r, g, b) = FormatFixture.blockColour(bx, by)
            let y = Int((0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)).rounded())
            return Fixture.premultiplied(red: y, green: y, blue: y, alpha: 255)
        }
    }

    func testCMYKJPEGDecodes() throws {
        // ImageMagick's RGB to CMYK is the naive one (K = 1 - max(R, G, B), C = (1 - R - K) /
        // (1 - K), ...), which the decoder's CMYK to RGB undoes up to rounding.
        let surface = try ImageFile.read(path: FormatFixture.path("blocks-cmyk.jpg"))
        FormatFixture.assertBlockCentres(of: surface, tolerance: JPEGFileTests.centreTolerance, "cmyk")
    }

    func testFormatIsChosenByTheFirstBytesNotTheName() throws {
        let misnamed = scratch.file("photo.png")
        try FileManager.default.copyItem(atPath: FormatFixture.path("blocks.jpg"), toPath: misnamed)
        let surface = try ImageFile.read(path: misnamed)
        FormatFixture.assertBlockCentres(of: surface, tolerance: JPEGFileTests.centreTolerance, "misnamed")
        XCTAssertEqual(try ImageFile.size(ofFileAt: misnamed), PixelSize(64, 48))
        // And a PNG named .jpg is still a PNG.
        let png = scratch.file("picture.jpg")
        try FileManager.default.copyItem(atPath: Fixture.rgba8.path, toPath: png)
        assertPixels(of: try ImageFile.read(path: png), match: Fixture.rgba8)
    }

    func testReadableExtensions() {
        XCTAssertEqual(
            ImageFile.readableExtensions,
            [
                "png", "jpg", "jpeg", "jpe", "jfif", "webp", "tif", "tiff", "bmp", "dib", "heic", "heif", "hif", "avif",
                "jxl", "gif",
            ])
    }

    func testSizeComesFromTheHeaderAlone() throws {
        // Cut just after the frame header: no image data, yet the size is known.
        let bytes = try FormatFixture.bytes("blocks.jpg")
        let sof = try XCTUnwrap(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        let path = scratch.file("header-only.jpg")
        try Data(bytes.prefix(sof + 2 + 17)).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(64, 48))
        assertThrows(.truncated, path: path) { () throws(ImageFileError) in try ImageFile.read(path: path) }
    }

    // MARK: Reduced scale

    /// A decode at 1/2, 1/4 or 1/8 (libjpeg-turbo's scaled IDCT) against the full decode shrunk
    /// by Surface.scaled(to:) (a box filter): every channel of every pixel within 6 levels on
    /// the smooth photo.jpg (measured: 3 at 1/2, 2 at 1/4 and 1/8).
    static let reducedTolerance = 6

    func testReducedScaleDecodesMatchADownscaleOfTheFullDecode() throws {
        let path = FormatFixture.path("photo.jpg")
        let full = try ImageFile.read(path: path)
        XCTAssertEqual(full.size, PixelSize(256, 192))
        for (fitting, expected) in [
            (PixelSize(128, 96), PixelSize(128, 96)), (PixelSize(64, 64), PixelSize(64, 48)),
            (PixelSize(32, 24), PixelSize(32, 24)),
        ] {
            let reduced = try ImageFile.read(path: path, fitting: fitting)
            XCTAssertEqual(reduced.size, expected, "fitting \(fitting)")
            let downscaled = try XCTUnwrap(full.scaled(to: reduced.size))
            let worst = reduced.worstChannelDifference(from: downscaled)
            XCTAssertLessThanOrEqual(worst, JPEGFileTests.reducedTolerance, "fitting \(fitting)")
        }
    }

    func testTheScaleNeverGoesBelowTheShownSize() {
        let photo = PixelSize(4000, 3000)
        let cases: [(PixelSize?, Int)] = [
            (nil, 8), (PixelSize(4000, 3000), 8), (PixelSize(8000, 8000), 8),
            (PixelSize(2000, 1500), 4), (PixelSize(2001, 1501), 8), (PixelSize(1999, 1500), 4),
            (PixelSize(1000, 1000), 2), (PixelSize(500, 375), 1), (PixelSize(501, 2000), 2),
            (PixelSize(333, 250), 1), (PixelSize(0, 0), 8),
        ]
        for (fitting, eighths) in cases {
            XCTAssertEqual(
                JPEGDecoder.scaleEighths(for: photo, fitting: fitting), eighths, "\(String(describing: fitting))")
        }
        // Odd sides round up, as libjpeg-turbo rounds them: 1/8 of 4001 x 3001 is 501 x 376.
        XCTAssertEqual(JPEGDecoder.scaleEighths(for: PixelSize(4001, 3001), fitting: PixelSize(501, 376)), 1)
        XCTAssertEqual(JPEGDecoder.scaled(4001, 1), 501)
    }
}
