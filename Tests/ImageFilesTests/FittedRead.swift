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
