import CAllocationCounter
import Foundation
import Geometry
import SceneTestSupport
import VitrineTestSupport

/// `vitrine-bench --allocations [--frames N] [--only frame-blur,app-blur,...]`: heap
/// allocations in N frames (default 100) of each scene's interaction after 250 warm-up frames
/// (past the stamps' first release, so every per-scale bitmap and cache exists), each frame
/// as a host drives it (input, nextFrameTime, render). `frame-SCENE` is the scene alone,
/// `app-SCENE` the whole app frame with the status line drawn over it, as the window shows it.
/// Prints `NAME allocations K in N frames` and exits 1 unless every count is zero;
/// VITRINE_TRACE_ALLOCATIONS=1 prints a backtrace for each allocation on standard error.
/// `AllocationFreeFrameTests` runs this (release) build and asserts zero.
enum AllocationCount {
    static let warmUp = 250

    static func run(frames: Int, only: Set<String>?, size: PixelSize) -> Int32 {
        guard vitrine_allocations_available() == 1 else {
            print("vitrine-bench: allocations are not counted in a sanitized build")
            return 1
        }
        var total: Int64 = 0
        let runs = (SceneInteraction.all + SceneInteraction.modes).flatMap { interaction in
            [("frame-\(interaction.name)", interaction, false), ("app-\(interaction.name)", interaction, true)]
        }
        for (name, interaction, overlay) in runs where only?.contains(name) ?? true {
            guard let run = interaction.start(size: size, overlay: overlay) else {
                print("\(name) skipped: no shipped images")
                continue
            }
            for _ in 0..<warmUp { run.next() }
            vitrine_allocations_trace(ProcessInfo.processInfo.environment["VITRINE_TRACE_ALLOCATIONS"] == "1" ? 1 : 0)
            vitrine_allocations_start()
            for _ in 0..<frames { run.next() }
            let count = vitrine_allocations_stop()
            vitrine_allocations_trace(0)
            total += count
            print("\(name) allocations \(count) in \(frames) frames")
        }
        return total == 0 ? 0 : 1
    }
}
