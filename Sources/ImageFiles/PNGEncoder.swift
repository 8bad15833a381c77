internal import CPNGWrite
import Geometry
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// One write through libpng's full API (by way of CPNGWrite, which holds the setjmp) into an
/// open stream: `encode` un-premultiplies the surface a row at a time into one row buffer, hands
/// each row to libpng, and counts them for `progress`. The rows are never all held straight at
/// once (the simplified API needed a straight copy of the whole image: 48 MB for 4000 x 3000).
final class PNGEncoder {
    /// For messages: the file the caller is writing (the stream may be a temporary file).
    private let path: String
    private let writer: OpaquePointer

    /// A tEXt chunk's keyword and text, each Latin-1 bytes ending in NUL.
    typealias TextChunk = (keyword: [UInt8], text: [UInt8])

    /// `text`: the tEXt chunks to write before the image data, as `textChunks` checked them.
    init(stream: UnsafeMutablePointer<FILE>, path: String, text: [TextChunk] = []) throws(ImageFileError) {
        guard let writer = cpng_write_create(stream) else {
            throw ImageFileError(path: path, reason: .writeFailed(systemMessage(ENOMEM)))
        }
        (self.path, self.writer) = (path, writer)
        for entry in text {
            let added = entry.keyword.withUnsafeBufferPointer { keyword in
                entry.text.withUnsafeBufferPointer { text in
                    keyword.withMemoryRebound(to: CChar.self) { keyword in
                        text.withMemoryRebound(to: CChar.self) {
                            cpng_write_text(writer, keyword.baseAddress, $0.baseAddress)
                        }
                    }
                }
            }
            guard added != 0 else { throw failure() }
        }
    }

    /// Each entry's keyword and text as NUL-terminated Latin-1 bytes, or `.writeFailed` naming
    /// the first that a tEXt chunk cannot hold.
    static func textChunks(_ text: [PNGText], path: String) throws(ImageFileError) -> [TextChunk] {
        var chunks: [TextChunk] = []
        for entry in text {
            guard let keyword = entry.keywordBytes else {
                throw ImageFileError(path: path, reason: .writeFailed("'\(entry.keyword)' is not a PNG text keyword"))
            }
            guard let bytes = entry.textBytes else {
                throw ImageFileError(
                    path: path, reason: .writeFailed("the text of '\(entry.keyword)' is not Latin-1 without NUL"))
            }
            chunks.append((keyword + [0], bytes + [0]))
        }
        return chunks
    }

    deinit { cpng_write_destroy(writer) }

    /// Writes `surface` (premultiplied BGRA8, read through its stride) as a whole 8-bit RGBA PNG
    /// with straight alpha. `progress` gets rows written / rows, in steps of at least 1% (at most
    /// 99 calls) and always below 1: the caller says 1 once the file is in place.
    func encode(_ surface: Surface, progress: ((Double) -> Void)?) throws(ImageFileError) {
        try encode(size: surface.size, progress: progress) { surface.row($0) }
    }

    /// Writes the picture `bands` makes, one band at a time into one band's buffer, so the
    /// whole picture is never held: what a full-resolution edit costs is its source and a band.
    func encode(_ bands: PictureBands, progress: ((Double) -> Void)?) throws(ImageFileError) {
        guard let band = Surface(width: bands.size.width, height: max(1, min(bands.bandHeight, bands.size.height)))
        else { throw ImageFileError(path: path, reason: .writeFailed(systemMessage(ENOMEM))) }
        var start = 0
        try encode(size: bands.size, progress: progress) { y throws(ImageFileError) in
            if y == start + band.height || y == 0 {
                start = y
                try bands.fill(y..<min(bands.size.height, y + band.height), band)
            }
            return band.row(y - start)
        }
    }

    /// Rows 0..<height, each premultiplied BGRA8 from `row`, asked for in order.
    private func encode(
        size: PixelSize, progress: ((Double) -> Void)?,
        row source: (Int) throws(ImageFileError) -> UnsafeMutablePointer<UInt32>
    )
        throws(ImageFileError)
    {
        let (width, height) = (size.width, size.height)
        guard cpng_write_header(writer, UInt32(width), UInt32(height)) != 0 else { throw failure() }
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { row.deallocate() }
        let bytes = UnsafeRawPointer(row).assumingMemoryBound(to: UInt8.self)
        var percent = 0
        for y in 0..<height {
            // Bytes B, G, R, A in memory: straight pixels are 0xAARRGGBB little-endian UInt32s.
            PNGFile.straighten(try source(y), into: row, count: width)
            guard cpng_write_row(writer, bytes) != 0 else { throw failure() }
            let done = y + 1
            if let progress, done < height, done * 100 / height > percent {
                percent = done * 100 / height
                progress(Double(done) / Double(height))
            }
        }
        guard cpng_write_end(writer) != 0 else { throw failure() }
    }

    /// Words as the simplified writer's were: the system's (ENOSPC from a full disk, say) and
    /// libpng's ("Write Error").
    private func failure() -> ImageFileError {
        let code = errno
        let message = String(cString: cpng_write_message(writer))
        let words = "could not write the image data (\(systemMessage(code)))"
        return ImageFileError(path: path, reason: .writeFailed(words), detail: "libpng: \(message)")
    }
}
