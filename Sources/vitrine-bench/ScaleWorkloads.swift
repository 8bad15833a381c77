import Geometry
import Raster
import VitrineTestSupport

/// scale-down and scale-up: the opaque 1920 x 1080 photo drawn without a turn (the draw's
/// axis-aligned path), mipmapped, exact edges, source-over, centred in the frame off the pixel
/// grid, at scale 0.8 (level 0, 1536 x 864 px drawn) or 1.6 (clipped to the frame: all of it
/// drawn). The mip chain is built once, outside the timing, as a viewer keeps it.
enum ScaleWorkloads {
    static func all() -> [Workload] {
        [make("scale-down", scale: 0.8), make("scale-up", scale: 1.6)]
    }

    private static func make(_ name: String, scale: Double) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            let photo = SyntheticInputs.photo()
            let frame = Surface(size: Workloads.frameSize)!
            let mips = MipChain(photo)
            let t = transform(photo.size, scale)
            return .success {
                frame.draw(photo, transform: t, filter: .mipmapped, edges: .exact, mips: mips)
            }
        }
    }

    static func transform(_ image: PixelSize, _ scale: Double) -> Affine {
        let centre = Point(Double(Workloads.frameSize.width) / 2 + 0.3, Double(Workloads.frameSize.height) / 2 + 0.7)
        return Affine.translation(-Double(image.width) / 2, -Double(image.height) / 2).then(.scale(scale, scale))
            .then(.translation(centre.x, centre.y))
    }
}
