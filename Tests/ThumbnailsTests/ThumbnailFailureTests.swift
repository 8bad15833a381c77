import Foundation
import Geometry
import ImageFiles
import VitrineTestSupport
import XCTest

@testable import Thumbnails

/// Failure records: `fail/vitrine-VERSION/MD5.png`, a 1 x 1 PNG with the file's keys.
final class ThumbnailFailureTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var store: ThumbnailStore!
    private let stamp = FileStamp(modificationTime: 1_700_000_000, byteCount: 42)
    private let vector = GLibVector.all[2] // "/tmp/#hash.png"

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
        store = ThumbnailFixtures.store(in: scratch)
    }
    override func tearDown() { scratch.remove() }

    func testARecordIsAOnePixelPNGWithTheFilesKeysInVitrinesOwnFolder() throws {
        XCTAssertFalse(store.hasFailure(path: vector.path, stamp: stamp))
        try store.recordFailure(path: vector.path, stamp: stamp)
        let path = scratch.file("cache/thumbnails/fail/vitrine-0.3.0/\(vector.md5).png")
        let file = ThumbnailFixtures.bytes(path)
        XCTAssertEqual(Array(file[16..<24]), [0, 0, 0, 1, 0, 0, 0, 1])
        let chunks = PNGBytes.textChunks(of: file)
        XCTAssertEqual(chunks.map(\.keyword), ["Thumb::URI", "Thumb::MTime", "Thumb::Size", "Software"])
        XCTAssertEqual(chunks.map(\.text), ["file:///tmp/%23hash.png", "1700000000", "42", "Vitrine 0.3.0"])
        XCTAssertEqual(ThumbnailFixtures.mode(path), 0o600)
        for folder in ["cache/thumbnails/fail", "cache/thumbnails/fail/vitrine-0.3.0"] {
            XCTAssertEqual(ThumbnailFixtures.mode(scratch.file(folder)), 0o700, folder)
        }
        XCTAssertTrue(store.hasFailure(path: vector.path, stamp: stamp))
        // No thumbnail is found for it: a record is not a thumbnail.
        XCTAssertNil(store.lookup(path: vector.path, stamp: stamp))
    }

    func testARecordCountsOnlyForTheFileAsItWas() throws {
        try store.recordFailure(path: vector.path, stamp: stamp)
        XCTAssertFalse(
            store.hasFailure(path: vector.path, stamp: FileStamp(modificationTime: 1_700_000_001, byteCount: 42)))
        XCTAssertFalse(
            store.hasFailure(path: vector.path, stamp: FileStamp(modificationTime: 1_700_000_000, byteCount: 43)))
        XCTAssertFalse(store.hasFailure(path: "/tmp/other.png", stamp: stamp))
        // Recorded again for the new version, it counts for that one and no longer for the old.
        let newer = FileStamp(modificationTime: 1_700_000_500, byteCount: 50)
        try store.recordFailure(path: vector.path, stamp: newer)
        XCTAssertTrue(store.hasFailure(path: vector.path, stamp: newer))
        XCTAssertFalse(store.hasFailure(path: vector.path, stamp: stamp))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.file("cache/thumbnails/fail/vitrine-0.3.0")),
            [vector.md5 + ".png"])
    }

    func testAnotherVersionsRecordsAreItsOwn() throws {
        try store.recordFailure(path: vector.path, stamp: stamp)
        let next = ThumbnailStore(root: store.root, version: "0.4.0")!
        XCTAssertFalse(next.hasFailure(path: vector.path, stamp: stamp))
    }

    func testADamagedRecordCountsForNothing() throws {
        let folder = scratch.file("cache/thumbnails/fail/vitrine-0.3.0")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let keys = [PNGBytes.tEXt("Thumb::URI", vector.uri), PNGBytes.tEXt("Thumb::MTime", "1700000000")]
        // Another program's record, GLib-named, without Thumb::Size: valid.
        let record = ThumbnailFixtures.foreignPNG(width: 1, height: 1, text: keys)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/\(vector.md5).png", contents: Data(record)))
        XCTAssertTrue(store.hasFailure(path: vector.path, stamp: stamp))
        for bytes in [[], Array(record[..<20]), Array("not a png".utf8)] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/\(vector.md5).png", contents: Data(bytes)))
            XCTAssertFalse(store.hasFailure(path: vector.path, stamp: stamp))
        }
    }

    func testNoRecordForARelativePath() {
        XCTAssertThrowsError(try store.recordFailure(path: "a.png", stamp: stamp)) {
            XCTAssertEqual($0 as? ThumbnailSaveError, .notAbsolute(path: "a.png"))
        }
        XCTAssertFalse(store.hasFailure(path: "a.png", stamp: stamp))
    }
}
