import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

@testable import ImageFiles

/// Every file of the hostile corpus (VitrineTestSupport/HostileCorpus.swift) through the reader:
/// each decodes to a sane size or fails with an error naming it in one line, none crashes or
/// hangs, each is quick, and none takes memory past the limits.
///
/// The decoding runs in a child process, this same test bundle started again on
/// `testChildDecodesTheCorpus` alone, for three reasons: a crash (say a longjmp gone wrong)
/// kills the child, not the test run, and the parent names the file; a hang is cut off by the
/// parent's timeout; and the child's memory is its own. Before each file the child resets its
/// peak resident size (writing 5 to /proc/self/clear_refs sets VmHWM to the current VmRSS), so
/// VmHWM after the decode minus VmRSS before it is that decode's peak, whatever earlier files
/// or tests left in the heap.
final class HostileCorpusTests: XCTestCase {
    private static let childVariable = "VITRINE_HOSTILE_CORPUS_CHILD"
    /// Resident memory a decode may take past `PNGFile.decodeCost`: malloc's arenas, stdio's
    /// buffer, the Swift runtime's first use of a type, page rounding. Measured: 0 to 2 MiB.
    private static let margin = 16 << 20

    private var scratch: ScratchFolder!

    override func setUpWithError() throws { scratch = try ScratchFolder() }
    override func tearDown() {
        chmod(scratch.file("corpus/closed-folder"), 0o755) // so it can be removed when not root
        chmod(scratch.file("corpus-2/closed-folder"), 0o755)
        scratch.remove()
    }

    func testEveryCorpusFileDecodesOrFailsCleanlyWithinTimeAndMemory() throws {
        let folder = scratch.file("corpus")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let items = try HostileCorpus.write(into: URL(fileURLWithPath: folder))
        XCTAssertGreaterThan(items.count, 400)
        let results = try runChild(on: items)
        var decoded = 0, worstPeak = 0, worstSeconds = 0.0
        let verbose = ProcessInfo.processInfo.environment["VITRINE_CORPUS_VERBOSE"] != nil
        for (item, result) in zip(items, results) {
            check(result, of: item)
            if verbose {
                print(
                    String(
                        format: "%@\t%dx%d\t%d KiB\t%.3f s\t%@", item.description, result.width, result.height,
                        result.peakBytes >> 10, result.cpuSeconds, result.message))
            }
            if result.width > 0 { decoded += 1 }
            worstPeak = max(worstPeak, result.peakBytes)
            worstSeconds = max(worstSeconds, result.cpuSeconds)
        }
        // The limit the reader states, plus libpng's cap and the row padding at 16384 rows.
        if !Sanitizers.active {
            XCTAssertLessThanOrEqual(worstPeak, DecodeLimits.default.maxBytes + (4 << 20) + HostileCorpusTests.margin)
        }
        print(
            "hostile corpus: \(items.count) files, \(decoded) decoded, \(items.count - decoded) refused; "
                + "worst peak \(worstPeak >> 20) MiB, worst decode \(String(format: "%.2f", worstSeconds)) s of CPU")
    }

    func testCorpusIsTheSameForTheSameSeed() throws {
        var runs: [[(label: String, bytes: Data?)]] = []
        for name in ["corpus", "corpus-2"] {
            let folder = scratch.file(name)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            runs.append(
                try HostileCorpus.write(into: URL(fileURLWithPath: folder)).map { item in
                    var info = stat()
                    let regular = lstat(item.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
                    // Never read a FIFO: the read would wait for a writer.
                    return (item.label, regular ? FileManager.default.contents(atPath: item.path) : nil)
                })
        }
        XCTAssertEqual(runs[0].map(\.label), runs[1].map(\.label))
        for (first, second) in zip(runs[0], runs[1]) { XCTAssertEqual(first.bytes, second.bytes, first.label) }
        XCTAssertGreaterThan(runs[0].compactMap(\.bytes).count, 400)
    }

    /// The child's side: decodes each file of the manifest and writes one result line each.
    func testChildDecodesTheCorpus() throws {
        guard let paths = ProcessInfo.processInfo.environment[HostileCorpusTests.childVariable] else {
            throw XCTSkip("runs only as the child of testEveryCorpusFileDecodesOrFailsCleanlyWithinTimeAndMemory")
        }
        let parts = paths.split(separator: "\t").map(String.init)
        let manifest = try Data(contentsOf: URL(fileURLWithPath: parts[0]))
        let output = try XCTUnwrap(FileHandle(forWritingAtPath: parts[1]))
        for path in manifest.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
            output.write(Data((CorpusDecodeResult.measure(path: path).line + "\n").utf8))
        }
        try output.close()
    }

    // MARK: Parent side

    private func runChild(on items: [HostileCorpus.Item]) throws -> [CorpusDecodeResult] {
        let manifest = scratch.file("manifest"), results = scratch.file("results"), log = scratch.file("child.log")
        try Data(items.map { Data($0.path.utf8) + [0] }.joined()).write(to: URL(fileURLWithPath: manifest))
        XCTAssertTrue(FileManager.default.createFile(atPath: results, contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: log, contents: nil))
        let child = Process()
        child.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = ["ImageFilesTests.HostileCorpusTests/testChildDecodesTheCorpus"]
        child.environment = ProcessInfo.processInfo.environment.merging([
            HostileCorpusTests.childVariable: manifest + "\t" + results
        ]) { $1 }
        child.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        child.standardError = child.standardOutput
        try child.run()
        // A hang (an open that waits for a FIFO's writer, a loop in libpng) ends here.
        let deadline = Date().addingTimeInterval(300)
        while child.isRunning, Date() < deadline { usleep(50_000) }
        let text = (try? String(contentsOfFile: results, encoding: .utf8)) ?? ""
        let parsed = text.split(separator: "\n").compactMap { CorpusDecodeResult(line: String($0)) }
        let childLog = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").suffix(2000)
        if child.isRunning {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            XCTFail("the child hung at item \(parsed.count): \(items[min(parsed.count, items.count - 1)])")
        } else if child.terminationReason != .exit || child.terminationStatus != 0 || parsed.count != items.count {
            let at = parsed.count < items.count ? "at item \(parsed.count): \(items[parsed.count])" : ""
            XCTFail("the child failed (status \(child.terminationStatus)) \(at)\n\(childLog)")
        }
        return parsed
    }

    private func check(_ result: CorpusDecodeResult, of item: HostileCorpus.Item) {
        let limits = DecodeLimits.default
        let decodedSize = result.width > 0
        switch item.expectation {
        case .decodes: XCTAssertTrue(decodedSize, "\(item) should decode: \(result.message)")
        case .fails: XCTAssertFalse(decodedSize, "\(item) should fail, decoded \(result.width) x \(result.height)")
        case .either: break
        }
        var cost = PNGDecoder.workingBytes(width: limits.maxWidth)
        if decodedSize {
            XCTAssertTrue(limits.allow(width: result.width, height: result.height), "\(item)")
            XCTAssertTrue(result.sizeAgrees, "\(item): size(ofFileAt:) differs from the decoded size")
            // The format's own estimate: a PNG's as PNGFile.decodeCost, a TIFF's its decoder's.
            cost = ImageFile.decodeCost(ofFileAt: item.path, size: PixelSize(result.width, result.height))
            // Ancillary chunks are skipped, not held: libpng keeps two rows and its zlib state.
            XCTAssertLessThanOrEqual(result.libpngBytes, (64 << 10) + 17 * result.width, "\(item)")
        } else {
            XCTAssertTrue(result.namesFile, "\(item): \(result.message)")
        }
        XCTAssertTrue(result.oneLine, "\(item): \(result.message)")
        guard !Sanitizers.active else { return }
        XCTAssertLessThanOrEqual(
            result.peakBytes, cost + HostileCorpusTests.margin,
            "\(item): peak \(result.peakBytes >> 20) MiB")
        // CPU time, not wall-clock time, so other builds on the machine do not fail the test:
        // 3 s, and 6 s more for the largest image allowed. Measured in a debug build: under
        // 0.1 s but for the full-size bombs, 4.5 s for 11585 x 11585 16-bit Adam7 (of which
        // 3.6 s in libpng, inflating 1 GiB in 7 passes).
        let seconds = 3 + 6 * Double(result.width * result.height) / Double(limits.maxBytes / 4)
        XCTAssertLessThan(result.cpuSeconds, seconds, "\(item)")
        XCTAssertLessThan(result.wallSeconds, 10 * seconds, "\(item)")
    }
}
