import Foundation
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

final class UniquePathTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    private func touch(_ name: String) {
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.file(name), contents: Data()))
    }

    func testSuffixGoesBeforeTheExtension() {
        XCTAssertEqual(
            PNGFile.uniquePath(besides: scratch.file("photo.png"), suffix: "-blur"),
            scratch.file("photo-blur.png"))
    }

    func testNumbersCountUpPastTakenNames() {
        touch("photo.png")
        touch("photo-blur.png")
        XCTAssertEqual(
            PNGFile.uniquePath(besides: scratch.file("photo.png"), suffix: "-blur"),
            scratch.file("photo-blur-2.png"))
        touch("photo-blur-2.png")
        touch("photo-blur-3.png")
        XCTAssertEqual(
            PNGFile.uniquePath(besides: scratch.file("photo.png"), suffix: "-blur"),
            scratch.file("photo-blur-4.png"))
    }

    func testTakenMeansAnyNameEvenAFolderOrDanglingLink() throws {
        try FileManager.default.createDirectory(atPath: scratch.file("a-x.png"), withIntermediateDirectories: false)
        XCTAssertEqual(symlink("/nowhere", scratch.file("a-x-2.png")), 0)
        XCTAssertEqual(PNGFile.uniquePath(besides: scratch.file("a.png"), suffix: "-x"), scratch.file("a-x-3.png"))
    }

    func testOriginalNeedNotExist() {
        XCTAssertEqual(PNGFile.uniquePath(besides: scratch.file("new.png"), suffix: "-s"), scratch.file("new-s.png"))
    }

    func testEmptySuffixNumbersTheOriginalName() {
        touch("p.png")
        XCTAssertEqual(PNGFile.uniquePath(besides: scratch.file("p.png"), suffix: ""), scratch.file("p-2.png"))
    }

    func testNamesWithoutAnExtension() {
        XCTAssertEqual(PNGFile.uniquePath(besides: scratch.file("notes"), suffix: "-b"), scratch.file("notes-b.png"))
        XCTAssertEqual(PNGFile.uniquePath(besides: scratch.file(".png"), suffix: "-b"), scratch.file(".png-b.png"))
        // Only the last extension goes; a dot in a folder name is not an extension.
        XCTAssertEqual(PNGFile.uniquePath(besides: scratch.file("a.tar.gz"), suffix: "-b"), scratch.file("a.tar-b.png"))
        XCTAssertEqual(PNGFile.uniquePath(besides: "/no.such.dir/file", suffix: "-b"), "/no.such.dir/file-b.png")
    }

    /// The new file holds PNG data, so it is named .png whatever the original was: an edited
    /// photo.jpg is photo-blur.png, not PNG data under photo-blur.jpg.
    func testTheNewNameEndsInPNG() {
        XCTAssertEqual(
            PNGFile.uniquePath(besides: scratch.file("photo.jpg"), suffix: "-blur"), scratch.file("photo-blur.png"))
        XCTAssertEqual(PNGFile.uniquePath(besides: scratch.file("IMG.WEBP"), suffix: "-s"), scratch.file("IMG-s.png"))
        touch("photo-blur.png")
        XCTAssertEqual(
            PNGFile.uniquePath(besides: scratch.file("photo.jpeg"), suffix: "-blur"), scratch.file("photo-blur-2.png"))
    }

    func testRelativeAndRootPaths() {
        XCTAssertEqual(PNGFile.uniquePath(besides: "photo.png", suffix: "-b"), "photo-b.png")
        XCTAssertEqual(PNGFile.uniquePath(besides: "/no-such-photo.png", suffix: "-b"), "/no-such-photo-b.png")
        XCTAssertEqual(PNGFile.uniquePath(besides: "dir/photo.png", suffix: "-b"), "dir/photo-b.png")
    }

    func testAWriteToTheUniquePathNeverReplacesAnything() throws {
        touch("pic.png")
        let path = PNGFile.uniquePath(besides: scratch.file("pic.png"), suffix: "-edit")
        try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
        XCTAssertEqual(scratch.contents(), ["pic-edit.png", "pic.png"])
    }
}
