import Raster
import VitrineTestSupport
import XCTest

final class MipChainTests: XCTestCase {
    /// Sides halve rounding up down to 1 x 1; `bytes` counts every level but the image.
    func testLevelSizes() {
        var rng = XorShift32(seed: 5)
        let chain = MipChain(Reference.randomSurface(37, 10, &rng))
        XCTAssertEqual(
            chain.levels.map { [$0.width, $0.height] },
            [[37, 10], [19, 5], [10, 3], [5, 2], [3, 1], [2, 1], [1, 1]])
        XCTAssertEqual(chain.bytes, chain.levels.dropFirst().reduce(0) { $0 + $1.stride * $1.height })
        XCTAssertEqual(MipChain(Surface(width: 1, height: 1)!).levels.count, 1)
    }

    /// Each level pixel is exactly the rounded integer mean of the 2 x 2 block above it (fewer
    /// pixels on an odd last row or column), and every level stays premultiplied.
    func testLevelsAreExactBoxMeans() {
        var rng = XorShift32(seed: 9)
        for (w, h) in [(16, 16), (37, 10), (1, 9), (255, 3)] {
            let chain = MipChain(Reference.randomSurface(w, h, &rng))
            for (upper, lower) in zip(chain.levels, chain.levels.dropFirst()) {
                for y in 0..<lower.height {
                    for x in 0..<lower.width {
                        let xs = Array(Set([2 * x, min(2 * x + 1, upper.width - 1)]))
                        let ys = Array(Set([2 * y, min(2 * y + 1, upper.height - 1)]))
                        let block = ys.flatMap { yy in xs.map { upper[$0, yy] } }
                        var expected: UInt32 = 0
                        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                            let sum = block.reduce(0) { $0 + ($1 >> shift) & 0xFF }
                            expected |= ((sum + UInt32(block.count) / 2) / UInt32(block.count)) << shift
                        }
                        let p = lower[x, y]
                        XCTAssertEqual(p, expected, "\(w)x\(h): level \(lower.width)x\(lower.height) at (\(x), \(y))")
                        XCTAssert(
                            Pixel.red(p) <= Pixel.alpha(p) && Pixel.green(p) <= Pixel.alpha(p)
                                && Pixel.blue(p) <= Pixel.alpha(p), "not premultiplied at (\(x), \(y))")
                    }
                }
            }
        }
    }
}
