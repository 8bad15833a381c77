import Foundation
import Raster
import XCTest

/// The JPEG and WebP fixtures written by Fixtures/make_jpeg_webp_fixtures.py, whose formulas
/// this repeats (`blockColour`, `blockAlpha`, `photo`); change both together.
enum FormatFixture {
    static func path(_ name: String) -> String { Fixture.path(name) }

    /// The block pattern: 4 x 3 blocks of 16 x 16 pixels, each a flat colour.
    static let block = 16, columns = 4, rows = 3
    static let width = block * columns, height = block * rows

    static func blockColour(_ bx: Int, _ by: Int) -> (Int, Int, Int) {
        (
            (bx * 97 + by * 53 + 40) % 216 + 20, (bx * 59 + by * 151 + 90) % 216 + 20,
            (bx * 173 + by * 31 + 10) % 216 + 20
        )
    }

    static let blockAlphas = [255, 128, 0, 64, 200, 1, 254, 128, 32, 255, 100, 160]

    static func blockAlpha(_ bx: Int, _ by: Int) -> Int { blockAlphas[by * columns + bx] }

    /// The smooth 256 x 192 picture of photo.jpg.
    static func photo(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let (fx, fy) = (Double(x), Double(y))
        return (
            Int((128 + 90 * sin(fx / 23 + fy / 41)).rounded()), Int((128 + 90 * cos(fy / 19)).rounded()),
            Int((128 + 60 * sin((fx + fy) / 31)).rounded())
        )
    }

    /// Channels of a pixel: (red, green, blue, alpha).
    static func channels(_ pixel: UInt32) -> (Int, Int, Int, Int) {
        (Int(pixel >> 16 & 255), Int(pixel >> 8 & 255), Int(pixel & 255), Int(pixel >> 24))
    }

    /// The largest difference of any channel between two pixels.
    static func difference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let (ca, cb) = (Int((a >> shift) & 255), Int((b >> shift) & 255))
            worst = max(worst, abs(ca - cb))
        }
        return worst
    }

    /// Checks the centre pixel of each block against `expected(bx, by)` (premultiplied
    /// 0xAARRGGBB), within `tolerance` levels a channel.
    static func assertBlockCentres(
        of surface: Surface, tolerance: Int, _ label: String,
        expected: (Int, Int) -> UInt32 = opaqueBlock,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard surface.width == width, surface.height == height else {
            XCTFail("\(label): \(surface.size), not \(width) x \(height)", file: file, line: line)
            return
        }
        for by in 0..<rows {
            for bx in 0..<columns {
                let pixel = surface[bx * block + block / 2, by * block + block / 2]
                let want = expected(bx, by)
                XCTAssertLessThanOrEqual(
                    difference(pixel, want), tolerance,
                    "\(label) block (\(bx), \(by)): \(hex(pixel)), expected \(hex(want))",
                    file: file, line: line)
            }
        }
    }

    static func opaqueBlock(_ bx: Int, _ by: Int) -> UInt32 {
        let (r, g, b) = blockColour(bx, by)
        return Fixture.premultiplied(red: r, green: g, blue: b, alpha: 255)
    }

    /// The fixture's bytes, for tests that cut or damage them.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }
}
