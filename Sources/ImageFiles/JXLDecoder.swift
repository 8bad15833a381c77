internal import CJXL
import Geometry
import ProcessOutput
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A JPEG XL image read through libjxl, a bare codestream or in its container, lossy, lossless
/// or a recompressed JPEG, with its alpha, turned upright by its orientation (which libjxl
/// applies). Of an animation, the first frame.
///
/// Creating one reads the basic info from the file's first bytes (more only when a container's
/// boxes put it further on) and refuses an image over the limits. `decode` reads the file into
/// memory whole (at most `DecodeLimits.maxFileBytes`) and has libjxl, on every core, write RGBA
/// straight into the surface's rows, which are then swizzled to BGRA and premultiplied in place.
final class JXLDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    private let info: JxlBasicInfo
    /// The decoded pixels' colours (`pixelProfile`), known once `decode` has run.
    private(set) var iccProfile: [UInt8]?

    /// Bytes read for the basic info at first: a codestream has it in its first few dozen bytes.
    private static let headerBytes = 64 << 10

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        var head = try file.peek(JXLDecoder.headerBytes)
        var info = try JXLDecoder.basicInfo(of: head, whole: head.count == file.byteCount, path: file.path)
        if info == nil {
            head = try file.readAll(limit: limits.maxFileBytes)
            info = try JXLDecoder.basicInfo(of: head, whole: true, path: file.path)
        }
        guard let info else { throw ImageFileError(path: file.path, reason: .truncated, detail: "libjxl: no header") }
        self.info = info
        guard size.width > 0, size.height > 0 else {
            throw ImageFileError(path: file.path, reason: .corrupt("no pixels", library: "libjxl"))
        }
        guard limits.allow(width: size.width, height: size.height) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
    }

    /// The image as shown: turned by its orientation.
    var size: PixelSize {
        let orientation = ExifOrientation(rawValue: Int(info.orientation.rawValue)) ?? .topLeft
        return orientation.stored(PixelSize(Int(info.xsize), Int(info.ysize)))
    }

    /// The basic info from `bytes`, the file's first bytes (`whole`: all of it); nil when they
    /// end before it.
    private static func basicInfo(of bytes: [UInt8], whole: Bool, path: String) throws(ImageFileError) -> JxlBasicInfo?
    {
        guard let decoder = JxlDecoderCreate(nil) else {
            throw ImageFileError(path: path, reason: .readFailed(systemMessage(ENOMEM)))
        }
        defer { JxlDecoderDestroy(decoder) }
        var info = JxlBasicInfo()
        let status: JxlDecoderStatus = StandardError.quieting {
            bytes.withUnsafeBufferPointer { buffer in
                guard JxlDecoderSubscribeEvents(decoder, Int32(JXL_DEC_BASIC_INFO.rawValue)) == JXL_DEC_SUCCESS,
                    JxlDecoderSetInput(decoder, buffer.baseAddress, buffer.count) == JXL_DEC_SUCCESS
                else { return JXL_DEC_ERROR }
                if whole { JxlDecoderCloseInput(decoder) }
                let status = JxlDecoderProcessInput(decoder)
                if status == JXL_DEC_BASIC_INFO { _ = JxlDecoderGetBasicInfo(decoder, &info) }
                return status
            }
        }
        switch status {
        case JXL_DEC_BASIC_INFO: return info
        case JXL_DEC_NEED_MORE_INPUT where !whole: return nil
        case JXL_DEC_NEED_MORE_INPUT:
            throw ImageFileError(path: path, reason: .truncated, detail: "libjxl: the header is cut short")
        default: throw ImageFileError(path: path, reason: .corrupt("invalid header", library: "libjxl"))
        }
    }

    /// Decodes the first frame into a new premultiplied BGRA surface of `decodedSize(fitting:)`.
    func decode(fitting: PixelSize? = nil) throws(ImageFileError) -> Surface {
        let data = try file.readAll(limit: limits.maxFileBytes)
        guard let surface = Surface(size: size) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        try decode(data, into: surface)
        surface.swapRedAndBlue()
        if info.alpha_bits > 0 && info.alpha_premultiplied == 0 { surface.premultiplyStraightAlpha() }
        let target = decodedSize(fitting: fitting)
        return try surface.fitted(
            to: target, refusal: limits.refusal(path: file.path, width: size.width, height: size.height))
    }

    /// Runs libjxl over `data` until the first frame is in `surface`.
    private func decode(_ data: [UInt8], into surface: Surface) throws(ImageFileError) {
        guard let decoder = JxlDecoderCreate(nil),
            let runner = JxlThreadParallelRunnerCreate(nil, JxlThreadParallelRunnerDefaultNumWorkerThreads())
        else { throw ImageFileError(path: file.path, reason: .readFailed(systemMessage(ENOMEM))) }
        defer {
            JxlDecoderDestroy(decoder)
            JxlThreadParallelRunnerDestroy(runner)
        }
        var format = JxlPixelFormat(
            num_channels: 4, data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: surface.stride)
        let events = Int32(JXL_DEC_BASIC_INFO.rawValue | JXL_DEC_COLOR_ENCODING.rawValue | JXL_DEC_FULL_IMAGE.rawValue)
        // libjxl prints its own debugging lines on bad data: kept off standard error.
        let failure: ImageFileError? = StandardError.quieting {
            data.withUnsafeBufferPointer { buffer in
                guard JxlDecoderSubscribeEvents(decoder, events) == JXL_DEC_SUCCESS,
                    JxlDecoderSetParallelRunner(decoder, JxlThreadParallelRunner, runner) == JXL_DEC_SUCCESS,
                    JxlDecoderSetInput(decoder, buffer.baseAddress, buffer.count) == JXL_DEC_SUCCESS
                else { return corrupt("cannot start") }
                // The input is left open: with the whole file given, libjxl asking for more means
                // the file is cut short (once closed, it calls that an error like any other).
                while true {
                    switch JxlDecoderProcessInput(decoder) {
                    case JXL_DEC_BASIC_INFO: continue
                    case JXL_DEC_COLOR_ENCODING: iccProfile = JXLDecoder.pixelProfile(of: decoder)
                    case JXL_DEC_NEED_IMAGE_OUT_BUFFER:
                        var needed = 0
                        let capacity = surface.stride * surface.height
                        guard JxlDecoderImageOutBufferSize(decoder, &format, &needed) == JXL_DEC_SUCCESS,
                            needed <= capacity,
                            JxlDecoderSetImageOutBuffer(decoder, &format, surface.base, capacity) == JXL_DEC_SUCCESS
                        else { return corrupt("a frame larger than the image") }
                    case JXL_DEC_FULL_IMAGE, JXL_DEC_SUCCESS: return nil
                    case JXL_DEC_NEED_MORE_INPUT:
                        return ImageFileError(path: file.path, reason: .truncated, detail: "libjxl: not enough data")
                    default: return corrupt("invalid data")
                    }
                }
            }
        }
        if let failure { throw failure }
    }

    private func corrupt(_ words: String) -> ImageFileError {
        ImageFileError(path: file.path, reason: .corrupt(words, library: "libjxl"))
    }

    /// The most bytes a decode holds at once: the file's bytes, the surface, the fitted one,
    /// and libjxl's own memory: `workingPerChannel` bytes a channel of a pixel. A lossless
    /// (modular) frame keeps every channel as 32-bit integers; a lossy (VarDCT) one, a group's
    /// rows at a time, far less. Measured (DecodeCostTests, and once on a noisy photo): at 4032
    /// x 3024 a lossless file peaked at 189 MiB, the surface and 4 bytes a channel; a lossy one
    /// at 81-86 MiB, noisy or flat; estimated at 237 MiB. libjxl 0.7 takes no memory manager
    /// for its images, so the estimate is the bound.
    func decodeCost(fitting: PixelSize? = nil) -> Int {
        let target = decodedSize(fitting: fitting)
        let surface = Surface.stride(forWidth: size.width) * size.height
        let fitted = target == size ? 0 : Surface.stride(forWidth: target.width) * target.height
        let channels = info.alpha_bits > 0 ? 4 : 3
        return file.byteCount + surface + fitted + JXLDecoder.workingBytes
            + size.width * size.height * channels * JXLDecoder.workingPerChannel
    }

    /// Bytes for libjxl's state, tables and thread pool: an allowance, 16 MiB.
    static let workingBytes = 16 << 20
    /// Bytes a channel of a pixel for libjxl's frame: 5, a lossless frame's 4 and room.
    static let workingPerChannel = 5
}
