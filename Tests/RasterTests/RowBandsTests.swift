import Foundation
import Raster
import XCTest

/// `RowBands` hands every row to exactly one band, in parallel or not, and returns only when
/// all are drawn; back to back runs (a frame after a frame) reuse the helpers.
final class RowBandsTests: XCTestCase {
    /// Marks each row it is given, as a band of a frame writes its rows.
    final class Marks: BandJob, @unchecked Sendable {
        let rows: UnsafeMutableBufferPointer<Int32>
        init(count: Int) {
            rows = .allocate(capacity: count)
            rows.initialize(repeating: 0)
        }
        deinit { rows.deallocate() }
        func draw(rows band: Range<Int>, band _: Int) {
            // Slow enough that the helpers take bands too.
            for y in band {
                for _ in 0..<2000 { rows[y] &+= 0 }
                rows[y] += 1
            }
        }
    }

    func testEveryRowOnceInEveryWay() {
        for parallel in [true, false] {
            for (range, bands) in [(0..<1080, 8), (5..<12, 8), (0..<3, 1), (10..<10, 4), (0..<997, 64)] {
                for _ in 0..<20 {
                    let marks = Marks(count: range.upperBound)
                    RowBands.run(range, bands: bands, parallel: parallel, marks)
                    for y in 0..<range.upperBound {
                        XCTAssertEqual(
                            marks.rows[y], range.contains(y) ? 1 : 0,
                            "row \(y) of \(range) in \(bands) bands, parallel \(parallel)")
                    }
                }
            }
        }
    }

    /// Runs from two threads at once take turns: each still sees every row of its own once.
    func testRunsFromTwoThreadsTakeTurns() {
        let first = Marks(count: 600), second = Marks(count: 600)
        let done = DispatchGroup()
        for marks in [first, second] {
            DispatchQueue.global().async(group: done) {
                for _ in 0..<10 { RowBands.run(0..<600, bands: 8, parallel: true, marks) }
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        for marks in [first, second] {
            XCTAssertTrue((0..<600).allSatisfy { marks.rows[$0] == 10 })
        }
    }
}
