import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary
@testable import Overlay

/// Ctrl+I (issue 24): the picture's facts on a card at the top right, read once per picture,
/// following the picture shown, gone on a second Ctrl+I.
final class InfoCardTests: XCTestCase {
    let size = PixelSize(800, 500)

    func testControlIShowsTheFileAndExifFactsOfThePictureShown() throws {
        let folder = NSTemporaryDirectory() + "vitrine-info-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try ExifFixture.writePhoto(
            to: folder + "/a-photo.jpg", from: Harness.resources + "/../Tests/ImageFilesTests/Fixtures/blocks.jpg")
        try FileManager.default.copyItem(
            atPath: Harness.resources + "/strip/01-standing.png", toPath: folder + "/b-drawing.png")
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        let app = try VitrineApp(sceneName: "focus", images: try ImageCatalog(arguments: [folder]), options: options)
        app.resize(to: size, time: 0)
        let frame = Surface(size: size)!
        _ = app.render(into: frame, time: 10)
        let corner = frame[size.width - 40, 40]
        XCTAssertNil(app.facts.info)

        app.handle(.keyPressed(.character("i"), .control), time: 11)
        let info = try XCTUnwrap(app.facts.info)
        XCTAssertEqual(info.title, "a-photo.jpg")
        let rows = Dictionary(uniqueKeysWithValues: info.rows.map { ($0.label, $0.value) })
        XCTAssertEqual(rows["Camera"], "Canon EOS 5D")
        XCTAssertEqual(rows["Exposure"], "1/125 sec., f/2.8, ISO 200, 35.0 mm")
        XCTAssertEqual(rows["Taken"], "2024-07-14 18:32:05")
        XCTAssertEqual(rows["Place"], "48.85830° N, 2.29450° E")
        XCTAssertNotNil(rows["Dimensions"])
        XCTAssertTrue(rows["File"]?.hasSuffix("bytes") == true || rows["File"]?.hasSuffix("kB") == true, "\(rows)")
        _ = app.render(into: frame, time: 11)
        XCTAssertNotEqual(frame[size.width - 40, 40], corner, "the card at the top right")

        app.handle(.keyPressed(.right, []), time: 12)
        let next = try XCTUnwrap(app.facts.info)
        XCTAssertEqual(next.title, "b-drawing.png", "the card follows the picture")
        XCTAssertNil(next.rows.first { $0.label == "Camera" }, "a PNG: no EXIF rows")

        app.handle(.keyPressed(.character("i"), .control), time: 13)
        XCTAssertNil(app.facts.info)
        XCTAssertTrue(app.overlay.statusVisible, "Ctrl+I is not I: the status line stays")
    }

    func testSizesAndDatesReadAsAPersonWrites() {
        XCTAssertEqual(PictureInfo.bytes(812), "812 bytes")
        XCTAssertEqual(PictureInfo.bytes(58_321), "58 kB")
        XCTAssertEqual(PictureInfo.bytes(3_240_000), "3.2 MB")
        XCTAssertEqual(PictureInfo.bytes(812_000), "812 kB")
        XCTAssertEqual(PictureInfo.bytes(999_999), "1.0 MB", "rounded first, then the next unit")
        XCTAssertEqual(PictureInfo.bytes(9_960), "10 kB")
        XCTAssertEqual(PictureInfo.bytes(9_940), "9.9 kB")
    }
}
