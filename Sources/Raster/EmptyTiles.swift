/// Which 8 x 8 tiles of an image hold no ink (every pixel 0, transparent), with their
/// neighbours: a draw that maps a group of destination pixels into such a neighbourhood knows
/// they sample nothing and skips them (a turned comic stamp's box is half empty: its burst's
/// corners). Made once per image by its owner and passed to `Surface.draw(...emptyTiles:)`,
/// like MipChain: a bare Surface can be written at any time, so the facts live beside it.
public final class EmptyTiles: @unchecked Sendable {
    /// Tile side in pixels. Default: 8.
    static let side = 8
    let width: Int
    let height: Int
    let imageWidth: Int
    let imageHeight: Int
    /// Per tile: it and its eight neighbours hold no ink (tiles past the edge count as empty:
    /// taps there are clamped to the edge, which the edge tiles cover).
    private let clear: [Bool]

    public init(_ image: Surface) {
        let side = EmptyTiles.side
        (imageWidth, imageHeight) = (image.width, image.height)
        width = (image.width + side - 1) / side
        height = (image.height + side - 1) / side
        var ink = [Bool](repeating: false, count: width * height)
        for y in 0..<image.height {
            let row = image.row(y), ty = y / side
            for x in 0..<image.width where row[x] != 0 { ink[ty * width + x / side] = true }
        }
        var clear = [Bool](repeating: false, count: width * height)
        for ty in 0..<height {
            for tx in 0..<width {
                var any = false
                for ny in max(0, ty - 1)...min(height - 1, ty + 1) {
                    for nx in max(0, tx - 1)...min(width - 1, tx + 1) where ink[ny * width + nx] { any = true }
                }
                clear[ty * width + tx] = !any
            }
        }
        self.clear = clear
    }

    /// Whether image pixel (x, y) lies in a tile that, with its neighbours, holds no ink: every
    /// pixel within `side` of it is 0. Positions off the image are clamped, as sampling does.
    @inline(__always)
    func isClear(x: Int, y: Int) -> Bool {
        let tx = min(max(x, 0), imageWidth - 1) >> 3, ty = min(max(y, 0), imageHeight - 1) >> 3
        return clear[ty * width + tx]
    }

    func matches(_ image: Surface) -> Bool { image.width == imageWidth && image.height == imageHeight }

    /// Calls `body` with `tiles`' clear flags (a row of tiles after another) and how many
    /// tiles a row holds, or with nil and 0 when there are none.
    static func withClearTiles<R>(of tiles: EmptyTiles?, _ body: (UnsafePointer<Bool>?, Int) -> R) -> R {
        guard let tiles else { return body(nil, 0) }
        return tiles.clear.withUnsafeBufferPointer { body($0.baseAddress, tiles.width) }
    }
}
