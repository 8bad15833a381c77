import Foundation
import XCTest

@testable import Raster

/// The cores the process may use, as RowBands sizes its helpers by them: the bits of the
/// `Cpus_allowed` mask, so a run pinned by taskset starts no helper to fight over its one core.
final class CPUCoresTests: XCTestCase {
    func testTheMaskIsCountedBitByBit() {
        XCTAssertEqual(CPU.allowedCores(statusLine: "Cpus_allowed:\t3\n"), 2)
        XCTAssertEqual(CPU.allowedCores(statusLine: "Cpus_allowed:\t2\n"), 1)
        XCTAssertEqual(CPU.allowedCores(statusLine: "Cpus_allowed:\tff,ffffffff\n"), 40)
        XCTAssertEqual(CPU.allowedCores(statusLine: "Cpus_allowed:\t00000000,00000001\n"), 1)
        XCTAssertNil(CPU.allowedCores(statusLine: "Cpus_allowed_list:\t0-1\n"))
        XCTAssertNil(CPU.allowedCores(statusLine: "Name:\tvitrine\n"))
    }

    func testThisProcessMayUseAtLeastOneCoreAndNoMoreThanAreOnline() {
        XCTAssertGreaterThanOrEqual(CPU.usableCores, 1)
        XCTAssertLessThanOrEqual(CPU.usableCores, ProcessInfo.processInfo.activeProcessorCount)
    }
}
