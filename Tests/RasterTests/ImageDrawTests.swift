import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class ImageDrawTests: XCTestCase {
    /// The fast paths (integer translation as a composite, coverage-free interior runs,
    /// unclamped opaque writes) equal the general per-pixel loop bit for bit over 400 seeded
    /// random draws: random images 1...40 px a side, every filter and edge mode, opacities,
    /// clips, and transforms that are integer translations, pure scales, axis-aligned turns or
    /// anything (scales 0.1...4). A failure prints the seed's iteration to rerun.
    func testFastPathsEqualGeneralPath() {
        var rng = XorShift32(seed: 0xED6E)
        for i in 0..<400 {
            let image = Reference.randomSurface(1 + Int(rng.nextUInt32() % 40), 1 + Int(rng.nextUInt32() % 40), &rng)
            let t = Self.randomTransform(&rng, kind: i % 4)
            let filter = [ImageFilter.nearest, .bilinear, .mipmapped][Int(rng.nextUInt32() % 3)]
            let edges = rng.nextUInt32() % 2 == 0 ? EdgeMode.hard : .exact
            let opacity: UInt8 = rng.nextUInt32() % 3 == 0 ? UInt8(truncatingIfNeeded: rng.nextUInt32()) : 255
            let clip = rng.nextUInt32() % 3 == 0 ? PixelRect(x: 5, y: 9, width: 40, height: 30) : nil
            let mips = filter == .mipmapped ? MipChain(image) : nil
            let general = Reference.randomSurface(64, 64, &rng, opaqueShare: 0.7), fast = general.copy()
            general.draw(
                image, transform: t, filter: filter, edges: edges, mips: mips, opacity: opacity, clip: clip,
                fastPaths: false)
            fast.draw(
                image, transform: t, filter: filter, edges: edges, mips: mips, opacity: opacity, clip: clip,
                fastPaths: true)
            XCTAssert(fast.hasSamePixels(as: general), "iteration \(i): \(t) \(filter) \(edges) opacity \(opacity)")
        }
    }

    static func randomTransform(_ rng: inout XorShift32, kind: Int) -> Affine {
        let move = Affine.translation(rng.uniform(-10, 50), rng.uniform(-10, 50))
        let s = exp(rng.uniform(log(0.1), log(4)))
        switch kind {
        case 0: return .translation(Double(Int(rng.nextUInt32() % 60) - 10), Double(Int(rng.nextUInt32() % 60) - 10))
        case 1: return Affine.scale(s, exp(rng.uniform(log(0.1), log(4)))).then(move)
        case 2: return Affine.scale(s, s).then(.rotation(Double(rng.nextUInt32() % 4) * .pi / 2)).then(move)
        default: return Affine.scale(s, s).then(.rotation(rng.uniform(0, 2 * .pi))).then(move)
        }
    }

    /// No fringe: an opaque white image turned over black shows exactly its own alpha as grey,
    /// and an opaque black one over white shows 255 - alpha, pixel for pixel (premultiplied
    /// sampling brings in no dark or light colour from outside the image).
    func testNoFringeOverBlackOrWhite() {
        for (filter, edges, bordered) in [(ImageFilter.mipmapped, EdgeMode.exact, false), (.bilinear, .hard, true)] {
            for scale in [0.3, 1, 2.5] {
                for (ink, ground) in [
                    (Color(red: 255, green: 255, blue: 255), Color(red: 0, green: 0, blue: 0)),
                    (Color(red: 0, green: 0, blue: 0), Color(red: 255, green: 255, blue: 255)),
                ] {
                    var image = Surface(width: 40, height: 30)!
                    image.fill(image.bounds, with: ink)
                    var t = ImageEdgeTests.transform(33, scale)
                    if bordered { (image, t) = (image.withTransparentBorder(), Affine.translation(-1, -1).then(t)) }
                    let alone = Surface(width: 260, height: 260)!, over = Surface(width: 260, height: 260)!
                    over.fill(over.bounds, with: ground)
                    for s in [alone, over] {
                        s.draw(image, transform: t, filter: filter, edges: edges, mips: MipChain(image))
                    }
                    for y in 0..<260 {
                        for x in 0..<260 {
                            let a = alone[x, y] >> 24, p = over[x, y]
                            let grey = ink.red == 255 ? a : 255 - a
                            XCTAssertEqual(
                                p, 0xFF00_0000 | grey << 16 | grey << 8 | grey, "(\(x), \(y)) scale \(scale)")
                            if p != 0xFF00_0000 | grey << 16 | grey << 8 | grey { return }
                        }
                    }
                }
            }
        }
    }
}
