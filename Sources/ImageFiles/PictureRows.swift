import Geometry
import Raster

/// A picture decoded a band of rows at a time, top to bottom, as a save works down it, so a
/// 16384 x 8192 photo is edited through a window of rows and never held whole (512 MiB). For
/// the files whose rows come in order at full size: a PNG that is not interlaced and a JPEG
/// stored upright (EXIF orientation 1). Any other file is read whole (`ImageFile.read`).
public final class PictureRows {
    /// The picture's size: every row is this wide.
    public let size: PixelSize
    /// Bytes the decoder holds beside the caller's bands: libpng's or libjpeg's working memory
    /// (for a progressive JPEG, its coefficients).
    public let workingBytes: Int
    /// Rows read so far.
    public private(set) var rowsRead = 0
    /// Decodes rows (band, first, count); it holds the decoder and its file.
    private let readRows: (Surface, Int, Int) throws(ImageFileError) -> Void

    private init(
        size: PixelSize, workingBytes: Int, readRows: @escaping (Surface, Int, Int) throws(ImageFileError) -> Void
    ) {
        (self.size, self.workingBytes, self.readRows) = (size, workingBytes, readRows)
    }

    /// The rows of the file at `path`, or nil when they do not come in order (read it whole).
    /// Refuses, as `ImageFile.read` does, files over `limits`: their size, and the decoder's own
    /// memory (a progressive JPEG's coefficients) past `maxPeakBytes`.
    public static func open(path: String, limits: DecodeLimits = .default) throws(ImageFileError) -> PictureRows? {
        let file = try InputFile(path: path)
        switch try ImageFormat(of: file) {
        case .png:
            let decoder = try PNGDecoder(file: file, limits: limits)
            guard !decoder.isInterlaced else { return nil }
            let working = PNGDecoder.workingBytes(width: decoder.size.width)
            return PictureRows(size: decoder.size, workingBytes: working) { band, first, count throws(ImageFileError) in
                try decoder.readRows(into: band, first: first, count: count)
            }
        case .jpeg:
            let decoder = try JPEGDecoder(file: file, limits: limits)
            guard let rows = try decoder.rowsInOrder() else { return nil }
            let working = JPEGDecoder.workingBytes(
                of: decoder.header ?? JPEGDecoder.assumedHeader(width: rows.size.width, height: rows.size.height))
            return PictureRows(size: rows.size, workingBytes: working) { band, _, count throws(ImageFileError) in
                try rows.read(into: band, count: count)
            }
        case .webp, .tiff, .bmp, .heif, .jxl, .gif:
            return nil
        }
    }

    /// Decodes the next `count` rows (at most what is left) into rows 0..<count of `band`, which
    /// is `size.width` wide: premultiplied BGRA8.
    public func read(into band: Surface, count: Int) throws(ImageFileError) {
        let count = min(count, size.height - rowsRead, band.height)
        guard count > 0 else { return }
        try readRows(band, rowsRead, count)
        rowsRead += count
    }
}
