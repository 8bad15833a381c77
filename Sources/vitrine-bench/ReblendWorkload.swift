import Effects
import Geometry
import Raster
import Scenes
import VitrineTestSupport

/// focus-reblend: only the per-frame part of the blur scene. The sharp and blurred photos are
/// cached; a frame mixes them through the region's weights (region as in focus-blur-8: sharp
/// inside 300 px of (960, 540), fully blurred beyond 450) with the scene's own renderer. The
/// scene's ramp is a smoothstep where WORKLOADS.md has a linear one; the cost is the same.
enum ReblendWorkload {
    static func all() -> [Workload] {
        [Workload(name: "focus-reblend", pixels: Workloads.frameSize.area) {
            let sharp = SyntheticInputs.photo()
            let blurred = sharp.gaussianBlurred(sigma: 8)
            let frame = Surface(size: Workloads.frameSize)!
            let region = FocusRegion(center: Point(960, 540), radius: 450, innerShare: 300.0 / 450)
            let blend = RegionBlend()
            return .success {
                blend.draw(region: region, sharp: sharp, blurred: blurred, origin: (0, 0), into: frame,
                                 clip: frame.bounds, veil: 0)
            }
        }]
    }
}
