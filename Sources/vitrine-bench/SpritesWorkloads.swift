import Geometry
import Raster
import VitrineTestSupport

/// sprites and sprites-small (WORKLOADS.md): restore the photo (one copy), then draw the 256 x
/// 256 sprite 32 times on an 8 x 4 grid, sprite i centred at (120 + 240 (i mod 8), 135 + 270
/// (i div 8)), turned i * 11.25 degrees clockwise, at scale 1 or 0.3: mipmapped, exact edges,
/// source-over. The mip chain is built once, outside the timing, as the edges scene keeps it.
enum SpritesWorkloads {
    static func all() -> [Workload] {
        [make("sprites", scale: 1), make("sprites-small", scale: 0.3)]
    }

    private static func make(_ name: String, scale: Double) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            let photo = SyntheticInputs.photo()
            let frame = Surface(size: Workloads.frameSize)!
            let sprite = SyntheticInputs.sprite()
            let mips = MipChain(sprite)
            let transforms = (0..<32).map { transform($0, scale) }
            return .success {
                frame.copy(from: photo, sourceRect: photo.bounds, toX: 0, y: 0)
                for t in transforms {
                    frame.draw(sprite, transform: t, filter: .mipmapped, edges: .exact, mips: mips)
                }
            }
        }
    }

    static func transform(_ i: Int, _ scale: Double) -> Affine {
        let angle = Double(i) * 11.25 * Double.pi / 180
        let cx: Double = 120 + 240 * Double(i % 8), cy: Double = 135 + 270 * Double(i / 8)
        let centred = Affine.translation(-128, -128).then(.scale(scale, scale))
        return centred.then(.rotation(angle)).then(.translation(cx, cy))
    }
}
