internal import CPNG
import Raster
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension PNGFile {
    /// Writes `surface` (premultiplied BGRA8, read through its stride) as an 8-bit RGBA PNG with
    /// straight alpha at `path`, atomically: the image goes to a temporary file in the same
    /// folder (`.name.png.XXXXXX`), is flushed to disk, then linked or renamed into place, so no reader ever
    /// sees half a file and a failure leaves no file behind. Refuses (`.exists`) to replace an
    /// existing file (or symbolic link, even a dangling one) unless `overwrite` is true. When
    /// replacing, the name is replaced, not written through: a symbolic link gives way to the
    /// new file, and a replaced regular file's permission bits carry over.
    public static func write(_ surface: Surface, to path: String, overwrite: Bool = false) throws(ImageFileError) {
        guard !TemporaryFile.split(path).name.isEmpty else {
            throw ImageFileError(path: path, reason: .writeFailed("the path names a folder"))
        }
        var existing = stat()
        var keepMode: mode_t?
        if lstat(path, &existing) == 0 {
            // Checked early so no work is wasted; `commit` checks again without a race.
            guard overwrite else { throw ImageFileError(path: path, reason: .exists) }
            switch existing.st_mode & S_IFMT {
            case S_IFDIR: throw ImageFileError(path: path, reason: .writeFailed("it is a folder"))
            case S_IFREG: keepMode = existing.st_mode & 0o777
            default: break  // a symbolic link's own mode is meaningless (0777)
            }
        }
        let pixels = straightPixels(of: surface)
        let temporary = try TemporaryFile(besides: path, mode: keepMode)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(surface.width)
        image.height = png_uint_32(surface.height)
        // Bytes B, G, R, A in memory: the straight pixels are 0xAARRGGBB little-endian UInt32s.
        image.format = png_uint_32(PNG_FORMAT_BGRA)
        let written = pixels.withUnsafeBytes { buffer in
            png_image_write_to_stdio(&image, temporary.stream, 0, buffer.baseAddress, 0, nil)
        }
        guard written != 0 else {
            let code = errno
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&image)
            let words = "could not write the image data (\(systemMessage(code)))"
            throw ImageFileError(path: path, reason: .writeFailed(words), detail: "libpng: \(message)")
        }
        try temporary.commit(overwrite: overwrite)
    }

    /// The pixels of `surface` un-premultiplied (Color(pixel:) rounding), packed without row
    /// padding, as 0xAARRGGBB.
    static func straightPixels(of surface: Surface) -> [UInt32] {
        let width = surface.width
        return [UInt32](unsafeUninitializedCapacity: width * surface.height) { buffer, count in
            for y in 0..<surface.height {
                let row = surface.row(y)
                for x in 0..<width {
                    let pixel = row[x]
                    let alpha = pixel >> 24
                    let straight: UInt32
                    if alpha == 255 {
                        straight = pixel
                    } else if alpha == 0 {
                        straight = 0
                    } else {
                        let color = Color(pixel: pixel)
                        straight = Pixel.pack(red: UInt32(color.red), green: UInt32(color.green),
                                              blue: UInt32(color.blue), alpha: alpha)
                    }
                    buffer.initializeElement(at: y * width + x, to: straight)
                }
            }
            count = width * surface.height
        }
    }
}
