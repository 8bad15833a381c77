import CAllocationCounter
import Foundation
import Geometry
import VitrineTestSupport

/// `vitrine-bench --allocations [--frames N] [--only frame-blur,...]`: heap allocations in N
/// frames (default 100) of each scene's interaction after 250 warm-up frames (past the
/// stamps' first release, so every per-scale bitmap and cache exists). Prints
/// `frame-SCENE allocations K in N frames`; VITRINE_TRACE_ALLOCATIONS=1 prints a backtrace
/// for each one on standard error. The test (`AllocationFreeFrameTests`) asserts zero in the
/// debug build; this shows the release build's count.
enum AllocationCount {
    static let warmUp = 250

    static func run(frames: Int, only: Set<String>?, size: PixelSize) -> Int32 {
        guard vitrine_allocations_available() == 1 else {
            print("vitrine-bench: allocations are not counted in a sanitized build")
            return 1
        }
        var total: Int64 = 0
        for interaction in SceneInteraction.all where only?.contains("frame-\(interaction.scene)") ?? true {
            guard let run = interaction.start(size: size) else {
                print("frame-\(interaction.scene) skipped: no shipped images")
                continue
            }
            for _ in 0..<warmUp { run.next() }
            vitrine_allocations_trace(ProcessInfo.processInfo.environment["VITRINE_TRACE_ALLOCATIONS"] == "1" ? 1 : 0)
            vitrine_allocations_start()
            for _ in 0..<frames { run.next() }
            let count = vitrine_allocations_stop()
            vitrine_allocations_trace(0)
            total += count
            print("frame-\(interaction.scene) allocations \(count) in \(frames) frames")
        }
        return total == 0 ? 0 : 1
    }
}
