@testable import Scenes
import XCTest

final class ImageCatalogTests: XCTestCase {
    func testNaturalOrder() {
        XCTAssertEqual(ImageCatalog.naturalOrder(["img10.png", "img2.png", "Img1.png", "a.png", "img2b.png", "b10.png", "b9.png"]),
                       ["a.png", "b9.png", "b10.png", "Img1.png", "img2.png", "img2b.png", "img10.png"])
    }
}
