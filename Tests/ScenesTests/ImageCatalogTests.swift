import Foundation
@testable import Scenes
import XCTest

final class ImageCatalogTests: XCTestCase {
    func testNaturalOrder() {
        XCTAssertEqual(ImageCatalog.naturalOrder(["img10.png", "img2.png", "Img1.png", "a.png", "img2b.png", "b10.png", "b9.png"]),
                       ["a.png", "b9.png", "b10.png", "Img1.png", "img2.png", "img2b.png", "img10.png"])
    }

    /// Files named themselves are marked, files found in a named folder are not.
    func testNamedEntries() throws {
        let strip = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/strip").path
        let file = strip + "/01-standing.png"
        let catalog = try ImageCatalog(arguments: [file, strip])
        XCTAssertEqual(catalog.entries.first, ImageCatalog.Entry(path: file, isNamed: true))
        XCTAssertEqual(catalog.entries.filter(\.isNamed).count, 1)
        XCTAssertGreaterThan(catalog.entries.count, 1)
    }
}
