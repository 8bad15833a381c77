import Effects
import Geometry
import Raster

/// focus-area (WORKLOADS.md): a vertical pager of 1000 items of 512 x 512, pitch 1080, on
/// page 500 scrolled by 400 px, so item 500 straddles the top edge of the centred focus box.
/// `focus-area` computes the luma of the gray parts every frame, as the workload defines it;
/// `focus-area-cached` is what the focus scene does: copies from a gray copy made once.
enum FocusWorkloads {
    static func all() -> [Workload] {
        [make("focus-area", cachedGray: false), make("focus-area-cached", cachedGray: true)]
    }

    static let layout = StripLayout(
        viewSize: Workloads.frameSize, slotSize: PixelSize(512, 512), orientation: .vertical, count: 1000)
    static let scroll = 500.0 * 1080 + 400

    private static func make(_ name: String, cachedGray: Bool) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            let frame = Surface(size: Workloads.frameSize)!
            let focus = FocusArea(box: layout.centreSlot)
            let visible = layout.visibleItems(offset: scroll)
            let tiles = Dictionary(uniqueKeysWithValues: visible.map { ($0, tile($0)) })
            let grays = cachedGray ? tiles.mapValues { $0.grayscaleCopy() } : [:]
            let background = Color(rgb: 0x202020)
            return .success {
                frame.clear(to: background)
                for index in visible {
                    let item = layout.slot(of: index, offset: scroll)
                    let split = focus.split(item)
                    let tile = tiles[index]!
                    for part in split.gray {
                        let source = part.offsetBy(dx: -item.x, dy: -item.y)
                        if let gray = grays[index] {
                            frame.copy(from: gray, sourceRect: source, toX: part.x, y: part.y)
                        } else {
                            frame.compositeGrayscale(tile, sourceRect: source, atX: part.x, y: part.y)
                        }
                    }
                    frame.composite(
                        tile, sourceRect: split.colour.offsetBy(dx: -item.x, dy: -item.y),
                        atX: split.colour.x, y: split.colour.y)
                }
            }
        }
    }

    /// An opaque generated tile, different for every item.
    static func tile(_ index: Int) -> Surface {
        let s = Surface(width: 512, height: 512)!
        for y in 0..<512 {
            let line = s.row(y)
            for x in 0..<512 {
                line[x] = Pixel.pack(
                    red: UInt32((x + index * 37) & 255), green: UInt32(y / 2),
                    blue: UInt32((x ^ y ^ index) & 255), alpha: 255)
            }
        }
        return s
    }
}
