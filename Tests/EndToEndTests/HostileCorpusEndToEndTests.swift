import Foundation
import ImageFiles
import VitrineTestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Every scene gets every file of the hostile corpus, through the real binary: a file that
/// cannot be shown is told on standard error, once, naming it (escaped), and the viewer goes
/// on with the others; nothing crashes or hangs, and memory stays under the decode limit.
final class HostileCorpusEndToEndTests: XCTestCase {
    private var folder: URL!
    private var items: [HostileCorpus.Item] = []
    /// 512 MiB for the largest allowed image, plus the process, its display copies and libpng.
    static let memoryLimit = 512 * 1024 + 160 * 1024 // kB

    override func setUpWithError() throws {
        // Short: the corpus holds a socket, whose path must fit in 108 bytes.
        folder = URL(fileURLWithPath: "/tmp/vc-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        items = try HostileCorpus.write(into: folder)
    }

    override func tearDown() {
        // A mode-000 folder must be opened up again before it can be removed (when not root).
        if let names = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            for name in names { chmod(folder.path + "/" + name, 0o755) }
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private func told(_ item: HostileCorpus.Item, in stderr: String) -> Bool {
        stderr.contains("'\(printableFileName(item.path))'")
    }

    /// The focus strip over all of it, paged from the first file to the last.
    func testFocusShowsTheCorpusAndTellsEachBadFileOnce() throws {
        let script = String(repeating: "key Next\nwait 300\n", count: items.count)
        let start = Date()
        let r = try Harness.run(
            Harness.vitrine, ["--headless", "--size", "160x100", "--input", "-"] + items.map(\.path),
            stdin: script, timeout: 600)
        XCTAssertFalse(r.signalled, "crashed: \(r.stderr.suffix(2000))")
        XCTAssertEqual(r.status, 1, "bad files fail the run")
        // A file cut short is shown in part, and told so; no library's own lines get through.
        for line in r.stderr.split(separator: "\n") {
            XCTAssertTrue(
                line.hasPrefix("vitrine: cannot ") || line.hasPrefix("vitrine: cut short: "),
                "one line per problem: \(line)")
        }
        for item in items {
            switch item.expectation {
            case .fails: XCTAssertTrue(told(item, in: r.stderr), "\(item) is not told")
            case .decodes: XCTAssertFalse(told(item, in: r.stderr), "\(item) should be shown")
            case .either: break
            }
            XCTAssertLessThanOrEqual(
                r.stderr.components(separatedBy: "'\(printableFileName(item.path))'").count - 1, 1,
                "\(item) told once")
        }
        if !Sanitizers.active {
            XCTAssertLessThanOrEqual(
                HostileCorpusEndToEndTests.childrenPeakMemory(), HostileCorpusEndToEndTests.memoryLimit)
        }
        print("focus over \(items.count) corpus files: \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    }

    /// The blur scene on each file alone: exit 0 with the photo, or 1 naming the file.
    func testBlurOnEachFile() throws {
        var slowest = (0.0, "")
        for item in items {
            let start = Date()
            let r = try Harness.run(
                Harness.vitrine, ["--headless", "--size", "160x100", "--scene", "blur", item.path],
                timeout: 60)
            let seconds = Date().timeIntervalSince(start)
            if seconds > slowest.0 { slowest = (seconds, item.description) }
            XCTAssertFalse(r.signalled, "\(item) crashed: \(r.stderr.suffix(2000))")
            switch item.expectation {
            case .fails: XCTAssertEqual(r.status, 1, "\(item)")
            case .decodes: XCTAssertEqual(r.status, 0, "\(item): \(r.stderr)")
            case .either: XCTAssertTrue(r.status == 0 || r.status == 1, "\(item): \(r.status)")
            }
            if r.status == 1 {
                XCTAssertTrue(told(item, in: r.stderr), "\(item): \(r.stderr)")
                XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(item): \(r.stderr)")
            }
        }
        if !Sanitizers.active {
            XCTAssertLessThanOrEqual(
                HostileCorpusEndToEndTests.childrenPeakMemory(), HostileCorpusEndToEndTests.memoryLimit)
        }
        print("blur on \(items.count) corpus files; slowest \(String(format: "%.1f", slowest.0)) s: \(slowest.1)")
    }

    /// The largest peak resident memory (kB) of any child this process has waited for.
    static func childrenPeakMemory() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return usage.ru_maxrss
    }
}
