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
}
