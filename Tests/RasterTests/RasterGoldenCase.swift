import Foundation
import Geometry

@testable import Raster

/// One golden case: a small drawing on a 48 x 48 checkerboard, named by its area and case.
/// `draw` takes whether fast paths may be used; operations without a fast path ignore it.
struct RasterGoldenCase: Sendable {
    var area: String
    var name: String
    /// Largest per-channel difference allowed from the golden PNG (0: exact, as integer
    /// arithmetic gives the same bits everywhere; the blur's kernels differ by up to 1 unit
    /// between AVX2 and the portable loops).
    var tolerance: UInt8 = 0
    /// Largest per-channel difference allowed between the fast and the general path: 0 for
    /// every fast path but the perspective interior's, which steps its sample positions
    /// incrementally and may land one unit off (PerspectiveFastTests holds it to 1).
    var fastTolerance: UInt32 = 0
    var draw: @Sendable (_ surface: Surface, _ fastPaths: Bool) -> Void

    static let size = 48

    /// The checkerboard every case draws on: opaque grays in 6-pixel squares, so translucency
    /// and edges show against both.
    static func background() -> Surface {
        let s = Surface(width: size, height: size)!
        for y in 0..<size {
            for x in 0..<size { s[x, y] = ((x / 6 + y / 6) % 2 == 0) ? 0xFF50_5050 : 0xFF90_9090 }
        }
        return s
    }

    /// The image the draw cases map: 20 x 14, a colour gradient, a translucent band across its
    /// middle, a transparent hole and a one-pixel white rim (edges show how they are filtered),
    /// premultiplied.
    static let pattern: Surface = {
        let w = 20, h = 14
        let s = Surface(width: w, height: h)!
        for y in 0..<h {
            for x in 0..<w {
                var r = UInt32(40 + x * 10), g = UInt32(30 + y * 15), b = UInt32(200 - x * 6)
                var a: UInt32 = 255
                if x == 0 || y == 0 || x == w - 1 || y == h - 1 { (r, g, b) = (255, 255, 255) }
                if (6...7).contains(y) { a = 120 }
                if (13...15).contains(x), (2...4).contains(y) { a = 0 }
                s[x, y] = a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
            }
        }
        return s
    }()

    static let mips = MipChain(pattern)

    /// The transforms of the image draw cases, by kind.
    static let transforms: [(name: String, transform: Affine)] = [
        ("identity", .identity),
        ("integer", .translation(13, 9)),
        ("fraction", .translation(10.37, 8.71)),
        ("up", Affine.scale(2.2, 2.2).then(.translation(2.5, 3.25))),
        ("down", Affine.scale(0.45, 0.45).then(.translation(14.2, 17.6))),
        ("rotate", Affine.translation(-10, -7).then(.rotation(0.5236)).then(.translation(24, 24))),
        ("affine", Affine(a: 1.3, b: 0.4, c: -0.5, d: 1.1, tx: 12.3, ty: 6.6)),
    ]
}
