import CAllocationCounter
import Foundation
import XCTest

/// A steady-state frame allocates nothing on the heap (issue 14; swift-nio's allocation tests
/// are the model). Each scene's main interaction (`SceneInteraction`: the frames vitrine-bench
/// times as frame-SCENE) runs 250 frames to warm up, then CAllocationCounter's malloc wrappers
/// count every allocation, on every thread, over 100 frames; the count must be zero.
///
/// Counted in the release build, `vitrine-bench --allocations`, which `make test` builds first
/// (VITRINE_REQUIRE_BENCH=1 makes its absence a failure, else a skip): what a user runs is the
/// optimised code, and a debug build allocates where the optimiser would not (unspecialised
/// generics, array literals kept on the heap; 36 allocations a tilt frame in debug, 0 in release).
final class AllocationFreeFrameTests: XCTestCase {
    func testFocusDragFramesAllocateNothing() throws { try assertNoAllocations("focus") }
    func testBlurDragFramesAllocateNothing() throws { try assertNoAllocations("blur") }
    func testTiltFramesAllocateNothing() throws { try assertNoAllocations("tilt") }
    /// The card mode (issue 22): the card in perspective turning every frame.
    func testTiltCardFramesAllocateNothing() throws { try assertNoAllocations("tilt-card") }
    func testEdgesTurningFramesAllocateNothing() throws { try assertNoAllocations("edges") }
    func testStampsDragFramesAllocateNothing() throws { try assertNoAllocations("stamps") }
    /// The closer look on a 6000 x 4000 photo (issue 22): panned every frame, and zoomed a
    /// wheel notch every frame (a new scale each time).
    func testCloserLookPanFramesAllocateNothing() throws { try assertNoAllocations("zoom-pan") }
    func testCloserLookWheelFramesAllocateNothing() throws { try assertNoAllocations("zoom-wheel") }

    /// The whole window's frame, the status line drawn over the scene: its cards are reused
    /// while what they say is unchanged. Not tilt and edges, whose status lines read out the
    /// offset and the angle as they change (new text is laid out: about 35 and 17 allocations
    /// a frame), nor the closer look's wheel run, whose status line reads out the zoom.
    func testAppFramesWithTheStatusLineAllocateNothing() throws {
        for scene in ["focus", "blur", "stamps", "zoom-pan"] { try assertNoAllocations(scene, run: "app-\(scene)") }
    }

    /// The counter sees an allocation (in this process): a count of zero means something.
    func testTheCounterSeesAnAllocation() throws {
        try XCTSkipUnless(vitrine_allocations_available() == 1, "a sanitizer owns malloc in this build")
        vitrine_allocations_start()
        let array = [Int](repeating: 7, count: Int.random(in: 100...200))
        let count = vitrine_allocations_stop()
        XCTAssertEqual(array.first, 7)
        XCTAssertGreaterThanOrEqual(count, 1)
    }

    static var bench: String {
        Harness.productsDirectory.deletingLastPathComponent().appendingPathComponent("release/vitrine-bench").path
    }

    private func assertNoAllocations(
        _ scene: String, run: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let run = run ?? "frame-\(scene)"
        guard FileManager.default.isExecutableFile(atPath: Self.bench) else {
            let why = "no release vitrine-bench at \(Self.bench) (swift build -c release --product vitrine-bench)"
            if ProcessInfo.processInfo.environment["VITRINE_REQUIRE_BENCH"] == "1" {
                XCTFail(why, file: file, line: line)
                return
            }
            throw XCTSkip(why)
        }
        let outcome = try Harness.run(
            Self.bench, ["--allocations", "--frames", "100", "--only", run],
            timeout: 120)
        let row = outcome.stdout.split(separator: "\n").first { $0.hasPrefix("\(run) allocations ") }
        guard let row, let count = row.split(separator: " ").dropFirst(2).first.flatMap({ Int($0) }) else {
            XCTFail("no count for \(scene): \(outcome.stdout) \(outcome.stderr)", file: file, line: line)
            return
        }
        XCTAssertEqual(
            count, 0,
            "\(run): \(count) heap allocations in 100 frames; "
                + "VITRINE_TRACE_ALLOCATIONS=1 \(Self.bench) --allocations --frames 1 --only \(run) shows where",
            file: file, line: line)
        XCTAssertEqual(outcome.status, count == 0 ? 0 : 1, file: file, line: line)
    }
}
