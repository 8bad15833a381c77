import Foundation
import Geometry
import ImageFiles
import VitrineTestSupport
import XCTest

@testable import Thumbnails

/// Where the cache is and what is in it: the environment, the folders, the names.
final class ThumbnailStoreTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    func testTheRootIsXDGCacheHomesWhenAbsoluteElseHomesCache() {
        let cases: [([String: String], String?)] = [
            (["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/ann"], "/x/cache/thumbnails"),
            (["XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/ann"], "/x/cache/thumbnails"),
            (["XDG_CACHE_HOME": "//x//cache", "HOME": "/home/ann"], "/x/cache/thumbnails"),
            (["XDG_CACHE_HOME": "/", "HOME": "/home/ann"], "/thumbnails"),
            // Relative or empty: invalid by the XDG Base Directory Specification, so ignored.
            (["XDG_CACHE_HOME": "cache", "HOME": "/home/ann"], "/home/ann/.cache/thumbnails"),
            (["XDG_CACHE_HOME": "./cache", "HOME": "/home/ann"], "/home/ann/.cache/thumbnails"),
            (["XDG_CACHE_HOME": "", "HOME": "/home/ann"], "/home/ann/.cache/thumbnails"),
            (["HOME": "/home/ann"], "/home/ann/.cache/thumbnails"),
            (["HOME": "/home/ann/"], "/home/ann/.cache/thumbnails"),
            (["HOME": "/"], "/.cache/thumbnails"),
            (["HOME": "relative"], nil),
            (["XDG_CACHE_HOME": "cache"], nil),
            ([:], nil),
        ]
        for (environment, root) in cases {
            XCTAssertEqual(ThumbnailStore.root(environment: environment), root, "\(environment)")
            XCTAssertEqual(ThumbnailStore(environment: environment, version: "1")?.root, root, "\(environment)")
        }
    }

    func testTheProcessEnvironmentIsRead() throws {
        let saved = (getenv("XDG_CACHE_HOME").map { String(cString: $0) }, getenv("HOME").map { String(cString: $0) })
        defer {
            if let cache = saved.0 { setenv("XDG_CACHE_HOME", cache, 1) } else { unsetenv("XDG_CACHE_HOME") }
            if let home = saved.1 { setenv("HOME", home, 1) } else { unsetenv("HOME") }
        }
        setenv("XDG_CACHE_HOME", "/somewhere/cache", 1)
        setenv("HOME", "/home/ann", 1)
        XCTAssertEqual(ThumbnailStore(version: "1")?.root, "/somewhere/cache/thumbnails")
        unsetenv("XDG_CACHE_HOME")
        XCTAssertEqual(ThumbnailStore(version: "1")?.root, "/home/ann/.cache/thumbnails")
        XCTAssertEqual(ThumbnailStore.processEnvironment(), ["HOME": "/home/ann"])
    }

    func testAStoreNeedsAnAbsoluteRootAndAVersionFitForAFolderName() {
        XCTAssertNil(ThumbnailStore(root: "relative/thumbnails", version: "1"))
        XCTAssertNil(ThumbnailStore(root: "", version: "1"))
        for bad in ["", ".", "..", "1/2", "a b", "é", String(repeating: "9", count: 65), "1\u{0}"] {
            XCTAssertNil(ThumbnailStore(root: "/t", version: bad), bad)
        }
        for good in ["0.3.0", "1.0-rc1", "2+git~x_y", String(repeating: "9", count: 64)] {
            XCTAssertEqual(ThumbnailStore(root: "/t", version: good)?.version, good)
        }
        XCTAssertEqual(ThumbnailStore(root: "/t//cache/./thumbnails/", version: "1")?.root, "/t/cache/thumbnails")
    }

    func testThePathsOfThumbnailsAndFailureRecords() {
        let store = ThumbnailStore(root: "/home/jens/.cache/thumbnails", version: "0.3.0")!
        // The standard's example.
        XCTAssertEqual(
            store.thumbnailPath(forPath: "/home/jens/photos/me.png", size: .normal),
            "/home/jens/.cache/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
        let vector = GLibVector.all[1]
        let folders: [(ThumbnailSize, String)] = [
            (.normal, "normal"), (.large, "large"), (.xLarge, "x-large"), (.xxLarge, "xx-large"),
        ]
        for (size, folder) in folders {
            XCTAssertEqual(
                store.thumbnailPath(forPath: vector.path, size: size),
                "/home/jens/.cache/thumbnails/\(folder)/\(vector.md5).png")
        }
        XCTAssertEqual(
            store.failurePath(forPath: vector.path), "/home/jens/.cache/thumbnails/fail/vitrine-0.3.0/\(vector.md5).png"
        )
        XCTAssertNil(store.thumbnailPath(forPath: "me.png", size: .normal))
        XCTAssertNil(store.failurePath(forPath: "me.png"))
    }

    func testTheCacheHoldsItsOwnFilesAndNoOthers() throws {
        let store = ThumbnailStore(root: "/home/ann/.cache/thumbnails", version: "1")!
        for inside in [
            "/home/ann/.cache/thumbnails", "/home/ann/.cache/thumbnails/", "/home/ann/.cache/thumbnails/normal/x.png",
            "/home/ann//.cache/./thumbnails/large/y.png",
        ] {
            XCTAssertTrue(store.holds(inside), inside)
        }
        for outside in [
            "/home/ann/.cache/thumbnails2/x.png", "/home/ann/.cache/thumbnail", "/home/ann/Pictures/a.png", "/",
            "/home",
        ] {
            XCTAssertFalse(store.holds(outside), outside)
        }
        // Through a link: the real paths are compared too.
        let real = scratch.file("cache/thumbnails")
        try FileManager.default.createDirectory(atPath: real + "/normal", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: real + "/normal/a.png", contents: Data([1])))
        XCTAssertEqual(symlink(real, scratch.file("link")), 0)
        let linked = ThumbnailStore(root: real, version: "1")!
        XCTAssertTrue(linked.holds(scratch.file("link/normal/a.png")))
        XCTAssertFalse(linked.holds(scratch.file("link/../other.png")))
        XCTAssertTrue(ThumbnailStore(root: "/", version: "1")!.holds("/anything"))
    }

    func testAStampIsTheFilesModificationTimeAndLength() throws {
        let path = try scratch.write([UInt8](repeating: 7, count: 1234), to: "photo.jpg")
        var times = [
            timespec(tv_sec: 1_700_000_123, tv_nsec: 900_000_000),
            timespec(tv_sec: 1_700_000_123, tv_nsec: 900_000_000),
        ]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertEqual(FileStamp(ofFileAt: path), FileStamp(modificationTime: 1_700_000_123, byteCount: 1234))
        XCTAssertNil(FileStamp(ofFileAt: scratch.file("missing.jpg")))
    }

    func testAFileThatCannotBeReadHasNoStamp() throws {
        try XCTSkipIf(geteuid() == 0, "running as root, which may read any file")
        let path = try scratch.write([1, 2, 3], to: "private.jpg")
        XCTAssertEqual(chmod(path, 0), 0)
        XCTAssertNil(FileStamp(ofFileAt: path))
    }

    func testThumbnailSizesFitTheLargerSideAndScaleNothingUp() {
        XCTAssertEqual(ThumbnailSize.allCases.map(\.pixels), [128, 256, 512, 1024])
        XCTAssertEqual(ThumbnailSize.allCases.map(\.folderName), ["normal", "large", "x-large", "xx-large"])
        let cases: [(PixelSize, ThumbnailSize, PixelSize)] = [
            (PixelSize(4000, 3000), .normal, PixelSize(128, 96)),
            (PixelSize(3000, 4000), .large, PixelSize(192, 256)),
            (PixelSize(1025, 10), .xxLarge, PixelSize(1024, 10)),
            (PixelSize(10_000, 1), .normal, PixelSize(128, 1)),
            (PixelSize(300, 200), .normal, PixelSize(128, 85)),
            (PixelSize(129, 129), .normal, PixelSize(128, 128)),
            (PixelSize(128, 50), .normal, PixelSize(128, 50)),
            (PixelSize(100, 60), .xLarge, PixelSize(100, 60)),
            (PixelSize(1, 1), .normal, PixelSize(1, 1)),
        ]
        for (image, size, thumbnail) in cases {
            XCTAssertEqual(size.thumbnailSize(forImageOf: image), thumbnail, "\(image) in \(size)")
            XCTAssertTrue(size.admits(thumbnail))
        }
        for size in ThumbnailSize.allCases {
            XCTAssertTrue(size.decodeLimits.allow(width: size.pixels, height: size.pixels))
            XCTAssertFalse(size.decodeLimits.allow(width: size.pixels + 1, height: 1))
            XCTAssertFalse(size.decodeLimits.allow(width: 1, height: size.pixels + 1))
        }
        XCTAssertFalse(ThumbnailSize.normal.admits(PixelSize(129, 1)))
        XCTAssertFalse(ThumbnailSize.normal.admits(PixelSize(0, 1)))
        XCTAssertEqual(ThumbnailSize.large.andLarger, [.large, .xLarge, .xxLarge])
        XCTAssertEqual(ThumbnailSize.xxLarge.andLarger, [.xxLarge])
    }
}
