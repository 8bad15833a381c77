import Effects
import Geometry
import Raster
import SceneBlur
import VitrineTestSupport
import XCTest

final class RegionBlendTests: XCTestCase {
    /// The fast row-run renderer equals mixing every pixel by its own weight.
    func testEqualsPerPixelMixForEveryShape() {
        var rng = XorShift32(seed: 9)
        let sharp = Surface(width: 120, height: 90)!, blurred = Surface(width: 120, height: 90)!
        for y in 0..<90 {
            for x in 0..<120 {
                sharp[x, y] = Color(red: UInt8(rng.nextUInt32() & 255), green: 80, blue: 200).pixel
                blurred[x, y] = Color(red: 10, green: UInt8(rng.nextUInt32() & 255), blue: 30).pixel
            }
        }
        let shapes: [BlurRegion.Shape] = [.circle, .ellipse(aspect: 0.4, rotation: 1), .band(angle: 0.4)]
        for shape in shapes {
            for veil: UInt8 in [0, 100] {
                let region = BlurRegion(shape: shape, center: Point(70, 60), radius: 40)
                let target = Surface(width: 150, height: 110)!
                target.clear(to: Color(rgb: 0x123456))
                RegionBlend().draw(
                    region: region, sharp: sharp, blurred: blurred, origin: (10, 5), into: target,
                    clip: PixelRect(x: 0, y: 0, width: 140, height: 110), veil: veil)
                for y in 0..<110 {
                    for x in 0..<150 {
                        let inside = x >= 10 && x < 130 && y >= 5 && y < 95 && x < 140
                        guard inside else {
                            XCTAssertEqual(target[x, y], 0xFF12_3456, "outside the photo or clip untouched")
                            continue
                        }
                        let w = UInt32((region.weight(at: Point(Double(x) + 0.5, Double(y) + 0.5)) * 255).rounded())
                        let s = sharp[x - 10, y - 5], b = blurred[x - 10, y - 5]
                        var expected: UInt32 = 0
                        for shift: UInt32 in [0, 8, 16, 24] {
                            let mixed =
                                (Double((s >> shift) & 255) * Double(255 - w) + Double((b >> shift) & 255) * Double(w))
                                / 255
                            expected |= UInt32(mixed.rounded()) << shift
                        }
                        if veil != 0 && w != 0 {
                            expected = Pixel.over(Pixel.mul255(UInt32(veil), w) << 24, expected)
                        }
                        if target[x, y] != expected {
                            XCTFail("\(shape) veil \(veil) at (\(x), \(y))")
                            return
                        }
                    }
                }
            }
        }
    }
}
