import Raster
import VitrineTestSupport
import XCTest

extension GaussianBlurTests {
    func testProgressLeavesThePixelsAsTheyWereAndEndsAtOne() {
        var rng = XorShift32(seed: 8)
        // 7 rows: bands of 4 and shorter, some empty; odd sizes leave lines for the one-at-a-time loops.
        for (width, height) in [(203, 117), (13, 7), (1, 1)] {
            let input = Reference.randomSurface(width, height, &rng)
            for threads in [1, 2] {
                let words = "\(width) x \(height), \(threads) threads"
                var seen: [Double] = []
                let out = input.gaussianBlurred(sigma: 3, threads: threads) { seen.append($0) }
                XCTAssertTrue(out.hasSamePixels(as: input.gaussianBlurred(sigma: 3, threads: threads)), words)
                XCTAssertEqual(seen.last, 1, words)
                XCTAssertTrue(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 }, "\(words): \(seen)")
                XCTAssertEqual(seen.count, threads == 1 ? 32 : 2, words)
            }
        }
        var seen: [Double] = []
        _ = Reference.randomSurface(5, 5, &rng).gaussianBlurred(sigma: 0) { seen.append($0) }
        XCTAssertEqual(seen, [1], "a copy is done at once")
    }
}
