import Geometry
import Raster
import XCTest

@testable import ImageFiles

/// For the formats that decode whole and then bring the picture down (TIFF, HEIF): the fitted
/// read is the whole read area-filtered, as `Surface.scaled(to:)`, and its cost counts at least
/// `wholeCopies` surfaces of the full size.
func assertFittedReadScalesTheWhole(
    _ path: String, into fitting: PixelSize, wholeCopies: Int, file: StaticString = #filePath, line: UInt = #line
) throws {
    let whole = try ImageFile.read(path: path)
    let fitted = try ImageFile.read(path: path, fitting: fitting)
    let expected = try XCTUnwrap(whole.scaled(to: whole.size.fitted(into: fitting)), file: file, line: line)
    XCTAssertTrue(fitted.hasSamePixels(as: expected), path, file: file, line: line)
    XCTAssertGreaterThan(
        ImageFile.decodeCost(ofFileAt: path, size: whole.size), wholeCopies * whole.width * whole.height * 4,
        path, file: file, line: line)
}

/// A fixture and the PNG it must read as (the one it was made from, or a reference conversion
/// of it), and how far its read may stray from it: at worst (a channel of a pixel) and on the whole (the mean channel difference).
struct MadeFromSource {
    var file: String
    var source: String
    var worst: Int
    var mean: Double

    /// `mean` nil: no bound on the whole beyond the worst pixel's.
    init(file: String, source: String, worst: Int, mean: Double? = nil) {
        (self.file, self.source, self.worst, self.mean) = (file, source, worst, mean ?? Double(worst))
    }
}

/// Each of `cases` reads at the source's size, and its pixels within their tolerances.
func assertEachReadsAsItsSource(_ cases: [MadeFromSource], file: StaticString = #filePath, line: UInt = #line) throws {
    for made in cases {
        let expected = try PNGFile.read(path: Fixture.path(made.source))
        XCTAssertEqual(
            try ImageFile.size(ofFileAt: Fixture.path(made.file)), expected.size, made.file, file: file, line: line)
        let read = try ImageFile.read(path: Fixture.path(made.file))
        XCTAssertEqual(read.size, expected.size, made.file, file: file, line: line)
        guard read.size == expected.size else { continue }
        let worst = read.worstChannelDifferenceAndPlace(from: expected)
        XCTAssertLessThanOrEqual(
            read.meanChannelDifference(from: expected), made.mean, made.file, file: file, line: line)
        XCTAssertLessThanOrEqual(
            worst.difference, made.worst, "\(made.file) at (\(worst.x), \(worst.y))", file: file, line: line)
    }
}
