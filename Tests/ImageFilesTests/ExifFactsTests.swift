import Foundation
import ImageFiles
import VitrineTestSupport
import XCTest

/// A photo's EXIF facts through libexif: a JPEG with an APP1 segment built here (camera, lens,
/// exposure, date, GPS), and the files that have none.
final class ExifFactsTests: XCTestCase {
    func testCameraLensExposureDateAndPlace() throws {
        let path = NSTemporaryDirectory() + "vitrine-exif-\(getpid()).jpg"
        try ExifFixture.writePhoto(to: path, from: Fixture.path("blocks.jpg"))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        let facts = try XCTUnwrap(ExifFacts.read(fromFileAt: path))
        XCTAssertEqual(facts.camera, "Canon EOS 5D", "the make left out where the model repeats it")
        XCTAssertEqual(facts.lens, "EF 24-70mm f/2.8L")
        XCTAssertEqual(facts.exposure, "1/125 sec., f/2.8, ISO 200, 35.0 mm")
        XCTAssertEqual(facts.taken, "2024-07-14 18:32:05", "the date's colons made dashes")
        XCTAssertEqual(facts.place, "48.85830° N, 2.29450° E")
        XCTAssertEqual(
            ExifFacts.read(fromFileAt: Fixture.path("exif-camera.jpg")), facts,
            "the fixture make_jpeg_webp_fixtures.py writes (the fuzzer's seed) says the same")
        // The same tags where the other formats keep them.
        for name in ["exif-camera.png", "exif-camera.webp", "exif-camera.heic"] {
            XCTAssertEqual(ExifFacts.read(fromFileAt: Fixture.path(name)), facts, name)
            // A photo as a user has it: its pixels decode too.
            XCTAssertNoThrow(try ImageFile.read(path: Fixture.path(name)), name)
        }
    }

    /// A file's text is shown as text: a model with control characters in it gets spaces.
    func testControlCharactersBecomeSpaces() throws {
        let path = NSTemporaryDirectory() + "vitrine-exif-control-\(getpid()).jpg"
        try ExifFixture.writePhoto(to: path, from: Fixture.path("blocks.jpg"), model: "Canon\nEOS\u{1B}[2J 5D")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(ExifFacts.read(fromFileAt: path)?.camera, "Canon EOS [2J 5D")
    }

    /// Some writers put "Exif\0\0" before the TIFF structure in a PNG's eXIf chunk too.
    func testAPNGeXIfWithTheJPEGHeader() throws {
        var png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixture.path("color-srgb.png"))))
        let data = Array("Exif\0\0".utf8) + ExifFixture.exif()
        let length = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: data.count >> $0) }
        let end = png.count - 12 // IEND: length, type, CRC
        png.insert(contentsOf: length + Array("eXIf".utf8) + data + [0, 0, 0, 0], at: end)
        let path = NSTemporaryDirectory() + "vitrine-exif-header-\(getpid()).png"
        try Data(png).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(ExifFacts.read(fromFileAt: path)?.camera, "Canon EOS 5D")
    }

    func testFilesWithoutExifHaveNone() throws {
        XCTAssertNil(ExifFacts.read(fromFileAt: Fixture.path("blocks.jpg")), "a JPEG without APP1")
        XCTAssertNil(ExifFacts.read(fromFileAt: Fixture.path("color-srgb.png")), "a PNG without eXIf")
        XCTAssertNil(ExifFacts.read(fromFileAt: Fixture.path("blocks-alpha-lossless.webp")), "a WebP without EXIF")
        XCTAssertNil(ExifFacts.read(fromFileAt: Fixture.path("heif-alpha-lossless.heic")), "a HEIF without Exif")
        XCTAssertNil(ExifFacts.read(fromFileAt: "/nonexistent.jpg"))
        XCTAssertNil(ExifFacts.read(fromFileAt: "/dev/zero"), "not a regular file: not read at all")
    }
}
