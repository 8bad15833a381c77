import Geometry
import Raster

/// PNG files: read into a premultiplied `Surface`, read just the size, write atomically.
///
/// Reading accepts every PNG libpng reads: all colour types and bit depths, palettes, tRNS,
/// Adam7 interlacing; 16-bit samples are rounded to 8 bits. Writing produces 8-bit RGBA.
/// Every function is safe to call from any thread; each call uses its own libpng state.
public enum PNGFile {}

extension PNGFile {
    /// Reads a whole PNG into a new surface: premultiplied BGRA8 (0xAARRGGBB per pixel), sRGB.
    /// Refuses images over `limits` from the header, before allocating the pixels.
    public static func read(path: String, limits: DecodeLimits = .default) throws(ImageFileError) -> Surface {
        try PNGDecoder(path: path, limits: limits).decode()
    }

    /// Reads only the header (the chunks before the image data): the image's size, without
    /// decoding pixels. Fails as `read` would for a missing, non-PNG or oversized file.
    public static func size(ofFileAt path: String, limits: DecodeLimits = .default)
        throws(ImageFileError) -> PixelSize
    {
        try PNGDecoder(path: path, limits: limits).size
    }
}
