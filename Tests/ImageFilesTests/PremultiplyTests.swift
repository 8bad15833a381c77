import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// Premultiplying a decoded row: runs of eight opaque pixels are skipped whole, and every other
/// pixel is scaled by its alpha, rounded to nearest, whatever its place in a run.
final class PremultiplyTests: XCTestCase {
    func testEveryWidthAndPlaceOfATranslucentPixel() throws {
        var rng = XorShift32(seed: 3)
        for width in 1...27 {
            for translucent in [-1, 0, 7, 8, width - 1] where translucent < width {
                let surface = try XCTUnwrap(Surface(width: width, height: 2))
                var expected: [UInt32] = []
                for y in 0..<2 {
                    for x in 0..<width {
                        var pixel = rng.nextUInt32() | 0xFF00_0000
                        if x == translucent || (y == 1 && x % 3 == 0) {
                            pixel = pixel & 0x00FF_FFFF | (rng.nextUInt32() % 255) << 24
                        }
                        surface[x, y] = pixel
                        let a = pixel >> 24
                        func channel(_ shift: UInt32) -> UInt32 {
                            UInt32((Double((pixel >> shift) & 0xFF) * Double(a) / 255).rounded()) << shift
                        }
                        expected.append(a == 255 ? pixel : a << 24 | channel(16) | channel(8) | channel(0))
                    }
                }
                surface.premultiplyStraightAlpha()
                for y in 0..<2 {
                    for x in 0..<width {
                        XCTAssertEqual(surface[x, y], expected[y * width + x], "width \(width), pixel (\(x), \(y))")
                    }
                }
            }
        }
    }
}
