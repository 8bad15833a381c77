import Foundation
import Geometry
import Raster
import Thumbnails
import VitrineTestSupport
import XCTest

@testable import ImageFiles
@testable import ImageLibrary

/// The grid's tiles through the desktop's shared thumbnail cache (issue 24 part 2): a tile
/// made is saved there as the standard says, one another program saved is used instead of
/// the picture, a file that fails is noted in fail/ and not decoded again, and nothing is
/// shared that is not whole and in sRGB.
final class SharedThumbnailTests: XCTestCase {
    var scratch: ScratchFolder!
    var folder = ""
    var cache = ""

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
        folder = scratch.file("pictures")
        cache = scratch.file("cache")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        scratch.remove()
        ColorManagement.configure(enabled: true, displayProfile: nil)
    }

    private func photo(_ name: String, _ colour: UInt32, size: PixelSize = PixelSize(600, 400)) throws -> String {
        let surface = Surface(size: size)!
        surface.clear(to: Color(rgb: colour))
        try PNGFile.write(surface, to: folder + "/" + name)
        return folder + "/" + name
    }

    private func loader(version: String = "9.9") -> ThumbnailLoader {
        ThumbnailLoader(
            budget: 64 << 20, maker: ThumbnailMaker(sharingAs: version, root: cache), background: .black, threads: 1,
            synchronous: true)
    }

    private func tile(_ loader: ThumbnailLoader, _ path: String) -> ThumbnailLoader.State {
        loader.tile(.init(picture: PicturePage(path: path), side: 160, crops: true), priority: 0)
    }

    func testATileMadeIsSavedAsTheStandardSays() throws {
        let path = try photo("beach.png", 0x3080C0)
        guard case .ready = tile(loader(), path) else { return XCTFail("no tile") }
        let store = try XCTUnwrap(ThumbnailStore(root: cache, version: "9.9"))
        // A 600 x 400 picture cropped to 160 needs the 256 px size ("large"): 256 x 171.
        let saved = try XCTUnwrap(store.thumbnailPath(forPath: path, size: .large))
        XCTAssertEqual(try PNGFile.read(path: saved).size, PixelSize(256, 171))
        let attributes = try FileManager.default.attributesOfItem(atPath: saved)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let text = Dictionary(try PNGFile.text(ofFileAt: saved).map { ($0.keyword, $0.text) }) { a, _ in a }
        XCTAssertEqual(text["Thumb::URI"], "file://" + path)
        let stamp = try XCTUnwrap(FileStamp(ofFileAt: path))
        XCTAssertEqual(text["Thumb::MTime"], String(stamp.modificationTime))
        XCTAssertEqual(text["Thumb::Image::Width"], "600")
        XCTAssertEqual(text["Software"], "Vitrine 9.9")
    }

    func testAThumbnailAnotherProgramSavedIsUsedInsteadOfThePicture() throws {
        let path = try photo("forest.png", 0x20A020)
        let store = try XCTUnwrap(ThumbnailStore(root: cache, version: "9.9"))
        let stamp = try XCTUnwrap(FileStamp(ofFileAt: path))
        // A file manager's thumbnail: red, where the picture is green.
        let theirs = Surface(size: PixelSize(256, 171))!
        theirs.clear(to: Color(rgb: 0xD02020))
        let target = try XCTUnwrap(store.thumbnailPath(forPath: path, size: .large))
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGFile.write(
            theirs, to: target,
            text: [PNGText("Thumb::URI", "file://" + path), PNGText("Thumb::MTime", String(stamp.modificationTime))],
            mode: 0o600)
        guard case .ready(let made) = tile(loader(), path) else { return XCTFail("no tile") }
        XCTAssertEqual(Color(pixel: made.row(80)[80]), Color(rgb: 0xD02020), "the cache's, not a decode's")

        // On a Display P3 screen the cache's sRGB is converted to the display's colours: its
        // red, less saturated in P3's terms.
        let p3 = ColorManagement.Primaries(
            red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: (0.3127, 0.3290))
        ColorManagement.configure(enabled: true, displayProfile: ColorManagement.profile(primaries: p3, curve: .sRGB))
        guard case .ready(let converted) = tile(loader(), path) else { return XCTFail("no tile") }
        let shown = Color(pixel: converted.row(80)[80])
        XCTAssertLessThan(shown.red, 0xD0 - 8, "\(shown)")
        XCTAssertGreaterThan(shown.green, 0x20 + 8, "\(shown)")
        ColorManagement.configure(enabled: true, displayProfile: nil)

        // Once the picture changes, the thumbnail no longer holds: the picture is decoded.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: path)
        guard case .ready(let fresh) = tile(loader(), path) else { return XCTFail("no tile") }
        XCTAssertEqual(Color(pixel: fresh.row(80)[80]), Color(rgb: 0x20A020))
    }

    func testAFileThatFailsIsNotedAndNotDecodedAgain() throws {
        let path = folder + "/broken.png"
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 100))
            .write(to: URL(fileURLWithPath: path))
        guard case .failed = tile(loader(), path) else { return XCTFail("a corrupt file makes no tile") }
        let store = try XCTUnwrap(ThumbnailStore(root: cache, version: "9.9"))
        XCTAssertTrue(store.hasFailure(path: path, stamp: try XCTUnwrap(FileStamp(ofFileAt: path))))
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache + "/fail/vitrine-9.9"))
        guard case .failed(let why) = tile(loader(), path) else { return XCTFail("still no tile") }
        XCTAssertTrue(why.contains("it failed before"), why)
    }

    func testNothingIsSharedThatIsNotInSRGB() throws {
        let path = try photo("dusk.png", 0x804020)
        ColorManagement.configure(enabled: true, displayProfile: [1, 2, 3])
        guard case .ready = tile(loader(), path) else { return XCTFail("no tile") }
        let store = try XCTUnwrap(ThumbnailStore(root: cache, version: "9.9"))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: try XCTUnwrap(store.thumbnailPath(forPath: path, size: .large))))
    }
}
