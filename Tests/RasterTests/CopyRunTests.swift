import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// `Surface.copyRun` under a veil (four pixels per step and a per-pixel tail) against black at
/// the veil's opacity over each pixel, `Reference.over`.
final class CopyRunTests: XCTestCase {
    /// Runs of every length 0...67 at every alignment, a few veils including 0 (a plain copy)
    /// and 255: exact, and nothing outside the run touched.
    func testVeiledRunsEqualReferenceExactly() {
        var rng = XorShift32(seed: 33)
        let source = Reference.randomSurface(80, 1, &rng)
        for count in 0...67 {
            for start in 0..<5 {
                for veil: UInt8 in [0, 1, 115, 200, 255] {
                    let target = Reference.randomSurface(80, 1, &rng)
                    let before = target.copy()
                    target.copyRun(
                        y: 0, x: start + 3, count: count, from: source, sourceX: start, sourceY: 0,
                        shade: veil)
                    for x in 0..<80 {
                        let k = x - 3
                        let p = source[max(0, k), 0]
                        let veiled = veil == 0 ? p : Reference.over(UInt32(veil) << 24, p)
                        let want = k >= start && k < start + count ? veiled : before[x, 0]
                        if target[x, 0] != want {
                            XCTFail(
                                "count \(count) start \(start) veil \(veil) x \(x): "
                                    + "\(String(target[x, 0], radix: 16)) != \(String(want, radix: 16))")
                            return
                        }
                    }
                }
            }
        }
    }
}
