internal import CPNG
import Geometry
import Raster
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// One read through libpng's simplified API: the header when created, the pixels on `decode`.
///
/// Creating one checks everything that can be known without decoding: the file (InputFile),
/// the signature and the size against the limits (PNGHeader, then again from libpng's header).
final class PNGDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    private let header: PNGHeader?
    // libpng keeps the png_image's address from begin_read to finish_read (as its error
    // pointer), so the struct lives on the heap: a Swift variable passed as `&image` has a
    // stable address only for the length of one call.
    let image: UnsafeMutablePointer<png_image>

    init(path: String, limits: DecodeLimits) throws(ImageFileError) {
        let file = try InputFile(path: path)
        header = try PNGHeader.check(file.peek(PNGHeader.peekCount), path: path, limits: limits)
        self.file = file
        self.limits = limits
        image = .allocate(capacity: 1)
        image.initialize(to: png_image())
        image.pointee.version = png_uint_32(PNG_IMAGE_VERSION)
        // Reads the chunks before the first IDAT, no pixel data.
        guard png_image_begin_read_from_stdio(image, file.stream) != 0 else { throw failure() }
        // Checked again because the early check gives way to libpng when the IHDR is unusual.
        if !limits.allow(width: size.width, height: size.height) {
            throw PNGHeader.tooLarge(path: path, width: size.width, height: size.height, limits: limits)
        }
    }

    deinit {
        png_image_free(image)  // safe when libpng already freed it (opaque is then NULL)
        image.deinitialize(count: 1)
        image.deallocate()
    }

    var size: PixelSize { PixelSize(Int(image.pointee.width), Int(image.pointee.height)) }

    /// Decodes the pixels into a new premultiplied BGRA surface.
    func decode() throws(ImageFileError) -> Surface {
        let (width, height) = (size.width, size.height)
        guard let surface = Surface(width: width, height: height) else {
            throw PNGHeader.tooLarge(path: file.path, width: width, height: height, limits: limits)
        }
        if let header, header.interlaced, header.bitDepth == 16 {
            try decodeInterlaced16Bit(into: surface)
        } else {
            try decodeDirect(into: surface)
        }
        return surface
    }

    private func decodeDirect(into surface: Surface) throws(ImageFileError) {
        // Straight-alpha sRGB BGRA: bytes B, G, R, A, i.e. 0xAARRGGBB read as a UInt32 on a
        // little-endian machine, which is Surface's layout before premultiplying.
        image.pointee.format = png_uint_32(PNG_FORMAT_BGRA)
        // Without this flag libpng takes 16-bit samples without gAMA/sRGB chunks to be linear
        // and gamma-encodes them on the way to 8 bits (linear 0.5 becomes 188, not 128). Most
        // 16-bit PNGs in the wild (scanners, GIMP, ImageMagick) hold sRGB values, as 8-bit ones do.
        image.pointee.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        // The row stride is in components, which are bytes for an 8-bit format.
        guard png_image_finish_read(image, nil, surface.base, png_int_32(surface.stride), nil) != 0 else {
            throw failure()
        }
        surface.premultiplyStraightAlpha()
    }

    func failure() -> ImageFileError {
        let code = errno
        let message = withUnsafeBytes(of: image.pointee.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return file.failure(libpngMessage: message, code: code)
    }
}
