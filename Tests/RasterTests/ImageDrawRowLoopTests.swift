import Foundation
import Geometry
import VitrineTestSupport
import XCTest

@testable import Raster

/// The axis-aligned draw's bilinear rows give the general path's bits in every loop the CPU
/// runs (Swift's four-pixel loops and, with AVX2, CRasterAVX2's eight-pixel ones), scaled up
/// (kept mixed rows) and down (four taps), from images 1 to 90 px wide, so the wide loops meet
/// the last column, the one-pixel-wide image they leave to Swift, and tails of every length.
final class ImageDrawRowLoopTests: XCTestCase {
    func testEveryRowLoopEqualsGeneralPath() {
        for loop in Surface.RowLoop.supported {
            var rng = XorShift32(seed: 0xB10C)
            var drawnUp = 0, drawnDown = 0
            for i in 0..<400 {
                let width = i % 25 == 0 ? 1 + i % 2 : 1 + Int(rng.nextUInt32() % 90)
                let image = Reference.randomSurface(
                    width, 1 + Int(rng.nextUInt32() % 40), &rng, opaqueShare: i % 2 == 0 ? 1 : 0.5)
                let t = ImageDrawAxisAlignedTests.randomAxisAligned(&rng)
                let filter = rng.nextUInt32() % 2 == 0 ? ImageFilter.bilinear : .mipmapped
                let mips = MipChain(image)
                let general = Reference.randomSurface(64, 64, &rng, opaqueShare: 0.7), drawn = general.copy()
                general.draw(
                    image, transform: t, filter: filter, edges: .exact, mips: mips, opacity: 255, clip: nil,
                    fastPaths: false)
                drawn.draw(
                    image, transform: t, filter: filter, edges: .exact, mips: mips, opacity: 255, clip: nil,
                    fastPaths: true, columnTaps: ColumnTaps(loop: loop))
                XCTAssert(drawn.hasSamePixels(as: general), "\(loop), iteration \(i): \(image.size) \(t) \(filter)")
                if abs(t.d) >= 1 { drawnUp += 1 } else { drawnDown += 1 }
            }
            XCTAssertGreaterThan(min(drawnUp, drawnDown), 100, "\(loop): both the kept rows and the four taps")
        }
    }
}
