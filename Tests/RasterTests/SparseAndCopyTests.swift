import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// The pieces a frame of the tilt scene is made of since issue 22: a sparse layer drawn by its
/// occupied parts, rows filled eight pixels a store, the layer copied into the framebuffer by
/// bands.
final class SparseAndCopyTests: XCTestCase {
    /// Every pixel other than 0 lies in a run, and every run's tiles hold one: sizes that are
    /// and are not multiples of the tile (a run reaching the right side once went unclosed).
    func testOccupiedRunsCoverEveryPixelThatIsNotZero() {
        var rng = XorShift32(seed: 3)
        for (width, height) in [(100, 70), (96, 64), (1, 1), (33, 5), (250, 40)] {
            let surface = Surface(width: width, height: height)!
            for _ in 0..<6 {
                let x = Int(rng.nextUInt32() % UInt32(width)), y = Int(rng.nextUInt32() % UInt32(height))
                surface.row(y)[x] = 0x8040_2010
            }
            surface.row(height - 1)[width - 1] = 0xFF00_0000
            let runs = surface.occupiedRuns(tile: 32)
            for y in 0..<height {
                for x in 0..<width where surface.row(y)[x] != 0 {
                    XCTAssertTrue(
                        runs.contains { $0.contains(x: x, y: y) }, "\(width)x\(height): (\(x), \(y)) in no run")
                }
            }
            for run in runs {
                XCTAssertEqual(run.intersection(surface.bounds), run, "\(width)x\(height): \(run) reaches outside")
                for left in Swift.stride(from: run.x, to: run.maxX, by: 32) {
                    let tile = PixelRect(x: left, y: run.y, width: min(32, run.maxX - left), height: run.height)
                    XCTAssertTrue(
                        (tile.y..<tile.maxY).contains { y in (tile.x..<tile.maxX).contains { surface.row(y)[$0] != 0 }
                        },
                        "\(width)x\(height): tile \(tile) of \(run) is empty")
                }
            }
        }
        XCTAssertEqual(Surface(width: 64, height: 64)!.occupiedRuns(tile: 32), [])
    }

    /// A fill sets exactly its rectangle, at every width up to three eight-pixel stores and
    /// every start, the pixels beside it untouched.
    func testFillSetsItsRectangleAtEveryWidthAndStart() {
        for start in 0..<9 {
            for width in 0...25 {
                let surface = Surface(width: 40, height: 3)!
                surface.clear(to: Color(rgb: 0x102030))
                surface.fill(PixelRect(x: start, y: 1, width: width, height: 1), with: Color(rgb: 0xA0B0C0))
                let background = Color(rgb: 0x102030).pixel, filled = Color(rgb: 0xA0B0C0).pixel
                for y in 0..<3 {
                    for x in 0..<40 {
                        let inside = y == 1 && x >= start && x < start + width
                        XCTAssertEqual(
                            surface.row(y)[x], inside ? filled : background, "start \(start), width \(width)")
                    }
                }
            }
        }
    }

    /// A copy by bands gives what one copy gives, for a whole frame, a part of one clipped by
    /// the surfaces, and a rectangle too small to share out.
    func testBandedCopyEqualsOneCopy() {
        var rng = XorShift32(seed: 8)
        let source = Reference.randomSurface(640, 400, &rng, opaqueShare: 0.5)
        let copier = BandedCopy(bands: 8)
        for rect in [
            PixelRect(x: 0, y: 0, width: 640, height: 400), PixelRect(x: 13, y: -20, width: 700, height: 301),
            PixelRect(x: 5, y: 7, width: 20, height: 9), PixelRect(x: 700, y: 0, width: 10, height: 10),
        ] {
            let banded = Reference.randomSurface(600, 380, &rng, opaqueShare: 1), single = banded.copy()
            copier.copy(rect, from: source, to: banded)
            let r = rect.intersection(source.bounds).intersection(single.bounds)
            if !r.isEmpty { single.copy(from: source, sourceRect: r, toX: r.x, y: r.y) }
            XCTAssertEqual(banded.worstChannelDifference(from: single), 0, "\(rect)")
        }
    }
}
