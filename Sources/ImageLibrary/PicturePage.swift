import Geometry
import ImageFiles
import Raster

/// A picture of the list by its file, its page in it (`ImageFile.read`'s page: a multi-page
/// TIFF's directory, 0 for every other file) and how the user turned it (`<` `>` `|` `_`):
/// what a decode is of, and what tells two entries of one file apart. Its size and pixels are
/// read through it, so every scene shows the picture turned as the user turned it.
package struct PicturePage: Hashable, Sendable {
    package var path: String
    package var page: Int
    package var turn: PictureTurn

    package init(path: String, page: Int = 0, turn: PictureTurn = .upright) {
        (self.path, self.page, self.turn) = (path, page, turn)
    }

    /// The picture's size as shown: its file's upright size, turned.
    package func size(limits: DecodeLimits = .default) throws(ImageFileError) -> PixelSize {
        turn.turned(try ImageFile.size(ofFileAt: path, page: page, limits: limits))
    }

    /// `ImageFile.readWhatDecodes`, turned; `fitting` as shown.
    package func readWhatDecodes(limits: DecodeLimits = .default, fitting: PixelSize? = nil) throws(ImageFileError)
        -> (surface: Surface, cutShort: ImageFileError?)
    {
        let (stored, cutShort) = try ImageFile.readWhatDecodes(
            path: path, page: page, limits: limits, fitting: fitting.map(turn.turned))
        return (try turned(stored), cutShort)
    }

    /// `ImageFile.read`, turned.
    package func read(limits: DecodeLimits = .default) throws(ImageFileError) -> Surface {
        try turned(try ImageFile.read(path: path, page: page, limits: limits))
    }

    /// `ImageFile.decodeCost` for the picture shown at `size` (`size()`'s), with the turned
    /// copy beside the decode when it is turned.
    package func decodeCost(size: PixelSize, fitting: PixelSize? = nil) -> Int {
        let cost = ImageFile.decodeCost(
            ofFileAt: path, page: page, size: turn.turned(size), fitting: fitting.map(turn.turned))
        guard turn != .upright else { return cost }
        let shown = fitting.map { size.fitted(into: $0) } ?? size
        return cost + Surface.stride(forWidth: shown.width) * shown.height
    }

    private func turned(_ stored: Surface) throws(ImageFileError) -> Surface {
        guard let shown = turn.applied(to: stored) else {
            throw ImageFileError(path: path, reason: .tooCostly(peakBytes: stored.stride * stored.height * 2))
        }
        return shown
    }
}

extension ImageCatalog.Entry {
    package var picture: PicturePage { PicturePage(path: path, page: page, turn: turn) }
}
