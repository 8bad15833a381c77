import Geometry
import Raster
import VitrineTestSupport
import XCTest

final class CompositeTests: XCTestCase {
    func testPixelOverMatchesFloatReferenceExactly() {
        var rng = XorShift32(seed: 1)
        for _ in 0..<200_000 {
            let s = Reference.randomPixel(&rng), d = Reference.randomPixel(&rng)
            XCTAssertEqual(
                Pixel.over(s, d), Reference.over(s, d), "over(\(String(s, radix: 16)), \(String(d, radix: 16)))")
        }
    }

    func testScaleMatchesMul255ForEveryPair() {
        for x in UInt32(0)...255 {
            for f in UInt32(0)...255 {
                let expected = UInt32((Double(x * f) / 255 + 0.5).rounded(.down))
                XCTAssertEqual(Pixel.mul255(x, f), expected)
                let p = x | x << 8 | x << 16 | x << 24
                XCTAssertEqual(Pixel.scale(p, by: f), expected | expected << 8 | expected << 16 | expected << 24)
            }
        }
    }

    /// Edge sweep: widths 0...67, every offset and clip side; compared with a per-pixel reference.
    func testCompositeSweepAgainstReference() {
        var rng = XorShift32(seed: 7)
        let source = Reference.randomSurface(67, 5, &rng)
        for width in 0...67 {
            for offset in [-3, 0, 1, 2, 3, 20] {
                for opacity: UInt8 in [255, 128] {
                    let dest = Reference.randomSurface(40, 5, &rng, opaqueShare: 0.8)
                    let before = dest.copy()
                    let clip = PixelRect(x: 2, y: 1, width: 35, height: 3)
                    let rect = PixelRect(x: 0, y: 0, width: width, height: 5)
                    dest.composite(source, sourceRect: rect, atX: offset, y: 0, clip: clip, opacity: opacity)
                    for y in 0..<5 {
                        for x in 0..<40 {
                            var expected = before[x, y]
                            let sx = x - offset
                            if clip.contains(x: x, y: y), sx >= 0, sx < width {
                                expected = Reference.over(Reference.scale(source[sx, y], UInt32(opacity)), expected)
                            }
                            if dest[x, y] != expected {
                                XCTFail("width \(width) offset \(offset) opacity \(opacity): pixel (\(x), \(y))")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    func testFillAndBlendAreClippedToTheSurface() {
        let s = Surface(width: 4, height: 3)!
        s.fill(PixelRect(x: -2, y: 1, width: 4, height: 9), with: Color(rgb: 0x112233))
        XCTAssertEqual(s[0, 0], 0)
        XCTAssertEqual(s[1, 2], 0xFF11_2233)
        XCTAssertEqual(s[2, 1], 0)
        s.blend(s.bounds, with: Color(red: 255, green: 255, blue: 255, alpha: 128))
        XCTAssertEqual(s[1, 1], Reference.over(Color(red: 255, green: 255, blue: 255, alpha: 128).pixel, 0xFF11_2233))
    }

    func testCopyReplacesIncludingAlpha() {
        let src = Surface(width: 3, height: 3)!
        src.fill(src.bounds, with: Color(red: 10, green: 20, blue: 30, alpha: 0))
        let dst = Surface(width: 5, height: 5)!
        dst.fill(dst.bounds, with: .white)
        dst.copy(from: src, sourceRect: src.bounds, toX: 3, y: -1)
        XCTAssertEqual(dst[3, 0], 0)
        XCTAssertEqual(dst[4, 1], 0)
        XCTAssertEqual(dst[2, 0], 0xFFFF_FFFF)
        XCTAssertEqual(dst[3, 2], 0xFFFF_FFFF)
    }

    func testWrappedMemoryIsDrawnInPlace() {
        var memory = [UInt32](repeating: 0, count: 8 * 2)
        memory.withUnsafeMutableBytes { raw in
            let s = Surface(wrapping: raw.baseAddress!, width: 6, height: 2, stride: 32)!
            s.fill(PixelRect(x: 1, y: 1, width: 2, height: 1), with: Color(rgb: 0xABCDEF))
        }
        XCTAssertEqual(memory[9], 0xFFAB_CDEF)
        XCTAssertEqual(memory[10], 0xFFAB_CDEF)
        XCTAssertEqual(memory[14], 0, "padding beyond the width is not touched")
        XCTAssertNil(Surface(width: 0, height: 3))
        XCTAssertNil(Surface(width: 1 << 20, height: 1))
    }
}
