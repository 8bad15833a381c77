import ImageFiles
import Raster
import VitrineTestSupport
import XCTest

/// The hand-made zlib streams of VitrineTestSupport, checked by libpng decoding them.
final class PNGBytesTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() { scratch.remove() }

    func testZeroStreamsInflateToExactlyTheirCount() throws {
        // A gray 8-bit row of w pixels is 1 + w bytes, all zero; too few or too many bytes and
        // libpng would fail or (past 64 KiB) refuse the extra. Counts either side of 258, the
        // length of one copy.
        for count in [2, 3, 258, 259, 260, 516, 517, 1000, 16385] {
            let file = PNGBytes.file(
                width: count - 1, height: 1, depth: 8, colour: .gray,
                imageData: ZlibStream.zeros(count: count))
            let path = scratch.file("zeros-\(count).png")
            try Data(file).write(to: URL(fileURLWithPath: path))
            let surface = try PNGFile.read(path: path)
            XCTAssertEqual(surface.width, count - 1)
            XCTAssertTrue((0..<surface.width).allSatisfy { surface[$0, 0] == 0xFF00_0000 }, "\(count)")
        }
        XCTAssertLessThan(ZlibStream.zeros(count: 1 << 30).count, (1 << 30) / 1000)
    }

    func testStoredStreamsCarryAnyBytes() throws {
        // 144003 bytes: three stored blocks.
        let width = 16000
        let scanlines = PNGBytes.scanlines(width: width, height: 3, depth: 8, colour: .rgb, interlaced: false) {
            x, y, c in
            x * 7 + y * 31 + c * 100
        }
        let path = scratch.file("stored.png")
        try Data(
            PNGBytes.file(
                width: width, height: 3, depth: 8, colour: .rgb,
                imageData: ZlibStream.stored(scanlines))
        ).write(to: URL(fileURLWithPath: path))
        let surface = try PNGFile.read(path: path)
        XCTAssertEqual(
            surface[15999, 2],
            Pixel.pack(
                red: UInt32((15999 * 7 + 62) & 255),
                green: UInt32((15999 * 7 + 162) & 255),
                blue: UInt32((15999 * 7 + 262) & 255), alpha: 255))
    }

    /// The zlib stream's Adler-32 is not checked (as Chromium does, for speed): a stream whose
    /// checksum is wrong but whose chunk CRC is right decodes; a chunk whose bytes were damaged
    /// after its CRC was made is still refused.
    func testAWrongAdlerDecodesAndADamagedChunkDoesNot() throws {
        let scanlines = PNGBytes.scanlines(width: 40, height: 2, depth: 8, colour: .rgb, interlaced: false) {
            x, y, c in
            x * 5 + y * 17 + c * 60
        }
        var stream = ZlibStream.stored(scanlines)
        stream[stream.count - 1] ^= 0x5A
        let wrongAdler = scratch.file("wrong-adler.png")
        try Data(PNGBytes.file(width: 40, height: 2, depth: 8, colour: .rgb, imageData: stream))
            .write(to: URL(fileURLWithPath: wrongAdler))
        let surface = try PNGFile.read(path: wrongAdler)
        XCTAssertEqual(surface[39, 1], Pixel.pack(red: 212, green: 0x10, blue: 0x4C, alpha: 255))

        var damaged = PNGBytes.file(
            width: 40, height: 2, depth: 8, colour: .rgb, imageData: ZlibStream.stored(scanlines))
        let idat = try XCTUnwrap(PNGBytes.chunks(of: damaged).first { $0.type == "IDAT" })
        damaged[idat.start + 8 + 20] ^= 0x01
        let damagedPath = scratch.file("damaged.png")
        try Data(damaged).write(to: URL(fileURLWithPath: damagedPath))
        XCTAssertThrowsError(try PNGFile.read(path: damagedPath))
    }
}
