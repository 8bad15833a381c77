import Foundation
import Geometry
import XCTest

@testable import AppShell
@testable import ImageLibrary

final class ImageCatalogTests: XCTestCase {
    func testNaturalOrder() {
        XCTAssertEqual(
            ImageCatalog.naturalOrder(["img10.png", "img2.png", "Img1.png", "a.png", "img2b.png", "b10.png", "b9.png"]),
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

    /// A folder tree: a/ holds img10, img2 and notes.txt, a/sub/ holds x1, a/.hidden/ holds y1.
    /// Removed when the test ends.
    private func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID())").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["a/sub", "a/.hidden"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let png = try Data(contentsOf: URL(fileURLWithPath: Harness.resources + "/strip/01-standing.png"))
        for name in ["a/img10.png", "a/img2.PNG", "a/sub/x1.png", "a/.hidden/y1.png"] {
            try png.write(to: URL(fileURLWithPath: root + "/" + name))
        }
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: root + "/a/notes.txt"))
        // A link back up: recursion must not loop.
        try FileManager.default.createSymbolicLink(atPath: root + "/a/sub/up", withDestinationPath: root + "/a")
        return root
    }

    func testFoldersListTheirImagesInNaturalOrderAndRecurseWithR() throws {
        let root = try tree()
        let flat = try ImageCatalog(arguments: [root + "/a"])
        XCTAssertEqual(flat.entries.map(\.path), [root + "/a/img2.PNG", root + "/a/img10.png"])
        let deep = try ImageCatalog(arguments: [root + "/a"], recursive: true)
        XCTAssertEqual(deep.entries.map(\.path), [root + "/a/img2.PNG", root + "/a/img10.png", root + "/a/sub/x1.png"])
        XCTAssertEqual(deep.startIndex, 0)
    }

    /// A TIFF of pages is an entry a page, in a folder, named, or beside the file named; each
    /// named by its number; a reduced-resolution copy of a page is no page.
    func testATIFFsPagesAreAnEntryEach() throws {
        let root = try tree()
        let doc = root + "/a/doc.tif"
        try FileManager.default.copyItem(atPath: fixtures + "/tiff-pages.tif", toPath: doc)
        // Counted by their names' endings, any case; other names are not opened.
        for name in ["x.TIFF", "x.tIf"] {
            try FileManager.default.copyItem(atPath: doc, toPath: root + "/\(name)")
            XCTAssertEqual(ImageCatalog.Entry.entries(ofFileAt: root + "/\(name)", isNamed: false).entries.count, 3)
        }
        try FileManager.default.copyItem(atPath: doc, toPath: root + "/x.tiff.png")
        XCTAssertEqual(ImageCatalog.Entry.entries(ofFileAt: root + "/x.tiff.png", isNamed: false).entries.count, 1)
        let folder = try ImageCatalog(arguments: [root + "/a"])
        XCTAssertEqual(folder.entries.map(\.path), [doc, doc, doc, root + "/a/img2.PNG", root + "/a/img10.png"])
        XCTAssertEqual(folder.entries.map(\.page), [0, 2, 3, 0, 0])
        XCTAssertEqual(
            folder.entries.map(\.displayName),
            ["doc.tif, page 1 of 3", "doc.tif, page 2 of 3", "doc.tif, page 3 of 3", "img2.PNG", "img10.png"])
        let named = try ImageCatalog(arguments: [doc])
        XCTAssertEqual(named.entries.map(\.page), [0, 2, 3, 0, 0], "with its folder's other images")
        XCTAssertEqual(named.entries.map(\.isNamed), [true, true, true, false, false])
        XCTAssertEqual(named.startIndex, 0)
        let beside = try ImageCatalog(arguments: [root + "/a/img10.png"])
        XCTAssertEqual(beside.entries.map(\.page), [0, 2, 3, 0, 0])
        XCTAssertEqual(beside.startIndex, 4)
        XCTAssertTrue(folder.warnings.isEmpty)
    }

    func testOneFileBringsItsFolderAndTheListStartsAtIt() throws {
        let root = try tree()
        let one = try ImageCatalog(arguments: [root + "/a/img10.png"])
        XCTAssertEqual(one.entries.map(\.path), [root + "/a/img2.PNG", root + "/a/img10.png"])
        XCTAssertEqual(one.startIndex, 1)
        XCTAssertEqual(one.entries.filter(\.isNamed).map(\.path), [root + "/a/img10.png"], "only the file named")
        let alone = try ImageCatalog(arguments: [root + "/a/img10.png"], siblings: false)
        XCTAssertEqual(alone.entries.count, 1)
        let two = try ImageCatalog(arguments: [root + "/a/img10.png", root + "/a/sub/x1.png"])
        XCTAssertEqual(two.entries.count, 2, "files named together are the list")
    }

    /// The app opens on the file named, among its neighbours.
    func testTheAppStartsAtTheFileNamed() throws {
        let root = try tree()
        var options = VitrineApp.Options()
        options.synchronousLoading = true
        let app = try VitrineApp(
            sceneName: "focus", images: try ImageCatalog(arguments: [root + "/a/img10.png"]),
            options: options)
        app.resize(to: PixelSize(640, 400), time: 0)
        XCTAssertEqual(app.scenes[app.current].imageIndex, 1)
        XCTAssertEqual(app.title, "img10.png — focus — Vitrine")
    }
}

extension ImageCatalogTests {
    /// The links that made `-r` walk forever (a `..` link beside a link to an ancestor: 600 MB
    /// in 10 minutes) or cover the file system (a link to `/`): not followed by default, as
    /// `find` and `rsync` do; followed on request, each folder still once.
    func testLinksToFoldersAreNotFollowedUnlessAsked() throws {
        let root = try tree()
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
        let png = try Data(contentsOf: URL(fileURLWithPath: Harness.resources + "/strip/01-standing.png"))
        try png.write(to: URL(fileURLWithPath: root + "/a/b/c/z.png"))
        try fm.createSymbolicLink(atPath: root + "/a/b/c/up", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: root + "/a/b/self", withDestinationPath: root + "/a")
        try fm.createSymbolicLink(atPath: root + "/a/b/everything", withDestinationPath: "/")
        let plain = try ImageCatalog(arguments: [root + "/a"], walk: .init(recursive: true))
        XCTAssertEqual(
            plain.entries.map(\.path),
            [root + "/a/img2.PNG", root + "/a/img10.png", root + "/a/b/c/z.png", root + "/a/sub/x1.png"])
        XCTAssertEqual(plain.problems, [])
        // Followed: every folder once however the links loop; the link to / is a folder too,
        // so the bound on folders stops it, saying so.
        try fm.removeItem(atPath: root + "/a/b/everything")
        let followed = try ImageCatalog(arguments: [root + "/a"], walk: .init(recursive: true, followLinks: true))
        XCTAssertEqual(followed.entries.map(\.path), plain.entries.map(\.path))
        try fm.createSymbolicLink(atPath: root + "/a/b/everything", withDestinationPath: "/")
        let bounded = try ImageCatalog(
            arguments: [root + "/a"], walk: .init(recursive: true, followLinks: true, maxFolders: 50))
        XCTAssertEqual(bounded.problems, ["stopped looking for images after 50 folders"])
        XCTAssertTrue(bounded.entries.map(\.path).starts(with: [root + "/a/img2.PNG", root + "/a/img10.png"]))
        // A folder named through a link is entered.
        try fm.createSymbolicLink(atPath: root + "/named", withDestinationPath: root + "/a/sub")
        XCTAssertEqual(try ImageCatalog(arguments: [root + "/named"], walk: .init(recursive: true)).entries.count, 1)
    }

    /// Past `maxImages` the walk stops, keeping the images found so far and saying why.
    func testTheWalkStopsAtItsBoundOnImages() throws {
        let root = try tree()
        let catalog = try ImageCatalog(arguments: [root + "/a"], walk: .init(recursive: true, maxImages: 2))
        XCTAssertEqual(catalog.entries.map(\.path), [root + "/a/img2.PNG", root + "/a/img10.png"])
        XCTAssertEqual(catalog.problems, ["stopped looking for images after 2 images"])
    }

    /// The bound counts a TIFF's pages, each an image: a 3-page TIFF under a bound of 2 gives
    /// its first two pages and stops, saying so; exactly the bound is no stop.
    func testTheBoundCountsPages() throws {
        let root = try tree()
        let folder = root + "/pages"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/tiff-pages.tif", toPath: folder + "/doc.tif")
        let two = try ImageCatalog(arguments: [folder], walk: .init(maxImages: 2))
        XCTAssertEqual(two.entries.map(\.page), [0, 2])
        XCTAssertEqual(two.problems, ["stopped looking for images after 2 images"])
        let three = try ImageCatalog(arguments: [folder], walk: .init(maxImages: 3))
        XCTAssertEqual(three.entries.count, 3)
        XCTAssertEqual(three.problems, [])
    }

    /// ImageFilesTests' fixtures (the 3-page TIFF).
    private var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ImageFilesTests/Fixtures").path
    }
}
