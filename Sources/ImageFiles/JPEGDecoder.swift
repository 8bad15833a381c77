internal import CTurboJPEG
import Geometry
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// One JPEG read through libjpeg-turbo's TurboJPEG API (the 2.x calls: Debian 12 has 2.1.5),
/// which reports errors by return value, so no setjmp is needed around it.
///
/// Creating one walks the marker segments (JPEGHeader): size, EXIF orientation, refusal over
/// the limits, all before the file is read whole. `decode` then reads the file into memory (at
/// most `DecodeLimits.maxFileBytes`), decodes straight into a surface's rows as BGRA (a JPEG is
/// opaque, so straight and premultiplied are the same), at 1/2, 1/4 or 1/8 of the size when the
/// image is shown that much smaller (libjpeg-turbo then skips most of the inverse DCT work), and
/// turns the result upright.
///
/// Strict: any libjpeg-turbo warning (data cut short, a bad Huffman code, extraneous bytes) ends
/// the read with an error, rather than showing an image partly grey or garbled.
final class JPEGDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    /// Nil when the marker walk gave way to libjpeg-turbo: then orientation 1 and no Adobe mark.
    let header: JPEGHeader?

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        header = try JPEGHeader.read(from: file, limits: limits)
    }

    var orientation: ExifOrientation { header?.orientation ?? .topLeft }

    /// The upright size: from the marker walk, or from libjpeg-turbo when the walk gave way.
    func size() throws(ImageFileError) -> PixelSize {
        if let header { return PixelSize(header.uprightWidth, header.uprightHeight) }
        let data = try file.readAll(limit: limits.maxFileBytes)
        let session = try TurboJPEGSession(file: file)
        let stored = try session.header(of: data, limits: limits)
        return PixelSize(stored.width, stored.height)
    }

    /// Decodes into a new surface, upright, at the smallest of 1/8, 1/4, 1/2 and 1 of the full
    /// size that still covers the image fitted into `fitting` (everything when nil).
    func decode(fitting: PixelSize?) throws(ImageFileError) -> Surface {
        let stored = try decodeStored(fitting: fitting)
        guard let upright = orientation.applied(to: stored) else {
            let size = orientation.stored(stored.size) // the same swap turns it upright
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        return upright
    }

    /// The pixels as stored (before the orientation), the file's bytes freed on return.
    private func decodeStored(fitting: PixelSize?) throws(ImageFileError) -> Surface {
        if let header { try checkPeak(of: header, fitting: fitting) }
        let data = try file.readAll(limit: limits.maxFileBytes)
        let session = try TurboJPEGSession(file: file)
        let stored = try session.header(of: data, limits: limits)
        let known = header ?? JPEGDecoder.assumedHeader(width: stored.width, height: stored.height)
        if header == nil { try checkPeak(of: known, fitting: fitting) }
        try checkScans(of: known, in: data)
        let eighths = JPEGDecoder.scaleEighths(for: stored.size, fitting: fitting.map { orientation.stored($0) })
        let (width, height) = (JPEGDecoder.scaled(stored.width, eighths), JPEGDecoder.scaled(stored.height, eighths))
        guard let surface = Surface(width: width, height: height) else {
            throw limits.refusal(path: file.path, width: stored.width, height: stored.height)
        }
        // CMYK and YCCK files decode to 4 bytes of CMYK a pixel, converted in place below.
        let cmyk = stored.colorspace == Int32(TJCS_CMYK.rawValue) || stored.colorspace == Int32(TJCS_YCCK.rawValue)
        let format = cmyk ? TJPF_CMYK : TJPF_BGRA
        // LIMITSCANS: a progressive file of thousands of tiny scans is refused (libjpeg-turbo
        // stops past 500) rather than taking minutes.
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        let status = data.withUnsafeBufferPointer { bytes in
            tjDecompress2(
                session.handle, bytes.baseAddress, UInt(bytes.count),
                surface.base.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(surface.stride),
                Int32(height), Int32(format.rawValue), flags)
        }
        guard status == 0 else { throw session.failure(data: data) }
        if cmyk { surface.convertCMYKToBGRA(inverted: header?.adobe ?? true) }
        return surface
    }

    // MARK: Cost

    /// Refuses a decode whose estimated peak (`decodeCost`) is past `limits.maxPeakBytes`.
    private func checkPeak(of header: JPEGHeader, fitting: PixelSize?) throws(ImageFileError) {
        let bytes = JPEGDecoder.decodeCost(of: header, fileBytes: file.byteCount, fitting: fitting)
        if let refusal = limits.peakRefusal(path: file.path, bytes: bytes) { throw refusal }
    }

    /// Refuses a progressive file whose scans would walk more than `limits.maxScanBlocks`
    /// blocks in all: each scan passes over every coefficient block of the image again, at any
    /// output scale. libjpeg-turbo's own limit counts scans only (500).
    private func checkScans(of header: JPEGHeader, in data: [UInt8]) throws(ImageFileError) {
        guard header.progressive else { return }
        let scans = JPEGDecoder.scanCount(in: data)
        let (work, overflow) = scans.multipliedReportingOverflow(by: header.blocks)
        guard overflow || work > limits.maxScanBlocks else { return }
        throw ImageFileError(
            path: file.path,
            reason: .tooSlow("\(scans) progressive scans over \(header.width) x \(header.height) pixels"),
            detail: "the limit is \(limits.maxScanBlocks / 1_000_000) million blocks decoded in all")
    }

    /// Start-of-scan markers (FF DA) in the file. Entropy-coded data never holds FF DA (an FF
    /// there is followed by 00 or a restart marker), so each is a scan's header.
    static func scanCount(in data: [UInt8]) -> Int {
        data.withUnsafeBufferPointer { bytes in
            var count = 0
            var i = 0
            while i + 1 < bytes.count {
                if bytes[i] == 0xFF && bytes[i + 1] == 0xDA { count += 1 }
                i += 1
            }
            return count
        }
    }

    /// What to assume of a file whose marker walk gave way to libjpeg-turbo: the costliest
    /// kind, progressive with three full-resolution components.
    static func assumedHeader(width: Int, height: Int) -> JPEGHeader {
        JPEGHeader(
            width: width, height: height, orientation: .topLeft, progressive: true,
            blocks: 3 * ((width + 7) / 8) * ((height + 7) / 8), components: 3, adobe: false)
    }

    // MARK: Scale

    /// The scale to decode at, in eighths (1, 2, 4 or 8): the smallest whose image covers
    /// `stored` fitted into `fitting` (both in stored orientation), so the decode is never
    /// smaller than what is shown. The fitted size is rounded up, so however the caller rounds
    /// it, the decode is at least as large.
    static func scaleEighths(for stored: PixelSize, fitting: PixelSize?) -> Int {
        guard let fitting, fitting.width > 0, fitting.height > 0, stored.width > 0, stored.height > 0 else { return 8 }
        let scale = min(Double(fitting.width) / Double(stored.width), Double(fitting.height) / Double(stored.height))
        // The margin keeps 4000 * (333 / 4000) = 333.00000000000006 from rounding up to 334.
        let shownWidth = Int((Double(stored.width) * scale - 1e-9).rounded(.up))
        let shownHeight = Int((Double(stored.height) * scale - 1e-9).rounded(.up))
        return [1, 2, 4].first { scaled(stored.width, $0) >= shownWidth && scaled(stored.height, $0) >= shownHeight }
            ?? 8
    }

    /// A side at `eighths` / 8, rounded up as libjpeg-turbo rounds it (TJSCALED).
    static func scaled(_ side: Int, _ eighths: Int) -> Int { (side * eighths + 7) / 8 }

    // MARK: Memory

    /// The most bytes a decode of the file `header` describes holds at once: the file's bytes,
    /// the surface it decodes into (at the reduced scale) and libjpeg-turbo's working memory;
    /// then, for an orientation other than 1, that surface and its upright copy.
    static func decodeCost(of header: JPEGHeader, fileBytes: Int, fitting: PixelSize?) -> Int {
        let eighths = scaleEighths(
            for: PixelSize(header.width, header.height),
            fitting: fitting.map { header.orientation.stored($0) })
        let (width, height) = (scaled(header.width, eighths), scaled(header.height, eighths))
        let surface = Surface.stride(forWidth: width) * height
        let decoding = fileBytes + surface + workingBytes(of: header)
        guard header.orientation != .topLeft else { return decoding }
        let upright = header.orientation.swapsSides ? Surface.stride(forWidth: height) * width : surface
        return max(decoding, surface + upright)
    }

    /// libjpeg-turbo's own memory for a decode: tables and state (`workingBase`), a few rows of
    /// samples per component (`workingPerColumn` a column, at full width, whatever the scale:
    /// the estimate need not know where the IDCT scales), TurboJPEG's row pointers (8 bytes a
    /// row), and for a progressive file every DCT coefficient (128 bytes a block), which libjpeg
    /// holds until the last scan. A sequential file with its components in separate scans
    /// (rare) also holds the coefficients, and is undercounted.
    ///
    /// Measured (DecodeCostTests, peak resident memory): a sequential 1536 x 1024 decode takes
    /// 650 KiB past its surface, which this estimates at 1.6 MiB; a progressive one 4.4 MiB,
    /// its coefficients, estimated at 6 MiB.
    static func workingBytes(of header: JPEGHeader) -> Int {
        let coefficients = header.progressive ? header.blocks * 128 : 0
        return workingBase + header.width * header.components * workingPerColumn + header.height * 8 + coefficients
    }

    /// Bytes for libjpeg-turbo's tables and state: 1 MiB.
    static let workingBase = 1 << 20
    /// Bytes a column per component for its rows of samples: 128.
    static let workingPerColumn = 128
}
