import CAllocationCounter
import Foundation
import Geometry
import Raster
import XCTest

/// A path filled every frame in a kept `PathScratch` allocates nothing once the buffers have
/// grown (the blur scene's guide ring, moved and turned by a transform each frame).
final class PathScratchTests: XCTestCase {
    func testFillsIntoAWarmScratchAllocateNothing() throws {
        guard vitrine_allocations_available() == 1 else {
            throw XCTSkip("allocations are not counted under a sanitizer")
        }
        let s = Surface(width: 320, height: 240)!
        var ring = Path.ellipse(in: Rect.centered(at: .zero, size: Size(201.5, 121.5)))
        ring.append(.ellipse(in: Rect.centered(at: .zero, size: Size(198.5, 118.5))))
        let scratch = PathScratch()
        let colour = Color(red: 255, green: 255, blue: 255, alpha: 115)
        func frame(_ k: Int) {
            let t = Double(k)
            let place = Affine.rotation(0.1 * t).then(.translation(160 + 20 * cos(t), 120 + 15 * sin(t)))
            s.fill(
                ring, with: colour, rule: .evenOdd, transform: place,
                clip: PixelRect(x: 8, y: 8, width: 300, height: 220),
                scratch: scratch)
        }
        for k in 0..<20 { frame(k) }
        vitrine_allocations_trace(getenv("VITRINE_TRACE_ALLOCATIONS") != nil ? 1 : 0)
        // This thread's only: another thread of the test process allocating now and then made
        // the count 1 in a CI run (the fills run on this thread alone).
        vitrine_allocations_start_this_thread()
        for k in 20..<40 { frame(k) }
        let count = vitrine_allocations_stop()
        vitrine_allocations_trace(0)
        XCTAssertEqual(count, 0, "allocations in 20 fills")
    }

    /// Counting one thread sees its allocations and not another thread's.
    func testTheThreadCounterCountsOnlyItsThread() throws {
        guard vitrine_allocations_available() == 1 else {
            throw XCTSkip("allocations are not counted under a sanitizer")
        }
        // The other thread made and started before counting, so only its own work falls inside.
        let go = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let elsewhere = Thread {
            go.wait()
            let array = [Int](repeating: 7, count: Int.random(in: 100...200))
            precondition(array.first == 7)
            done.signal()
        }
        elsewhere.start()
        vitrine_allocations_start_this_thread()
        go.signal()
        done.wait()
        let fromElsewhere = vitrine_allocations_stop()
        vitrine_allocations_start_this_thread()
        let here = [Int](repeating: 7, count: Int.random(in: 100...200))
        let fromHere = vitrine_allocations_stop()
        XCTAssertEqual(here.first, 7)
        XCTAssertEqual(fromElsewhere, 0, "the other thread's allocations")
        XCTAssertGreaterThanOrEqual(fromHere, 1, "this thread's")
    }
}
