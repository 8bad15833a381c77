import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// `Surface.blend(_:color:atX:y:clip:)` against a Float reference, pixel for pixel.
final class MaskTests: XCTestCase {
    /// The reference: opacity round(coverage x alpha / 255), the premultiplied colour scaled by
    /// it (rounded), then source-over, all in Double.
    static func expected(_ before: UInt32, coverage: UInt8, color: Color) -> UInt32 {
        let o = (Double(coverage) * Double(color.alpha) / 255 + 0.5).rounded(.down)
        let premultiplied = Reference.pack(
            [color.blue, color.green, color.red].map { Double($0) * Double(color.alpha) / 255 } + [Double(color.alpha)])
        return Reference.over(Reference.scale(premultiplied, UInt32(o)), before)
    }

    static func randomMask(_ w: Int, _ h: Int, _ rng: inout XorShift32) -> CoverageMask {
        var mask = CoverageMask(width: w, height: h)!
        for y in 0..<h {
            for x in 0..<w {
                let kind = rng.nextUInt32() % 4
                mask[x, y] = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(truncatingIfNeeded: rng.nextUInt32())
            }
        }
        return mask
    }

    static func randomColor(_ rng: inout XorShift32) -> Color {
        let kind = rng.nextUInt32() % 4
        let a: UInt8 = kind < 2 ? 255 : kind == 2 ? 0 : UInt8(truncatingIfNeeded: rng.nextUInt32())
        let v = rng.nextUInt32()
        return Color(
            red: UInt8(truncatingIfNeeded: v), green: UInt8(truncatingIfNeeded: v >> 8),
            blue: UInt8(truncatingIfNeeded: v >> 16), alpha: a)
    }

    /// Checks every pixel of `dest` after a blend; returns the first wrong one, described.
    static func check(
        _ dest: Surface, before: Surface, mask: CoverageMask, color: Color, x: Int, y: Int, clip: PixelRect?
    ) -> String? {
        for py in 0..<dest.height {
            for px in 0..<dest.width {
                let mx = px - x, my = py - y
                let inside =
                    mx >= 0 && mx < mask.width && my >= 0 && my < mask.height
                    && (clip?.contains(x: px, y: py) ?? true)
                let want = inside ? expected(before[px, py], coverage: mask[mx, my], color: color) : before[px, py]
                if dest[px, py] != want {
                    return "pixel (\(px), \(py)) is \(String(dest[px, py], radix: 16)), expected "
                        + "\(String(want, radix: 16)): mask \(mask.width)x\(mask.height) at (\(x), \(y)), "
                        + "\(color), clip \(clip.map { "\($0)" } ?? "none"), surface \(dest.size)"
                }
            }
        }
        return nil
    }

    func testRandomMasksColoursAndPositionsMatchTheReference() {
        var rng = XorShift32(seed: 11)
        for _ in 0..<3000 {
            let sw = 1 + Int(rng.nextUInt32() % 12), sh = 1 + Int(rng.nextUInt32() % 12)
            let mask = Self.randomMask(1 + Int(rng.nextUInt32() % 10), 1 + Int(rng.nextUInt32() % 10), &rng)
            let color = Self.randomColor(&rng)
            let x = Int(rng.nextUInt32() % UInt32(sw + mask.width + 2)) - mask.width - 1
            let y = Int(rng.nextUInt32() % UInt32(sh + mask.height + 2)) - mask.height - 1
            let clip: PixelRect? =
                rng.nextUInt32() % 2 == 0
                ? nil
                : PixelRect(
                    x: Int(rng.nextUInt32() % 16) - 3, y: Int(rng.nextUInt32() % 16) - 3,
                    width: Int(rng.nextUInt32() % 14), height: Int(rng.nextUInt32() % 14))
            let dest = Reference.randomSurface(sw, sh, &rng)
            let before = dest.copy()
            dest.blend(mask, color: color, atX: x, y: y, clip: clip)
            if let failure = Self.check(dest, before: before, mask: mask, color: color, x: x, y: y, clip: clip) {
                return XCTFail(failure)
            }
        }
    }

    /// Edge sweep: a 5x4 mask at every position that touches a 9x7 surface (cut by each edge and
    /// corner), with no clip and with a clip inside the surface, for opaque and translucent colours.
    func testEveryEdgeAndCornerIsClipped() {
        var rng = XorShift32(seed: 5)
        let mask = Self.randomMask(5, 4, &rng)
        for clip in [nil, PixelRect(x: 2, y: 1, width: 5, height: 4)] {
            for color in [Color(rgb: 0x3366CC), Color(red: 200, green: 90, blue: 10, alpha: 140)] {
                for y in -4...7 {
                    for x in -5...9 {
                        let dest = Reference.randomSurface(9, 7, &rng, opaqueShare: 0.6)
                        let before = dest.copy()
                        dest.blend(mask, color: color, atX: x, y: y, clip: clip)
                        if let failure = Self.check(
                            dest, before: before, mask: mask, color: color, x: x, y: y,
                            clip: clip)
                        {
                            return XCTFail(failure)
                        }
                    }
                }
            }
        }
    }

    func testNoCoverageKeepsAndFullCoverageOfAnOpaqueColourWrites() {
        var rng = XorShift32(seed: 3)
        let dest = Reference.randomSurface(4, 1, &rng)
        let before = dest.copy()
        let mask = CoverageMask(width: 4, height: 1, bytes: [0, 255, 0, 255])!
        let color = Color(red: 17, green: 200, blue: 99)
        dest.blend(mask, color: color, atX: 0, y: 0)
        XCTAssertEqual(dest[0, 0], before[0, 0])
        XCTAssertEqual(dest[1, 0], color.pixel)
        XCTAssertEqual(dest[2, 0], before[2, 0])
        XCTAssertEqual(dest[3, 0], 0xFF11_C863)
        dest.blend(mask, color: .clear, atX: 0, y: 0)
        XCTAssertEqual(dest[1, 0], color.pixel)
    }

    func testDegenerateMasksAreRefused() {
        XCTAssertNil(CoverageMask(width: 0, height: 3))
        XCTAssertNil(CoverageMask(width: 3, height: -1))
        XCTAssertNil(CoverageMask(width: 2, height: 2, bytes: [1, 2, 3]))
        XCTAssertNil(CoverageMask(width: Int.max, height: 2))
        XCTAssertEqual(CoverageMask(width: 2, height: 1, bytes: [1, 2])?[1, 0], 2)
    }
}
