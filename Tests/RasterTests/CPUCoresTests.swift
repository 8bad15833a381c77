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

    /// The same count as coreutils' nproc, which asks the kernel for the affinity mask itself.
    func testTheCountIsNprocs() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/nproc") else { throw XCTSkip("no nproc") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nproc")
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), CPU.usableCores)
    }
}
