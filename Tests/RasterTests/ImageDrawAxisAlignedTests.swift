import Foundation
import Geometry
import VitrineTestSupport
import XCTest

@testable import Raster

/// The axis-aligned path (column taps once per draw, a row a two-row mix) and the opaque-source
/// stores equal the general per-pixel loop bit for bit.
final class ImageDrawAxisAlignedTests: XCTestCase {
    /// 600 seeded random draws without a turn: images 1...40 px a side, opaque or not, scales
    /// 0.1...4 either way up (flips), now and then exactly 1, 2 or 0.5, offsets integer or
    /// fractional, every filter and edge mode, opacities, clips. Every draw passes a mip chain,
    /// so nearest and bilinear draws also know whether the image is opaque; some bilinear ones
    /// pass none. A failure prints the iteration to rerun.
    func testAxisAlignedFastPathEqualsGeneralPath() {
        var rng = XorShift32(seed: 0xA1A5)
        var opaqueAxisAligned = 0
        for i in 0..<600 {
            let opaque = i % 2 == 0
            let image = Reference.randomSurface(
                1 + Int(rng.nextUInt32() % 40), 1 + Int(rng.nextUInt32() % 40), &rng,
                opaqueShare: opaque ? 1 : 0.5)
            let t = Self.randomAxisAligned(&rng)
            let filter = [ImageFilter.nearest, .bilinear, .mipmapped][Int(rng.nextUInt32() % 3)]
            let edges = rng.nextUInt32() % 2 == 0 ? EdgeMode.hard : .exact
            let opacity: UInt8 = rng.nextUInt32() % 4 == 0 ? UInt8(truncatingIfNeeded: rng.nextUInt32()) : 255
            let clip = rng.nextUInt32() % 3 == 0 ? PixelRect(x: 5, y: 9, width: 40, height: 30) : nil
            let mips = filter == .bilinear && rng.nextUInt32() % 4 == 0 ? nil : MipChain(image)
            let general = Reference.randomSurface(64, 64, &rng, opaqueShare: 0.7), fast = general.copy()
            general.draw(
                image, transform: t, filter: filter, edges: edges, mips: mips, opacity: opacity, clip: clip,
                fastPaths: false)
            fast.draw(
                image, transform: t, filter: filter, edges: edges, mips: mips, opacity: opacity, clip: clip,
                fastPaths: true)
            XCTAssert(fast.hasSamePixels(as: general), "iteration \(i): \(t) \(filter) \(edges) opacity \(opacity)")
            if let plan = ImageDrawPlan(image, t, filter, edges, mips, opacity, clip, general.bounds) {
                XCTAssertTrue(plan.isAxisAligned, "iteration \(i): \(t)")
                if plan.isOpaqueSource { opaqueAxisAligned += 1 }
            }
        }
        XCTAssertGreaterThan(opaqueAxisAligned, 200, "the sweep should mostly reach the opaque stores")
    }

    /// A surface keeps its column table and mixed rows from one axis-aligned draw to the next,
    /// so frames allocate nothing; nothing of one draw may show in the next. 300 seeded draws
    /// into one surface (every other one a new image of the same size at the same place, where
    /// stale rows would fit) each equal the same draw into a fresh surface.
    func testKeptTapsNeverCarryOverToTheNextDraw() {
        var rng = XorShift32(seed: 0x7A95)
        let kept = Surface(width: 64, height: 64)!
        var (width, height, t) = (1, 1, Affine.identity)
        for i in 0..<300 {
            if i % 2 == 0 {
                (width, height) = (1 + Int(rng.nextUInt32() % 40), 1 + Int(rng.nextUInt32() % 40))
                t = Self.randomAxisAligned(&rng)
            }
            let image = Reference.randomSurface(width, height, &rng, opaqueShare: 0.5)
            let filter = rng.nextUInt32() % 4 == 0 ? ImageFilter.nearest : .bilinear
            let clip = rng.nextUInt32() % 3 == 0 ? PixelRect(x: 5, y: 9, width: 40, height: 30) : nil
            let start = Reference.randomSurface(64, 64, &rng, opaqueShare: 0.7), fresh = start.copy()
            kept.copy(from: start, sourceRect: start.bounds, toX: 0, y: 0)
            kept.draw(
                image, transform: t, filter: filter, edges: .exact, mips: nil, opacity: 255, clip: clip,
                fastPaths: true)
            fresh.draw(
                image, transform: t, filter: filter, edges: .exact, mips: nil, opacity: 255, clip: clip,
                fastPaths: true)
            XCTAssert(kept.hasSamePixels(as: fresh), "iteration \(i): \(t) \(filter)")
        }
    }

    /// A scale, either way up on each axis, then a move by whole or fractional pixels.
    static func randomAxisAligned(_ rng: inout XorShift32) -> Affine {
        func scale() -> Double {
            let magnitude =
                rng.nextUInt32() % 5 == 0
                ? [1, 2, 0.5][Int(rng.nextUInt32() % 3)]
                : exp(rng.uniform(log(0.1), log(4)))
            return rng.nextUInt32() % 3 == 0 ? -magnitude : magnitude
        }
        let (sx, sy) = (scale(), scale())
        // Flips land left of or above the origin: move them back into the 64 x 64 surface.
        let base = (sx < 0 ? 40 : 0, sy < 0 ? 40 : 0)
        func offset(_ base: Int) -> Double {
            let whole = Double(base + Int(rng.nextUInt32() % 50) - 10)
            return rng.nextUInt32() % 2 == 0 ? whole : whole + rng.uniform(0, 1)
        }
        return Affine.scale(sx, sy).then(.translation(offset(base.0), offset(base.1)))
    }

    /// A chain knows which of its levels are opaque: all of an opaque image's; below a level
    /// with a non-opaque pixel, those whose means came out opaque.
    func testMipChainKnowsItsOpaqueLevels() {
        let opaque = Surface(width: 9, height: 5)!
        opaque.fill(opaque.bounds, with: Color(rgb: 0x3366CC))
        let chain = MipChain(opaque)
        XCTAssertEqual(chain.opaqueLevels, Array(repeating: true, count: chain.levels.count))
        XCTAssertTrue(chain.isOpaque(chain.levels[2]))
        XCTAssertFalse(chain.isOpaque(opaque.copy()), "a surface that is no level of the chain")

        let holed = opaque.copy()
        holed[8, 4] = 0
        // The hole is the odd last column and row: each level's corner is its mean alone, or
        // mixed with one or three opaque pixels, below 255 all the way down.
        XCTAssertEqual(MipChain(holed).opaqueLevels, [false, false, false, false, false])

        // One alpha of 254 among four 255s rounds to 255 in the mean: level 1 is opaque again.
        let almost = Surface(width: 2, height: 2)!
        almost.fill(almost.bounds, with: Color(rgb: 0x3366CC))
        almost[1, 1] = 0xFE30_60C0
        XCTAssertEqual(MipChain(almost).opaqueLevels, [false, true])
    }
}
