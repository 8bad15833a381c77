import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class ImageDrawClipTests: XCTestCase {
    /// An image drawn in pieces (each clipped to one tile, as a frame redraws only its damage)
    /// equals the same draw made whole, bit for bit, over 120 seeded random draws: the source
    /// positions do not depend on where the clip starts a row.
    func testADrawInClippedPiecesEqualsTheWholeDraw() {
        var rng = XorShift32(seed: 0xC11B)
        for i in 0..<120 {
            let image = Reference.randomSurface(2 + Int(rng.nextUInt32() % 40), 2 + Int(rng.nextUInt32() % 40), &rng)
            let t = ImageDrawTests.randomTransform(&rng, kind: 1 + i % 3)
            let filter = [ImageFilter.nearest, .bilinear, .mipmapped][i % 3]
            let mips = filter == .mipmapped ? MipChain(image) : nil
            let whole = Reference.randomSurface(64, 64, &rng, opaqueShare: 0.7), pieces = whole.copy()
            whole.draw(image, transform: t, filter: filter, edges: .exact, mips: mips)
            let tile = 3 + Int(rng.nextUInt32() % 13)
            for y in stride(from: 0, to: 64, by: tile) {
                for x in stride(from: 0, to: 64, by: tile) {
                    pieces.draw(
                        image, transform: t, filter: filter, edges: .exact, mips: mips,
                        clip: PixelRect(x: x, y: y, width: tile, height: tile))
                }
            }
            XCTAssert(pieces.hasSamePixels(as: whole), "iteration \(i): \(t) \(filter), tiles of \(tile)")
        }
    }
}
