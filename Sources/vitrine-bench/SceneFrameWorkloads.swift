import Geometry
import Raster
import SceneTestSupport
import VitrineTestSupport

/// Whole frames of every scene at 1920 x 1080 while its main interaction runs
/// (`SceneInteraction`: the same frames the allocation test counts): `frame-focus`,
/// `frame-blur`, `frame-tilt`, `frame-edges`, `frame-stamps`, the tilt scene's card mode
/// (`frame-tilt-card`), the closer look's `frame-zoom-pan` and `frame-zoom-wheel` (issue 22)
/// and the thumbnail grid's `frame-grid` (issue 24). Through the app with the overlay off: the
/// scene's render into the framebuffer. Each also logs the bytes its frames present (the
/// damage rectangles' area x 4), printed after the timings. Target (issue 14): p99 at most 16x `copy`'s median.
enum SceneFrameWorkloads {
    static func all() -> [Workload] {
        (SceneInteraction.all + SceneInteraction.modes).map { interaction in
            let presented = PresentedLog(name: "frame-\(interaction.name)")
            return Workload(name: presented.name, pixels: Workloads.frameSize.area, presented: presented) {
                guard let frames = interaction.start(size: Workloads.frameSize) else {
                    return .failure(.init(text: "no images (shipped, or the run's own)"))
                }
                return .success {
                    let damage = frames.next()
                    presented.record(damage)
                }
            }
        }
    }
}

/// What a workload's frames presented: per frame, the bytes of its damage rectangles and
/// their count.
final class PresentedLog {
    let name: String
    private(set) var bytes: [Int] = []
    private(set) var rects: [Int] = []

    init(name: String) {
        self.name = name
        bytes.reserveCapacity(100_000)
        rects.reserveCapacity(100_000)
    }

    func record(_ damage: [PixelRect]) {
        bytes.append(damage.reduce(0) { $0 + $1.width * $1.height * 4 })
        rects.append(damage.count)
    }

    /// Drops what the warm-up frames logged.
    func reset() {
        bytes.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
    }
}
