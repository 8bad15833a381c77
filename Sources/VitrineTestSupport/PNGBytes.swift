/// PNG files built byte by byte, so a test can write any file, well-formed or not, that
/// libpng's writer never would: every colour type and depth, Adam7, chunks that lie.
public enum PNGBytes {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Colour types of the PNG specification, with their samples a pixel.
    public enum Colour: UInt8, CaseIterable, Sendable {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        public var channels: Int { [.gray: 1, .rgb: 3, .palette: 1, .grayAlpha: 2, .rgba: 4][self]! }
        /// The bit depths the specification allows for this colour type.
        public var depths: [Int] {
            switch self {
            case .gray: return [1, 2, 4, 8, 16]
            case .palette: return [1, 2, 4, 8]
            default: return [8, 16]
            }
        }
    }

    /// A chunk: length, type, data, CRC over type and data. `length` and `crc` override the
    /// true values, to make a chunk that lies.
    public static func chunk(_ type: String, _ data: [UInt8] = [], length: UInt32? = nil, crc: UInt32? = nil)
        -> [UInt8]
    {
        let typeBytes = Array(type.utf8)
        return ZlibStream.bigEndian(length ?? UInt32(data.count)) + typeBytes + data
            + ZlibStream.bigEndian(crc ?? crc32(typeBytes + data))
    }

    public static func ihdr(width: UInt32, height: UInt32, depth: Int, colour: Colour, interlaced: Bool = false)
        -> [UInt8]
    {
        chunk(
            "IHDR",
            ZlibStream.bigEndian(width) + ZlibStream.bigEndian(height)
                + [UInt8(depth), colour.rawValue, 0, 0, interlaced ? 1 : 0])
    }

    /// The scanlines of an image before compression: for each Adam7 pass (or the one pass of
    /// a plain image) each row's filter byte (0, none) and its samples packed big-endian, those
    /// under 8 bits most significant first. `sample(x, y, channel)` is taken modulo 2^depth.
    public static func scanlines(
        width: Int, height: Int, depth: Int, colour: Colour, interlaced: Bool,
        sample: (Int, Int, Int) -> Int
    ) -> [UInt8] {
        let passes = interlaced ? adam7 : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            guard !xs.isEmpty else { continue } // an empty pass has no rows, not even filter bytes
            for y in stride(from: y0, to: height, by: dy) {
                out.append(0)
                var accumulator = 0, bits = 0
                for x in xs {
                    for c in 0..<colour.channels {
                        let value = sample(x, y, c) & ((1 << depth) - 1)
                        if depth == 16 {
                            out += [UInt8(value >> 8), UInt8(value & 0xFF)]
                        } else {
                            accumulator = accumulator << depth | value
                            bits += depth
                            if bits == 8 {
                                out.append(UInt8(accumulator))
                                (accumulator, bits) = (0, 0)
                            }
                        }
                    }
                }
                if bits > 0 { out.append(UInt8(accumulator << (8 - bits))) }
            }
        }
        return out
    }

    /// Bytes of uncompressed scanlines of an image (filter bytes included).
    public static func scanlineBytes(width: Int, height: Int, depth: Int, colour: Colour, interlaced: Bool) -> Int {
        let passes = interlaced ? adam7 : [(0, 0, 1, 1)]
        var total = 0
        for (x0, y0, dx, dy) in passes {
            let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
            if columns > 0 { total += rows * (1 + (columns * colour.channels * depth + 7) / 8) }
        }
        return total
    }

    /// A whole file: IHDR, a palette of 2^depth entries when the colour type needs one, the
    /// `extra` chunks, the image data (split into `idatChunks` chunks), IEND.
    public static func file(
        width: Int, height: Int, depth: Int, colour: Colour, interlaced: Bool = false,
        extra: [[UInt8]] = [], imageData: [UInt8], idatChunks: Int = 1
    ) -> [UInt8] {
        var out =
            signature
            + ihdr(
                width: UInt32(width), height: UInt32(height), depth: depth, colour: colour,
                interlaced: interlaced)
        if colour == .palette {
            var entries: [UInt8] = []
            for i in 0..<(1 << depth) { entries += [UInt8(i * 53 & 255), UInt8(i * 101 & 255), 200] }
            out += chunk("PLTE", entries)
        }
        for extraChunk in extra { out += extraChunk }
        let size = max(1, (imageData.count + idatChunks - 1) / idatChunks)
        for start in stride(from: 0, to: imageData.count, by: size) {
            out += chunk("IDAT", Array(imageData[start..<min(imageData.count, start + size)]))
        }
        return out + chunk("IEND")
    }

    /// Where each chunk of `file` starts and ends (just past its CRC), with its type, as far as
    /// the file's bytes go.
    public static func chunks(of file: [UInt8]) -> [(type: String, start: Int, end: Int)] {
        var out: [(type: String, start: Int, end: Int)] = []
        var offset = signature.count
        while offset + 12 <= file.count {
            let length = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            out.append((type, offset, offset + 12 + length))
            offset += 12 + length
        }
        return out
    }

    /// CRC-32 as PNG computes it.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Adam7 passes as (first column, first row, column step, row step).
    private static let adam7 = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
    ]
}
