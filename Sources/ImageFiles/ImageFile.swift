import Geometry
import Raster

/// Any image file the viewer reads, whatever its format: the entry points the rest of Vitrine
/// uses. (STUB: PNG only; JPEG and WebP come next, chosen by the file's first bytes.)
public enum ImageFile {
    /// The name endings (lowercase, without the dot) of the files a folder contributes.
    public static let readableExtensions: Set<String> = ["png"]

    /// Reads a whole image into a new surface: premultiplied BGRA8, sRGB, upright (a JPEG's
    /// EXIF orientation applied). `fitting`: the size it will be shown at, at most; a format
    /// that can decode smaller for nothing (JPEG at 1/2, 1/4, 1/8) may return a surface no
    /// smaller than the image fitted into it. Refuses images over `limits` before allocating.
    public static func read(path: String, limits: DecodeLimits = .default, fitting: PixelSize? = nil)
        throws(ImageFileError) -> Surface
    {
        try PNGFile.read(path: path, limits: limits)
    }

    /// The image's size as shown (upright), from the header only.
    public static func size(ofFileAt path: String, limits: DecodeLimits = .default) throws(ImageFileError) -> PixelSize {
        try PNGFile.size(ofFileAt: path, limits: limits)
    }

    /// The most bytes `read` holds at once for the file at `path` of `size` (as `size(ofFileAt:)`
    /// says), fitted into `fitting` when given.
    public static func decodeCost(ofFileAt path: String, size: PixelSize, fitting: PixelSize? = nil) -> Int {
        PNGFile.decodeCost(of: size)
    }
}
