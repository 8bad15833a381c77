import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// Files cut short, read as far as they decode (`ImageFile.readWhatDecodes`), as eog and nsxiv
/// show them: the rows before the cut as the whole file has them, the rest grey (JPEG) or
/// transparent, and the reason. Files cut before any row, and garbage, still fail.
final class PartialReadTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// `name`'s first `share` of its bytes, as a file of its own.
    private func cut(_ name: String, keeping share: Double, path fixture: (String) -> String = Fixture.path) throws
        -> String
    {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture(name)))
        let path = scratch.file("cut-" + name)
        try bytes.prefix(Int(Double(bytes.count) * share)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The rows of `part` from the top that equal `whole`'s.
    private func topRowsAlike(_ part: Surface, _ whole: Surface) -> Int {
        var y = 0
        while y < part.height, (0..<part.width).allSatisfy({ part[$0, y] == whole[$0, y] }) { y += 1 }
        return y
    }

    func testAJPEGCutShortShowsItsTopRowsAndGreyBelow() throws {
        let whole = try ImageFile.read(path: Fixture.path("photo.jpg"))
        let path = try cut("photo.jpg", keeping: 0.6)
        XCTAssertThrowsError(try ImageFile.read(path: path)) {
            XCTAssertEqual(($0 as? ImageFileError)?.reason, .truncated)
        }
        let (part, cutShort) = try ImageFile.readWhatDecodes(path: path)
        XCTAssertEqual(part.size, whole.size)
        XCTAssertEqual(cutShort?.reason, .truncated)
        XCTAssertTrue(cutShort?.description.contains("Premature end") == true, "\(String(describing: cutShort))")
        let alike = topRowsAlike(part, whole)
        XCTAssertGreaterThanOrEqual(alike, 48, "a quarter of the rows or more, as decoded whole")
        XCTAssertLessThan(alike, whole.height)
        let grey = part[part.width / 2, part.height - 1]
        XCTAssertEqual(Pixel.red(grey), Pixel.green(grey))
        XCTAssertEqual(Pixel.green(grey), Pixel.blue(grey), "libjpeg's grey below the cut")
        XCTAssertNil(try ImageFile.readWhatDecodes(path: Fixture.path("photo.jpg")).cutShort, "a whole file")
    }

    func testAPNGCutShortShowsItsTopRowsAndNothingBelow() throws {
        let whole = try ImageFile.read(path: Fixture.path("tiff-source.png"))
        let path = try cut("tiff-source.png", keeping: 0.7)
        let (part, cutShort) = try ImageFile.readWhatDecodes(path: path)
        XCTAssertEqual(cutShort?.reason, .truncated)
        let alike = topRowsAlike(part, whole)
        XCTAssertGreaterThanOrEqual(alike, 16)
        XCTAssertLessThan(alike, whole.height)
        XCTAssertEqual(part[0, part.height - 1], 0, "transparent below the cut")
        // Fitted: the partial image brought down as a whole one is.
        let fitted = try ImageFile.readWhatDecodes(path: path, fitting: PixelSize(30, 30))
        XCTAssertEqual(fitted.surface.size, PixelSize(30, 18))
        XCTAssertNotNil(fitted.cutShort)
    }

    func testAWebPAndAGIFCutShortShowTheirTopRows() throws {
        for (name, share) in [("blocks-lossless.webp", 0.95), ("blocks-lossy.webp", 0.7), ("gif-still.gif", 0.6)] {
            let fixture = name.hasSuffix(".gif") ? Fixture.path(name) : FormatFixture.path(name)
            let whole = try ImageFile.read(path: fixture)
            let path = try cut(name, keeping: share) { _ in fixture }
            let (part, cutShort) = try ImageFile.readWhatDecodes(path: path)
            XCTAssertEqual(cutShort?.reason, .truncated, name)
            XCTAssertEqual(part.size, whole.size, name)
            XCTAssertGreaterThan(topRowsAlike(part, whole), 0, name)
            XCTAssertEqual(part[part.width - 1, part.height - 1] >> 24, 0, "\(name): transparent below the cut")
        }
    }

    /// Cut before its first row, a file has nothing to show; an interlaced PNG's passes each
    /// span the whole image, so it must be whole; garbage behind a JPEG's signature is not an
    /// image.
    func testWhatHasNothingToShowStillFails() throws {
        for name in ["photo.jpg", "tiff-source.png"] {
            let path = try cut(name, keeping: 0.02)
            XCTAssertThrowsError(try ImageFile.readWhatDecodes(path: path), name)
        }
        let interlaced = try cut("interlaced-rgb16.png", keeping: 0.6)
        XCTAssertThrowsError(try ImageFile.readWhatDecodes(path: interlaced))
        var random = XorShift32(seed: 3)
        let garbage = scratch.file("garbage.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0x02] + (0..<3000).map { _ in UInt8(truncatingIfNeeded: random.nextUInt32()) })
            .write(to: URL(fileURLWithPath: garbage))
        XCTAssertThrowsError(try ImageFile.readWhatDecodes(path: garbage)) {
            XCTAssertEqual(($0 as? ImageFileError)?.reason, .notAnImage, "\($0)")
        }
    }
}
