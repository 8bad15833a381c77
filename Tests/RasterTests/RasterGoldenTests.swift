import Foundation
import Geometry
import VitrineTestSupport
import XCTest

@testable import Raster

/// Raster's goldens, pixman-style: about a hundred small drawings (RasterGoldenCase+Catalogue),
/// each drawn with the fast paths on and off (the two must give the same bits, a fast path
/// being only a faster way to the general path's pixels, but for the perspective interior's
/// stated unit) and compared with its PNG under Golden/<area>/<case>.png, exactly but for the
/// blur's unit. VITRINE_RECORD_GOLDEN=1 writes the PNGs and fails.
final class RasterGoldenTests: XCTestCase {
    func testEveryCaseMatchesItsGoldenWithFastPathsOnAndOff() {
        XCTAssertGreaterThanOrEqual(RasterGoldenCase.all.count, 90)
        XCTAssertEqual(
            Set(RasterGoldenCase.all.map { "\($0.area)/\($0.name)" }).count, RasterGoldenCase.all.count,
            "case names are unique")
        for c in RasterGoldenCase.all {
            let fast = RasterGoldenCase.background(), general = RasterGoldenCase.background()
            c.draw(fast, true)
            c.draw(general, false)
            let worst = SurfaceDiff(expected: general, actual: fast, tolerance: 0).largest
            XCTAssertLessThanOrEqual(worst, c.fastTolerance, "\(c.area)/\(c.name): fast and general paths differ")
            let result = Golden.compare(fast, area: c.area, name: c.name, testFile: #filePath, tolerance: c.tolerance)
            if let failure = result.failure { XCTFail(failure) }
        }
    }

    /// Many seeded random operations (composites, image draws with random transforms, filters,
    /// edges and opacities, path fills) on one small surface, hashed into one checksum, with
    /// fast paths on and off. A change anywhere in Raster's arithmetic changes it; set
    /// VITRINE_GOLDEN_ITERATION=N to run iteration N alone (its operations and its hash are
    /// printed) and compare it between two builds.
    func testSeededOperationsHashToTheCommittedChecksum() {
        let expected: UInt64 = 0xb0a3_4c2b_2758_4c39
        let only = ProcessInfo.processInfo.environment["VITRINE_GOLDEN_ITERATION"].flatMap(Int.init)
        for fast in [true, false] {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for iteration in 0..<RasterChecksum.iterations where only == nil || only == iteration {
                let surface = RasterChecksum.run(iteration, fastPaths: fast)
                for y in 0..<surface.height {
                    for x in 0..<surface.width { hash = (hash ^ UInt64(surface[x, y])) &* 0x100_0000_01b3 }
                }
                if only != nil {
                    print(
                        "iteration \(iteration), fast paths \(fast): \(RasterChecksum.describe(iteration)); "
                            + "hash \(String(hash, radix: 16))")
                }
            }
            if only == nil {
                XCTAssertEqual(
                    String(hash, radix: 16), String(expected, radix: 16), "fast paths \(fast ? "on" : "off")")
            }
        }
    }
}
