internal import CTIFFRead
import Geometry
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A page of a TIFF read through libtiff (by way of CTIFFRead): 8- or 16-bit, RGB, gray,
/// palette, CMYK or YCbCr, striped or tiled, with any compression libtiff has; turned upright by
/// its Orientation tag as a JPEG is by EXIF's. A page is a directory (`pages` lists those to
/// show); the first by default.
///
/// Creating one reads the page's directory and refuses an image over the limits. `decode`
/// decodes the page through libtiff's RGBA interface a band at a time (a strip's rows, or a
/// tile's: each decoded once) into a raster of that band, converts it into the page's surface,
/// then turns it and brings it down to the fitting size (`decodeCost`), within the same limit
/// as every format.
final class TIFFDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    private let reader: OpaquePointer

    init(file: InputFile, page: Int = 0, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        guard let reader = ctiff_read_open(file.stream, file.path, limits.maxPeakBytes) else {
            throw ImageFileError(path: file.path, reason: .readFailed(systemMessage(ENOMEM)))
        }
        self.reader = reader
        // The open's failure, once the reader is kept (deinit closes it).
        if let failure = failure() { throw failure }
        if page != 0, !(1...Int(UInt16.max)).contains(page) || ctiff_read_set_page(reader, UInt32(page)) == 0 {
            throw failure() ?? ImageFileError(path: file.path, reason: .corrupt("no page \(page)", library: "libtiff"))
        }
        let stored = storedSize
        guard stored.width > 0, stored.height > 0 else {
            throw ImageFileError(path: file.path, reason: .corrupt("no pixels", library: "libtiff"))
        }
        guard limits.allow(width: stored.width, height: stored.height) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
    }

    deinit { ctiff_read_close(reader) }

    /// The page's Orientation tag.
    var orientation: ExifOrientation { ExifOrientation(rawValue: Int(ctiff_read_orientation(reader))) ?? .topLeft }

    /// The page as stored, before its Orientation turns it.
    var storedSize: PixelSize { PixelSize(Int(ctiff_read_width(reader)), Int(ctiff_read_height(reader))) }

    /// The page as shown.
    var size: PixelSize { orientation.stored(storedSize) }

    /// The directories to show as pages (not reduced-resolution copies or masks), at most
    /// `limit`, and whether there are more.
    func pages(limit: Int) -> (pages: [Int], more: Bool) {
        var found = [UInt32](repeating: 0, count: limit)
        var more: Int32 = 0
        let count = Int(ctiff_read_pages(reader, &found, Int32(limit), &more))
        return (found.prefix(count).map(Int.init), more != 0)
    }

    /// Decodes the page into a new premultiplied BGRA surface of `decodedSize(fitting:)`.
    func decode(fitting: PixelSize? = nil) throws(ImageFileError) -> Surface {
        let stored = storedSize
        guard let surface = Surface(size: stored) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        let band = bandRows
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: stored.width * band)
        defer { scratch.deallocate() }
        func unreadable() -> ImageFileError {
            failure() ?? ImageFileError(path: file.path, reason: .corrupt("unreadable", library: "libtiff"))
        }
        guard ctiff_read_begin(reader) != 0 else { throw unreadable() }
        for first in stride(from: 0, to: stored.height, by: band) {
            let count = min(band, stored.height - first)
            let rows = (surface.base + first * surface.stride).assumingMemoryBound(to: UInt8.self)
            guard ctiff_read_rows(reader, scratch, UInt32(first), UInt32(count), rows, surface.stride) != 0 else {
                throw unreadable()
            }
        }
        guard let upright = orientation == .topLeft ? surface : orientation.applied(to: surface) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        let target = decodedSize(fitting: fitting)
        return try upright.fitted(
            to: target, refusal: limits.refusal(path: file.path, width: size.width, height: size.height))
    }

    /// The page's ICC profile, when it has one.
    var iccProfile: [UInt8]? {
        var count: UInt32 = 0
        guard let data = ctiff_read_icc(reader, &count), count > 0, Int(count) <= ColorManagement.maxProfileBytes
        else { return nil }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(count)))
    }

    /// Rows decoded at a time: a strip's or a tile's, so each is decoded once.
    private var bandRows: Int { Int(ctiff_read_band_rows(reader)) }

    /// The most bytes a decode holds at once: the page's surface, libtiff's raster of a band,
    /// the turned copy when the page is turned, the fitted one when smaller, and libtiff's own
    /// strip or tile buffer and tables.
    func decodeCost(fitting: PixelSize? = nil) -> Int {
        let stored = storedSize, target = decodedSize(fitting: fitting)
        let full = Surface.stride(forWidth: stored.width) * stored.height
        let turned = orientation == .topLeft ? 0 : full
        let fitted = target == size ? 0 : Surface.stride(forWidth: target.width) * target.height
        return full + stored.width * bandRows * 4 + turned + fitted + Int(ctiff_read_working_bytes(reader))
    }

    /// libtiff's first error, as the reason (nil when there was none). A file cut short reads
    /// as truncated, like the other formats'.
    private func failure() -> ImageFileError? {
        let message = String(cString: ctiff_read_message(reader))
        guard !message.isEmpty else { return nil }
        if message.contains("Read error") || message.contains("Cannot read") || message.contains("past end") {
            return ImageFileError(path: file.path, reason: .truncated, detail: "libtiff: \(message)")
        }
        return ImageFileError(path: file.path, reason: .corrupt(message, library: "libtiff"))
    }
}
