import Geometry
import Raster

/// One JPEG read through libjpeg's own API (JPEGReader over CJPEGRead).
///
/// Creating one walks the marker segments (JPEGHeader): size, EXIF orientation, refusal over
/// the limits, all before the decode. `decode` then reads the file through its stream (never
/// whole in memory), at 1/2, 1/4 or 1/8 of the size when the image is shown that much smaller
/// (libjpeg then skips most of the inverse DCT work), and turns it upright as its rows arrive,
/// a band at a time, into the one surface it returns: a turned photo is never held twice.
///
/// Strict: any libjpeg warning (data cut short, a bad Huffman code, extraneous bytes) ends the
/// read with an error, rather than showing an image partly grey or garbled.
final class JPEGDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    /// Nil when the marker walk gave way to libjpeg: then orientation 1 and no Adobe mark.
    let header: JPEGHeader?

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        header = try JPEGHeader.read(from: file, limits: limits)
    }

    var orientation: ExifOrientation { header?.orientation ?? .topLeft }

    /// The upright size: from the marker walk, or from libjpeg when the walk gave way.
    func size() throws(ImageFileError) -> PixelSize {
        if let header { return PixelSize(header.uprightWidth, header.uprightHeight) }
        let reader = try JPEGReader(file: file, limits: limits)
        return PixelSize(reader.width, reader.height)
    }

    /// Rows decoded at a time: a band, turned upright into the surface before the next.
    static let bandRows = 16

    /// Decodes into a new surface, upright, at the smallest of 1/8, 1/4, 1/2 and 1 of the full
    /// size that still covers the image fitted into `fitting` (everything when nil).
    func decode(fitting: PixelSize?) throws(ImageFileError) -> Surface {
        try read(fitting: fitting, toleratesEnd: false).surface
    }

    /// As `decode`, but a file cut short after its header gives what decoded (the rows the data
    /// did not reach grey, as libjpeg leaves them), and why it is not whole.
    func decodeWhatDecodes(fitting: PixelSize?) throws(ImageFileError) -> (surface: Surface, cutShort: ImageFileError?)
    {
        try read(fitting: fitting, toleratesEnd: true)
    }

    private func read(fitting: PixelSize?, toleratesEnd: Bool) throws(ImageFileError)
        -> (surface: Surface, cutShort: ImageFileError?)
    {
        let reader = try checkedReader(toleratesEnd: toleratesEnd) { JPEGDecoder.decodeCost(of: $0, fitting: fitting) }
        let stored = PixelSize(reader.width, reader.height)
        let eighths = JPEGDecoder.scaleEighths(for: stored, fitting: fitting.map { orientation.stored($0) })
        let (width, height) = try reader.start(eighths: eighths)
        let upright = orientation.stored(PixelSize(width, height))
        guard let surface = Surface(size: upright) else {
            throw limits.refusal(path: file.path, width: upright.width, height: upright.height)
        }
        let rows = JPEGRows(reader: reader, size: PixelSize(width, height), adobe: header?.adobe ?? true)
        if orientation == .topLeft {
            // As stored: straight into the surface's rows.
            try rows.read(into: surface, count: height)
        } else {
            let band = Surface(width: width, height: JPEGDecoder.bandRows)!
            var y = 0
            while y < height {
                let count = min(band.height, height - y)
                try rows.read(into: band, count: count)
                orientation.place(band, rows: count, at: y, storedSize: PixelSize(width, height), into: surface)
                y += count
            }
        }
        return (surface, reader.cutShort)
    }

    /// Rows at full size in the order they are stored, for a file stored upright; nil for a
    /// turned one. Refused as `decode` refuses, with libjpeg's own memory as the peak (the
    /// caller holds the rows).
    func rowsInOrder() throws(ImageFileError) -> JPEGRows? {
        guard orientation == .topLeft else { return nil }
        let reader = try checkedReader(cost: JPEGDecoder.workingBytes(of:))
        let (width, height) = try reader.start(eighths: 8)
        return JPEGRows(reader: reader, size: PixelSize(width, height), adobe: header?.adobe ?? true)
    }

    /// A reader past the checks every read makes before decoding: the peak `cost` puts on the
    /// header within the limit (on the costliest header of its size, when the marker walk gave
    /// way), 8-bit samples, and a progressive file's scans x blocks.
    private func checkedReader(toleratesEnd: Bool = false, cost: (JPEGHeader) -> Int) throws(ImageFileError)
        -> JPEGReader
    {
        if let header {
            if let refusal = limits.peakRefusal(path: file.path, bytes: cost(header)) { throw refusal }
            // Said here, from the marker walk: libjpeg itself would only call the file corrupt.
            if header.precision != 8 {
                throw ImageFileError(
                    path: file.path, reason: .unsupported("\(header.precision)-bit JPEG"),
                    detail: "Vitrine reads 8-bit JPEG")
            }
        }
        let reader = try JPEGReader(file: file, limits: limits, toleratesEnd: toleratesEnd)
        let known = header ?? JPEGDecoder.assumedHeader(width: reader.width, height: reader.height)
        if header == nil, let refusal = limits.peakRefusal(path: file.path, bytes: cost(known)) { throw refusal }
        try checkScans(of: known)
        return reader
    }

    // MARK: Cost

    /// Refuses a progressive file whose scans would walk more than `limits.maxScanBlocks`
    /// blocks in all: each scan passes over every coefficient block of the image again, at any
    /// output scale. libjpeg's own limit counts scans only (500, in TurboJPEG alone).
    private func checkScans(of header: JPEGHeader) throws(ImageFileError) {
        guard header.progressive else { return }
        let scans = try JPEGDecoder.scanCount(in: file)
        let (work, overflow) = scans.multipliedReportingOverflow(by: header.blocks)
        guard overflow || work > limits.maxScanBlocks else { return }
        throw ImageFileError(
            path: file.path,
            reason: .tooSlow("\(scans) progressive scans over \(header.width) x \(header.height) pixels"),
            detail: "the limit is \(limits.maxScanBlocks / 1_000_000) million blocks decoded in all")
    }

    /// Start-of-scan markers (FF DA) in the file, read in 1 MiB pieces. Entropy-coded data
    /// never holds FF DA (an FF there is followed by 00 or a restart marker), so each is a
    /// scan's header.
    static func scanCount(in file: InputFile) throws(ImageFileError) -> Int {
        var (count, offset, lastWasFF) = (0, 0, false)
        while offset < file.byteCount {
            let piece = try file.read(at: offset, count: min(1 << 20, file.byteCount - offset))
            guard !piece.isEmpty else { break }
            count += scanCount(in: piece, afterFF: lastWasFF)
            lastWasFF = piece.last == 0xFF
            offset += piece.count
        }
        return count
    }

    /// FF DA pairs in `data`; `afterFF`: the byte before it was FF.
    static func scanCount(in data: [UInt8], afterFF: Bool = false) -> Int {
        data.withUnsafeBufferPointer { bytes in
            var count = 0
            var previousWasFF = afterFF
            for byte in bytes {
                if previousWasFF && byte == 0xDA { count += 1 }
                previousWasFF = byte == 0xFF
            }
            return count
        }
    }

    /// What to assume of a file whose marker walk gave way to libjpeg-turbo: the costliest
    /// kind, progressive with three full-resolution components.
    static func assumedHeader(width: Int, height: Int) -> JPEGHeader {
        JPEGHeader(
            width: width, height: height, orientation: .topLeft, progressive: true,
            blocks: 3 * ((width + 7) / 8) * ((height + 7) / 8), components: 3, adobe: false, precision: 8)
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

    /// The most bytes a decode of the file `header` describes holds at once: the upright
    /// surface it decodes into (at the reduced scale), the band turned into it (16 rows) and
    /// libjpeg's working memory. The file is read through its stream, a few KiB at a time.
    static func decodeCost(of header: JPEGHeader, fitting: PixelSize?) -> Int {
        let eighths = scaleEighths(
            for: PixelSize(header.width, header.height),
            fitting: fitting.map { header.orientation.stored($0) })
        let (width, height) = (scaled(header.width, eighths), scaled(header.height, eighths))
        let upright =
            header.orientation.swapsSides
            ? Surface.stride(forWidth: height) * width : Surface.stride(forWidth: width) * height
        let band = header.orientation == .topLeft ? 0 : Surface.stride(forWidth: width) * bandRows
        return upright + band + workingBytes(of: header)
    }

    /// libjpeg-turbo's own memory for a decode: tables and state (`workingBase`), a few rows of
    /// samples per component (`workingPerColumn` a column, at full width, whatever the scale:
    /// the estimate need not know where the IDCT scales), 8 bytes a row of allowance, and for
    /// a progressive file every DCT coefficient (128 bytes a block), which libjpeg
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
