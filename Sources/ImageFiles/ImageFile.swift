import Geometry
import Raster

/// Any image file the viewer reads, PNG, JPEG, WebP, GIF, TIFF, BMP, HEIC, AVIF or JPEG XL, told apart by its first bytes
/// (ImageFormat), not its name: the entry points the rest of Vitrine uses.
public enum ImageFile {
    /// The name endings (lowercase, without the dot) of the files a folder contributes.
    /// The formats Vitrine reads, as a person names them, for messages.
    public static let formatNames = "PNG, JPEG, WebP, GIF, TIFF, BMP, HEIC, AVIF, JPEG XL"

    public static let readableExtensions: Set<String> = [
        "png", "jpg", "jpeg", "jpe", "jfif", "webp", "tif", "tiff", "bmp", "dib", "heic", "heif", "hif", "avif", "jxl",
        "gif",
    ]

    /// Reads a whole image into a new surface: premultiplied BGRA8 in the display's colours
    /// (`ColorManagement`; sRGB by default), upright (a JPEG's
    /// EXIF orientation applied). `fitting`: the size it will be shown at, at most; a format
    /// that can decode smaller for less (JPEG at 1/2, 1/4, 1/8; WebP scaled as it decodes; a
    /// PNG that is not interlaced, its rows area-filtered as they arrive) may return a surface
    /// no smaller than the image fitted into it. Refuses, before allocating,
    /// images over `limits`: their size, and the most memory the decode would hold at once
    /// (`decodeCost`, within `maxPeakBytes`).
    public static func read(path: String, page: Int = 0, limits: DecodeLimits = .default, fitting: PixelSize? = nil)
        throws(ImageFileError) -> Surface
    {
        let file = try InputFile(path: path)
        return try read(file, format: ImageFormat(of: file), page: page, limits: limits, fitting: fitting)
    }

    /// `read` of a file already open whose format is known.
    private static func read(
        _ file: InputFile, format: ImageFormat, page: Int, limits: DecodeLimits, fitting: PixelSize?
    ) throws(ImageFileError) -> Surface {
        guard let decoder = try format.decoder(of: file, page: page, limits: limits) else {
            let jpeg = try JPEGDecoder(file: file, limits: limits)
            let surface = try jpeg.decode(fitting: fitting)
            ColorManagement.convert(surface, from: jpeg.header?.iccProfile)
            return surface
        }
        if let refusal = limits.peakRefusal(path: file.path, bytes: decoder.decodeCost(fitting: fitting)) {
            throw refusal
        }
        let surface = try decoder.decode(fitting: fitting)
        ColorManagement.convert(surface, from: decoder.iccProfile)
        return surface
    }

    /// As `read`, but a JPEG, PNG (not interlaced), WebP or GIF cut short after its first rows
    /// gives what decoded, as eog and nsxiv show it (a JPEG's missing rows grey, as libjpeg
    /// leaves them; the others' transparent), with why it is not whole (`.truncated`). Any
    /// other failure, and a file cut before any row, throws as `read` does.
    public static func readWhatDecodes(
        path: String, page: Int = 0, limits: DecodeLimits = .default, fitting: PixelSize? = nil
    ) throws(ImageFileError) -> (surface: Surface, cutShort: ImageFileError?) {
        let file = try InputFile(path: path)
        let format = try ImageFormat(of: file)
        switch format {
        case .jpeg:
            let decoder = try JPEGDecoder(file: file, limits: limits)
            let read = try decoder.decodeWhatDecodes(fitting: fitting)
            ColorManagement.convert(read.surface, from: decoder.header?.iccProfile)
            return read
        case .webp:
            let decoder = try WebPDecoder(file: file, limits: limits)
            if let refusal = limits.peakRefusal(path: path, bytes: decoder.decodeCost(fitting: fitting)) {
                throw refusal
            }
            let read = try decoder.decodeWhatDecodes(fitting: fitting)
            ColorManagement.convert(read.surface, from: decoder.iccProfile)
            return read
        case .gif:
            let decoder = try GIFDecoder(file: file, limits: limits)
            if let refusal = limits.peakRefusal(path: path, bytes: decoder.decodeCost(fitting: fitting)) {
                throw refusal
            }
            return try decoder.decodeWhatDecodes(fitting: fitting)
        case .png:
            do {
                return (try read(file, format: format, page: page, limits: limits, fitting: fitting), nil)
            } catch  where error.reason == .truncated {
                // Again, whole and a band at a time, keeping the rows read before the cut.
                let decoder = try PNGDecoder(path: path, limits: limits)
                if let refusal = limits.peakRefusal(path: path, bytes: PNGFile.decodeCost(of: decoder.size)) {
                    throw refusal
                }
                let (whole, cutShort) = try decoder.decodeWhatDecodes()
                ColorManagement.convert(whole, from: decoder.iccProfile)
                let target = decoder.decodedSize(fitting: fitting)
                guard target != whole.size, let scaled = whole.scaled(to: target) else { return (whole, cutShort) }
                return (scaled, cutShort)
            }
        default: return (try read(file, format: format, page: page, limits: limits, fitting: fitting), nil)
        }
    }

    /// The image's size as shown (upright), from the header only.
    public static func size(ofFileAt path: String, page: Int = 0, limits: DecodeLimits = .default)
        throws(ImageFileError) -> PixelSize
    {
        let file = try InputFile(path: path)
        guard let decoder = try ImageFormat(of: file).decoder(of: file, page: page, limits: limits) else {
            return try JPEGDecoder(file: file, limits: limits).size()
        }
        return decoder.size
    }

    /// The most bytes `read` holds at once for the file at `path` of `size` (as `size(ofFileAt:)`
    /// says), fitted into `fitting` when given. From the header again (a JPEG's may be decoded
    /// smaller and turned; a WebP's format decides libwebp's memory); when the header cannot
    /// be read, as for a PNG of `size`, though `read` will then fail.
    public static func decodeCost(ofFileAt path: String, page: Int = 0, size: PixelSize, fitting: PixelSize? = nil)
        -> Int
    {
        let fallback = PNGFile.decodeCost(of: size)
        guard let file = try? InputFile(path: path), let format = try? ImageFormat(of: file) else { return fallback }
        if format == .jpeg {
            guard let decoder = try? JPEGDecoder(file: file, limits: unlimited), let header = decoder.header else {
                return fallback + file.byteCount
            }
            return JPEGDecoder.decodeCost(of: header, fitting: fitting)
        }
        if let decoder = (try? format.decoder(of: file, page: page, limits: unlimited)) ?? nil {
            return decoder.decodeCost(fitting: fitting)
        }
        switch format {
        case .png: return fallback
        case .tiff: return 2 * fallback
        default: return fallback + file.byteCount
        }
    }

    /// The largest of the image's full size and its half, quarter and eighth at which reading
    /// the file at `path` (full size `size`) and then keeping `extraShare` more of what it
    /// returns (a closer look's mip levels: a third) stays within `limits.maxPeakBytes`.
    /// Throws `.tooCostly`, with the full size's cost, when none does.
    public static func largestFitting(
        ofFileAt path: String, page: Int = 0, size: PixelSize, limits: DecodeLimits = .default, extraShare: Double
    ) throws(ImageFileError) -> PixelSize {
        var fullCost = 0
        for divisor in [1, 2, 4, 8] {
            let fitting = PixelSize(max(1, size.width / divisor), max(1, size.height / divisor))
            let decode = decodeCost(ofFileAt: path, page: page, size: size, fitting: divisor == 1 ? nil : fitting)
            let kept = Int(
                Double(decodedBytes(ofFileAt: path, page: page, size: size, fitting: fitting)) * (1 + extraShare))
            if max(decode, kept) <= limits.maxPeakBytes { return fitting }
            if divisor == 1 { fullCost = max(decode, kept) }
        }
        throw limits.peakRefusal(path: path, bytes: fullCost)!
    }

    /// Bytes of the surface `read` returns for `fitting`: a JPEG at an eighth step covering the
    /// fitting, a WebP, TIFF, BMP, GIF, HEIF, JPEG XL or PNG that is not interlaced at the
    /// fitting itself, an
    /// interlaced PNG whole.
    static func decodedBytes(ofFileAt path: String, page: Int = 0, size: PixelSize, fitting: PixelSize) -> Int {
        let whole = Surface.stride(forWidth: size.width) * size.height
        guard let file = try? InputFile(path: path), let format = try? ImageFormat(of: file) else { return whole }
        if format == .jpeg {
            // The decoder's own choice of scale, turned upright.
            guard let header = (try? JPEGDecoder(file: file, limits: unlimited))?.header else { return whole }
            let eighths = JPEGDecoder.scaleEighths(
                for: PixelSize(header.width, header.height), fitting: header.orientation.stored(fitting))
            let upright = header.orientation.stored(
                PixelSize(JPEGDecoder.scaled(header.width, eighths), JPEGDecoder.scaled(header.height, eighths)))
            return Surface.stride(forWidth: upright.width) * upright.height
        }
        guard let decoder = (try? format.decoder(of: file, page: page, limits: unlimited)) ?? nil else { return whole }
        let decoded = decoder.decodedSize(fitting: fitting)
        return Surface.stride(forWidth: decoded.width) * decoded.height
    }

    /// No limits but a million pixels a side: the cost of what `read` would refuse does not
    /// matter, but it must be counted without overflow (2^40 pixels at tens of bytes each).
    private static let unlimited = DecodeLimits(
        maxWidth: 1 << 20, maxHeight: 1 << 20, maxBytes: .max, maxFileBytes: .max)
}
