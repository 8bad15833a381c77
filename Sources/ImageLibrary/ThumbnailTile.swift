import Geometry
import Raster

/// A grid tile's picture made from a thumbnail: its middle square (`crops`) or the whole of
/// it, fitted in `side` x `side` and never enlarged (an icon stays sharp and small, centred in
/// its tile), flattened onto `background` so drawing it is a plain copy.
enum ThumbnailTile {
    static func make(from thumbnail: Surface, side: Int, crops: Bool, background: Color) -> Surface? {
        var source = thumbnail
        if crops, thumbnail.width != thumbnail.height {
            let square = min(thumbnail.width, thumbnail.height)
            guard let middle = Surface(size: PixelSize(square, square)) else { return nil }
            middle.copy(
                from: thumbnail,
                sourceRect: PixelRect(
                    x: (thumbnail.width - square) / 2, y: (thumbnail.height - square) / 2, width: square,
                    height: square),
                toX: 0, y: 0)
            source = middle
        }
        let size = fittedWithoutEnlarging(source.size, into: side)
        guard let scaled = source.scaled(to: size), let tile = Surface(size: size) else { return nil }
        tile.clear(to: background)
        tile.composite(scaled, atX: 0, y: 0)
        return tile
    }

    /// `size` fitted in a `side` square, keeping its shape, no larger than it is.
    static func fittedWithoutEnlarging(_ size: PixelSize, into side: Int) -> PixelSize {
        guard size.width > side || size.height > side else { return size }
        return size.fitted(into: PixelSize(side, side))
    }
}
