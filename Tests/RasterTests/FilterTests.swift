import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class FilterTests: XCTestCase {
    func testLumaMatchesReferenceOnEveryGrayAndRandomPixels() {
        var rng = XorShift32(seed: 3)
        for _ in 0..<200_000 {
            let p = Reference.randomPixel(&rng)
            XCTAssertEqual(Surface.luma(p), Reference.luma(p))
        }
        XCTAssertEqual(Surface.luma(0xFF80_8080), 0xFF80_8080, "gray stays gray")
        XCTAssertEqual(Surface.luma(0xFFFF_0000), 0xFF4D_4D4D, "red: round(0.30 * 255) = 77")
    }

    func testMakeGrayscaleTouchesOnlyTheRect() {
        let s = Surface(width: 4, height: 4)!
        s.clear(to: Color(rgb: 0x00FF00))
        s.makeGrayscale(PixelRect(x: 1, y: 1, width: 2, height: 2))
        XCTAssertEqual(s[0, 0], 0xFF00_FF00)
        XCTAssertEqual(s[1, 1], 0xFF96_9696)
        XCTAssertEqual(s[3, 2], 0xFF00_FF00)
    }

    func testBilinearIsWithinOneAndAHalfUnitsOfExact() {
        var rng = XorShift32(seed: 11)
        let src = Reference.randomSurface(16, 12, &rng)
        for angle in [0.1, 0.7, 2.0, 3.9] {
            for scale in [0.6, 1.0, 1.7] {
                let m = Affine.translation(-8, -6).then(.rotation(angle)).then(.scale(scale, scale * 1.1))
                    .then(.translation(20.3, 19.6))
                let dst = Surface(width: 40, height: 40)!
                dst.draw(src, transform: m, filter: .bilinear)
                let inverse = m.inverted!
                for y in 0..<40 {
                    for x in 0..<40 {
                        let p = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
                        let expected = Reference.bilinear(src, p.x, p.y)
                        let actual = Reference.channels(dst[x, y])
                        for c in 0..<4 where abs(actual[c] - expected[c]) > 1.5 {
                            XCTFail(
                                "angle \(angle) scale \(scale) at (\(x), \(y)) channel \(c): \(actual[c]) vs \(expected[c])"
                            )
                            return
                        }
                    }
                }
            }
        }
    }

    func testNearestPicksTheSourcePixelUnderEachCentre() {
        let src = Surface(width: 2, height: 2)!
        src[0, 0] = 0xFFFF_0000
        src[1, 0] = 0xFF00_FF00
        src[0, 1] = 0xFF00_00FF
        src[1, 1] = 0xFFFF_FFFF
        let dst = Surface(width: 8, height: 8)!
        dst.draw(src, transform: .scale(4, 4), filter: .nearest)
        XCTAssertEqual(dst[0, 0], 0xFFFF_0000)
        XCTAssertEqual(dst[3, 3], 0xFFFF_0000)
        XCTAssertEqual(dst[4, 3], 0xFF00_FF00)
        XCTAssertEqual(dst[3, 4], 0xFF00_00FF)
        XCTAssertEqual(dst[7, 7], 0xFFFF_FFFF)
    }

    func testAreaDownscaleAveragesExactly() throws {
        // A 1-pixel checkerboard halves to flat gray; bilinear would alias it.
        let s = Surface(width: 64, height: 64)!
        for y in 0..<64 {
            for x in 0..<64 { s[x, y] = (x + y) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 }
        }
        let half = try XCTUnwrap(s.scaled(to: PixelSize(32, 32)))
        for y in 0..<32 {
            for x in 0..<32 { XCTAssertEqual(half[x, y], 0xFF80_8080) }
        }
        // A non-integer ratio keeps the average and an opaque image stays opaque.
        let third = try XCTUnwrap(s.scaled(to: PixelSize(23, 19)))
        var sum = 0.0
        for y in 0..<19 {
            for x in 0..<23 {
                XCTAssertEqual(third[x, y] >> 24, 255)
                sum += Double(third[x, y] & 0xFF)
            }
        }
        XCTAssertEqual(sum / Double(23 * 19), 127.5, accuracy: 1.5)
    }

    /// The area filter, row by row (AreaScaler, which `scaled(to:)` runs), against the slow
    /// definition in doubles: each destination pixel the average of the source area it
    /// covers, weighted by overlap. Within 1 level per channel (floats, rounding), for ratios
    /// whole and not, down to 1 pixel, and 1:1 on one side.
    func testAreaScalerMatchesTheAreaAverageInDoubles() throws {
        var rng = XorShift32(seed: 21)
        let source = Reference.randomSurface(53, 41, &rng)
        for size in [PixelSize(53, 20), PixelSize(26, 41), PixelSize(17, 13), PixelSize(7, 40), PixelSize(1, 1)] {
            let scaled = try XCTUnwrap(source.scaled(to: size))
            let rx = 53.0 / Double(size.width), ry = 41.0 / Double(size.height)
            for oy in 0..<size.height {
                for ox in 0..<size.width {
                    var sums = [Double](repeating: 0, count: 4)
                    for sy in Int(Double(oy) * ry)..<min(41, Int((Double(oy + 1) * ry).rounded(.up))) {
                        let wy = min(Double(oy + 1) * ry, Double(sy + 1)) - max(Double(oy) * ry, Double(sy))
                        for sx in Int(Double(ox) * rx)..<min(53, Int((Double(ox + 1) * rx).rounded(.up))) {
                            let wx = min(Double(ox + 1) * rx, Double(sx + 1)) - max(Double(ox) * rx, Double(sx))
                            let p = source[sx, sy]
                            for c in 0..<4 { sums[c] += Double((p >> (8 * UInt32(c))) & 0xFF) * wx * wy / (rx * ry) }
                        }
                    }
                    let got = scaled[ox, oy]
                    for c in 0..<4 {
                        let channel = Double((got >> (8 * UInt32(c))) & 0xFF)
                        XCTAssertEqual(channel, sums[c], accuracy: 1, "\(size) at (\(ox), \(oy)) channel \(c)")
                    }
                }
            }
        }
        XCTAssertNil(AreaScaler(from: PixelSize(10, 10), to: PixelSize(11, 5)), "downscaling only")
    }

    func testUpscaleKeepsEdgesOpaque() throws {
        let s = Surface(width: 3, height: 2)!
        s.clear(to: Color(rgb: 0x336699))
        let big = try XCTUnwrap(s.scaled(to: PixelSize(30, 20)))
        XCTAssertEqual(big[0, 0], 0xFF33_6699)
        XCTAssertEqual(big[29, 19], 0xFF33_6699)
        XCTAssertEqual(big[15, 10], 0xFF33_6699)
    }
}

final class CompositeGrayscaleTests: XCTestCase {
    func testEqualsLumaThenOverForEveryAlignment() {
        var rng = XorShift32(seed: 5)
        let source = Reference.randomSurface(37, 4, &rng)
        for offset in [-5, 0, 3, 30] {
            let dest = Reference.randomSurface(40, 4, &rng, opaqueShare: 0.9)
            let before = dest.copy()
            dest.compositeGrayscale(source, sourceRect: source.bounds, atX: offset, y: 0)
            for y in 0..<4 {
                for x in 0..<40 {
                    let sx = x - offset
                    let expected =
                        sx >= 0 && sx < 37 ? Reference.over(Reference.luma(source[sx, y]), before[x, y]) : before[x, y]
                    XCTAssertEqual(dest[x, y], expected, "offset \(offset) at (\(x), \(y))")
                }
            }
        }
    }
}
