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

    /// The most bytes `read` holds at once for an image of `size` (ask `size(ofFileAt:)`):
    /// the surface, rows padded as Surface pads them, plus libpng's working memory, which is
    /// capped at 2 MiB + 32 bytes a column (rows, zlib, palette and gamma tables; ancillary
    /// chunks are skipped unread). More than `width * height * 4` by 2 to 3 MiB for a photo,
    /// and up to 16 times that for an image 1 pixel wide. Afterwards the surface alone remains.
    public static func decodeCost(of size: PixelSize) -> Int {
        Surface.stride(forWidth: size.width) * size.height + PNGDecoder.workingBytes(width: size.width)
    }
}
