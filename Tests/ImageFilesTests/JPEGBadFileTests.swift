import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// JPEG files that are not readable: each fails quickly with the right reason through ImageFile,
/// never crashes, hangs or allocates for a size it then refuses.
final class JPEGBadFileTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String { try scratch.write(bytes, to: name) }

    /// The offset of the first marker `marker` (FF xx) in `bytes`.
    private func marker(_ marker: UInt8, in bytes: [UInt8]) throws -> Int {
        try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == marker })
    }

    func testEmptyAndUnknownFiles() throws {
        let empty = try write([], "empty.jpg")
        assertThrows(.empty, path: empty) { () throws(ImageFileError) in try ImageFile.read(path: empty) }
        assertThrows(.empty, path: empty) { () throws(ImageFileError) in try ImageFile.size(ofFileAt: empty) }
        // A Windows icon: a format Vitrine does not read.
        let icon = try write([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0], "x.ico")
        assertThrows(.notAnImage, path: icon) { () throws(ImageFileError) in try ImageFile.read(path: icon) }
        let error = imageFileError { () throws(ImageFileError) in try ImageFile.size(ofFileAt: icon) }
        XCTAssertEqual(
            error?.description,
            "cannot open '\(icon)': not an image Vitrine reads (PNG, JPEG, WebP, GIF, TIFF, BMP, HEIC, AVIF, JPEG XL)")
        // Text that happens to start like nothing in particular.
        let text = try write(Array("hello\n".utf8), "notes.jpg")
        assertThrows(.notAnImage, path: text) { () throws(ImageFileError) in try ImageFile.read(path: text) }
    }

    func testEveryTruncationIsTruncated() throws {
        // Cut at every length: in the SOI, the segments before the frame header, the tables, the
        // scan, and just before EOI (every pixel there but the end marker missing).
        for name in ["blocks.jpg", "blocks-progressive.jpg", "orientation-6.jpg"] {
            let bytes = try FormatFixture.bytes(name)
            for length in 1..<bytes.count {
                let path = try write(Array(bytes.prefix(length)), "cut.jpg")
                assertThrows(.truncated, path: path) { () throws(ImageFileError) in try ImageFile.read(path: path) }
            }
        }
    }

    func testGarbageAfterTheHeaderIsCorrupt() throws {
        // The scan's data replaced by a fixed pseudo-random sequence, EOI kept: a complete file
        // whose entropy-coded data is nonsense.
        let bytes = try FormatFixture.bytes("blocks.jpg")
        let sos = try marker(0xDA, in: bytes)
        let scanStart = sos + 2 + (Int(bytes[sos + 2]) << 8 | Int(bytes[sos + 3]))
        var state: UInt32 = 12345
        let garbage = (scanStart..<bytes.count - 2).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let path = try write(Array(bytes[..<scanStart]) + garbage + [0xFF, 0xD9], "garbage.jpg")
        guard let error = imageFileError({ () throws(ImageFileError) in try ImageFile.read(path: path) }) else {
            return
        }
        guard case .corrupt(let message, "libjpeg-turbo") = error.reason else { return XCTFail("\(error)") }
        XCTAssertFalse(message.isEmpty)
        // The header is sound, so the size is known.
        XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(64, 48))
    }

    func testEverySingleByteCorruptionFailsCleanlyOrDecodes() throws {
        let bytes = try FormatFixture.bytes("blocks.jpg")
        for index in 0..<bytes.count {
            var damaged = bytes
            damaged[index] ^= 0x5A
            let path = try write(damaged, "flipped.jpg")
            do {
                let surface = try ImageFile.read(path: path)
                XCTAssertGreaterThan(surface.width, 0)
            } catch {
                switch error.reason {
                // The signature, and the first marker's code after it: what says the bytes are a
                // JPEG at all (SOI and garbage is not an image).
                case .notAnImage: XCTAssertLessThan(index, 4, "byte \(index): \(error)")
                case .corrupt, .truncated, .tooLarge, .unsupported: break
                default: XCTFail("byte \(index): \(error)")
                }
            }
        }
    }

    func testHugeDimensionsAreRefusedFromTheHeaderWithoutAllocating() throws {
        var bytes = try FormatFixture.bytes("blocks.jpg")
        let sof = try marker(0xC0, in: bytes)
        // Frame header: FF C0, length (2), precision (1), height (2), width (2).
        bytes.replaceSubrange(sof + 5..<sof + 9, with: [0xEA, 0x60, 0xEA, 0x60]) // 60000 x 60000
        let path = try write(bytes, "huge.jpg")
        assertThrows(.tooLarge(width: 60000, height: 60000), path: path) { () throws(ImageFileError) in
            try ImageFile.size(ofFileAt: path)
        }
        // Sides allowed, so the byte limit refuses it; 13 GiB allocated first would not be quick.
        let wide = DecodeLimits(maxWidth: 1 << 20, maxHeight: 1 << 20, maxBytes: 1 << 30)
        let start = Date()
        for _ in 0..<100 { _ = try? ImageFile.read(path: path, limits: wide) }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
        assertThrows(.tooLarge(width: 60000, height: 60000), path: path) { () throws(ImageFileError) in
            try ImageFile.read(path: path, limits: wide)
        }
    }

    func testSmallLimitsRefuseANormalImage() throws {
        let path = FormatFixture.path("orientation-6.jpg") // stored 48 x 64, upright 64 x 48
        for limits in [
            DecodeLimits(maxWidth: 63), DecodeLimits(maxHeight: 47), DecodeLimits(maxBytes: 64 * 48 * 4 - 1),
        ] {
            assertThrows(.tooLarge(width: 64, height: 48), path: path) { () throws(ImageFileError) in
                try ImageFile.read(path: path, limits: limits)
            }
            assertThrows(.tooLarge(width: 64, height: 48), path: path) { () throws(ImageFileError) in
                try ImageFile.size(ofFileAt: path, limits: limits)
            }
        }
        // A JPEG is streamed, never read whole: the file's size is no limit on it.
        XCTAssertEqual(try ImageFile.read(path: path, limits: DecodeLimits(maxFileBytes: 500)).size, PixelSize(64, 48))
    }

    func testAnUnusualHeaderIsLeftToLibjpegTurbo() throws {
        // 2000 empty comment segments before the frame header: more than the walk follows, so
        // libjpeg-turbo reads the header, and the file is sound.
        let bytes = try FormatFixture.bytes("blocks.jpg")
        let comments = [UInt8](repeating: 0, count: 0).padded(with: [0xFF, 0xFE, 0x00, 0x02], times: 2000)
        let path = try write(Array(bytes.prefix(2)) + comments + bytes.dropFirst(2), "comments.jpg")
        let decoder = try JPEGDecoder(file: InputFile(path: path), limits: .default)
        XCTAssertNil(decoder.header)
        XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(64, 48))
        FormatFixture.assertBlockCentres(
            of: try ImageFile.read(path: path), tolerance: JPEGFileTests.centreTolerance,
            "comments")
        // A height of 0 (to be given by a DNL marker, which libjpeg-turbo does not support).
        var dnl = bytes
        let sof = try marker(0xC0, in: dnl)
        dnl.replaceSubrange(sof + 5..<sof + 7, with: [0, 0])
        let zero = try write(dnl, "dnl.jpg")
        guard let error = imageFileError({ () throws(ImageFileError) in try ImageFile.read(path: zero) }) else {
            return
        }
        guard case .corrupt(_, "libjpeg-turbo") = error.reason else { return XCTFail("\(error)") }
    }
}

private extension Array where Element == UInt8 {
    func padded(with unit: [UInt8], times: Int) -> [UInt8] {
        self + Array([[UInt8]](repeating: unit, count: times).joined())
    }
}

extension JPEGBadFileTests {
    /// Valid files TurboJPEG's API called corrupt: sampling it has no name for (cjpeg -sample
    /// 2x1,1x2,1x1) decodes through libjpeg's API; a 12-bit file is named as such.
    func testUnusualSamplingDecodesAnd12BitIsNamed() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/cjpeg"), "cjpeg (libjpeg-turbo-progs)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var ppm = Array("P6\n40 24\n255\n".utf8)
        for y in 0..<24 {
            for x in 0..<40 { ppm += [UInt8(x * 6), UInt8(y * 10), 200] }
        }
        let source = try scratch.write(ppm, to: "in.ppm")
        let jpeg = scratch.file("odd.jpg")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cjpeg")
        process.arguments = ["-sample", "2x1,1x2,1x1", "-quality", "95", "-outfile", jpeg, source]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let surface = try ImageFile.read(path: jpeg)
        XCTAssertEqual(surface.size, PixelSize(40, 24))
        let centre = Color(pixel: surface[20, 12])
        XCTAssertEqual(Int(centre.red), 120, accuracy: 8)
        XCTAssertEqual(Int(centre.green), 120, accuracy: 8)
        XCTAssertEqual(Int(centre.blue), 200, accuracy: 8)

        // SOF1 with a precision of 12.
        let twelve: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC1, 0, 11, 12, 0, 8, 0, 8, 1, 1, 0x11, 0, 0xFF, 0xD9]
        let path = try scratch.write(twelve, to: "twelve.jpg")
        let error = imageFileError { () throws(ImageFileError) in try ImageFile.read(path: path) }
        XCTAssertEqual(error?.reason, .unsupported("12-bit JPEG"))
        XCTAssertEqual(
            error?.description, "cannot open '\(path)': 12-bit JPEG is not supported (Vitrine reads 8-bit JPEG)")
    }
}
