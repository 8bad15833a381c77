import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

@testable import Thumbnails

/// What `save` writes, checked in the file system and in the file's bytes (the chunks walked
/// by PNGBytes, not by the reader under test).
final class ThumbnailSaveTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var store: ThumbnailStore!
    private let stamp = FileStamp(modificationTime: 1_700_000_000, byteCount: 123_456)

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
        store = ThumbnailFixtures.store(in: scratch)
    }
    override func tearDown() { scratch.remove() }

    func testTheFileIsNamedByTheMD5OfGLibsURI() throws {
        for vector in GLibVector.all {
            try store.save(ThumbnailFixtures.picture(2, 2), forPath: vector.path, stamp: stamp, size: .normal)
            let expected = scratch.file("cache/thumbnails/normal/\(vector.md5).png")
            XCTAssertEqual(PNGBytes.textChunks(of: ThumbnailFixtures.bytes(expected)).first?.text, vector.uri)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("cache/thumbnails/normal"))
        XCTAssertEqual(names.sorted(), GLibVector.all.map { $0.md5 + ".png" }.sorted())
    }

    func testTheTextSaysTheFileImageAndProgramInTEXtBeforeTheImageData() throws {
        let vector = GLibVector.all[1] // "/home/user/My Photos/a b.jpg"
        try store.save(
            ThumbnailFixtures.picture(128, 96), forPath: vector.path, stamp: stamp, size: .normal,
            imageSize: PixelSize(4000, 3000), mimeType: "image/jpeg")
        let file = ThumbnailFixtures.bytes(scratch.file("cache/thumbnails/normal/\(vector.md5).png"))
        let chunks = PNGBytes.textChunks(of: file)
        XCTAssertEqual(
            chunks.map(\.keyword),
            [
                "Thumb::URI", "Thumb::MTime", "Thumb::Size", "Thumb::Mimetype", "Thumb::Image::Width",
                "Thumb::Image::Height", "Software",
            ])
        XCTAssertEqual(
            chunks.map(\.text),
            [
                "file:///home/user/My%20Photos/a%20b.jpg", "1700000000", "123456", "image/jpeg", "4000", "3000",
                "Vitrine 0.3.0",
            ])
        XCTAssertTrue(chunks.allSatisfy(\.crcMatches))
        let types = PNGBytes.chunks(of: file).map(\.type)
        XCTAssertLessThan(types.lastIndex(of: "tEXt")!, types.firstIndex(of: "IDAT")!)
        // The standard's format: 8-bit RGBA, not interlaced.
        XCTAssertEqual(Array(file[24..<29]), [8, 6, 0, 0, 0])
        XCTAssertEqual(Array(file[16..<24]), [0, 0, 0, 128, 0, 0, 0, 96])
        XCTAssertTrue(
            try PNGFile.read(path: scratch.file("cache/thumbnails/normal/\(vector.md5).png"))
                .hasSamePixels(as: ThumbnailFixtures.picture(128, 96)))
    }

    func testWithoutImageSizeOrTypeThoseKeysAreLeftOut() throws {
        try store.save(ThumbnailFixtures.picture(3, 3), forPath: "/a.png", stamp: stamp, size: .large)
        let file = ThumbnailFixtures.bytes(store.thumbnailPath(forPath: "/a.png", size: .large)!)
        XCTAssertEqual(
            PNGBytes.textChunks(of: file).map(\.keyword), ["Thumb::URI", "Thumb::MTime", "Thumb::Size", "Software"])
    }

    func testFilesAre0600AndTheFoldersMade0700WhateverTheUmask() throws {
        // 0277 takes the owner's own write and search bits from a new folder.
        for mask: mode_t in [0o022, 0o000, 0o077, 0o277] {
            scratch.remove()
            scratch = try ScratchFolder()
            store = ThumbnailFixtures.store(in: scratch)
            let previous = umask(mask)
            defer { umask(previous) }
            try store.save(ThumbnailFixtures.picture(2, 2), forPath: "/p.png", stamp: stamp, size: .xLarge)
            XCTAssertEqual(ThumbnailFixtures.mode(store.thumbnailPath(forPath: "/p.png", size: .xLarge)!), 0o600)
            for folder in ["cache", "cache/thumbnails", "cache/thumbnails/x-large"] {
                XCTAssertEqual(ThumbnailFixtures.mode(scratch.file(folder)), 0o700, "\(folder), umask \(mask)")
            }
        }
    }

    func testAFolderThatExistsKeepsItsPermissions() throws {
        try FileManager.default.createDirectory(
            atPath: scratch.file("cache/thumbnails/normal"), withIntermediateDirectories: true)
        XCTAssertEqual(chmod(scratch.file("cache/thumbnails"), 0o750), 0)
        try store.save(ThumbnailFixtures.picture(2, 2), forPath: "/p.png", stamp: stamp, size: .normal)
        XCTAssertEqual(ThumbnailFixtures.mode(scratch.file("cache/thumbnails")), 0o750)
    }

    func testLeavesNoTemporaryFileBehind() throws {
        for i in 0..<5 {
            try store.save(ThumbnailFixtures.picture(2, 2), forPath: "/p\(i).png", stamp: stamp, size: .normal)
        }
        try store.save(ThumbnailFixtures.picture(2, 2), forPath: "/p0.png", stamp: stamp, size: .normal)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.file("cache/thumbnails/normal"))
        XCTAssertEqual(names.count, 5)
        XCTAssertTrue(names.allSatisfy { !$0.hasPrefix(".") && $0.hasSuffix(".png") && $0.count == 36 }, "\(names)")
    }

    func testAStaleThumbnailIsReplacedByRenameNotWrittenThrough() throws {
        let path = store.thumbnailPath(forPath: "/p.png", size: .normal)!
        try store.save(ThumbnailFixtures.picture(4, 4), forPath: "/p.png", stamp: stamp, size: .normal)
        let stale = ThumbnailFixtures.bytes(path)
        // A reader holding the old file (a second name for it here) still sees it whole.
        XCTAssertEqual(link(path, scratch.file("held.png")), 0)
        XCTAssertEqual(chmod(path, 0o644), 0)
        let newer = FileStamp(modificationTime: stamp.modificationTime + 60, byteCount: 99)
        try store.save(ThumbnailFixtures.picture(8, 8), forPath: "/p.png", stamp: newer, size: .normal)
        XCTAssertEqual(ThumbnailFixtures.bytes(scratch.file("held.png")), stale)
        XCTAssertNotEqual(ThumbnailFixtures.inode(path), ThumbnailFixtures.inode(scratch.file("held.png")))
        XCTAssertEqual(PNGBytes.textChunks(of: ThumbnailFixtures.bytes(path))[1].text, "1700000060")
        XCTAssertEqual(try PNGFile.size(ofFileAt: path), PixelSize(8, 8))
        XCTAssertEqual(ThumbnailFixtures.mode(path), 0o600)
    }

    func testAThumbnailInPlaceOfALinkReplacesTheLinkNotItsTarget() throws {
        let path = store.thumbnailPath(forPath: "/p.png", size: .normal)!
        try store.save(ThumbnailFixtures.picture(1, 1), forPath: "/other.png", stamp: stamp, size: .normal)
        let victim = try scratch.write([1, 2, 3], to: "victim")
        XCTAssertEqual(symlink(victim, path), 0)
        try store.save(ThumbnailFixtures.picture(2, 2), forPath: "/p.png", stamp: stamp, size: .normal)
        XCTAssertEqual(ThumbnailFixtures.bytes(victim), [1, 2, 3])
        XCTAssertEqual(try PNGFile.size(ofFileAt: path), PixelSize(2, 2))
    }

    func testRefusesFilesInsideTheCache() throws {
        let inside = scratch.file("cache/thumbnails/normal/0123.png")
        for size in ThumbnailSize.allCases {
            XCTAssertThrowsError(
                try store.save(ThumbnailFixtures.picture(2, 2), forPath: inside, stamp: stamp, size: size)
            ) { XCTAssertEqual($0 as? ThumbnailSaveError, .insideThumbnailCache(path: inside)) }
        }
        XCTAssertThrowsError(try store.recordFailure(path: inside, stamp: stamp)) {
            XCTAssertEqual($0 as? ThumbnailSaveError, .insideThumbnailCache(path: inside))
        }
        XCTAssertEqual(scratch.contents(), [])
    }

    func testRefusesPicturesPastTheSizeAndRelativePaths() throws {
        let cases: [(PixelSize, ThumbnailSize)] = [
            (PixelSize(129, 10), .normal), (PixelSize(10, 257), .large), (PixelSize(1025, 1025), .xxLarge),
        ]
        for (size, folder) in cases {
            XCTAssertThrowsError(
                try store.save(Surface(size: size)!, forPath: "/p.png", stamp: stamp, size: folder)
            ) { XCTAssertEqual($0 as? ThumbnailSaveError, .doesNotFit(size, folder)) }
        }
        XCTAssertThrowsError(
            try store.save(ThumbnailFixtures.picture(2, 2), forPath: "p.png", stamp: stamp, size: .normal)
        ) {
            XCTAssertEqual($0 as? ThumbnailSaveError, .notAbsolute(path: "p.png"))
        }
        XCTAssertEqual(scratch.contents(), [])
        XCTAssertNoThrow(
            try store.save(Surface(width: 1024, height: 7)!, forPath: "/p.png", stamp: stamp, size: .xxLarge))
    }

    func testAWriteFailureSaysWhichFolder() throws {
        // The cache's root is a file: the folder cannot be made.
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.file("cache"), contents: Data()))
        XCTAssertThrowsError(
            try store.save(ThumbnailFixtures.picture(2, 2), forPath: "/p.png", stamp: stamp, size: .normal)
        ) {
            guard case .writeFailed(let error) = $0 as? ThumbnailSaveError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.path, self.scratch.file("cache"))
            XCTAssertEqual(error.reason, .writeFailed("cannot create the folder: it is not a folder"))
        }
        try FileManager.default.removeItem(atPath: scratch.file("cache"))
        XCTAssertThrowsError(
            try store.save(
                ThumbnailFixtures.picture(2, 2), forPath: "/p.png", stamp: stamp, size: .normal, mimeType: "日本")
        ) {
            guard case .writeFailed(let error) = $0 as? ThumbnailSaveError else { return XCTFail("\($0)") }
            XCTAssertEqual(error.reason, .writeFailed("the text of 'Thumb::Mimetype' is not Latin-1 without NUL"))
        }
    }
}
