import ImageFiles
import XCTest

final class ImageFileErrorTests: XCTestCase {
    func testDescriptionsAreOneLineNamingTheFileAndTheReason() {
        let cases: [(ImageFileError, String)] = [
            (ImageFileError(path: "x.png", reason: .missing), "cannot open 'x.png': no such file"),
            (ImageFileError(path: "d", reason: .isDirectory), "cannot open 'd': it is a folder, not a file"),
            (
                ImageFileError(path: "p", reason: .notRegularFile),
                "cannot open 'p': it is not a regular file (a device, pipe or socket)"
            ),
            (ImageFileError(path: "x.png", reason: .permissionDenied), "cannot open 'x.png': permission denied"),
            (ImageFileError(path: "x.png", reason: .empty), "cannot open 'x.png': the file is empty"),
            (ImageFileError(path: "x.jpg", reason: .notPNG), "cannot open 'x.jpg': not a PNG file"),
            (
                ImageFileError(path: "x.png", reason: .truncated, detail: "libpng: Read Error"),
                "cannot open 'x.png': the file is truncated (libpng: Read Error)"
            ),
            (
                ImageFileError(path: "x.png", reason: .corrupt("IDAT: CRC error")),
                "cannot open 'x.png': the file is corrupt (libpng: IDAT: CRC error)"
            ),
            (
                ImageFileError(path: "x.ico", reason: .notAnImage),
                "cannot open 'x.ico': not an image Vitrine reads (PNG, JPEG, WebP, GIF, TIFF, BMP, HEIC, AVIF, JPEG XL)"
            ),
            (
                ImageFileError(
                    path: "x.jpg", reason: .corrupt("Bogus Huffman table definition", library: "libjpeg-turbo")),
                "cannot open 'x.jpg': the file is corrupt (libjpeg-turbo: Bogus Huffman table definition)"
            ),
            (
                ImageFileError(
                    path: "a.webp", reason: .unsupported("animated WebP"), detail: "Vitrine shows still images only"),
                "cannot open 'a.webp': animated WebP is not supported (Vitrine shows still images only)"
            ),
            (
                ImageFileError(
                    path: "x.jpg", reason: .fileTooLarge(bytes: 300_000_000), detail: "the limit is 256 MiB"),
                "cannot open 'x.jpg': the file is too large (300000000 bytes) (the limit is 256 MiB)"
            ),
            (
                ImageFileError(
                    path: "x.png", reason: .tooLarge(width: 100000, height: 100000),
                    detail: "the limit is 16384 x 16384 pixels and 512 MiB"),
                "cannot open 'x.png': the image is too large (100000 x 100000 pixels) "
                    + "(the limit is 16384 x 16384 pixels and 512 MiB)"
            ),
            (
                ImageFileError(path: "x.png", reason: .readFailed("Input/output error")),
                "cannot open 'x.png': read error (Input/output error)"
            ),
            (
                ImageFileError(path: "o.png", reason: .exists),
                "cannot write 'o.png': a file of that name already exists"
            ),
            (
                ImageFileError(path: "o.png", reason: .writeFailed("the folder 'a' does not exist")),
                "cannot write 'o.png': the folder 'a' does not exist"
            ),
        ]
        for (error, text) in cases {
            XCTAssertEqual(error.description, text)
            XCTAssertFalse(error.description.contains("\n"))
        }
    }

    func testRealErrorsDescribeThemselves() {
        let path = Fixture.path("bad-truncated-idat.png")
        guard let error = imageFileError({ () throws(ImageFileError) in try PNGFile.read(path: path) }) else { return }
        XCTAssertEqual(error.description, "cannot open '\(path)': the file is truncated (libpng: Read Error)")
        let huge = Fixture.path("bad-huge-header.png")
        guard let tooLarge = imageFileError({ () throws(ImageFileError) in try PNGFile.read(path: huge) }) else {
            return
        }
        XCTAssertEqual(
            tooLarge.description,
            "cannot open '\(huge)': the image is too large (100000 x 100000 pixels) "
                + "(the limit is 16384 x 16384 pixels and 512 MiB)")
    }

    func testLimitsAllowExactlyUpToEachBound() {
        let limits = DecodeLimits(maxWidth: 10, maxHeight: 20, maxBytes: 400)
        XCTAssertTrue(limits.allow(width: 10, height: 10))
        XCTAssertFalse(limits.allow(width: 11, height: 1))
        XCTAssertFalse(limits.allow(width: 1, height: 21))
        XCTAssertFalse(limits.allow(width: 10, height: 11)) // 440 bytes
        XCTAssertFalse(DecodeLimits(maxWidth: .max, maxHeight: .max, maxBytes: .max).allow(width: .max, height: 2))
        XCTAssertEqual(DecodeLimits.default, DecodeLimits(maxWidth: 16384, maxHeight: 16384, maxBytes: 512 << 20))
    }
}
