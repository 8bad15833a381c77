internal import CJPEGRead
import Geometry
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// One read of one JPEG file through libjpeg's own API (CJPEGRead), from the file's stream:
/// the header when created, then rows as they decode. Destroyed with it.
final class JPEGReader {
    private let handle: OpaquePointer
    /// Held while libjpeg reads from its stream: the file closes with it.
    private let file: InputFile
    var path: String { file.path }

    /// Reads the header. libjpeg may allocate at most `limits.maxPeakBytes`. `toleratesEnd`:
    /// the data running out after the header is not a failure; the rows it lacks come out grey
    /// and `cutShort` says so.
    init(file: InputFile, limits: DecodeLimits, toleratesEnd: Bool = false) throws(ImageFileError) {
        guard let handle = cjpeg_read_create(file.stream, limits.maxPeakBytes) else {
            throw ImageFileError(path: file.path, reason: .readFailed(systemMessage(ENOMEM)))
        }
        (self.handle, self.file) = (handle, file)
        if toleratesEnd { cjpeg_read_tolerate_end(handle) }
        guard cjpeg_read_header(handle) != 0 else { throw failure() }
        guard cjpeg_read_precision(handle) == 8 else {
            throw ImageFileError(
                path: path, reason: .unsupported("\(cjpeg_read_precision(handle))-bit JPEG"),
                detail: "Vitrine reads 8-bit JPEG")
        }
        guard limits.allow(width: width, height: height) else {
            throw limits.refusal(path: path, width: width, height: height)
        }
    }

    deinit { cjpeg_read_destroy(handle) }

    /// The size as stored.
    var width: Int { Int(cjpeg_read_width(handle)) }
    var height: Int { Int(cjpeg_read_height(handle)) }
    /// Rows arrive as C, M, Y, K bytes rather than B, G, R, A.
    var isCMYK: Bool { cjpeg_read_is_cmyk(handle) != 0 }

    /// Starts the decode at `eighths` / 8 of the size; the size rows will have.
    func start(eighths: Int) throws(ImageFileError) -> (width: Int, height: Int) {
        guard cjpeg_read_start(handle, Int32(eighths)) != 0 else { throw failure() }
        return (Int(cjpeg_read_output_width(handle)), Int(cjpeg_read_output_height(handle)))
    }

    /// Decodes the next rows into `rows` (4 bytes a pixel each); how many, 0 at the end.
    func read(into rows: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, count: Int) throws(ImageFileError) -> Int {
        let done = cjpeg_read_rows(handle, rows, Int32(count))
        guard done >= 0 else { throw failure() }
        return Int(done)
    }

    /// Reads to the end of the image, so damage after the last row is found too.
    func finish() throws(ImageFileError) {
        guard cjpeg_read_finish(handle) != 0 else { throw failure() }
    }

    /// Why the image is not whole, when the data ran out with `toleratesEnd`.
    var cutShort: ImageFileError? {
        guard cjpeg_read_cut_short(handle) != 0 else { return nil }
        let message = String(cString: cjpeg_read_message(handle))
        return ImageFileError(path: path, reason: .truncated, detail: "libjpeg-turbo: \(message)")
    }

    /// The error for the call that just failed: the data running out is a truncated file,
    /// libjpeg's allocation cap a decode too costly, anything else corrupt data.
    private func failure() -> ImageFileError {
        let message = String(cString: cjpeg_read_message(handle))
        if cjpeg_read_hit_end(handle) != 0 {
            return ImageFileError(path: path, reason: .truncated, detail: "libjpeg-turbo: \(message)")
        }
        if cjpeg_read_hit_memory_limit(handle) != 0 {
            return ImageFileError(path: path, reason: .readFailed("out of memory"), detail: "libjpeg-turbo: \(message)")
        }
        return ImageFileError(path: path, reason: .corrupt(message, library: "libjpeg-turbo"))
    }
}

/// A started `JPEGReader`'s rows, a band at a time into the caller's surface, as B, G, R, A
/// (CMYK converted): what `JPEGDecoder.decode` fills its surface with, and `PictureRows` hands a
/// save.
final class JPEGRows {
    let reader: JPEGReader
    let size: PixelSize
    /// Adobe's inverted CMYK (see JPEGHeader).
    private let adobe: Bool
    private let rows = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>.allocate(capacity: 64)

    init(reader: JPEGReader, size: PixelSize, adobe: Bool) {
        (self.reader, self.size, self.adobe) = (reader, size, adobe)
    }

    deinit { rows.deallocate() }

    /// Decodes the next `count` rows into the top of `band` (64 at a time: libjpeg takes a table
    /// of row pointers); at the last row, reads on to the end of the image, so damage after it
    /// is found too.
    func read(into band: Surface, count: Int) throws(ImageFileError) {
        var done = 0
        while done < count {
            let step = min(64, count - done)
            for i in 0..<step {
                rows[i] = UnsafeMutableRawPointer(band.row(done + i)).assumingMemoryBound(to: UInt8.self)
            }
            let read = try reader.read(into: rows, count: step)
            guard read > 0 else { throw ImageFileError(path: reader.path, reason: .truncated) }
            if reader.isCMYK { band.convertCMYKToBGRA(inverted: adobe, rows: done..<done + read) }
            done += read
            rowsDone += read
        }
        if rowsDone == size.height { try reader.finish() }
    }

    private var rowsDone = 0
}
