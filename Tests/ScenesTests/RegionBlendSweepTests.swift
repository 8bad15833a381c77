import Effects
import Geometry
import Raster
import SceneBlur
import VitrineTestSupport
import XCTest

/// `RegionBlend`'s ramp table (`RampTable`: a circle's or an ellipse's weights kept across
/// frames, the centre's sub-pixel part rounded to 1/65536 px) against evaluating every row
/// afresh, over a seeded sweep of regions: sub-pixel centres, sizes down to the minimum radius
/// and the steepest ramps (also across a thin ellipse), bands, veil on and off, photos placed
/// partly off the target and clips on every side, and drags (the same shape moved by whole and
/// by fractional pixels, so the table is both reused and rebuilt). One fast renderer serves
/// the whole sweep, as the scene's does.
final class RegionBlendSweepTests: XCTestCase {
    /// Per channel, table vs fresh. The rounding of the centre moves a weight by at most 0.15
    /// of a unit (`RampTable`), so a weight can round one unit apart: that moves a mixed
    /// channel by at most one, and under the veil its darkening by one more.
    static func bound(veil: UInt8) -> Int { veil == 0 ? 1 : 2 }

    /// Random premultiplied pixels (each colour channel at most the alpha), one in four opaque.
    static func noise(_ size: PixelSize, _ rng: inout XorShift32) -> Surface {
        let s = Surface(size: size)!
        for y in 0..<size.height {
            for x in 0..<size.width {
                let r = rng.nextUInt32()
                let alpha = r & 3 == 0 ? 255 : (r >> 2) & 255
                var p = alpha << 24
                for shift: UInt32 in [0, 8, 16] { p |= (rng.nextUInt32() % (alpha + 1)) << shift }
                s[x, y] = p
            }
        }
        return s
    }

    func testRampTableMatchesPerRowEvaluation() {
        var rng = XorShift32(seed: 14)
        let photoSize = PixelSize(160, 120)
        let sharp = RegionBlendSweepTests.noise(photoSize, &rng), blurred = RegionBlendSweepTests.noise(photoSize, &rng)
        let background = RegionBlendSweepTests.noise(PixelSize(200, 150), &rng)
        let fast = RegionBlend(fastPaths: true), fresh = RegionBlend(fastPaths: false)
        var worst = 0, differing = 0, compared = 0
        for iteration in 0..<240 {
            let shape: BlurRegion.Shape
            switch iteration % 5 {
            case 3:
                let aspect = iteration % 7 == 3 ? 0.05 : rng.uniform(0.2, 1)
                shape = .ellipse(aspect: aspect, rotation: rng.uniform(0, 3.2))
            case 4: shape = .band(angle: rng.uniform(-1.6, 1.6))
            default: shape = .circle
            }
            // Radius 8 with inner share 0.95: the steepest ramp (also on thin ellipses, at 3 mod 70).
            let steep = iteration % 7 == 0 || iteration % 10 == 3
            var region = BlurRegion(
                shape: shape, center: Point(rng.uniform(-40, 200), rng.uniform(-40, 160)),
                radius: steep ? 8 : rng.uniform(8, 130),
                innerShare: steep ? 0.95 : rng.uniform(0, 0.95))
            let origin = (x: Int(rng.uniform(-30, 60)), y: Int(rng.uniform(-30, 50)))
            let x0 = Int(rng.uniform(-10, 100)), y0 = Int(rng.uniform(-10, 80))
            let clip = PixelRect(x: x0, y: y0, width: Int(rng.uniform(1, 220)), height: Int(rng.uniform(1, 170)))
            let veil: UInt8 = iteration % 2 == 0 ? 0 : UInt8(rng.uniform(1, 256))
            // A drag: whole-pixel steps reuse the table; the last step moves by a fraction.
            for step in 0..<4 {
                if step > 0 {
                    region.center.x += step == 3 ? rng.uniform(-1, 1) : Double(Int(rng.uniform(-9, 10)))
                    region.center.y += Double(Int(rng.uniform(-9, 10)))
                }
                let a = background.copy(), b = background.copy()
                for (renderer, target) in [(fast, a), (fresh, b)] {
                    renderer.draw(
                        region: region, sharp: sharp, blurred: blurred, origin: origin, into: target,
                        clip: clip, veil: veil)
                }
                for y in 0..<150 {
                    for x in 0..<200 {
                        let p = a[x, y], q = b[x, y]
                        compared += 1
                        guard p != q else { continue }
                        differing += 1
                        for shift: UInt32 in [0, 8, 16, 24] {
                            let d = abs(Int((p >> shift) & 255) - Int((q >> shift) & 255))
                            worst = max(worst, d)
                            if d > RegionBlendSweepTests.bound(veil: veil) {
                                XCTFail(
                                    "iteration \(iteration) step \(step): \(region) origin \(origin) clip \(clip) "
                                        + "veil \(veil) at (\(x), \(y)): \(String(p, radix: 16)) vs "
                                        + String(q, radix: 16))
                                return
                            }
                        }
                    }
                }
            }
        }
        print("RegionBlendSweepTests: worst channel difference \(worst), \(differing) of \(compared) pixels differ")
    }

    /// The scene moves the region by whole view pixels, with its own sub-pixel part and a
    /// rounding error of about 1e-13 px from the photo-to-view scale: the table is made once for
    /// the drag. A new radius, sub-pixel part, shape or rotation makes it anew, and draws what
    /// evaluating the rows afresh draws.
    func testADragReusesTheTableAndANewShapeRemakesIt() {
        var rng = XorShift32(seed: 3)
        let photo = RegionBlendSweepTests.noise(PixelSize(300, 200), &rng)
        let blurred = RegionBlendSweepTests.noise(PixelSize(300, 200), &rng)
        let target = Surface(width: 300, height: 200)!, fresh = Surface(width: 300, height: 200)!
        let blend = RegionBlend(fastPaths: true)
        var region = BlurRegion(center: Point(100.3719, 80.6), radius: 50)
        for step in 0..<20 {
            region.center = Point(100.3719 + Double(step) * 3 + (step % 2 == 0 ? 1e-13 : -1e-13), 80.6 - Double(step))
            blend.draw(
                region: region, sharp: photo, blurred: photo, origin: (0, 0), into: target,
                clip: target.bounds, veil: 0)
        }
        XCTAssertEqual(blend.rampTableBuilds, 1)
        region.radius = 51
        blend.draw(
            region: region, sharp: photo, blurred: photo, origin: (0, 0), into: target, clip: target.bounds,
            veil: 0)
        region.center.x += 0.25
        blend.draw(
            region: region, sharp: photo, blurred: photo, origin: (0, 0), into: target, clip: target.bounds,
            veil: 0)
        XCTAssertEqual(blend.rampTableBuilds, 3)
        region.shape = .ellipse(aspect: 0.6, rotation: 0)
        blend.draw(
            region: region, sharp: photo, blurred: photo, origin: (0, 0), into: target, clip: target.bounds,
            veil: 0)
        region.rotation = 0.1
        blend.draw(
            region: region, sharp: photo, blurred: blurred, origin: (0, 0), into: target, clip: target.bounds,
            veil: 0)
        XCTAssertEqual(blend.rampTableBuilds, 5)
        RegionBlend(fastPaths: false).draw(
            region: region, sharp: photo, blurred: blurred, origin: (0, 0), into: fresh,
            clip: fresh.bounds, veil: 0)
        var differing = 0
        for y in 0..<200 {
            for x in 0..<300 where target[x, y] != fresh[x, y] { differing += 1 }
        }
        XCTAssertLessThan(differing, 10, "the turned ellipse as drawn afresh, up to a rounding here and there")
    }
}
