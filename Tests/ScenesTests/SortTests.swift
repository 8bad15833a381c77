import AppInterface
import Foundation
import Geometry
import Raster
import SceneTestSupport
import VitrineTestSupport
import XCTest

@testable import AppShell
@testable import ImageLibrary

/// Alt+S (issue 24): the orders themselves (natural names, dates taken with the modification
/// time standing in, ties by name), and through the app the list sorted with the picture
/// shown kept in view.
final class SortTests: XCTestCase {
    private func entries(_ paths: [String]) -> [ImageCatalog.Entry] { paths.map { ImageCatalog.Entry(path: $0) } }

    func testNamesSortAsAFileManagerListsThem() {
        let list = entries(["/b/img10.png", "/a/img2.png", "/b/IMG2.png", "/a/img1.png"])
        XCTAssertEqual(
            ListOrder.name.order(of: list), [3, 2, 1, 0], "img1, IMG2, img2 (a case tie, as a folder lists it), img10")
        let same = entries(["/b/x.png", "/a/x.png"])
        XCTAssertEqual(ListOrder.name.order(of: same), [1, 0], "one name in two folders: by folder")
    }

    func testDatesTakenSortWithTheModificationTimeStandingIn() {
        let list = entries(["/x/a.jpg", "/x/b.jpg", "/x/c.png", "/x/d.png"])
        let facts: [String: ListOrder.Facts] = [
            "/x/a.jpg": .init(modified: 0, taken: "2024-03-01 10:00:00"),
            "/x/b.jpg": .init(modified: 5e9, taken: "2023-01-01 09:00:00"),
            // No EXIF: 2023-06-01 by the file's own time.
            "/x/c.png": .init(modified: 1_685_577_600),
            "/x/d.png": .init(modified: 1_685_577_600),
        ]
        XCTAssertEqual(ListOrder.dateTaken.order(of: list, facts: facts), [1, 2, 3, 0], "c and d tie: by name")
        XCTAssertEqual(ListOrder.modified.order(of: list, facts: facts), [0, 2, 3, 1])
        XCTAssertEqual(ListOrder.name.next, .dateTaken)
        XCTAssertEqual(ListOrder.modified.next, .name)
    }

    func testAltSSortsTheListAndKeepsThePictureShown() throws {
        let folder = NSTemporaryDirectory() + "vitrine-sort-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let source = Harness.resources + "/../Tests/ImageFilesTests/Fixtures/blocks.jpg"
        try ExifFixture.writePhoto(to: folder + "/a.jpg", from: source, taken: "2024:03:01 10:00:00")
        try ExifFixture.writePhoto(to: folder + "/b.jpg", from: source, taken: "2023:01:01 09:00:00")
        try FileManager.default.copyItem(
            atPath: Harness.resources + "/strip/01-standing.png", toPath: folder + "/c.png")
        for (name, seconds) in [("a.jpg", 1_600_000_000), ("b.jpg", 1_750_000_000), ("c.png", 1_685_577_600)] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))],
                ofItemAtPath: folder + "/" + name)
        }
        let options = VitrineApp.Options.synchronous()
        let app = try VitrineApp(sceneName: "focus", images: ImageCatalog(arguments: [folder]), options: options)
        let frame = Surface(size: PixelSize(640, 400))!
        app.resize(to: frame.size, time: 0)
        _ = app.render(into: frame, time: 0)
        app.handle(.keyPressed(.right, []), time: 1)
        _ = app.render(into: frame, time: 2)
        func names() -> [String] { app.list.entries.map { ($0.path as NSString).lastPathComponent } }
        func sort(at time: Double) {
            app.handle(.keyPressed(.character("s"), .alt), time: time)
            _ = app.nextFrameTime(after: time)
            _ = app.render(into: frame, time: time + 0.5)
        }
        sort(at: 3)
        XCTAssertEqual(names(), ["b.jpg", "c.png", "a.jpg"], "by date taken; c.png by its file's time")
        XCTAssertEqual(app.scenes[app.current].status.fileName, "b.jpg", "the picture shown stays")
        XCTAssertEqual(app.scenes[app.current].imageIndex, 0)
        XCTAssertTrue(app.takeMessages().contains { $0.text == "sorted by date taken" })
        sort(at: 4)
        XCTAssertEqual(names(), ["a.jpg", "c.png", "b.jpg"], "by modification time")
        XCTAssertEqual(app.scenes[app.current].imageIndex, 2)
        sort(at: 5)
        XCTAssertEqual(names(), ["a.jpg", "b.jpg", "c.png"], "by name again")
        XCTAssertFalse(
            app.scenes[app.current].status.note?.contains("slideshow") == true, "Alt+S is not the slideshow's S")
    }
}
