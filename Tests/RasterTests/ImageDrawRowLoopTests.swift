import Foundation
import Geometry
import VitrineTestSupport
import XCTest

@testable import Raster

/// The axis-aligned draw's bilinear rows give the general path's bits in every loop the CPU
/// runs (Swift's four-pixel loops and, with AVX2, CRasterAVX2's eight-pixel ones), scaled up
/// (kept mixed rows) and down (four taps), from images 1 to 90 px wide, so the wide loops meet
/// the last column, the one-pixel-wide image they leave to Swift, and tails of every length.
final class ImageDrawRowLoopTests: XCTestCase {
    func testEveryRowLoopEqualsGeneralPath() {
        for loop in Surface.RowLoop.supported {
            var rng = XorShift32(seed: 0xB10C)
            var drawnUp = 0, drawnDown = 0
            for i in 0..<400 {
                let width = i % 25 == 0 ? 1 + i % 2 : 1 + Int(rng.nextUInt32() % 90)
                let image = Reference.randomSurface(
                    width, 1 + Int(rng.nextUInt32() % 40), &rng, opaqueShare: i % 2 == 0 ? 1 : 0.5)
                let t = ImageDrawAxisAlignedTests.randomAxisAligned(&rng)
                let filter = rng.nextUInt32() % 2 == 0 ? ImageFilter.bilinear : .mipmapped
                let mips = MipChain(image)
                let general = Reference.randomSurface(64, 64, &rng, opaqueShare: 0.7), drawn = general.copy()
                general.draw(
                    image, transform: t, filter: filter, edges: .exact, mips: mips, opacity: 255, clip: nil,
                    fastPaths: false)
                drawn.draw(
                    image, transform: t, filter: filter, edges: .exact, mips: mips, opacity: 255, clip: nil,
                    fastPaths: true, columnTaps: ColumnTaps(loop: loop))
                XCTAssert(drawn.hasSamePixels(as: general), "\(loop), iteration \(i): \(image.size) \(t) \(filter)")
                if abs(t.d) >= 1 { drawnUp += 1 } else { drawnDown += 1 }
            }
            XCTAssertGreaterThan(min(drawnUp, drawnDown), 100, "\(loop): both the kept rows and the four taps")
        }
    }

    /// A turned or sheared image's interior in every loop the CPU runs (Swift's four pixels a
    /// step and, with AVX2, CRasterAVX2's eight) gives the general path's bits: images 2 to
    /// 120 px wide, half of them opaque, half sprites (mostly clear, their empty tiles skipped),
    /// scaled 0.3x to 3x, bilinear, mipmapped or pixelated, so runs meet the last column and
    /// row, and leave tails of every length.
    func testEveryTurnedLoopEqualsGeneralPath() {
        for loop in Surface.RowLoop.supported {
            var rng = XorShift32(seed: 0x7E11)
            for i in 0..<300 {
                let sprite = i % 2 == 1
                let (w, h) = (2 + Int(rng.nextUInt32() % 119), 2 + Int(rng.nextUInt32() % 80))
                let image = sprite ? Surface(width: w, height: h)! : Reference.randomSurface(w, h, &rng)
                if sprite {
                    let blob = Reference.randomSurface(1 + w / 3, 1 + h / 3, &rng, opaqueShare: 0.6)
                    image.copy(
                        from: blob, sourceRect: blob.bounds, toX: Int(rng.nextUInt32() % UInt32(w)),
                        y: Int(rng.nextUInt32() % UInt32(h)))
                }
                let s = exp(rng.uniform(log(0.3), log(3)))
                let t = Affine.scale(s, s * rng.uniform(0.7, 1.4)).then(.rotation(rng.uniform(0, 2 * .pi)))
                    .then(.translation(rng.uniform(20, 100), rng.uniform(20, 100)))
                let filter = [ImageFilter.bilinear, .mipmapped, .nearest][Int(rng.nextUInt32() % 3)]
                let mips = filter == .mipmapped ? MipChain(image) : nil
                let tiles = sprite ? EmptyTiles(image) : nil
                let general = Reference.randomSurface(128, 128, &rng, opaqueShare: 0.7), drawn = general.copy()
                general.draw(
                    image, transform: t, filter: filter, edges: .exact, mips: mips, opacity: 255, clip: nil,
                    fastPaths: false)
                drawn.draw(
                    image, transform: t, filter: filter, edges: .exact, mips: mips, opacity: 255, clip: nil,
                    emptyTiles: tiles, fastPaths: true, turnedLoop: loop)
                XCTAssert(drawn.hasSamePixels(as: general), "\(loop), iteration \(i): \(w)x\(h) \(t) \(filter)")
            }
        }
    }

    /// Runs whose last sample lies exactly on the last column or row (the pair of taps there
    /// starts a pixel before; the row below is the row itself), drawn by each loop from the
    /// same positions: the same pixels. Random draws reach those places too rarely to tell.
    func testTheTurnedLoopsAgreeAtTheLastColumnAndRow() throws {
        try XCTSkipIf(Surface.RowLoop.supported.count < 2, "one loop only: nothing to compare")
        var rng = XorShift32(seed: 0x1A57)
        var checked = 0
        let image = Reference.randomSurface(21, 13, &rng, opaqueShare: 0.5)
        let maxX = (image.width - 1) << 16, maxY = (image.height - 1) << 16
        // Turned either way, so a run steps right and down, or right and up.
        for angle in [0.05, 0.3, 1.4, -0.05, -0.3, -1.4] {
            let plan = try XCTUnwrap(
                ImageDrawPlan(
                    image, Affine.rotation(angle).then(.translation(40, 40)), .bilinear, .exact, nil, 255, nil,
                    PixelRect(x: 0, y: 0, width: 128, height: 128)))
            let steps = 15
            // The run's last sample on the last column (stepping right) or row (stepping down),
            // the other coordinate well inside.
            let ends = [
                (maxX - steps * plan.stepX, maxY / 2 - steps * plan.stepY / 2),
                (maxX / 2 - steps * plan.stepX / 2, maxY - steps * plan.stepY),
            ]
            for (fx, fy) in ends {
                let last = (fx + steps * plan.stepX, fy + steps * plan.stepY)
                guard fx >= 0, fy >= 0, last.0 >= 0, last.1 >= 0, last.0 <= maxX, last.1 <= maxY else { continue }
                let beneath = (0...steps).map { _ in rng.nextUInt32() | 0xFF00_0000 }
                var lines: [[UInt32]] = []
                for loop in Surface.RowLoop.supported {
                    var line = beneath
                    line.withUnsafeMutableBufferPointer {
                        plan.interiorRun($0.baseAddress!, start: 0, from: 0, to: steps + 1, fx, fy, loop: loop)
                    }
                    lines.append(line)
                }
                for line in lines.dropFirst() { XCTAssertEqual(line, lines[0], "angle \(angle), from (\(fx), \(fy))") }
                checked += 1
            }
        }
        // Nine of the twelve runs lie in the image all along (the others leave it by another
        // side first): the test compares what it says it does.
        XCTAssertEqual(checked, 9)
    }
}
