import Foundation
import VitrineTestSupport
import XCTest

/// vitrine-bench's input-to-present on a private Xvfb, end to end: it starts the viewer, finds
/// its window, and sees the frame of every XTEST motion it sends (the workload fails, with
/// "skipped", rather than report when one never shows). The figures are not checked: a test
/// asserts no timing.
final class InputToPresentBenchTests: XCTestCase {
    func testTheBenchSeesEveryMotionsFrameOnTheWindow() throws {
        let server = try XvfbServer(size: "1280x800x24")
        defer { server.stop() }
        let bench = Harness.productsDirectory.appendingPathComponent("vitrine-bench").path
        let r = try Harness.run(
            bench, ["--only", "input-to-present", "--frames", "6"], environment: server.environment, timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("skipped"), r.stderr)
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        for name in ["input-to-present", "input-to-present-render"] {
            let median = rows.first { $0.first == name }.flatMap { $0.count > 1 ? Double($0[1]) : nil }
            XCTAssertNotNil(median, "no \(name) row in:\n\(r.stdout)")
            XCTAssertGreaterThan(median ?? 0, 0, name)
        }
        XCTAssertTrue(r.stdout.contains("stamps at 1280x800, 6 XTEST motions"), r.stdout)
        XCTAssertTrue(r.stdout.contains("target 16.67 + "), r.stdout)
    }
}
