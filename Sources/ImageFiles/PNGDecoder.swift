internal import CPNGRead
import Geometry
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// One read through libpng's full API (by way of CPNGRead, which holds the setjmp): the header
/// when created, the pixels on `decode`.
///
/// Creating one checks everything that can be known without decoding: the file (InputFile),
/// the signature and the size against the limits (PNGHeader, then again from libpng's header).
/// libpng's own allocations are capped at `workingBytes(width:)`; ancillary chunks are skipped
/// unread, so neither a chunk's claimed length nor a compressed text costs memory; an iCCP
/// profile is inflated within 4 MiB, for colour management.
final class PNGDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    private let reader: OpaquePointer

    /// `workingBytes`: libpng's cap as (bytes, bytes a column); tests lower it to see it hold.
    convenience init(
        path: String, limits: DecodeLimits,
        workingBytes: (base: Int, perColumn: Int) = defaultWorkingBytes
    ) throws(ImageFileError) {
        try self.init(file: InputFile(path: path), limits: limits, workingBytes: workingBytes)
    }

    init(file: InputFile, limits: DecodeLimits, workingBytes: (base: Int, perColumn: Int) = defaultWorkingBytes)
        throws(ImageFileError)
    {
        let path = file.path
        _ = try PNGHeader.check(file.peek(PNGHeader.peekCount), path: path, limits: limits)
        guard let reader = cpng_read_create(file.stream, workingBytes.base, workingBytes.perColumn) else {
            throw ImageFileError(path: path, reason: .readFailed(systemMessage(ENOMEM)))
        }
        (self.file, self.limits, self.reader) = (file, limits, reader)
        // Reads the chunks before the first IDAT, no pixel data. libpng's own side limits are
        // ours, though PNGHeader has already refused a sound IHDR over them.
        guard cpng_read_header(reader, UInt32(clamping: limits.maxWidth), UInt32(clamping: limits.maxHeight)) != 0
        else { throw failure() }
        // Checked again because the early check gives way to libpng when the IHDR is unusual.
        if !limits.allow(width: size.width, height: size.height) {
            throw PNGHeader.tooLarge(path: path, width: size.width, height: size.height, limits: limits)
        }
    }

    deinit { cpng_read_destroy(reader) }

    var size: PixelSize { PixelSize(Int(cpng_read_width(reader)), Int(cpng_read_height(reader))) }

    /// The profile the pixels are in: the iCCP chunk's, else one made from a cHRM chunk's
    /// primaries (unless an sRGB chunk says sRGB), with a 2.2 power when a gAMA chunk had
    /// libpng correct the samples to it, else sRGB's curve. Nil when the file says neither, or
    /// says sRGB's primaries (a gAMA alone is libpng's to apply).
    var iccProfile: [UInt8]? {
        var count: UInt32 = 0
        if let data = cpng_read_icc(reader, &count), count > 0 {
            return Array(UnsafeBufferPointer(start: data, count: Int(count)))
        }
        var xy = [Double](repeating: 0, count: 8)
        var hasGamma: Int32 = 0
        guard cpng_read_chromaticities(reader, &xy, &hasGamma) != 0 else { return nil }
        let primaries = ColorManagement.Primaries(
            red: (xy[0], xy[1]), green: (xy[2], xy[3]), blue: (xy[4], xy[5]), white: (xy[6], xy[7]))
        return ColorManagement.profile(described: primaries, curve: hasGamma != 0 ? .gamma(2.2) : .sRGB)
    }

    /// Whether `decode(fitting:)` reads its rows around libpng when scaling (`PNGDirectRows`).
    var readsRowsDirectly: Bool { cpng_direct_possible(reader) != 0 }

    /// Whether its rows come in seven passes (Adam7) rather than once, top to bottom.
    var isInterlaced: Bool { cpng_read_passes(reader) != 1 }

    /// Decodes the next `count` rows (rows `first` on, as libpng delivers them) of an image that
    /// is not interlaced into the top of `band`, premultiplied.
    func readRows(into band: Surface, first: Int, count: Int) throws(ImageFileError) {
        try readStraightRows(into: band, first: first, count: count)
        if hasAlpha { band.premultiplyStraightAlpha(rows: count) }
    }

    /// As `readRows`, with straight (not yet premultiplied) alpha.
    private func readStraightRows(into band: Surface, first: Int, count: Int) throws(ImageFileError) {
        let base = band.base.assumingMemoryBound(to: UInt8.self)
        guard cpng_read_rows(reader, base, band.stride, UInt32(first), UInt32(count)) != 0 else { throw failure() }
    }

    private var hasAlpha: Bool { cpng_read_has_alpha(reader) != 0 }

    /// The size `decode(fitting:)` returns: the image fitted into `fitting` when that makes it
    /// smaller and its rows come in order (not interlaced), else its own size.
    func decodedSize(fitting: PixelSize?) -> PixelSize {
        isInterlaced ? size : size.decodedSize(fitting: fitting)
    }

    /// Decodes the pixels into a new premultiplied BGRA surface, of `decodedSize(fitting:)`:
    /// brought down to it as the rows arrive, a band at a time, with the area filter of
    /// `Surface.scaled(to:)` (the same pixels as decoding whole and then scaling), on a second
    /// thread while the next band decodes (`PNGScalePipeline`). The common large PNG's rows are
    /// read around libpng (`PNGDirectRows`), so that thread unfilters them too.
    func decode(fitting: PixelSize?) throws(ImageFileError) -> Surface {
        let target = decodedSize(fitting: fitting)
        guard target != size, let scaler = AreaScaler(from: size, to: target) else { return try decode() }
        let (height, rows, premultiplies) = (size.height, PNGDecoder.bandRows, hasAlpha)
        if let direct = try PNGDirectRows(self, reader: reader, bandRows: rows) {
            let pipeline = PNGScalePipeline(bands: direct.bands.0, direct.bands.1, scaler: scaler)
            return try pipeline.run(height: height, bandRows: rows) { (band, first, count) throws(ImageFileError) in
                try direct.inflate(into: band, count: count, last: first + count == height)
            } finish: { band, count, scaler in
                direct.finish(band, count: count, premultiplies: premultiplies, into: scaler)
            }
        }
        guard let first = Surface(width: size.width, height: rows),
            let second = Surface(width: size.width, height: rows)
        else { return try decode() }
        let pipeline = PNGScalePipeline(bands: first, second, scaler: scaler)
        return try pipeline.run(height: height, bandRows: rows) { (band, first, count) throws(ImageFileError) in
            try readStraightRows(into: band, first: first, count: count)
        } finish: { band, count, scaler in
            if premultiplies { band.premultiplyStraightAlpha(rows: count) }
            for row in 0..<count { scaler.add(row: band.row(row)) }
        }
    }

    /// Rows decoded at a time when scaling as they arrive: a band of a 16384-pixel row is 1 MiB.
    static let bandRows = 16

    /// The most bytes `decode(fitting:)` holds at once: the surface it returns and libpng's
    /// working memory, and when scaling the bands of rows and the filter's weights and sums
    /// (four floats a destination pixel in three rows; a tap of 16 bytes, at most a source
    /// and a destination pixel's worth a side) instead of the full-size image.
    func decodeCost(fitting: PixelSize?) -> Int {
        let target = decodedSize(fitting: fitting)
        guard target != size else { return PNGFile.decodeCost(of: size) }
        let taps = 16 * (size.width + target.width + size.height + target.height)
        // Reading directly holds a third band (the unfiltered rows as pixels) and its input.
        let bands = (cpng_direct_possible(reader) != 0 ? 3 : 2) * Surface.stride(forWidth: size.width)
        return Surface.stride(forWidth: target.width) * target.height + PNGDecoder.workingBytes(width: size.width)
            + bands * PNGDecoder.bandRows + PNGDirectRows.inputBytes + 3 * 16 * target.width + taps
    }

    /// Decodes the pixels into a new premultiplied BGRA surface.
    func decode() throws(ImageFileError) -> Surface {
        let (width, height) = (size.width, size.height)
        guard let surface = Surface(width: width, height: height) else {
            throw PNGHeader.tooLarge(path: file.path, width: width, height: height, limits: limits)
        }
        // Straight-alpha sRGB BGRA: bytes B, G, R, A, i.e. 0xAARRGGBB read as a UInt32 on a
        // little-endian machine, which is Surface's layout before premultiplying.
        guard cpng_read_pixels(reader, surface.base.assumingMemoryBound(to: UInt8.self), surface.stride) != 0 else {
            throw failure()
        }
        // Opaque images skip the pass: 0.5 s of a debug build's 2 s for 11585 x 11585.
        if hasAlpha { surface.premultiplyStraightAlpha() }
        return surface
    }

    /// The whole image as far as it decodes: a file that is not interlaced and is cut short
    /// after its first rows gives the rows read, the rest transparent, and why it is not whole.
    /// An interlaced one, whose passes each cover the whole image, must be whole (`decode`).
    func decodeWhatDecodes() throws(ImageFileError) -> (surface: Surface, cutShort: ImageFileError?) {
        guard !isInterlaced else { return (try decode(), nil) }
        let (width, height) = (size.width, size.height)
        guard let surface = Surface(width: width, height: height) else {
            throw PNGHeader.tooLarge(path: file.path, width: width, height: height, limits: limits)
        }
        cpng_read_in_small_steps(reader)
        var first = 0
        var cutShort: ImageFileError?
        while first < height {
            let count = min(PNGDecoder.bandRows, height - first)
            let band = Surface(
                wrapping: surface.base + first * surface.stride, width: width, height: count, stride: surface.stride)!
            do {
                try readStraightRows(into: band, first: first, count: count)
            } catch {
                // libpng's rows are whole when handed over: those before the cut stand.
                guard error.reason == .truncated, first > 0 else { throw error }
                cutShort = error
                break
            }
            first += count
        }
        if hasAlpha { surface.premultiplyStraightAlpha() }
        return (surface, cutShort)
    }

    /// The most bytes libpng itself (row buffers, zlib state, palette and gamma tables)
    /// holds at once for an image `width` pixels wide: the cap CPNGRead enforces.
    static func workingBytes(width: Int) -> Int {
        defaultWorkingBytes.base + width * defaultWorkingBytes.perColumn
    }

    /// Base: measured 41 to 44 KiB for every 7 x 5 fixture, most of it zlib's window and state;
    /// the rest is room for the gamma tables of a 16-bit file whose gAMA is not sRGB's. A
    /// column: measured 16.7 bytes at 11585 columns, the same for 8- and 16-bit, interlaced or
    /// not (libpng's row and previous-row buffers); twice that for margin.
    static let defaultWorkingBytes = (base: 2 << 20, perColumn: 32)

    /// The most bytes libpng held at once during this read, for tests of the cap.
    var peakWorkingBytes: Int { cpng_read_peak_bytes(reader) }

    func failure() -> ImageFileError {
        let code = errno
        let message = String(cString: cpng_read_message(reader))
        if cpng_read_hit_memory_limit(reader) != 0 {
            // Only an image wider than the limits allow could need that much (see the cap).
            return ImageFileError(
                path: file.path, reason: .tooLarge(width: size.width, height: size.height),
                detail: "libpng needed more working memory than its cap (libpng: \(message))")
        }
        return file.failure(libpngMessage: message, code: code)
    }
}
