import Foundation
import Geometry
import Raster
import XCTest

@testable import ImageFiles

#if canImport(Glibc)
    import Glibc
#endif

/// `ImageFile.decodeCost` for JPEG, WebP, HEIC, AVIF and JPEG XL against what a decode takes: the process's peak
/// resident memory during one decode (VmHWM after it, reset just before, minus VmRSS before
/// it), a rough check: malloc_trim first returns freed heap memory to the system, so memory a
/// decode reuses is counted again, but malloc may still keep some. Each fixture is flat, so a
/// few KB of file decode into megabytes.
final class DecodeCostTests: XCTestCase {
    /// The peak resident bytes `body` adds, or nil where VmHWM cannot be reset.
    private func peakBytes(_ body: () throws -> Void) rethrows -> Int? {
        _ = DecodeCostTests.mallocTrim?(0)
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil else {
            return nil
        }
        let before = statusKiB("VmRSS")
        try body()
        return (statusKiB("VmHWM") - before) * 1024
    }

    /// glibc's malloc_trim, which Swift's Glibc module leaves out (it is in malloc.h). After a
    /// large block is freed, glibc serves the next ones from its heap and keeps them resident.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }
    }()

    private func statusKiB(_ key: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    private func check(
        _ name: String, fitting: PixelSize?, expectedSize: PixelSize,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        let path = FormatFixture.path(name)
        let size = try ImageFile.size(ofFileAt: path)
        let cost = ImageFile.decodeCost(ofFileAt: path, size: size, fitting: fitting)
        var decoded: Surface?
        let peak = try peakBytes { decoded = try ImageFile.read(path: path, fitting: fitting) }
        XCTAssertEqual(decoded?.size, expectedSize, name, file: file, line: line)
        print(
            "decode cost \(name) fitting \(fitting.map(\.description) ?? "none"): "
                + "\(cost >> 10) KiB, peak \(peak.map { "\($0 >> 10) KiB" } ?? "not measured")")
        if let peak { XCTAssertGreaterThanOrEqual(cost, peak, name, file: file, line: line) }
        return cost
    }

    func testJPEGCostCoversTheFullAndTheReducedDecode() throws {
        for name in ["flat-1536x1024.jpg", "flat-1536x1024-progressive.jpg"] {
            let full = try check(name, fitting: nil, expectedSize: PixelSize(1536, 1024))
            let quarter = try check(name, fitting: PixelSize(384, 300), expectedSize: PixelSize(384, 256))
            let eighth = try check(name, fitting: PixelSize(100, 100), expectedSize: PixelSize(192, 128))
            XCTAssertLessThan(quarter, full)
            XCTAssertLessThan(eighth, quarter)
            // The surface alone is 6 MiB at full size and 96 KiB at an eighth.
            XCTAssertEqual(full - eighth, (6 << 20) - (96 << 10))
        }
    }

    func testWebPCostCoversTheDecode() throws {
        // Lossless: libwebp decodes the whole image as ARGB first, then converts it.
        _ = try check("flat-1536x1024-lossless.webp", fitting: nil, expectedSize: PixelSize(1536, 1024))
    }

    /// HEIC and AVIF at a phone camera's 12 megapixels: libheif's planes, its RGBA and the
    /// surface, whole or fitted (libheif decodes whole, so fitting costs no less), under 200 MiB.
    func testHEIFCostCoversTheDecode() throws {
        for name in ["flat-4032x3024.avif", "flat-4032x3024.heic"] {
            let full = try check(name, fitting: nil, expectedSize: PixelSize(4032, 3024))
            let fitted = try check(name, fitting: PixelSize(1008, 1008), expectedSize: PixelSize(1008, 756))
            XCTAssertLessThan(full, 200 << 20, name)
            XCTAssertGreaterThanOrEqual(fitted, full, name)
        }
    }

    /// JPEG XL at 12 megapixels, lossy (VarDCT) and lossless (modular): libjxl's frame beside the
    /// surface.
    func testJXLCostCoversTheDecode() throws {
        for name in ["flat-4032x3024.jxl", "flat-4032x3024-lossless.jxl"] {
            _ = try check(name, fitting: nil, expectedSize: PixelSize(4032, 3024))
            _ = try check(name, fitting: PixelSize(1008, 1008), expectedSize: PixelSize(1008, 756))
        }
    }

    /// A turned JPEG is turned band by band into its one upright surface: it costs that surface,
    /// one band and libjpeg's memory, not a stored copy beside the upright one (a 16384 x 8192
    /// photo at orientation 6 took 1,073 MB). The file is streamed, not counted.
    func testATurnedJPEGCountsItsUprightSurfaceAndOneBand() throws {
        let path = FormatFixture.path("orientation-6.jpg")
        let header = try XCTUnwrap(JPEGDecoder(file: InputFile(path: path), limits: .default).header)
        let upright = Surface.stride(forWidth: 64) * 48, band = Surface.stride(forWidth: 48) * JPEGDecoder.bandRows
        XCTAssertEqual(
            ImageFile.decodeCost(ofFileAt: path, size: PixelSize(64, 48)),
            upright + band + JPEGDecoder.workingBytes(of: header))
        let plain = FormatFixture.path("orientation-1.jpg")
        let plainHeader = try XCTUnwrap(JPEGDecoder(file: InputFile(path: plain), limits: .default).header)
        XCTAssertEqual(
            ImageFile.decodeCost(ofFileAt: plain, size: PixelSize(64, 48)),
            upright + JPEGDecoder.workingBytes(of: plainHeader))
    }

    func testAnUnreadableFileCostsAsAPNGOfItsSize() {
        XCTAssertEqual(
            ImageFile.decodeCost(ofFileAt: "/nonexistent.jpg", size: PixelSize(10, 10)),
            PNGFile.decodeCost(of: PixelSize(10, 10)))
    }
}
