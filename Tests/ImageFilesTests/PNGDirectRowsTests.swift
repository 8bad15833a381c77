import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// The rows of an 8-bit RGB or RGBA PNG read around libpng (`PNGDirectRows`) give libpng's
/// pixels, with every filter type, however the image data is split into chunks; and what libpng
/// refuses in the image data is refused here too, with its reason.
final class PNGDirectRowsTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    func testEveryFilterTypeGivesLibpngsPixels() throws {
        let srgb = PNGBytes.chunk("sRGB", [0]), gamma = PNGBytes.chunk("gAMA", [0, 0, 0xB1, 0x8F])
        for colour in [PNGBytes.Colour.rgb, .rgba] {
            for (k, extra) in [[], [srgb], [gamma]].enumerated() {
                for chunks in [1, 7] {
                    let path = scratch.file("filters-\(colour)-\(k)-\(chunks).png")
                    try write(PNGDirectRowsTests.filtered(width: 37, height: 23, colour: colour, shift: k), to: path) {
                        PNGBytes.file(
                            width: 37, height: 23, depth: 8, colour: colour, extra: extra, imageData: $0,
                            idatChunks: chunks)
                    }
                    XCTAssertTrue(try PNGDecoder(path: path, limits: .default).readsRowsDirectly, path)
                    let whole = try PNGFile.read(path: path)
                    for fitting in [PixelSize(36, 23), PixelSize(12, 12)] {
                        let expected = try XCTUnwrap(whole.scaled(to: whole.size.fitted(into: fitting)))
                        let direct = try ImageFile.read(path: path, fitting: fitting)
                        XCTAssertTrue(direct.hasSamePixels(as: expected), "\(path) fitted into \(fitting)")
                    }
                }
            }
        }
    }

    /// Files whose pixels need libpng's transforms are left to it.
    func testOtherColourTypesGammasAndTransparencyGoThroughLibpng() throws {
        let data = PNGDirectRowsTests.filtered(width: 9, height: 4, colour: .rgb, shift: 0)
        let cases: [(String, [UInt8])] = [
            (
                "gamma",
                PNGBytes.file(
                    width: 9, height: 4, depth: 8, colour: .rgb,
                    extra: [PNGBytes.chunk("gAMA", [0, 0, 0x75, 0x30])],
                    imageData: ZlibStream.stored(data))
            ),
            (
                "trns",
                PNGBytes.file(
                    width: 9, height: 4, depth: 8, colour: .rgb, extra: [PNGBytes.chunk("tRNS", [0, 1, 0, 2, 0, 3])],
                    imageData: ZlibStream.stored(data))
            ),
            (
                "gray",
                PNGBytes.file(
                    width: 9, height: 4, depth: 8, colour: .gray,
                    imageData: ZlibStream.stored(
                        PNGBytes.scanlines(width: 9, height: 4, depth: 8, colour: .gray, interlaced: false) { x, _, _ in
                            x
                        }))
            ),
        ]
        for (name, bytes) in cases {
            let path = scratch.file("\(name).png")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertFalse(try PNGDecoder(path: path, limits: .default).readsRowsDirectly, name)
        }
    }

    /// Damage in the image data: each refused, with libpng's reason, wherever it falls.
    func testDamagedImageDataIsRefusedWithItsReason() throws {
        let rows = PNGDirectRowsTests.filtered(width: 40, height: 30, colour: .rgba, shift: 2)
        func file(_ data: [UInt8], chunks: Int = 3) -> [UInt8] {
            PNGBytes.file(width: 40, height: 30, depth: 8, colour: .rgba, imageData: data, idatChunks: chunks)
        }
        var badFilter = rows
        badFilter[10 * (1 + 40 * 4)] = 5
        var crc = file(ZlibStream.stored(rows))
        let second = PNGBytes.chunks(of: crc).filter { $0.type == "IDAT" }[1]
        crc[second.end - 1] ^= 0x40
        var header = ZlibStream.stored(rows)
        header[0] = 0x79
        let cases: [(String, [UInt8], String)] = [
            ("crc", crc, "CRC error"),
            ("filter", file(ZlibStream.stored(badFilter)), "bad adaptive filter value"),
            ("short", file(ZlibStream.stored(Array(rows.prefix(rows.count - 100)))), "Not enough image data"),
            ("header", file(header), "incorrect header check"),
            (
                "tail", file(ZlibStream.stored(rows) + [UInt8](repeating: 0, count: 1_000_000), chunks: 1),
                "too much image data"
            ),
        ]
        for (name, bytes, reason) in cases {
            let path = scratch.file("\(name).png")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertTrue(try PNGDecoder(path: path, limits: .default).readsRowsDirectly, name)
            XCTAssertThrowsError(try ImageFile.read(path: path, fitting: PixelSize(20, 20)), name) {
                XCTAssertTrue("\($0)".contains(reason), "\(name): \($0)")
            }
        }
    }

    private func write(_ scanlines: [UInt8], to path: String, _ file: ([UInt8]) -> [UInt8]) throws {
        try Data(file(ZlibStream.stored(scanlines))).write(to: URL(fileURLWithPath: path))
    }

    /// Noise rows of an 8-bit RGB or RGBA image, row y filtered with type (y + shift) % 5.
    static func filtered(width: Int, height: Int, colour: PNGBytes.Colour, shift: Int) -> [UInt8] {
        let bpp = colour.channels, n = width * bpp
        var random = XorShift32(seed: UInt32(17 + shift))
        let raw = (0..<height).map { _ in (0..<n).map { _ in UInt8(truncatingIfNeeded: random.nextUInt32()) } }
        var out: [UInt8] = []
        for y in 0..<height {
            let type = (y + shift) % 5, row = raw[y], above = y > 0 ? raw[y - 1] : [UInt8](repeating: 0, count: n)
            out.append(UInt8(type))
            for i in 0..<n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(above[i]), c = i >= bpp ? Int(above[i - bpp]) : 0
                let predicted: Int
                switch type {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predicted = 0
                }
                out.append(UInt8(truncatingIfNeeded: Int(row[i]) - predicted))
            }
        }
        return out
    }
}
