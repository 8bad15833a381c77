/// What the first bytes of a file say, read before libpng runs: whether it is a PNG at all,
/// and the image's size, depth and interlacing when the first chunk is a well-formed IHDR.
///
/// The size check here means an oversized image is refused (`.tooLarge`) before libpng
/// allocates anything, including sizes libpng itself would reject as invalid (it caps sides at
/// 1,000,000), which would otherwise be reported as corrupt. The header is trusted only when
/// the IHDR's CRC matches, so a damaged header is reported as corrupt (by libpng), not as too
/// large.
struct PNGHeader: Equatable {
    var width: Int
    var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    var bitDepth: Int
    var interlaced: Bool

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Signature (8), IHDR length and type (8), IHDR data (13), CRC (4).
    static let peekCount = 33
    private static let ihdrStart: [UInt8] = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]

    /// Throws `.empty`, `.truncated`, `.notPNG` or `.tooLarge`. Returns the header, or nil when
    /// the file starts like a PNG but without a sound IHDR, for libpng to judge.
    static func check(_ bytes: [UInt8], path: String, limits: DecodeLimits) throws(ImageFileError) -> PNGHeader? {
        if bytes.isEmpty { throw ImageFileError(path: path, reason: .empty) }
        if bytes.count < signature.count {
            guard signature.starts(with: bytes) else { throw ImageFileError(path: path, reason: .notPNG) }
            throw ImageFileError(path: path, reason: .truncated, detail: "it ends inside the PNG signature")
        }
        guard bytes.starts(with: signature) else { throw ImageFileError(path: path, reason: .notPNG) }
        guard bytes.count >= peekCount, Array(bytes[8..<16]) == ihdrStart,
            crc32(bytes[12..<29]) == bigEndian(bytes, at: 29)
        else { return nil }
        let header = PNGHeader(
            width: bigEndian(bytes, at: 16), height: bigEndian(bytes, at: 20),
            bitDepth: Int(bytes[24]), interlaced: bytes[28] != 0)
        if !limits.allow(width: header.width, height: header.height) {
            throw tooLarge(path: path, width: header.width, height: header.height, limits: limits)
        }
        return header
    }

    static func tooLarge(path: String, width: Int, height: Int, limits: DecodeLimits) -> ImageFileError {
        limits.refusal(path: path, width: width, height: height)
    }

    /// CRC-32 as PNG (and zlib) compute it, bit by bit: it runs over 17 bytes once per file, and
    /// over the text chunks PNGTextReader reads (a thumbnail's few hundred bytes).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> Int {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Int(crc ^ 0xFFFF_FFFF)
    }

    /// The 4-byte big-endian number at `offset` (a chunk's length or CRC).
    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
