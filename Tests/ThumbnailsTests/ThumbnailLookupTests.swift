import Foundation
import Geometry
import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

@testable import Thumbnails

/// `lookup`: valid thumbnails found, from Vitrine or another program; everything else absent.
final class ThumbnailLookupTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var store: ThumbnailStore!
    private let stamp = FileStamp(modificationTime: 1_700_000_000, byteCount: 123_456)
    /// The standard's example file, with GLib's name for its thumbnail.
    private let vector = GLibVector.all[0]

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
        store = ThumbnailFixtures.store(in: scratch)
    }
    override func tearDown() { scratch.remove() }

    /// Writes `bytes` as the thumbnail GLib's name gives `vector` in the folder of `size`.
    @discardableResult
    private func place(_ bytes: [UInt8], size: ThumbnailSize = .normal) throws -> String {
        let folder = scratch.file("cache/thumbnails/" + size.folderName)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + vector.md5 + ".png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    /// Another program's thumbnail of the example file with these keys.
    private func foreign(
        uri: String? = nil, mtime: String? = "1700000000", size: String? = nil, width: Int = 4, height: Int = 3
    ) -> [UInt8] {
        var text = [PNGBytes.tEXt("Thumb::URI", uri ?? vector.uri)]
        if let mtime { text.append(PNGBytes.tEXt("Thumb::MTime", mtime)) }
        if let size { text.append(PNGBytes.tEXt("Thumb::Size", size)) }
        text.append(PNGBytes.tEXt("Software", "GNOME::ThumbnailFactory"))
        return ThumbnailFixtures.foreignPNG(width: width, height: height, text: text)
    }

    func testFindsWhatItSaved() throws {
        let picture = ThumbnailFixtures.picture(128, 96)
        try store.save(picture, forPath: vector.path, stamp: stamp, size: .normal, imageSize: PixelSize(4000, 3000))
        let found = try XCTUnwrap(store.lookup(path: vector.path, stamp: stamp))
        XCTAssertEqual(found.size, .normal)
        XCTAssertTrue(found.surface.hasSamePixels(as: picture))
    }

    func testAcceptsAnotherProgramsThumbnailNamedAsGLibNamesIt() throws {
        for keys in [foreign(), foreign(size: "123456")] {
            try place(keys)
            let found = try XCTUnwrap(store.lookup(path: vector.path, stamp: stamp))
            XCTAssertEqual(found.surface.size, PixelSize(4, 3))
            XCTAssertEqual(found.surface[3, 2], Pixel.pack(red: 10, green: 20, blue: 30, alpha: 255))
        }
    }

    func testAcceptsKeysInCompressedAndInternationalText() throws {
        // Qt (so KDE) writes a value of 40 characters or more as zTXt, and UTF-8 as iTXt.
        let text = [
            PNGBytes.zTXt("Thumb::URI", vector.uri), PNGBytes.iTXt("Thumb::MTime", "1700000000", compressed: true),
        ]
        try place(ThumbnailFixtures.foreignPNG(text: text))
        XCTAssertNotNil(store.lookup(path: vector.path, stamp: stamp))
    }

    func testRejectsAThumbnailOfAnotherFileOrAnotherVersion() throws {
        let stale: [(String, [UInt8])] = [
            ("another URI", foreign(uri: "file:///home/jens/photos/you.png")),
            ("the URI with a space after", foreign(uri: "file:///home/jens/photos/me.png ")),
            ("the URI as a path", foreign(uri: "/home/jens/photos/me.png")),
            ("an older time", foreign(mtime: "1699999999")),
            ("a newer time", foreign(mtime: "1700000001")),
            ("no time", foreign(mtime: nil)),
            ("a time with a leading zero", foreign(mtime: "01700000000")),
            ("a time with a sign", foreign(mtime: "+1700000000")),
            ("a time with a space", foreign(mtime: "1700000000 ")),
            ("a time with a fraction", foreign(mtime: "1700000000.5")),
            ("another length", foreign(size: "123457")),
            ("no URI", ThumbnailFixtures.foreignPNG(text: [PNGBytes.tEXt("Thumb::MTime", "1700000000")])),
            (
                "a second, wrong URI",
                ThumbnailFixtures.foreignPNG(text: [
                    PNGBytes.tEXt("Thumb::URI", vector.uri), PNGBytes.tEXt("Thumb::MTime", "1700000000"),
                    PNGBytes.tEXt("Thumb::URI", "file:///else.png"),
                ])
            ),
        ]
        for (what, bytes) in stale {
            try place(bytes)
            XCTAssertNil(store.lookup(path: vector.path, stamp: stamp), what)
        }
        // The same keys, right: found (so it was the one wrong key each time).
        try place(foreign(size: "123456"))
        XCTAssertNotNil(store.lookup(path: vector.path, stamp: stamp))
    }

    func testTheURIMustMatchScalarForScalar() throws {
        // U+212A KELVIN SIGN is canonically equivalent to "K", so Swift's == calls the two
        // strings equal; GLib compares bytes, and so must the check.
        let path = "/tmp/K.png"
        let name = ThumbnailStore.fileName(for: "file:///tmp/K.png")
        let folder = scratch.file("cache/thumbnails/normal")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let kelvin = "file:///tmp/\u{212A}.png"
        XCTAssertEqual(kelvin, "file:///tmp/K.png")
        for (uri, found) in [(kelvin, false), ("file:///tmp/K.png", true)] {
            let text = [PNGBytes.iTXt("Thumb::URI", uri), PNGBytes.tEXt("Thumb::MTime", "1700000000")]
            let bytes = ThumbnailFixtures.foreignPNG(text: text)
            XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)))
            XCTAssertEqual(store.lookup(path: path, stamp: stamp) != nil, found, uri)
        }
    }

    func testADamagedFileIsAbsent() throws {
        let good = foreign()
        let idat = PNGBytes.chunks(of: good).first { $0.type == "IDAT" }!
        var badPixels = good
        badPixels[idat.start + 10] ^= 0xFF // the image data's CRC no longer matches
        var badKeyCRC = good
        let firstText = PNGBytes.chunks(of: good).first { $0.type == "tEXt" }!
        badKeyCRC[firstText.end - 1] ^= 1
        let damaged: [(String, [UInt8])] = [
            ("empty", []), ("not a PNG", Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 40)),
            ("the image data damaged", badPixels), ("the URI chunk damaged", badKeyCRC),
            ("cut in the image data", Array(good[..<(idat.start + 20)])),
            ("cut after the keys", Array(good[..<idat.start])),
        ]
        for (what, bytes) in damaged {
            try place(bytes)
            XCTAssertNil(store.lookup(path: vector.path, stamp: stamp), what)
        }
    }

    func testAPictureLargerThanItsFolderIsAbsentAndNotDecoded() throws {
        try place(foreign(width: 129, height: 2), size: .normal)
        XCTAssertNil(store.lookup(path: vector.path, stamp: stamp))
        // A header claiming 100,000 x 100,000 is refused from the header, before any allocation.
        var huge = foreign(width: 2, height: 2)
        huge.replaceSubrange(8..<33, with: PNGBytes.ihdr(width: 100_000, height: 100_000, depth: 8, colour: .rgba))
        try place(huge, size: .xxLarge)
        XCTAssertNil(store.lookup(path: vector.path, stamp: stamp))
        // The same width is fine one folder up.
        try place(foreign(width: 129, height: 2), size: .large)
        XCTAssertEqual(store.lookup(path: vector.path, stamp: stamp)?.size, .large)
    }

    func testLooksInTheFolderAskedForThenLargerOnesNeverSmaller() throws {
        try place(foreign(width: 3, height: 3), size: .xLarge)
        XCTAssertEqual(store.lookup(path: vector.path, stamp: stamp, smallest: .normal)?.size, .xLarge)
        XCTAssertEqual(store.lookup(path: vector.path, stamp: stamp, smallest: .xLarge)?.size, .xLarge)
        XCTAssertNil(store.lookup(path: vector.path, stamp: stamp, smallest: .xxLarge))
        // A stale one in the folder asked for gives way to a valid larger one.
        try place(foreign(mtime: "1"), size: .large)
        XCTAssertEqual(store.lookup(path: vector.path, stamp: stamp, smallest: .large)?.size, .xLarge)
        try place(foreign(), size: .large)
        XCTAssertEqual(store.lookup(path: vector.path, stamp: stamp, smallest: .normal)?.size, .large)
    }

    func testNothingIsFoundForARelativePathOrAnEmptyCache() {
        XCTAssertNil(store.lookup(path: vector.path, stamp: stamp))
        XCTAssertNil(store.lookup(path: "photos/me.png", stamp: stamp))
    }

    func testAFolderOrFIFOInPlaceOfTheThumbnailIsAbsent() throws {
        let path = scratch.file("cache/thumbnails/normal/\(vector.md5).png")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        XCTAssertNil(store.lookup(path: vector.path, stamp: stamp))
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o600), 0) // must not wait for a writer
        XCTAssertNil(store.lookup(path: vector.path, stamp: stamp))
    }
}
