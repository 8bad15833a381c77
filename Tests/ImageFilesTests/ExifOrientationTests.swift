import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// EXIF orientation: the tag read from APP1 by a bounds-checked parser, and all 8 cases turned
/// upright, from fixtures whose stored pixels the script turned by the tag's definition.
final class ExifOrientationTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    func testEveryOrientationLandsUpright() throws {
        let reference = try ImageFile.read(path: FormatFixture.path("orientation-1.jpg"))
        for orientation in 1...8 {
            let name = "orientation-\(orientation).jpg"
            let surface = try ImageFile.read(path: FormatFixture.path(name))
            FormatFixture.assertBlockCentres(of: surface, tolerance: JPEGFileTests.centreTolerance, name)
            guard surface.size == reference.size else { continue }
            // Whole pictures against orientation 1's, away from the blocks' edges, where the
            // chroma of neighbouring blocks mixes differently in a transposed file.
            var worst = 0
            for y in 0..<surface.height where (y % 16) >= 2 && (y % 16) < 14 {
                for x in 0..<surface.width where (x % 16) >= 2 && (x % 16) < 14 {
                    worst = max(worst, FormatFixture.difference(surface[x, y], reference[x, y]))
                }
            }
            XCTAssertLessThanOrEqual(worst, JPEGFileTests.centreTolerance, name)
        }
    }

    func testSizeIsTheUprightOne() throws {
        for orientation in 1...8 {
            let path = FormatFixture.path("orientation-\(orientation).jpg")
            XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(64, 48), "orientation \(orientation)")
            let decoder = try JPEGDecoder(file: InputFile(path: path), limits: .default)
            XCTAssertEqual(decoder.orientation.rawValue, orientation)
        }
    }

    func testReducedDecodeOfATurnedFileFitsTheUprightSlot() throws {
        let path = FormatFixture.path("orientation-6.jpg") // stored 48 x 64
        // Upright 64 x 48 shown at 32 x 24: half size, stored 24 x 32, then turned.
        let half = try ImageFile.read(path: path, fitting: PixelSize(32, 24))
        XCTAssertEqual(half.size, PixelSize(32, 24))
        // A portrait slot fits the landscape picture at 24 x 18: a quarter would be 16 x 12.
        XCTAssertEqual(try ImageFile.read(path: path, fitting: PixelSize(24, 32)).size, PixelSize(32, 24))
        // Upright, as the full decode shrunk: compared at the blocks' centres, as the scaled IDCT
        // and a box filter differ most at the blocks' sharp edges.
        let downscaled = try XCTUnwrap(ImageFile.read(path: path).scaled(to: half.size))
        for by in 0..<3 {
            for bx in 0..<4 {
                let (x, y) = (bx * 8 + 4, by * 8 + 4)
                XCTAssertLessThanOrEqual(
                    FormatFixture.difference(half[x, y], downscaled[x, y]),
                    JPEGFileTests.reducedTolerance, "block (\(bx), \(by))")
            }
        }
    }

    func testEachOrientationMapsPixelsAsTheTagSays() {
        // Stored 3 x 2: a b c / d e f. Upright, row by row, from the tag's definition (TIFF 6.0).
        let stored = Surface(width: 3, height: 2)!
        for (i, value) in [0xA, 0xB, 0xC, 0xD, 0xE, 0xF].enumerated() { stored[i % 3, i / 3] = UInt32(value) }
        let expected: [ExifOrientation: [[UInt32]]] = [
            .topLeft: [[0xA, 0xB, 0xC], [0xD, 0xE, 0xF]],
            .topRight: [[0xC, 0xB, 0xA], [0xF, 0xE, 0xD]],
            .bottomRight: [[0xF, 0xE, 0xD], [0xC, 0xB, 0xA]],
            .bottomLeft: [[0xD, 0xE, 0xF], [0xA, 0xB, 0xC]],
            .leftTop: [[0xA, 0xD], [0xB, 0xE], [0xC, 0xF]],
            .rightTop: [[0xD, 0xA], [0xE, 0xB], [0xF, 0xC]],
            .rightBottom: [[0xF, 0xC], [0xE, 0xB], [0xD, 0xA]],
            .leftBottom: [[0xC, 0xF], [0xB, 0xE], [0xA, 0xD]],
        ]
        for orientation in ExifOrientation.allCases {
            guard let upright = orientation.applied(to: stored) else { return XCTFail("\(orientation)") }
            let rows = (0..<upright.height).map { y in (0..<upright.width).map { upright[$0, y] } }
            XCTAssertEqual(rows, expected[orientation], "\(orientation)")
        }
    }

    func testALargeTransposeMatchesPixelByPixel() throws {
        // Wider than a 64-pixel tile both ways, and ragged, so every tile edge is crossed.
        let stored = TestSurfaces.noise(width: 131, height: 70)
        let turned = try XCTUnwrap(ExifOrientation.rightTop.applied(to: stored))
        XCTAssertEqual(turned.size, PixelSize(70, 131))
        for y in 0..<turned.height {
            for x in 0..<turned.width where turned[x, y] != stored[y, 69 - x] {
                return XCTFail("(\(x), \(y))")
            }
        }
    }

    // MARK: The parser

    /// An Exif APP1 payload ("Exif\0\0", TIFF header, IFD0) with `entries`, each (tag, type,
    /// count, value), in either byte order.
    private func payload(bigEndian: Bool, ifdOffset: UInt32 = 8, entries: [(UInt16, UInt16, UInt32, UInt32)]) -> [UInt8]
    {
        func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
            let ordered = bigEndian ? value.bigEndian : value.littleEndian
            return withUnsafeBytes(of: ordered) { Array($0) }
        }
        var out =
            Array("Exif".utf8) + [0, 0] + Array((bigEndian ? "MM" : "II").utf8) + bytes(UInt16(42)) + bytes(ifdOffset)
        out += bytes(UInt16(entries.count))
        for (tag, type, count, value) in entries {
            // A SHORT value sits in the field's first two bytes.
            out += bytes(tag) + bytes(type) + bytes(count) + (type == 3 ? bytes(UInt16(value)) + [0, 0] : bytes(value))
        }
        return out + bytes(UInt32(0))
    }

    func testTheTagIsFoundInEitherByteOrderAndType() {
        for bigEndian in [false, true] {
            let other: (UInt16, UInt16, UInt32, UInt32) = (0x010F, 2, 4, 0) // Make, ASCII
            for value in 1...8 {
                let short = payload(bigEndian: bigEndian, entries: [other, (0x0112, 3, 1, UInt32(value))])
                XCTAssertEqual(ExifOrientation(exifPayload: short[...])?.rawValue, value)
                let long = payload(bigEndian: bigEndian, entries: [(0x0112, 4, 1, UInt32(value))])
                XCTAssertEqual(ExifOrientation(exifPayload: long[...])?.rawValue, value)
            }
        }
    }

    func testMalformedSegmentsAreIgnored() {
        let good = payload(bigEndian: true, entries: [(0x0112, 3, 1, 6)])
        let cases: [(String, [UInt8])] = [
            ("value 0", payload(bigEndian: true, entries: [(0x0112, 3, 1, 0)])),
            ("value 9", payload(bigEndian: false, entries: [(0x0112, 3, 1, 9)])),
            ("count 2", payload(bigEndian: true, entries: [(0x0112, 3, 2, 6)])),
            ("type RATIONAL", payload(bigEndian: true, entries: [(0x0112, 5, 1, 6)])),
            ("no tag", payload(bigEndian: true, entries: [(0x0100, 3, 1, 6)])),
            ("IFD past the end", payload(bigEndian: true, ifdOffset: 0xFFFF_FFF0, entries: [(0x0112, 3, 1, 6)])),
            (
                "IFD offset negative as Int32",
                payload(bigEndian: false, ifdOffset: 0x8000_0000, entries: [(0x0112, 3, 1, 6)])
            ),
            ("not Exif", Array("http://ns.adobe.com/xap/1.0/\0".utf8) + good.dropFirst(6)),
            ("byte order XX", Array(good.prefix(6)) + [0x58, 0x58] + good.dropFirst(8)),
            ("not 42", Array(good.prefix(8)) + [0, 43] + good.dropFirst(10)),
            ("empty", []),
        ]
        for (label, bytes) in cases { XCTAssertNil(ExifOrientation(exifPayload: bytes[...]), label) }
        // An entry count far past the payload reads the entries there are.
        var counted = good
        counted[14] = 0xFF
        counted[15] = 0xFF
        XCTAssertEqual(ExifOrientation(exifPayload: counted[...]), .rightTop)
    }

    func testEveryCutOfASegmentIsIgnoredOrRead() {
        let good = payload(bigEndian: false, entries: [(0x0100, 3, 1, 64), (0x0112, 3, 1, 8)])
        for length in 0..<good.count {
            let cut = ExifOrientation(exifPayload: good.prefix(length))
            // The value ends 4 bytes before the next-IFD offset at the very end.
            if length < good.count - 6 { XCTAssertNil(cut, "cut at \(length)") }
        }
        XCTAssertEqual(ExifOrientation(exifPayload: good[...]), .leftBottom)
    }

    func testACorruptExifInAWholeFileMeansOrientationOne() throws {
        // orientation-6.jpg with its IFD0 offset pointed past the segment: the stored picture.
        var bytes = try FormatFixture.bytes("orientation-6.jpg")
        let tiff = try XCTUnwrap((0..<64).first { bytes[$0..<$0 + 6].elementsEqual(Array("Exif".utf8) + [0, 0]) }) + 6
        for i in 4..<8 { bytes[tiff + i] = 0x7F }
        let path = scratch.file("bad-exif.jpg")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try ImageFile.size(ofFileAt: path), PixelSize(48, 64))
        XCTAssertEqual(try ImageFile.read(path: path).size, PixelSize(48, 64))
    }
}
