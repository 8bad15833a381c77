import Geometry
import Raster

/// A picture handed over a band of rows at a time, top to bottom, so it can be written
/// without being held whole: a full-resolution edit then costs its source and one band.
public struct PictureBands {
    public var size: PixelSize
    /// Rows a band, at most; the last band may be shorter.
    public var bandHeight: Int
    /// Fills the top `rows.count` rows of `band` (`size.width` wide, `bandHeight` tall) with the
    /// picture's `rows`, premultiplied BGRA8. Called with consecutive ranges, top first. Throws
    /// when the picture's source fails on the way (a file read a band at a time, cut short).
    public var fill: (_ rows: Range<Int>, _ band: Surface) throws(ImageFileError) -> Void

    public init(size: PixelSize, bandHeight: Int, fill: @escaping (Range<Int>, Surface) throws(ImageFileError) -> Void)
    {
        (self.size, self.bandHeight, self.fill) = (size, bandHeight, fill)
    }
}
