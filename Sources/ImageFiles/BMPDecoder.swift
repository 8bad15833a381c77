import Geometry
import Raster

/// A Windows or OS/2 bitmap, read by this small reader of our own rather than a library: the
/// format is a header and rows, and the libraries that read it (ImageMagick, GdkPixbuf) would
/// bring far more than it needs; in Swift every read of the file's bytes is bounds-checked.
///
/// Headers: OS/2's 12 bytes and Windows' 40, 52, 56, 108 and 124 (BITMAPINFOHEADER to V5);
/// 1, 4 and 8 bits a pixel through a palette, RLE8 and RLE4 included (pixels a run skips are
/// left clear, as browsers leave them); 16 and 32 bits by their masks (5-5-5 and 8-8-8 without);
/// 24 bits. Alpha only where a mask names it; a 32-bit file without one is opaque, whatever its
/// fourth byte holds. Rows bottom-up, or top-down for a negative height. Embedded JPEG or PNG
/// (compressions 4 and 5) is refused. The file is read whole (at most `maxFileBytes`).
struct BMPDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    private let header: Header

    /// What the headers say, checked against each other and the limits.
    struct Header {
        var width = 0, height = 0, topDown = false
        var bitsPerPixel = 0, compression = 0
        var pixelOffset = 0
        /// Red, green, blue and alpha masks (16 and 32 bits a pixel).
        var masks: [UInt32] = [0, 0, 0, 0]
        /// The palette as straight BGRA words (1, 4 and 8 bits a pixel).
        var palette: [UInt32] = []
    }

    /// Bytes read for the headers, the masks and the largest palette.
    static let headerBytes = 14 + 124 + 16 + 256 * 4

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        let bytes = try file.peek(BMPDecoder.headerBytes)
        header = try BMPDecoder.parse(bytes, path: file.path)
        guard limits.allow(width: header.width, height: header.height) else {
            throw limits.refusal(path: file.path, width: header.width, height: header.height)
        }
    }

    var size: PixelSize { PixelSize(header.width, header.height) }

    /// The file's bytes, the surface, and the fitted copy when smaller.
    func decodeCost(fitting: PixelSize? = nil) -> Int {
        let target = decodedSize(fitting: fitting)
        let fitted = target == size ? 0 : Surface.stride(forWidth: target.width) * target.height
        return file.byteCount + Surface.stride(forWidth: header.width) * header.height + fitted
    }

    func decode(fitting: PixelSize? = nil) throws(ImageFileError) -> Surface {
        let bytes = try file.readAll(limit: limits.maxFileBytes)
        guard let surface = Surface(size: size) else {
            throw limits.refusal(path: file.path, width: header.width, height: header.height)
        }
        var rows = BMPRows(header: header, bytes: bytes, surface: surface)
        switch header.compression {
        case 1, 2: try rows.runLengths(path: file.path)
        default: try rows.plain(path: file.path)
        }
        if rows.hasAlpha { surface.premultiplyStraightAlpha() }
        let target = decodedSize(fitting: fitting)
        return try surface.fitted(
            to: target, refusal: limits.refusal(path: file.path, width: header.width, height: header.height))
    }

    /// The headers of a file whose first bytes are `bytes`, or why they cannot be read.
    static func parse(_ bytes: [UInt8], path: String) throws(ImageFileError) -> Header {
        func corrupt(_ why: String) -> ImageFileError {
            ImageFileError(path: path, reason: .corrupt(why, library: "the BMP reader"))
        }
        func u16(_ at: Int) -> Int { at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : -1 }
        func u32(_ at: Int) -> Int {
            at + 4 <= bytes.count ? (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } : -1
        }
        let infoSize = u32(14)
        guard bytes.count >= 26, infoSize >= 0 else {
            throw ImageFileError(path: path, reason: .truncated, detail: "the BMP headers end early")
        }
        var h = Header()
        h.pixelOffset = u32(10)
        let paletteEntry: Int
        if infoSize == 12 {
            (h.width, h.height, h.bitsPerPixel, paletteEntry) = (u16(18), u16(20), u16(24), 3)
        } else if [40, 52, 56, 108, 124].contains(infoSize) {
            guard bytes.count >= 14 + infoSize else {
                throw ImageFileError(path: path, reason: .truncated, detail: "the BMP headers end early")
            }
            let signedHeight = Int(Int32(truncatingIfNeeded: UInt32(u32(22))))
            h.width = Int(Int32(truncatingIfNeeded: UInt32(u32(18))))
            (h.height, h.topDown) = (abs(signedHeight), signedHeight < 0)
            (h.bitsPerPixel, h.compression, paletteEntry) = (u16(28), u32(30), 4)
        } else {
            throw corrupt("a header of \(infoSize) bytes")
        }
        guard h.width > 0, h.height > 0 else { throw corrupt("no pixels (\(h.width) x \(h.height))") }
        switch (h.compression, h.bitsPerPixel) {
        case (0, 1), (0, 4), (0, 8), (0, 16), (0, 24), (0, 32), (1, 8), (2, 4), (3, 16), (3, 32), (6, 16), (6, 32):
            break
        case (4, _), (5, _): throw ImageFileError(path: path, reason: .unsupported("a BMP holding a JPEG or PNG"))
        default: throw corrupt("\(h.bitsPerPixel) bits a pixel with compression \(h.compression)")
        }
        guard !h.topDown || h.compression == 0 || h.compression == 3 || h.compression == 6 else {
            throw corrupt("a top-down run-length BMP")
        }
        // Masks: after a 40-byte header for BITFIELDS (three) and ALPHABITFIELDS (four), or in
        // the larger headers themselves.
        if h.bitsPerPixel == 16 || h.bitsPerPixel == 32 {
            if h.compression == 3 || h.compression == 6 {
                let count = h.compression == 6 || infoSize >= 56 ? 4 : 3
                guard u32(14 + 40 + 4 * (count - 1)) >= 0 else {
                    throw ImageFileError(path: path, reason: .truncated, detail: "the BMP's masks end early")
                }
                for i in 0..<count { h.masks[i] = UInt32(u32(14 + 40 + 4 * i)) }
            } else if h.bitsPerPixel == 16 {
                h.masks = [0x7C00, 0x03E0, 0x001F, 0]
            } else {
                h.masks = [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0]
            }
            // A V4 or V5 header names alpha even for plain 32-bit rows.
            if infoSize >= 108 && h.compression == 0 && h.bitsPerPixel == 32 { h.masks[3] = UInt32(u32(14 + 52)) }
            guard h.masks[0...2].allSatisfy({ $0 != 0 && BMPRows.isContiguous($0) }), BMPRows.isContiguous(h.masks[3])
            else { throw corrupt("colour masks that are empty or not contiguous") }
        }
        if h.bitsPerPixel <= 8 {
            let used = infoSize == 12 ? 0 : u32(46)
            let count = used > 0 && used <= 1 << h.bitsPerPixel ? used : 1 << h.bitsPerPixel
            let start = 14 + infoSize + (h.compression == 3 ? 12 : 0)
            for i in 0..<count {
                let at = start + paletteEntry * i
                // A palette cut short by the pixels' offset gives what it has; the rest is black.
                guard at + 3 <= bytes.count, h.pixelOffset <= 0 || at + 3 <= h.pixelOffset else { break }
                h.palette.append(
                    0xFF00_0000 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at]))
            }
            h.palette += repeatElement(0xFF00_0000, count: (1 << h.bitsPerPixel) - h.palette.count)
        }
        guard h.pixelOffset >= 14 + min(infoSize, 124) else { throw corrupt("its pixels inside its headers") }
        return h
    }
}

/// The pixels of a BMP as its rows give them, written into a surface as straight BGRA.
struct BMPRows {
    let header: BMPDecoder.Header
    let bytes: [UInt8]
    let surface: Surface
    /// Whether any pixel came out less than opaque.
    private(set) var hasAlpha = false

    init(header: BMPDecoder.Header, bytes: [UInt8], surface: Surface) {
        (self.header, self.bytes, self.surface) = (header, bytes, surface)
    }

    /// Rows stored plainly, each padded to four bytes.
    mutating func plain(path: String) throws(ImageFileError) {
        let (width, bits) = (header.width, header.bitsPerPixel)
        let stride = (width * bits + 31) / 32 * 4
        guard header.pixelOffset + stride * header.height <= bytes.count else {
            throw ImageFileError(path: path, reason: .truncated, detail: "the BMP's rows end early")
        }
        let channels = header.masks.map(Channel.init)
        for row in 0..<header.height {
            let line = surface.row(header.topDown ? row : header.height - 1 - row)
            let start = header.pixelOffset + row * stride
            for x in 0..<width {
                switch bits {
                case 1, 4, 8:
                    let bit = x * bits, byte = Int(bytes[start + bit / 8])
                    let index = byte >> (8 - bits - bit % 8) & (1 << bits - 1)
                    line[x] = header.palette[index]
                case 24:
                    let at = start + 3 * x
                    line[x] = 0xFF00_0000 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
                default:
                    let at = start + x * bits / 8
                    var value = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8
                    if bits == 32 { value |= UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24 }
                    let alpha = header.masks[3] == 0 ? 255 : channels[3].value(of: value)
                    if alpha < 255 { hasAlpha = true }
                    line[x] =
                        alpha << 24 | channels[0].value(of: value) << 16 | channels[1].value(of: value) << 8
                        | channels[2].value(of: value)
                }
            }
        }
    }

    /// RLE8 or RLE4 rows, bottom-up: runs, literal runs padded to two bytes, line ends, moves.
    /// Pixels no run reaches stay clear. The data ending without its end-of-bitmap code is a
    /// file cut short.
    mutating func runLengths(path: String) throws(ImageFileError) {
        let bits = header.bitsPerPixel, (width, height) = (header.width, header.height)
        var (x, y, at) = (0, 0, header.pixelOffset)
        func put(_ index: Int) {
            if x < width && y < height { surface.row(height - 1 - y)[x] = header.palette[index] }
            x += 1
        }
        hasAlpha = true // whatever no run reaches is clear
        while true {
            guard at + 2 <= bytes.count else {
                throw ImageFileError(path: path, reason: .truncated, detail: "the BMP's runs end early")
            }
            let (count, value) = (Int(bytes[at]), Int(bytes[at + 1]))
            at += 2
            if count > 0 {
                for i in 0..<count { put(bits == 8 ? value : (i % 2 == 0 ? value >> 4 : value & 15)) }
                continue
            }
            switch value {
            case 0: (x, y) = (0, y + 1)
            case 1: return
            case 2:
                guard at + 2 <= bytes.count else {
                    throw ImageFileError(path: path, reason: .truncated, detail: "the BMP's runs end early")
                }
                (x, y, at) = (x + Int(bytes[at]), y + Int(bytes[at + 1]), at + 2)
            default:
                let length = bits == 8 ? value : (value + 1) / 2
                guard at + length <= bytes.count else {
                    throw ImageFileError(path: path, reason: .truncated, detail: "the BMP's runs end early")
                }
                for i in 0..<value {
                    put(bits == 8 ? Int(bytes[at + i]) : Int(bytes[at + i / 2]) >> (i % 2 == 0 ? 4 : 0) & 15)
                }
                at += (length + 1) / 2 * 2
            }
            // Past the last row nothing more can land: stop rather than read on.
            if y >= height { return }
        }
    }

    /// Whether a mask's bits are one run (or it is 0).
    static func isContiguous(_ mask: UInt32) -> Bool {
        guard mask != 0 else { return true }
        let shifted = mask >> mask.trailingZeroBitCount
        return shifted & (shifted &+ 1) == 0
    }

    /// One channel of a masked pixel brought to 8 bits: fewer bits scaled up (31 -> 255),
    /// more cut to their top 8.
    struct Channel {
        let mask: UInt32, shift: Int, bits: Int

        init(_ mask: UInt32) {
            self.mask = mask
            shift = mask == 0 ? 0 : mask.trailingZeroBitCount
            bits = (mask >> shift).nonzeroBitCount
        }

        func value(of pixel: UInt32) -> UInt32 {
            guard bits > 0 else { return 0 }
            let v = (pixel & mask) >> shift
            if bits >= 8 { return v >> (bits - 8) }
            let top = UInt32(1) << bits - 1
            return (v * 255 + top / 2) / top
        }
    }
}
