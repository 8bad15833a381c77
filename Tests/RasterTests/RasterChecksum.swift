import Foundation
import Geometry
import VitrineTestSupport

@testable import Raster

/// The seeded operations behind RasterGoldenTests' checksum (pixman's checksum tests): each
/// iteration draws a few random operations on a fresh 32 x 32 surface, all chosen from its seed.
enum RasterChecksum {
    static let iterations = 600

    static func run(_ iteration: Int, fastPaths: Bool) -> Surface {
        var rng = XorShift32(seed: UInt32(iteration * 7919 + 17))
        let surface = Reference.randomSurface(32, 32, &rng, opaqueShare: 0.6)
        let width = Int(rng.nextUInt32() % 12) + 2, height = Int(rng.nextUInt32() % 12) + 2
        let image = Reference.randomSurface(width, height, &rng)
        let mips = MipChain(image)
        for _ in 0..<3 {
            switch rng.nextUInt32() % 4 {
            case 0:
                let x = Int(rng.nextUInt32() % 40) - 8, y = Int(rng.nextUInt32() % 40) - 8
                surface.composite(image, atX: x, y: y, opacity: UInt8(truncatingIfNeeded: rng.nextUInt32()))
            case 1:
                let transform = randomTransform(&rng)
                let filter: ImageFilter = [.nearest, .bilinear, .mipmapped][Int(rng.nextUInt32() % 3)]
                let edges: EdgeMode = rng.nextUInt32() % 2 == 0 ? .hard : .exact
                surface.draw(
                    image, transform: transform, filter: filter, edges: edges, mips: mips,
                    opacity: rng.nextUInt32() % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: rng.nextUInt32()),
                    clip: nil, fastPaths: fastPaths)
            case 2:
                var points: [Point] = []
                for _ in 0..<Int(rng.nextUInt32() % 5 + 3) {
                    let x = rng.uniform(-4, 36), y = rng.uniform(-4, 36)
                    points.append(Point(x, y))
                }
                let color = Color(pixel: Reference.randomPixel(&rng, opaqueShare: 0.5))
                surface.fill(.polygon(points), with: color, rule: rng.nextUInt32() % 2 == 0 ? .nonZero : .evenOdd)
            default:
                var quad: [Point] = []
                for (x, y) in [(2.0, 2.0), (30, 2), (30, 30), (2, 30)] {
                    let jx = rng.uniform(-5, 5), jy = rng.uniform(-5, 5)
                    quad.append(Point(x + jx, y + jy))
                }
                if let h = Homography(
                    from: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
                    to: quad)
                {
                    surface.draw(image, transform: h, opacity: 255, clip: nil, fastPaths: fastPaths)
                }
            }
        }
        return surface
    }

    /// A random translation (whole or fractional), scale, turn or general map, so every kind of
    /// plan and its fast path comes up.
    static func randomTransform(_ rng: inout XorShift32) -> Affine {
        let dx = rng.uniform(-6, 30), dy = rng.uniform(-6, 30)
        let move = Affine.translation(dx, dy)
        switch rng.nextUInt32() % 5 {
        case 0:
            let x = Double(Int(rng.nextUInt32() % 36) - 6), y = Double(Int(rng.nextUInt32() % 36) - 6)
            return .translation(x, y)
        case 1: return move
        case 2:
            let sx = rng.uniform(0.2, 3.5), sy = rng.uniform(0.2, 3.5)
            return Affine.scale(sx, sy).then(move)
        case 3: return Affine.rotation(rng.uniform(-.pi, .pi)).then(move)
        default:
            let a = rng.uniform(-2, 2), b = rng.uniform(-2, 2), c = rng.uniform(-2, 2), d = rng.uniform(-2, 2)
            return Affine(a: a, b: b, c: c, d: d, tx: dx, ty: dy)
        }
    }

    /// What iteration `n` draws, for a report.
    static func describe(_ n: Int) -> String { "seed \(n * 7919 + 17), 3 operations on 32 x 32" }
}
