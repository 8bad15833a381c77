import CPNG
import Foundation
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// The row-by-row writer (CPNGWrite): the same files as libpng's simplified API wrote before it,
/// progress as it goes, failures as errors.
final class PNGWriteProgressTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    /// What ImageFiles wrote before CPNGWrite: libpng's simplified API given the straight pixels.
    private func simplifiedAPIFile(of surface: Surface) throws -> Data {
        let width = surface.width
        var straight = [UInt32](repeating: 0, count: width * surface.height)
        straight.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<surface.height {
                PNGFile.straighten(surface.row(y), into: buffer.baseAddress! + y * width, count: width)
            }
        }
        let path = scratch.file("reference.png")
        let stream = try XCTUnwrap(fopen(path, "wb"))
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(surface.height)
        image.format = png_uint_32(PNG_FORMAT_BGRA)
        let written = png_image_write_to_stdio(&image, stream, 0, straight, 0, nil)
        XCTAssertEqual(fclose(stream), 0)
        XCTAssertNotEqual(written, 0)
        defer { unlink(path) }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func testFilesAreByteForByteWhatTheSimplifiedAPIWrote() throws {
        // Same chunks, filters and compression: existing files' sizes and tests stay as they were.
        let wrapped = UnsafeMutableRawPointer.allocate(byteCount: 40 * 7, alignment: 4)
        defer { wrapped.deallocate() }
        for i in 0..<70 {
            wrapped.storeBytes(of: 0xFF00_0000 | UInt32(i * 0x30507), toByteOffset: i * 4, as: UInt32.self)
        }
        let cases: [(String, Surface)] = [
            ("every premultiplied pixel", TestSurfaces.everyPremultipliedPixel()),
            ("noise 333 x 211", TestSurfaces.noise(width: 333, height: 211)),
            ("1 x 1 transparent", Surface(width: 1, height: 1)!),
            ("wrapped, stride 40", Surface(wrapping: wrapped, width: 3, height: 7, stride: 40)!),
        ]
        for (words, surface) in cases {
            let path = scratch.file("new.png")
            try PNGFile.write(surface, to: path, overwrite: true)
            let new = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(new, try simplifiedAPIFile(of: surface), words)
            XCTAssertTrue(try PNGFile.read(path: path).hasSamePixels(as: surface), words)
        }
    }

    func testProgressRisesByRowsInAtMostAHundredStepsToOne() throws {
        for height in [1, 3, 99, 100, 101, 250, 1000, 1234] {
            var seen: [Double] = []
            try PNGFile.write(TestSurfaces.noise(width: 8, height: height), to: scratch.file("\(height).png")) {
                seen.append($0)
            }
            let words = "height \(height): \(seen)"
            XCTAssertEqual(seen.last, 1, words)
            XCTAssertLessThanOrEqual(seen.count, 100, words)
            XCTAssertEqual(seen.count, min(height, 100), words)
            XCTAssertTrue(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 }, words)
            // Whole rows: each fraction is rows / height.
            XCTAssertTrue(seen.allSatisfy { abs(($0 * Double(height)).rounded() - $0 * Double(height)) < 1e-9 }, words)
        }
    }

    func testProgressReachesOneOnlyOnceTheFileIsInPlace() throws {
        let path = scratch.file("placed.png")
        var whenOne: [String] = []
        try PNGFile.write(TestSurfaces.noise(width: 64, height: 64), to: path) { fraction in
            if fraction == 1 { whenOne = self.scratch.contents() }
        }
        XCTAssertEqual(whenOne, ["placed.png"], "no temporary file left, the file under its name")
    }

    func testAnUnwritableFolderFailsBeforeAnyProgress() throws {
        // sysfs refuses new files even to root, so this runs where a read-only folder cannot.
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/sys/kernel"), "no sysfs")
        var seen: [Double] = []
        assertThrows(.writeFailed("no permission to create files in '/sys/kernel'"), path: "/sys/kernel/out.png") {
            () throws(ImageFileError) in
            try PNGFile.write(Surface(width: 4, height: 4)!, to: "/sys/kernel/out.png") { seen.append($0) }
        }
        XCTAssertEqual(seen, [])
    }

    func testAFailedWriteInsideLibpngIsAnErrorNotACrash() throws {
        // /dev/full takes the header into its stream buffer, then fails every real write:
        // libpng's "Write Error" longjmps into CPNGWrite, which returns it.
        let stream = try XCTUnwrap(fopen("/dev/full", "wb"))
        defer { fclose(stream) }
        var seen: [Double] = []
        let encoder = try PNGEncoder(stream: stream, path: "full.png")
        let error = imageFileError { () throws(ImageFileError) in
            try encoder.encode(TestSurfaces.noise(width: 512, height: 512)) { seen.append($0) }
        }
        XCTAssertEqual(error?.reason, .writeFailed("could not write the image data (No space left on device)"))
        XCTAssertEqual(error?.detail, "libpng: Write Error")
        XCTAssertTrue(seen.allSatisfy { $0 < 0.5 }, "it failed early: \(seen)")
    }
}
