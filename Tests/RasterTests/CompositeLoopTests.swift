import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// Every composite loop the CPU runs (Swift's and, with AVX2, CRasterAVX2's) against the
/// per-pixel `Pixel.over`, on sources made of runs, so each loop's shortcuts (whole steps of
/// opaque or transparent pixels) and its tail meet every width and position.
final class RowLoopTests: XCTestCase {
    func testEveryLoopGivesPixelOverOnRuns() {
        var rng = XorShift32(seed: 23)
        for loop in Surface.RowLoop.supported {
            for iteration in 0..<120 {
                let width = 1 + iteration % 41
                let source = RowLoopTests.runs(width, 3, &rng)
                let dest = Reference.randomSurface(48, 3, &rng, opaqueShare: 0.5)
                let expected = dest.copy()
                let opacity: UInt8 = iteration % 3 == 0 ? 255 : UInt8(rng.nextUInt32() % 256)
                let x = Int(rng.nextUInt32() % 12) - 4
                dest.composite(
                    source, sourceRect: source.bounds, atX: x, y: 0, clip: nil, opacity: opacity, loop: loop)
                for v in 0..<3 {
                    for u in 0..<width where 0 <= x + u && x + u < 48 {
                        let s = Pixel.scale(source[u, v], by: UInt32(opacity))
                        expected[x + u, v] = opacity == 0 ? expected[x + u, v] : Pixel.over(s, expected[x + u, v])
                    }
                }
                XCTAssertEqual(
                    dest.worstChannelDifference(from: expected), 0,
                    "\(loop), width \(width) at \(x), opacity \(opacity)")
            }
        }
    }

    /// A surface whose rows are runs of 1...19 pixels, each run opaque, transparent or translucent.
    static func runs(_ w: Int, _ h: Int, _ rng: inout XorShift32) -> Surface {
        let s = Surface(width: w, height: h)!
        for y in 0..<h {
            var x = 0
            while x < w {
                let length = 1 + Int(rng.nextUInt32() % 19), kind = rng.nextUInt32() % 3
                for u in x..<min(w, x + length) {
                    s[u, y] =
                        kind == 2
                        ? Reference.randomPixel(&rng, opaqueShare: 0)
                        : kind == 1 ? 0 : 0xFF00_0000 | rng.nextUInt32() & 0xFF_FFFF
                }
                x += length
            }
        }
        return s
    }
}
