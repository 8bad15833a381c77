import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// `Surface.mixRun` (four pixels per step, whole-word fast paths for weights 0 and 255, a
/// one-lane tail) against a per-pixel Double reference of its documented formula.
final class MixRunTests: XCTestCase {
    /// round((s (255 - w) + b w) / 255) per channel, then black at round(darken w / 255) over.
    static func expected(_ s: UInt32, _ b: UInt32, _ w: UInt32, _ darken: UInt8) -> UInt32 {
        var p: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let mixed = (Double((s >> shift) & 255) * Double(255 - w) + Double((b >> shift) & 255) * Double(w)) / 255
            p |= UInt32(mixed.rounded()) << shift
        }
        return darken == 0 ? p : Reference.over(Pixel.mul255(UInt32(darken), w) << 24, p)
    }

    /// Every weight, in runs of every length 0...67 at every alignment, with whole words of 0
    /// and of 255 among them (the fast paths), with and without the veil: exact.
    func testSweepEqualsReferenceExactly() {
        var rng = XorShift32(seed: 21)
        let sharp = Reference.randomSurface(80, 1, &rng), blurred = Reference.randomSurface(80, 1, &rng)
        var weights = [UInt8](repeating: 0, count: 80)
        for count in 0...67 {
            for start in 0..<5 {
                for darken: UInt8 in [0, 1, 97, 255] {
                    for i in weights.indices {
                        // Stretches of 0 and 255 long enough to fill aligned words, and single values.
                        switch (i / 6 + count) % 4 {
                        case 0: weights[i] = 0
                        case 1: weights[i] = 255
                        default: weights[i] = UInt8(truncatingIfNeeded: rng.nextUInt32())
                        }
                    }
                    let target = Reference.randomSurface(80, 1, &rng)
                    let before = target.copy()
                    weights.withUnsafeBufferPointer { w in
                        target.mixRun(
                            y: 0, x: start + 2, count: count, from: sharp, to: blurred, sourceX: start,
                            sourceY: 0, weights: w.baseAddress! + start, shade: darken)
                    }
                    for x in 0..<80 {
                        let k = x - 2
                        let inRun = k >= start && k < start + count
                        let want =
                            inRun
                            ? MixRunTests.expected(sharp[k, 0], blurred[k, 0], UInt32(weights[k]), darken)
                            : before[x, 0]
                        if target[x, 0] != want {
                            XCTFail(
                                "count \(count) start \(start) darken \(darken) x \(x): "
                                    + "\(String(target[x, 0], radix: 16)) != \(String(want, radix: 16))")
                            return
                        }
                    }
                }
            }
        }
    }

    /// All 256 weights against all veils over random pixel pairs, four lanes at a time: exact.
    func testEveryWeightAndVeilExactly() {
        var rng = XorShift32(seed: 5)
        let sharp = Reference.randomSurface(256, 1, &rng), blurred = Reference.randomSurface(256, 1, &rng)
        let weights = (0...255).map { UInt8($0) }
        let target = Surface(width: 256, height: 1)!
        for darken in 0...255 {
            weights.withUnsafeBufferPointer { w in
                target.mixRun(
                    y: 0, x: 0, count: 256, from: sharp, to: blurred, sourceX: 0, sourceY: 0,
                    weights: w.baseAddress!, shade: UInt8(darken))
            }
            for x in 0..<256
            where target[x, 0] != MixRunTests.expected(sharp[x, 0], blurred[x, 0], UInt32(x), UInt8(darken)) {
                XCTFail("weight \(x) darken \(darken)")
                return
            }
        }
    }
}
