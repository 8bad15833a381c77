import Foundation
import Geometry
import Raster
import XCTest

/// The edges scene's three panels against 16 x 16 samples a pixel: an opaque white 40 x 30
/// image turned 0...90 degrees in 7.5 degree steps at scales 0.1...4, drawn on transparent,
/// its alpha compared with the covered share. Pixels within 1.5 px of a corner are held to a
/// looser bound (the draw multiplies the four edges' shares there).
final class ImageEdgeTests: XCTestCase {
    static let angles = stride(from: 0.0, through: 90.0, by: 7.5).map { $0 }
    static let scales = [0.1, 0.17, 0.25, 0.33, 0.5, 0.7, 1, 1.3, 2, 2.9, 4]
    static let white = { () -> Surface in
        let s = Surface(width: 40, height: 30)!
        s.fill(s.bounds, with: Color(red: 255, green: 255, blue: 255))
        return s
    }()

    enum Panel { case jagged, border, exact }

    /// The transform of the image: turned about its centre, scaled, centred off the pixel grid.
    static func transform(_ degrees: Double, _ scale: Double) -> Affine {
        Affine.translation(-20, -15).then(.scale(scale, scale)).then(.rotation(degrees * .pi / 180))
            .then(.translation(130.3, 130.7))
    }

    static func render(_ panel: Panel, _ t: Affine) -> Surface {
        let out = Surface(width: 260, height: 260)!
        switch panel {
        case .jagged: out.draw(white, transform: t, filter: .nearest, edges: .hard)
        case .border:
            out.draw(
                white.withTransparentBorder(), transform: Affine.translation(-1, -1).then(t),
                filter: .bilinear, edges: .hard)
        case .exact: out.draw(white, transform: t, filter: .mipmapped, edges: .exact, mips: MipChain(white))
        }
        return out
    }

    /// The largest alpha error (0...255) on edges and at corners, and where the edge worst was.
    static func errors(_ panel: Panel, _ degrees: Double, _ scale: Double) -> (edge: Double, corner: Double) {
        let t = transform(degrees, scale)
        let out = render(panel, t), ref = EdgeReference(width: 40, height: 30, transform: t)
        var edge = 0.0, corner = 0.0
        for y in 0..<out.height {
            for x in 0..<out.width {
                let e = abs(Double(out[x, y] >> 24) - 255 * ref.coverage(x, y))
                if ref.nearCorner(x, y) { corner = max(corner, e) } else { edge = max(edge, e) }
            }
        }
        return (edge, corner)
    }

    /// Exact (mipmapped, exact coverage): within 8/255 on edges and 12/255 at corners at every
    /// angle and scale. Measured: 6.9 and 9.5.
    func testExactEdgesWithin8At0_1To4() {
        for scale in Self.scales {
            for a in Self.angles {
                let e = Self.errors(.exact, a, scale)
                XCTAssertLessThanOrEqual(e.edge, 8, "angle \(a) scale \(scale)")
                XCTAssertLessThanOrEqual(e.corner, 12, "angle \(a) scale \(scale)")
            }
        }
    }

    /// Border (1-px transparent border, bilinear, hard): its fade is one image pixel wide, so
    /// it matches coverage only near scale 1 (within 14/255; measured 13.2). Below 0.5 the fade
    /// is thinner than a pixel and the edge is off by up to 102/255 (measured 101.6); above 1 it
    /// blurs (111/255 at 4). Each bound is the measured worst over all angles, rounded up.
    func testBorderEdgesWithin14AtScale1_offBy102BelowHalf() {
        let bounds: [Double: Double] = [
            0.1: 87, 0.17: 102, 0.25: 95, 0.33: 84, 0.5: 63, 0.7: 37, 1: 14,
            1.3: 29, 2: 62, 2.9: 82, 4: 111,
        ]
        for scale in Self.scales {
            var worst = 0.0
            for a in Self.angles { worst = max(worst, Self.errors(.border, a, scale).edge) }
            XCTAssertLessThanOrEqual(worst, bounds[scale]!, "scale \(scale)")
        }
        XCTAssertGreaterThan(Self.errors(.border, 30, 0.17).edge, 40, "the border fix should visibly fail small")
    }

    /// Jagged (nearest, hard): every pixel fully in or out.
    func testJaggedAlphaIsBinary() {
        for scale in Self.scales {
            for a in Self.angles {
                let out = Self.render(.jagged, Self.transform(a, scale))
                for y in 0..<out.height {
                    for x in 0..<out.width where out[x, y] >> 24 != 0 && out[x, y] >> 24 != 255 {
                        return XCTFail("alpha \(out[x, y] >> 24) at (\(x), \(y)), angle \(a) scale \(scale)")
                    }
                }
            }
        }
    }
}
