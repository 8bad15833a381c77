internal import CWebP
import Geometry
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// One WebP read through libwebp, lossy or lossless, with or without alpha; of an animation,
/// the first frame (WebPAnimation reads the rest).
///
/// Creating one reads the features (size, alpha, animation) from the file's first bytes and
/// refuses an image over the limits. `decode` reads the
/// file into memory whole (at most `DecodeLimits.maxFileBytes`) and has libwebp write BGRA
/// straight into a surface's rows, then premultiplies whatever alpha it returned in place.
///
/// Why straight BGRA and our own premultiply rather than libwebp's premultiplied MODE_bgrA:
/// libwebp truncates (157 at alpha 128 gives 78, not 78.8 rounded to 79), so a WebP and a PNG of
/// the same picture would differ by a level; Surface.premultiplyStraightAlpha rounds as the PNG
/// path does.
final class WebPDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    let features: WebPBitstreamFeatures

    /// Bytes read for the features: 4 KiB. A plain file's frame header ends by byte 30 and an
    /// extended file's canvas size is in its VP8X chunk at bytes 12 to 30. The format (lossy or
    /// lossless) can lie behind a larger ICCP or ALPH chunk; it is then left unknown (`format`
    /// 0), which only the cost estimate uses, counting it as lossless.
    private static let headerBytes = 4 << 10

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        let head = try file.peek(WebPDecoder.headerBytes)
        var features = WebPBitstreamFeatures()
        let status = head.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw WebPDecoder.failure(status, path: file.path) }
        self.features = features
        guard limits.allow(width: Int(features.width), height: Int(features.height)) else {
            throw limits.refusal(path: file.path, width: Int(features.width), height: Int(features.height))
        }
    }

    /// The ICCP chunk's ICC profile (an extended file's, VP8X flag 0x20), when it has one: from
    /// a walk of the RIFF chunks, reading each one's header alone.
    var iccProfile: [UInt8]? {
        guard let extended = try? file.read(at: 12, count: 21), extended.count == 21,
            extended.starts(with: Array("VP8X".utf8)), extended[8] & 0x20 != 0
        else { return nil }
        var at = 12
        for _ in 0..<64 {
            guard let head = try? file.read(at: at, count: 8), head.count == 8 else { return nil }
            let size = head[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
            if head.starts(with: Array("ICCP".utf8)) {
                guard size <= ColorManagement.maxProfileBytes, let bytes = try? file.read(at: at + 8, count: size),
                    bytes.count == size
                else { return nil }
                return bytes
            }
            at += 8 + size + size % 2
        }
        return nil
    }

    /// The canvas's size, for an animation.
    var size: PixelSize { PixelSize(Int(features.width), Int(features.height)) }

    /// Whether the file is an animation: its first frame is the still picture.
    var isAnimated: Bool { features.has_animation != 0 }

    /// The size to decode at for `fitting`: the image fitted into it, rounded up so it is never
    /// smaller than what is shown, and never larger than the image.
    func decodedSize(fitting: PixelSize?) -> PixelSize {
        guard let fitting, fitting.width > 0, fitting.height > 0 else { return size }
        let scale = min(Double(fitting.width) / Double(size.width), Double(fitting.height) / Double(size.height))
        guard scale < 1 else { return size }
        // The margin keeps 4000 * (333 / 4000) = 333.00000000000006 from rounding up to 334.
        return PixelSize(
            max(1, Int((Double(size.width) * scale - 1e-9).rounded(.up))),
            max(1, Int((Double(size.height) * scale - 1e-9).rounded(.up))))
    }

    /// Decodes into a new surface of `decodedSize(fitting:)`: libwebp scales rows as they
    /// decode (an area average), so the full-size image is never held as output.
    func decode(fitting: PixelSize? = nil) throws(ImageFileError) -> Surface {
        try decode(fitting: fitting, toleratesEnd: false).surface
    }

    /// As `decode`, but a still file cut short after its first rows gives what decoded (the
    /// rest transparent), and why it is not whole.
    func decodeWhatDecodes(fitting: PixelSize?) throws(ImageFileError) -> (surface: Surface, cutShort: ImageFileError?)
    {
        try decode(fitting: fitting, toleratesEnd: true)
    }

    private func decode(fitting: PixelSize?, toleratesEnd: Bool) throws(ImageFileError)
        -> (surface: Surface, cutShort: ImageFileError?)
    {
        let target = decodedSize(fitting: fitting)
        if isAnimated {
            let first = try WebPAnimation(file: file, limits: limits).frame(0)
            return (
                try first.fitted(
                    to: target, refusal: limits.refusal(path: file.path, width: size.width, height: size.height)), nil
            )
        }
        let data = try file.readAll(limit: limits.maxFileBytes)
        guard let surface = Surface(size: target) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw ImageFileError(path: file.path, reason: .readFailed("libwebp: version mismatch"))
        }
        if target != size {
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(target.width)
            config.options.scaled_height = Int32(target.height)
        }
        config.output.colorspace = MODE_BGRA
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = surface.base.assumingMemoryBound(to: UInt8.self)
        config.output.u.RGBA.stride = Int32(surface.stride)
        config.output.u.RGBA.size = surface.stride * surface.height
        let status = data.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
        // Frees nothing of ours (the memory is external), only what libwebp may have kept.
        WebPFreeDecBuffer(&config.output)
        if status == VP8_STATUS_NOT_ENOUGH_DATA, toleratesEnd {
            // Again, incrementally: libwebp's incremental decoder says how many rows it
            // finished before the data ran out, and those stand.
            let rows = data.withUnsafeBufferPointer { WebPDecoder.rowsDecoded(from: $0, config: &config) }
            if rows > 0 {
                surface.premultiplyStraightAlpha()
                return (surface, WebPDecoder.failure(status, path: file.path))
            }
        }
        guard status == VP8_STATUS_OK else { throw WebPDecoder.failure(status, path: file.path) }
        // Whatever the header's hint says (`has_alpha` comes from VP8L's alpha_is_used or the
        // VP8X flags, and the specification calls them hints): a file that claims no alpha
        // but carries it would leave straight alpha in a premultiplied surface. The pass
        // skips opaque pixels.
        surface.premultiplyStraightAlpha()
        return (surface, nil)
    }

    /// Rows libwebp's incremental decoder finishes from `data` into `config`'s output.
    private static func rowsDecoded(from data: UnsafeBufferPointer<UInt8>, config: inout WebPDecoderConfig) -> Int {
        guard let decoder = WebPIDecode(nil, 0, &config) else { return 0 }
        defer { WebPIDelete(decoder) }
        let status = WebPIUpdate(decoder, data.baseAddress, data.count)
        guard status == VP8_STATUS_SUSPENDED || status == VP8_STATUS_OK else { return 0 }
        var last: Int32 = 0
        _ = WebPIDecGetRGB(decoder, &last, nil, nil, nil)
        return Int(last)
    }

    static func failure(_ status: VP8StatusCode, path: String) -> ImageFileError {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA:
            ImageFileError(path: path, reason: .truncated, detail: "libwebp: not enough data")
        case VP8_STATUS_OUT_OF_MEMORY: ImageFileError(path: path, reason: .readFailed(systemMessage(ENOMEM)))
        case VP8_STATUS_UNSUPPORTED_FEATURE:
            ImageFileError(
                path: path, reason: .unsupported("this kind of WebP"), detail: "libwebp: unsupported feature")
        case VP8_STATUS_INVALID_PARAM:
            ImageFileError(path: path, reason: .corrupt("invalid parameter", library: "libwebp"))
        default: ImageFileError(path: path, reason: .corrupt("bitstream error", library: "libwebp"))
        }
    }

    // MARK: Memory

    /// The most bytes a decode at `decodedSize(fitting:)` holds at once: the file's bytes, the
    /// surface, and libwebp's own memory: row caches (`workingPerColumn` a column, with the
    /// rescaler's rows when scaling) and, for a lossless image (or one whose format the header
    /// did not reach), the whole image as 4-byte ARGB at full size, which VP8L decodes into
    /// whatever the output size, or for a lossy image the 1-byte alpha plane it may have.
    /// Measured (DecodeCostTests): a flat lossless 1536 x 1024 took 1 MiB past its surface,
    /// estimated at 7 MiB; libwebp need not touch the whole ARGB buffer for every picture, but may.
    func decodeCost(fitting: PixelSize? = nil) -> Int {
        let (width, height) = (size.width, size.height)
        let target = decodedSize(fitting: fitting)
        if isAnimated {
            let fitted = target == size ? 0 : Surface.stride(forWidth: target.width) * target.height
            return WebPAnimation.decodeCost(of: size, fileBytes: file.byteCount) + fitted
        }
        let lossy = features.format == 1
        // The alpha plane counted whether or not the header's hint promises one (see decode).
        let whole = lossy ? width * height : width * height * 4
        return file.byteCount + Surface.stride(forWidth: target.width) * target.height + WebPDecoder.workingBase
            + width * WebPDecoder.workingPerColumn + whole
    }

    /// Bytes for libwebp's decoder state and tables: an allowance, 1 MiB.
    static let workingBase = 1 << 20
    /// Bytes a column for libwebp's row caches (a few rows of YUV and filter state): an
    /// allowance, 64.
    static let workingPerColumn = 64
}
