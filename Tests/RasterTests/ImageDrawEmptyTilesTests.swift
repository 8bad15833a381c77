import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class ImageDrawEmptyTilesTests: XCTestCase {
    /// An image mostly transparent, with a few opaque and translucent blobs: skipping its empty
    /// tiles draws exactly what sampling them does, over 300 seeded draws turned, scaled (up,
    /// where the skip applies, and down, where it must not) and clipped.
    func testSkippingEmptyTilesEqualsSamplingThem() {
        var rng = XorShift32(seed: 0x711E)
        for i in 0..<300 {
            let w = 8 + Int(rng.nextUInt32() % 60), h = 8 + Int(rng.nextUInt32() % 60)
            let image = Surface(width: w, height: h)!
            for _ in 0..<(1 + Int(rng.nextUInt32() % 4)) {
                let blob = Reference.randomSurface(1 + Int(rng.nextUInt32() % 6), 1 + Int(rng.nextUInt32() % 6), &rng)
                image.copy(
                    from: blob, sourceRect: blob.bounds, toX: Int(rng.nextUInt32() % UInt32(w)),
                    y: Int(rng.nextUInt32() % UInt32(h)))
            }
            let s = exp(rng.uniform(log(0.5), log(3)))
            let t = Affine.scale(s, s).then(.rotation(rng.uniform(0, 2 * .pi)))
                .then(.translation(rng.uniform(10, 60), rng.uniform(10, 60)))
            let clip = rng.nextUInt32() % 3 == 0 ? PixelRect(x: 7, y: 5, width: 50, height: 41) : nil
            let general = Reference.randomSurface(96, 96, &rng, opaqueShare: 0.7), skipping = general.copy()
            general.draw(
                image, transform: t, filter: .bilinear, edges: .exact, mips: nil, opacity: 255, clip: clip,
                fastPaths: true)
            skipping.draw(
                image, transform: t, filter: .bilinear, edges: .exact, mips: nil, opacity: 255, clip: clip,
                emptyTiles: EmptyTiles(image), fastPaths: true)
            XCTAssert(skipping.hasSamePixels(as: general), "iteration \(i): \(w)x\(h) \(t)")
        }
    }
}
