import Effects
import Geometry
import Raster
import SceneBlur
import VitrineTestSupport

/// focus-reblend: only the per-frame part of the blur scene. The sharp and blurred photos are
/// cached; a frame mixes them through the region's weights (region as in focus-blur-8: sharp
/// inside 300 px of (960, 540), fully blurred beyond 450) with the scene's own renderer. The
/// scene's ramp is a smoothstep where WORKLOADS.md has a linear one; the cost is the same.
/// The renderer keeps the circle's ramp weights across frames (`RampTable`), as pixman-a8 keeps
/// its mask. Two variants (not in WORKLOADS.md) time what the user does to the region:
/// focus-reblend-drag moves it by whole pixels every frame (the table is reused) under the
/// veil the scene shows while the region is held (0.45 opacity), and
/// focus-reblend-resize changes its radius by a pixel every frame, as a pinch does (the
/// table is made anew every frame: the cost of evaluating the ramp).
enum ReblendWorkload {
    static func all() -> [Workload] {
        [
            workload("focus-reblend", veil: 0) { _ in
                BlurRegion(center: Point(960, 540), radius: 450, innerShare: 300.0 / 450)
            },
            workload("focus-reblend-drag", veil: 115) { frame in
                // A sub-pixel centre, as the scene's photo-to-view scale leaves it.
                let dx = Double(frame % 64 - 32), dy = Double(frame % 16 - 8)
                return BlurRegion(center: Point(960.37 + dx, 540.81 + dy), radius: 450, innerShare: 300.0 / 450)
            },
            workload("focus-reblend-resize", veil: 0) { frame in
                let radius = 450 + Double(frame % 2)
                return BlurRegion(center: Point(960, 540), radius: radius, innerShare: 300.0 / radius)
            },
        ]
    }

    /// The blend of frame n through `region(n)`, darkened by `veil`.
    private static func workload(_ name: String, veil: UInt8, region: @escaping (Int) -> BlurRegion) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            let sharp = SyntheticInputs.photo()
            let blurred = sharp.gaussianBlurred(sigma: 8)
            let frame = Surface(size: Workloads.frameSize)!
            let blend = RegionBlend()
            var n = 0
            return .success {
                blend.draw(
                    region: region(n), sharp: sharp, blurred: blurred, origin: (0, 0), into: frame,
                    clip: frame.bounds, veil: veil)
                n += 1
            }
        }
    }
}
