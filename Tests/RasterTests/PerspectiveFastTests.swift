import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// The perspective draw's interior fast path against its general path (`fastPaths: false`),
/// within 1 per channel: they share the arithmetic and differ only in how the homogeneous
/// position is rounded.
final class PerspectiveFastTests: XCTestCase {
    /// Cards of random size and content with randomly moved corners, at random opacity over a
    /// random background, a quarter with a glare.
    func testRandomTiltsMatchGeneralPath() throws {
        var rng = XorShift32(seed: 29)
        for iteration in 0..<60 {
            let w = 1 + Int(rng.nextUInt32() % 90), h = 1 + Int(rng.nextUInt32() % 70)
            let image = Reference.randomSurface(w, h, &rng, opaqueShare: iteration % 2 == 0 ? 1 : 0.5)
            let scale = rng.uniform(0.4, 2.5)
            let center = Point(rng.uniform(20, 100), rng.uniform(20, 80))
            let quad = PerspectiveFastTests.tilted(
                w: Double(w) * scale, h: Double(h) * scale, center: center,
                jitter: 0.15, &rng)
            let opacity: UInt8 = iteration % 3 == 0 ? UInt8(truncatingIfNeeded: rng.nextUInt32()) : 255
            let transform = try XCTUnwrap(Homography(from: image.bounds.rect, to: quad))
            let background = Reference.randomSurface(120, 100, &rng, opaqueShare: 0.7)
            let glare =
                iteration % 4 == 1
                ? Glare(center: Point(Double(w) / 3, Double(h) / 2), radius: Double(w + h), peak: 200) : nil
            let worst = PerspectiveFastTests.difference(
                image, transform, on: background, opacity: opacity, clip: nil, glare: glare)
            XCTAssertLessThanOrEqual(worst, 1, "iteration \(iteration): \(w)x\(h), quad \(quad), opacity \(opacity)")
        }
    }

    /// Spans of every width 0...67 at quarter-pixel offsets, clipped on each side, so the
    /// interior run starts and ends at every alignment of the four-pixel steps.
    func testEdgeSweeps() throws {
        var rng = XorShift32(seed: 5)
        let image = Reference.randomSurface(23, 9, &rng, opaqueShare: 1)
        let clips: [PixelRect?] = [
            nil, PixelRect(x: 10, y: 0, width: 100, height: 40),
            PixelRect(x: 0, y: 0, width: 40, height: 40),
            PixelRect(x: 0, y: 6, width: 100, height: 40),
            PixelRect(x: 0, y: 0, width: 100, height: 9),
        ]
        for width in 0...67 {
            for offset in 0..<4 {
                let x = 3 + Double(offset) / 4, right = x + Double(width)
                // A slight tilt: the right side shorter, so the projective divide matters.
                let quad = [Point(x, 2.3), Point(right, 3.1), Point(right, 11.6), Point(x, 13.2)]
                guard let transform = Homography(from: image.bounds.rect, to: quad) else {
                    XCTAssertEqual(width, 0)
                    continue
                }
                for (c, clip) in clips.enumerated() {
                    let background = Surface(width: 80, height: 16)!
                    background.clear(to: Color(rgb: 0x204080))
                    let worst = PerspectiveFastTests.difference(
                        image, transform, on: background, opacity: 255,
                        clip: clip)
                    XCTAssertLessThanOrEqual(worst, 1, "width \(width), offset \(offset)/4, clip \(c)")
                }
            }
        }
    }

    /// A glare that is not finite lays none, on every path, rather than NaN through the loops.
    func testAGlareThatIsNotFiniteLaysNone() throws {
        var rng = XorShift32(seed: 17)
        let image = Reference.randomSurface(40, 30, &rng, opaqueShare: 1)
        let quad = PerspectiveFastTests.tilted(w: 60, h: 45, center: Point(50, 40), jitter: 0.05, &rng)
        let transform = try XCTUnwrap(Homography(from: image.bounds.rect, to: quad))
        let background = Reference.randomSurface(100, 80, &rng, opaqueShare: 1)
        for glare in [
            Glare(center: Point(.nan, 3), radius: 20, peak: 100),
            Glare(center: Point(3, 3), radius: .infinity, peak: 100),
            Glare(center: Point(3, 3), radius: 0, peak: 100),
        ] {
            for fast in [true, false] {
                let plain = background.copy(), glared = background.copy()
                plain.draw(image, transform: transform, opacity: 255, clip: nil, fastPaths: fast)
                glared.draw(image, transform: transform, opacity: 255, clip: nil, glare: glare, fastPaths: fast)
                XCTAssertEqual(glared.worstChannelDifference(from: plain), 0, "\(glare), fast paths \(fast)")
            }
        }
    }

    /// CRasterSSE2's and CRasterAVX2's interior loops (AVX2 and AVX-512) give the Swift loop's
    /// bits, with and without a glare: random images (one pixel wide or high among them, so the
    /// last column and row repeat) under random tilts,
    /// every row of a band round the card with spans of every start and length (tails of every
    /// length below 4, 8 and 16), over a translucent background.
    func testCLoopsMatchSwiftLoop() throws {
        let loops = Surface.InteriorLoop.supported.filter { $0 != .swift }
        guard !loops.isEmpty else { throw XCTSkip("the C loops are built for x86-64 only") }
        var rng = XorShift32(seed: 41)
        for iteration in 0..<80 {
            let w = iteration % 10 == 0 ? 1 : 1 + Int(rng.nextUInt32() % 120)
            let h = iteration % 10 == 5 ? 1 : 1 + Int(rng.nextUInt32() % 90)
            let image = Reference.randomSurface(w, h, &rng, opaqueShare: iteration % 2 == 0 ? 1 : 0.6)
            let scale = rng.uniform(0.3, 2.5)
            let quad = PerspectiveFastTests.tilted(
                w: Double(w) * scale, h: Double(h) * scale, center: Point(80, 60), jitter: 0.2, &rng)
            let inverse = try XCTUnwrap(Homography(from: image.bounds.rect, to: quad)?.inverse)
            let background = Reference.randomSurface(160, 120, &rng, opaqueShare: 0.5)
            let swift = background.copy()
            let drawn = loops.map { _ in background.copy() }
            // Half the cards with a glare somewhere about them, of any size and strength.
            let glare =
                iteration % 2 == 1
                ? Glare(
                    center: Point(rng.uniform(-0.5, 1.5) * Double(w), rng.uniform(-0.5, 1.5) * Double(h)),
                    radius: rng.uniform(0.2, 2) * Double(max(w, h)), peak: rng.uniform(1, 255)
                ).terms : nil
            for y in 0..<120 {
                let start = Int(rng.nextUInt32() % 150), end = min(160, start + Int(rng.nextUInt32() % 70))
                swift.drawPerspectiveInterior(
                    image, inverse, y: y, from: start, to: end, opacity: 255, glare: glare, loop: .swift)
                for (surface, loop) in zip(drawn, loops) {
                    surface.drawPerspectiveInterior(
                        image, inverse, y: y, from: start, to: end, opacity: 255, glare: glare, loop: loop)
                }
            }
            for (surface, loop) in zip(drawn, loops) {
                XCTAssertEqual(
                    swift.worstChannelDifference(from: surface), 0,
                    "\(loop), iteration \(iteration): \(w)x\(h), quad \(quad)")
            }
        }
    }

    /// The largest channel difference between the fast and the general path drawing `image`
    /// over copies of `background`.
    static func difference(
        _ image: Surface, _ transform: Homography, on background: Surface, opacity: UInt8,
        clip: PixelRect?, glare: Glare? = nil
    ) -> Int {
        let fast = background.copy(), general = background.copy()
        fast.draw(image, transform: transform, opacity: opacity, clip: clip, glare: glare, fastPaths: true)
        general.draw(image, transform: transform, opacity: opacity, clip: clip, glare: glare, fastPaths: false)
        return fast.worstChannelDifference(from: general)
    }

    /// A w x h rectangle about `center` with each corner moved by up to `jitter` of the
    /// shorter side: a convex quad as a card turned by some 20 degrees makes, and less regular.
    static func tilted(w: Double, h: Double, center: Point, jitter: Double, _ rng: inout XorShift32) -> [Point] {
        let reach = jitter * min(w, h)
        return [Point(-w / 2, -h / 2), Point(w / 2, -h / 2), Point(w / 2, h / 2), Point(-w / 2, h / 2)].map { p in
            Point(center.x + p.x + rng.uniform(-reach, reach), center.y + p.y + rng.uniform(-reach, reach))
        }
    }
}
