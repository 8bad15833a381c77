import ImageFiles
import XCTest

/// The error `body` throws, or a test failure (and nil) if it returns.
func imageFileError<T>(
    _ body: () throws(ImageFileError) -> T, file: StaticString = #filePath,
    line: UInt = #line
) -> ImageFileError? {
    do {
        _ = try body()
        XCTFail("expected an ImageFileError, got success", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// Checks that `body` throws an error about `path` with `reason`.
func assertThrows<T>(
    _ reason: ImageFileError.Reason, path: String, _ body: () throws(ImageFileError) -> T,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = imageFileError(body, file: file, line: line) else { return }
    XCTAssertEqual(error.reason, reason, "\(error)", file: file, line: line)
    XCTAssertEqual(error.path, path, file: file, line: line)
}

func hex(_ pixel: UInt32) -> String {
    let digits = String(pixel, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
