import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// Seeded random fills hashed into one committed checksum (pixman's way): lines, quads, cubics
/// and ellipses, transformed, clipped, under both rules, over a 97 x 83 surface. The checksum
/// was taken with the fill before it reused its buffers (`PathScratch`); any change to the
/// coverage, however small, changes it. Rerun one iteration with `iterationChecksums`.
final class PathChecksumTests: XCTestCase {
    static let iterations = 400
    static let expected: UInt64 = 11_402_739_081_786_209_714

    /// The path, transform, clip, rule and colour of iteration `seed`.
    static func fill(_ seed: UInt32, on s: Surface, scratch: PathScratch?) {
        var rng = XorShift32(seed: seed &* 2_654_435_761 &+ 1)
        var path = Path()
        for _ in 0..<(1 + Int(rng.nextUInt32() % 3)) {
            switch rng.nextUInt32() % 4 {
            case 0:
                let c = Point(rng.uniform(-10, 107), rng.uniform(-10, 93))
                path.append(.ellipse(in: Rect.centered(at: c, size: Size(rng.uniform(0.5, 80), rng.uniform(0.5, 80)))))
            case 1:
                path.append(
                    .polygon(
                        (0..<(3 + Int(rng.nextUInt32() % 6))).map { _ in
                            Point(rng.uniform(-10, 107), rng.uniform(-10, 93))
                        }))
            case 2:
                path.move(to: Point(rng.uniform(0, 97), rng.uniform(0, 83)))
                path.quad(
                    to: Point(rng.uniform(0, 97), rng.uniform(0, 83)),
                    control: Point(rng.uniform(-20, 117), rng.uniform(-20, 103)))
                path.line(to: Point(rng.uniform(0, 97), rng.uniform(0, 83)))
                path.close()
            default:
                path.move(to: Point(rng.uniform(0, 97), rng.uniform(0, 83)))
                path.cubic(
                    to: Point(rng.uniform(0, 97), rng.uniform(0, 83)),
                    control1: Point(rng.uniform(-20, 117), rng.uniform(-20, 103)),
                    control2: Point(rng.uniform(-20, 117), rng.uniform(-20, 103)))
            }
        }
        let transform =
            rng.nextUInt32() % 2 == 0
            ? Affine.identity
            : Affine.rotation(rng.uniform(-1, 1)).then(.scale(rng.uniform(0.5, 1.5), rng.uniform(0.5, 1.5)))
                .then(.translation(rng.uniform(-20, 20), rng.uniform(-20, 20)))
        let clip: PixelRect? =
            rng.nextUInt32() % 3 == 0
            ? PixelRect(
                x: Int(rng.nextUInt32() % 60) - 5, y: Int(rng.nextUInt32() % 50) - 5,
                width: Int(rng.nextUInt32() % 70), height: Int(rng.nextUInt32() % 60)) : nil
        let rule: FillRule = rng.nextUInt32() % 2 == 0 ? .nonZero : .evenOdd
        let colour = Color(
            red: UInt8(rng.nextUInt32() & 255), green: UInt8(rng.nextUInt32() & 255),
            blue: UInt8(rng.nextUInt32() & 255), alpha: UInt8(rng.nextUInt32() % 256))
        if let scratch {
            s.fill(path, with: colour, rule: rule, transform: transform, clip: clip, scratch: scratch)
        } else {
            s.fill(path, with: colour, rule: rule, transform: transform, clip: clip)
        }
    }

    /// FNV-1a over the surface's pixels, folded into `hash`.
    static func hash(_ s: Surface, into hash: inout UInt64) {
        for y in 0..<s.height {
            for x in 0..<s.width {
                hash = (hash ^ UInt64(s[x, y])) &* 0x100_0000_01B3
            }
        }
    }

    static func checksum(scratch: PathScratch?) -> UInt64 {
        let s = Surface(width: 97, height: 83)!
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for seed in 0..<UInt32(iterations) {
            if seed % 50 == 0 { s.clear(to: .black) }
            fill(seed, on: s, scratch: scratch)
            Self.hash(s, into: &hash)
        }
        return hash
    }

    func testFreshBuffersMatchTheCommittedChecksum() {
        XCTAssertEqual(Self.checksum(scratch: nil), Self.expected)
    }

    /// One scratch for all 400 fills (its buffers grown, shrunk in use, never cleared by hand)
    /// draws what fresh buffers draw.
    func testAReusedScratchMatchesTheCommittedChecksum() {
        XCTAssertEqual(Self.checksum(scratch: PathScratch()), Self.expected)
    }
}
