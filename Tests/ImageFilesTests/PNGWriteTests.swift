import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

final class PNGWriteTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    func testRoundTripIsExactForEveryPremultipliedPixel() throws {
        // Un-premultiplying rounds each channel to within half a unit of straight colour, and
        // multiplying back by alpha / 255 shrinks that error below half a unit, so it rounds
        // back to the very same premultiplied value: exact, translucent pixels included.
        let surface = TestSurfaces.everyPremultipliedPixel()
        let path = scratch.file("all.png")
        try PNGFile.write(surface, to: path)
        let back = try PNGFile.read(path: path)
        var differing = 0
        for y in 0..<256 {
            for x in 0..<256 where back[x, y] != surface[x, y] { differing += 1 }
        }
        XCTAssertEqual(differing, 0)
    }

    func testRoundTripOfOddSizesAndStrides() throws {
        // Widths whose rows are padded in the surface; the file must hold no padding.
        for width in [1, 2, 3, 15, 16, 17, 63] {
            let surface = Surface(width: width, height: 3)!
            for y in 0..<3 {
                for x in 0..<width {
                    surface[x, y] = Pixel.pack(red: UInt32(x * 4 % 256), green: UInt32(y * 80), blue: 7, alpha: 255)
                }
            }
            let path = scratch.file("w\(width).png")
            try PNGFile.write(surface, to: path)
            XCTAssertTrue(try PNGFile.read(path: path).hasSamePixels(as: surface), "width \(width)")
        }
        // A surface wrapping memory with a stride of its own.
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 40 * 4, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt32.self, repeating: 0xFF33_6699, count: 40)
        let wrapped = Surface(wrapping: memory, width: 3, height: 4, stride: 40)!
        let path = scratch.file("wrapped.png")
        try PNGFile.write(wrapped, to: path)
        XCTAssertTrue(try PNGFile.read(path: path).hasSamePixels(as: wrapped))
    }

    func testWrittenFileIsAnRGBA8PNG() throws {
        let path = scratch.file("out.png")
        try PNGFile.write(TestSurfaces.everyPremultipliedPixel(), to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(String(decoding: bytes[12..<16], as: UTF8.self), "IHDR")
        XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 1, 0, 0, 0, 1, 0]) // 256 x 256
        XCTAssertEqual(bytes[24], 8) // bits per sample
        XCTAssertEqual(bytes[25], 6) // colour type: RGBA
        XCTAssertEqual(bytes[28], 0) // not interlaced
        XCTAssertEqual(String(decoding: bytes.suffix(8).prefix(4), as: UTF8.self), "IEND")
        XCTAssertEqual(try PNGFile.size(ofFileAt: path), PixelSize(256, 256))
    }

    func testStraightColourIsWrittenForTranslucentPixels() throws {
        // Half-transparent pure red: the file holds (255, 0, 0, 128), not the premultiplied 128.
        let surface = Surface(width: 1, height: 1)!
        surface[0, 0] = Pixel.pack(red: 128, green: 0, blue: 0, alpha: 128)
        var straight: UInt32 = 0
        PNGFile.straighten(surface.row(0), into: &straight, count: 1)
        XCTAssertEqual(straight, 0x80FF_0000)
    }

    func testRefusesToReplaceAFileWithoutOverwrite() throws {
        let path = scratch.file("keep.png")
        let first = Surface(width: 2, height: 2)!
        first.row(0)[0] = 0xFF00_00FF
        try PNGFile.write(first, to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let second = Surface(width: 3, height: 3)!
        assertThrows(.exists, path: path) { () throws(ImageFileError) in try PNGFile.write(second, to: path) }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertEqual(scratch.contents(), ["keep.png"])

        try PNGFile.write(second, to: path, overwrite: true)
        XCTAssertEqual(try PNGFile.size(ofFileAt: path), PixelSize(3, 3))
        XCTAssertEqual(scratch.contents(), ["keep.png"])
    }

    func testAnyExistingNameCountsEvenADanglingLink() throws {
        let path = scratch.file("link.png")
        XCTAssertEqual(symlink(scratch.file("nowhere"), path), 0)
        assertThrows(.exists, path: path) { () throws(ImageFileError) in
            try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
        }
        XCTAssertEqual(scratch.contents(), ["link.png"])
    }

    func testOverwriteKeepsThePermissionBits() throws {
        let path = scratch.file("mode.png")
        try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
        XCTAssertEqual(chmod(path, 0o640), 0)
        try PNGFile.write(Surface(width: 2, height: 1)!, to: path, overwrite: true)
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
    }

    func testNewFilesGetTheUsualPermissions() throws {
        // Not mkstemp's 0600: other users may read a saved picture, as the umask says.
        let path = scratch.file("new.png")
        let mask = umask(0o022)
        defer { umask(mask) }
        try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o644)
    }

    func testLeavesNoTemporaryFilesOnSuccess() throws {
        for i in 0..<5 { try PNGFile.write(Surface(width: 4, height: 4)!, to: scratch.file("\(i).png")) }
        XCTAssertEqual(scratch.contents(), ["0.png", "1.png", "2.png", "3.png", "4.png"])
    }

    func testFailsClearlyForAMissingFolder() {
        let path = scratch.file("no/such/folder/out.png")
        guard
            let error = imageFileError({ () throws(ImageFileError) in
                try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
            })
        else { return }
        XCTAssertEqual(error.reason, .writeFailed("the folder '\(scratch.file("no/such/folder"))' does not exist"))
        XCTAssertEqual(
            error.description,
            "cannot write '\(path)': the folder '\(scratch.file("no/such/folder"))' does not exist")
        XCTAssertEqual(scratch.contents(), [])
    }

    func testFailsClearlyWhenTheFolderIsAFile() throws {
        let file = scratch.file("plain")
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data([1])))
        let path = file + "/out.png"
        assertThrows(.writeFailed("'\(file)' is not a folder"), path: path) { () throws(ImageFileError) in
            try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
        }
        XCTAssertEqual(scratch.contents(), ["plain"])
    }

    func testFailsClearlyForAFolderAsTarget() throws {
        let path = scratch.file("folder.png")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        assertThrows(.writeFailed("it is a folder"), path: path) { () throws(ImageFileError) in
            try PNGFile.write(Surface(width: 1, height: 1)!, to: path, overwrite: true)
        }
        assertThrows(.exists, path: path) { () throws(ImageFileError) in
            try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
        }
        assertThrows(.writeFailed("the path names a folder"), path: path + "/") { () throws(ImageFileError) in
            try PNGFile.write(Surface(width: 1, height: 1)!, to: path + "/")
        }
        XCTAssertEqual(scratch.contents(), ["folder.png"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path), [])
    }

    func testFailsClearlyForAReadOnlyFolder() throws {
        try XCTSkipIf(geteuid() == 0, "running as root, which may write into any folder")
        XCTAssertEqual(chmod(scratch.path, 0o555), 0)
        let path = scratch.file("out.png")
        assertThrows(.writeFailed("no permission to create files in '\(scratch.path)'"), path: path) {
            () throws(ImageFileError) in try PNGFile.write(Surface(width: 1, height: 1)!, to: path)
        }
        XCTAssertEqual(scratch.contents(), [])
    }

    func testCreateErrorsInWords() {
        // The errno cases the tests cannot cause as root, checked at the mapping.
        let cases: [(Int32, String)] = [
            (EACCES, "no permission to create files in '/f'"),
            (EROFS, "'/f' is on a read-only file system"),
            (ENOSPC, "cannot create a file in '/f': No space left on device"),
        ]
        // A folder name is shown escaped, as the file's is.
        XCTAssertEqual(
            TemporaryFile.createError(target: "/a\nb/x.png", folder: "/a\nb", code: ENOENT).reason,
            .writeFailed("the folder '/a\\nb' does not exist"))
        for (code, words) in cases {
            XCTAssertEqual(
                TemporaryFile.createError(target: "/f/x.png", folder: "/f", code: code).reason,
                .writeFailed(words))
        }
        XCTAssertEqual(InputFile.openError(path: "x", code: EACCES).reason, .permissionDenied)
        XCTAssertEqual(
            InputFile.openError(path: "x", code: ELOOP).reason,
            .readFailed("Too many levels of symbolic links"))
    }

    func testLostRaceToCreateTheTargetFailsAndCleansUp() throws {
        // Another writer takes the name between the early check and the final link.
        let target = scratch.file("race.png")
        let temporary = try TemporaryFile(besides: target, mode: nil)
        XCTAssertTrue(FileManager.default.createFile(atPath: target, contents: Data([42])))
        XCTAssertEqual(scratch.contents().count, 2)
        assertThrows(.exists, path: target) { () throws(ImageFileError) in try temporary.commit(overwrite: false) }
        withExtendedLifetime(temporary) {}
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data([42]))
    }

    func testUncommittedTemporaryFileIsRemoved() throws {
        do {
            let temporary = try TemporaryFile(besides: scratch.file("gone.png"), mode: nil)
            XCTAssertTrue(temporary.path.hasPrefix(scratch.file(".gone.png.")), temporary.path)
            XCTAssertEqual(scratch.contents().count, 1)
        }
        XCTAssertEqual(scratch.contents(), [])
    }

    func testTemporaryFileSplitsPaths() {
        XCTAssertTrue(TemporaryFile.split("/a/b.png") == ("/a", "b.png"))
        XCTAssertTrue(TemporaryFile.split("b.png") == (".", "b.png"))
        XCTAssertTrue(TemporaryFile.split("/b.png") == ("/", "b.png"))
        XCTAssertTrue(TemporaryFile.split("a/") == ("a", ""))
    }

    func testWritesRelativePaths() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(scratch.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try PNGFile.write(Surface(width: 1, height: 1)!, to: "relative.png")
        XCTAssertEqual(scratch.contents(), ["relative.png"])
    }

    func testOverwritingASymbolicLinkReplacesTheLinkNotItsTarget() throws {
        let target = scratch.file("target.png")
        let link = scratch.file("link.png")
        try PNGFile.write(Surface(width: 1, height: 1)!, to: target)
        XCTAssertEqual(chmod(target, 0o600), 0)
        XCTAssertEqual(symlink(target, link), 0)
        let mask = umask(0o022)
        defer { umask(mask) }
        try PNGFile.write(Surface(width: 2, height: 2)!, to: link, overwrite: true)
        XCTAssertEqual(try PNGFile.size(ofFileAt: target), PixelSize(1, 1))
        var info = stat()
        XCTAssertEqual(lstat(link, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG)
        XCTAssertEqual(info.st_mode & 0o777, 0o644)
        XCTAssertEqual(try PNGFile.size(ofFileAt: link), PixelSize(2, 2))
    }
}
