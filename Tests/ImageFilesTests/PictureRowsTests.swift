import Foundation
import Geometry
import Raster
import XCTest

@testable import ImageFiles

/// A picture's rows decoded a band at a time, for saves that must not hold a photo at the size
/// limit whole: the same pixels as reading it whole, for the files whose rows come in order.
final class PictureRowsTests: XCTestCase {
    private func fixture(_ name: String) -> String { Fixture.path(name) }

    /// Reads everything through bands of `band` rows.
    private func readAll(_ rows: PictureRows, band: Int) throws -> Surface {
        let picture = Surface(size: rows.size)!
        let buffer = Surface(width: rows.size.width, height: band)!
        while rows.rowsRead < rows.size.height {
            let top = rows.rowsRead
            try rows.read(into: buffer, count: band)
            let count = rows.rowsRead - top
            picture.copy(
                from: buffer, sourceRect: PixelRect(x: 0, y: 0, width: buffer.width, height: count), toX: 0, y: top)
        }
        return picture
    }

    func testRowsInOrderEqualTheWholeRead() throws {
        let names =
            [
                "blocks.jpg", "blocks-444.jpg", "blocks-gray.jpg", "blocks-cmyk.jpg", "blocks-progressive.jpg",
                "photo.jpg",
                "orientation-1.jpg",
            ]
            + Fixture.all.map(\.name).filter { !$0.hasPrefix("interlaced") }
        for name in names {
            let rows = try XCTUnwrap(PictureRows.open(path: fixture(name)), name)
            let whole = try ImageFile.read(path: fixture(name))
            XCTAssertEqual(rows.size, whole.size, name)
            XCTAssertTrue(try readAll(rows, band: 3).hasSamePixels(as: whole), name)
        }
    }

    /// Rows that do not come top to bottom at full size: a turned JPEG, an interlaced PNG, a
    /// WebP. Their saves decode them whole.
    func testFilesWhoseRowsDoNotComeInOrderAreReadWhole() throws {
        for name in ["orientation-6.jpg", "orientation-3.jpg", "interlaced-rgba8.png", "blocks-lossy.webp"] {
            XCTAssertNil(try PictureRows.open(path: fixture(name)), name)
        }
    }

    /// A file cut short fails at the band that runs out, as a whole read fails.
    func testAFileCutShortFailsOnTheWay() throws {
        let folder = NSTemporaryDirectory() + "vitrine-rows-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["photo.jpg", Fixture.all[0].name] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture(name)))
            let cut = folder + "/cut-" + name
            try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: cut))
            let rows = try XCTUnwrap(PictureRows.open(path: cut), name)
            XCTAssertThrowsError(try readAll(rows, band: 4), name)
        }
    }
}
