import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class PerspectiveTests: XCTestCase {
    func testIdentityEqualsComposite() {
        var rng = XorShift32(seed: 3)
        let image = Reference.randomSurface(37, 23, &rng)
        let a = Reference.randomSurface(50, 40, &rng, opaqueShare: 0.8), b = a.copy()
        a.draw(image, transform: .identity)
        b.composite(image, atX: 0, y: 0)
        XCTAssertLessThanOrEqual(a.worstChannelDifference(from: b), 1)
    }

    func testWholePixelTranslationEqualsCopy() {
        let image = SyntheticInputs.photo(width: 31, height: 17)
        for (dx, dy) in [(5, 3), (-4, 2), (40, 30)] {
            let a = Surface(width: 48, height: 32)!, b = Surface(width: 48, height: 32)!
            a.draw(image, transform: Homography(.translation(Double(dx), Double(dy))))
            b.copy(from: image, sourceRect: image.bounds, toX: dx, y: dy)
            XCTAssert(a.hasSamePixels(as: b), "translation (\(dx), \(dy))")
        }
    }

    /// A white card, rotated or tilted, against 16 x 16 samples a pixel in Double: pixels on
    /// straight edges within 4/255, pixels within 1.5 px of a corner within 16/255 (four edge
    /// shares multiplied are not exact there), the interior within 2. Measured: 2.8, 11.8, 1.
    func testEdgesMatchSupersampledReference() throws {
        let image = Surface(width: 40, height: 30)!
        image.clear(to: .white)
        let rect = image.bounds.rect
        let quads: [[Point]] = [
            Affine.rotation(0.5236).then(.translation(32.3, 7.8)).corners(of: rect),
            Affine.rotation(-1.1).then(.translation(15.6, 45.1)).corners(of: rect),
            [Point(6.2, 8.7), Point(55.1, 3.3), Point(50.4, 47.9), Point(12.8, 39.6)],
        ]
        for quad in quads {
            let h = try XCTUnwrap(Homography(from: rect, to: quad))
            let s = Surface(width: 64, height: 64)!
            s.draw(image, transform: h)
            let inverse = try XCTUnwrap(h.inverse)
            var worstEdge = 0.0, worstCorner = 0.0, worstInside = 0.0
            for y in 0..<64 {
                for x in 0..<64 {
                    var inside = 0
                    for sy in 0..<16 {
                        for sx in 0..<16 {
                            let p = Point(Double(x) + (Double(sx) + 0.5) / 16, Double(y) + (Double(sy) + 0.5) / 16)
                            if let q = inverse.apply(p), rect.contains(q) { inside += 1 }
                        }
                    }
                    let error = abs(Double(s[x, y] >> 24) - Double(inside) * 255 / 256)
                    let centre = Point(Double(x) + 0.5, Double(y) + 0.5)
                    if inside == 256 {
                        worstInside = max(worstInside, error)
                    } else if quad.contains(where: { $0.distance(to: centre) < 1.5 }) {
                        worstCorner = max(worstCorner, error)
                    } else {
                        worstEdge = max(worstEdge, error)
                    }
                }
            }
            XCTAssertLessThanOrEqual(worstEdge, 4, "edges of \(quad)")
            XCTAssertLessThanOrEqual(worstCorner, 16, "corners of \(quad)")
            XCTAssertLessThanOrEqual(worstInside, 2, "interior of \(quad)")
        }
    }

    /// Premultiplied sampling: an opaque white card over white stays white at every tilt (a
    /// dark fringe would show as less than 255), and no channel ever exceeds alpha.
    func testNoDarkFringeAndChannelsNeverExceedAlpha() throws {
        let white = Surface(width: 30, height: 20)!
        white.clear(to: .white)
        var rng = XorShift32(seed: 11)
        let colourful = Reference.randomSurface(30, 20, &rng, opaqueShare: 1)
        for step in 0..<12 {
            let t = Double(step) * 0.37
            let quad = [
                Point(5 + 3 * cos(t), 4), Point(40 + 5 * sin(t), 6 + 2 * t), Point(38, 35 - t),
                Point(7 + t, 30 + 2 * sin(t)),
            ]
            let h = try XCTUnwrap(Homography(from: white.bounds.rect, to: quad))
            let background = Surface(width: 48, height: 40)!
            background.clear(to: .white)
            background.draw(white, transform: h)
            XCTAssertEqual(PerspectiveTests.lowestChannel(background), 255, "step \(step)")
            let clear = Surface(width: 48, height: 40)!
            clear.draw(colourful, transform: h, opacity: 200)
            for y in 0..<40 {
                for x in 0..<48 {
                    let p = clear[x, y]
                    XCTAssert(
                        Pixel.red(p) <= p >> 24 && Pixel.green(p) <= p >> 24 && Pixel.blue(p) <= p >> 24,
                        "step \(step) (\(x), \(y)) \(String(p, radix: 16))")
                }
            }
        }
    }

    func testHostileTransformsDrawNothing() {
        let image = SyntheticInputs.photo(width: 20, height: 20)
        let hostile: [Homography] = [
            Homography(.nan, 0, 0, 0, 1, 0, 0, 0, 1),
            Homography(1, 0, .infinity, 0, 1, 0, 0, 0, 1),
            Homography(1e300, 0, 0, 0, 1e300, 0, 0, 0, 1),
            Homography(1e-300, 0, 0, 0, 1e-300, 0, 0, 0, 1),
            Homography(1, 0, -1e300, 0, 1, 1e300, 0, 0, 1),
            Homography(0, 0, 0, 0, 0, 0, 0, 0, 1),
            Homography(1, 0, 0, 0, 1, 0, 0, 0, -1),
            Homography(1, 0, 0, 0, 1, 0, -0.1, 0, 1),
            Homography(1, 0, 0, 0, 1, 0, -0.049999999, 0, 1),
            Homography(1, 1, 0, 1, 1, 0, 0, 0, 1),
            Homography(.leastNonzeroMagnitude, 0, 0, 0, 1, 0, 0, 0, 1),
        ]
        for (i, h) in hostile.enumerated() {
            let s = Surface(width: 32, height: 32)!
            s.draw(image, transform: h, clip: PixelRect(x: -5, y: -5, width: 100, height: 100))
            XCTAssertEqual(PerspectiveTests.largestChannel(s), 0, "transform \(i): \(h)")
        }
    }

    func testTiltedCardGolden() throws {
        let card = SyntheticInputs.photo(width: 160, height: 120)
        let s = Surface(width: 240, height: 180)!
        s.clear(to: Color(rgb: 0x3050A0))
        let quad = [Point(40.3, 30.2), Point(205.6, 12.4), Point(190.1, 168.7), Point(58.8, 140.5)]
        let h = try XCTUnwrap(Homography(from: card.bounds.rect, to: quad))
        s.draw(card, transform: h)
        let result = Golden.compare(
            s, area: "perspective", name: "tilted-card", testFile: #filePath, tolerance: 1,
            maxDifferingShare: 0.001)
        XCTAssert(result.passed, result.failure ?? "")
    }

    static func lowestChannel(_ s: Surface) -> UInt32 {
        var low: UInt32 = 255
        for y in 0..<s.height {
            for x in 0..<s.width {
                for shift: UInt32 in [0, 8, 16, 24] { low = min(low, (s[x, y] >> shift) & 0xFF) }
            }
        }
        return low
    }

    static func largestChannel(_ s: Surface) -> UInt32 {
        var high: UInt32 = 0
        for y in 0..<s.height {
            for x in 0..<s.width { high = max(high, s[x, y] & 0xFF, (s[x, y] >> 24)) }
        }
        return high
    }
}

extension Affine {
    func corners(of r: Rect) -> [Point] {
        [
            apply(Point(r.minX, r.minY)), apply(Point(r.maxX, r.minY)), apply(Point(r.maxX, r.maxY)),
            apply(Point(r.minX, r.maxY)),
        ]
    }
}
