/// Small files whose decode is costly: each claims a large image that takes a few bytes to
/// describe, so what a decoder would hold or do is set by the header, not by the file's size.
/// The reproducers of issue 21's memory and time findings.
public enum CostlyImages {
    /// A lossless WebP (VP8L) of `width` x `height` opaque black pixels in ~40 bytes: every
    /// prefix code has one symbol, so each pixel takes no bits. libwebp still decodes it into
    /// a whole-image ARGB buffer (at 16384 x 8192, 512 MiB) before any output.
    public static func flatLosslessWebP(width: Int, height: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(width - 1, 14)
        bits.write(height - 1, 14)
        bits.write(0, 1) // alpha_is_used
        bits.write(0, 3) // version
        bits.write(0, 1) // no transform
        bits.write(0, 1) // no colour cache
        bits.write(0, 1) // no meta prefix codes
        // Green (with lengths), red, blue, alpha, distance: simple codes of one symbol; 0,
        // but 255 for alpha (8-bit symbol).
        for code in 0..<5 {
            bits.write(1, 1) // simple code
            bits.write(0, 1) // one symbol
            if code == 3 {
                bits.write(1, 1) // an 8-bit symbol
                bits.write(255, 8)
            } else {
                bits.write(0, 1) // a 1-bit symbol
                bits.write(0, 1)
            }
        }
        let payload = [0x2F] + bits.bytes
        return riff("VP8L", payload)
    }

    /// A progressive JPEG's headers for `width` x `height` with `components` (1 x 1 sampling
    /// each: 4:4:4) and `scans` start-of-scan segments with no data between them. Decoders
    /// read the frame header first, so the cost is known before any coefficient is decoded;
    /// the data itself is not valid.
    public static func progressiveJPEGHeaders(width: Int, height: Int, components: Int = 3, scans: Int = 1)
        -> [UInt8]
    {
        var bytes: [UInt8] = [0xFF, 0xD8]
        var frame: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        frame.append(UInt8(components))
        for id in 0..<components { frame += [UInt8(id + 1), 0x11, 0] }
        bytes += segment(0xC2, frame)
        for _ in 0..<scans {
            // One component, DC first scan: Ss 0, Se 0, Ah/Al 0.
            bytes += segment(0xDA, [1, 1, 0x00, 0, 0, 0])
            bytes += [0x00, 0x00]
        }
        return bytes + [0xFF, 0xD9]
    }

    /// A PNG's signature, IHDR for `width` x `height` 8-bit RGB, not interlaced, and an IDAT
    /// whose data is not valid: enough to read the header and ask what a decode would cost.
    public static func flatPNGHeader(width: Int, height: Int) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8((v >> (24 - 8 * $0)) & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(data.count) + body + be32(Int(crc32(body)))
        }
        let ihdr = be32(width) + be32(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x01])
            + chunk("IEND", [])
    }

    /// The CRC-32 of PNG chunks (and zlib's): polynomial 0xEDB88320, bit by bit.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    private static func riff(_ chunk: String, _ payload: [UInt8]) -> [UInt8] {
        func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        let padded = payload + (payload.count % 2 == 1 ? [0] : [])
        let body = Array("WEBP".utf8) + Array(chunk.utf8) + le32(payload.count) + padded
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    /// Bits packed least significant first, as VP8L reads them.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 0

        mutating func write(_ value: Int, _ count: Int) {
            for i in 0..<count {
                if used % 8 == 0 { bytes.append(0) }
                if (value >> i) & 1 == 1 { bytes[bytes.count - 1] |= UInt8(1 << (used % 8)) }
                used += 1
            }
        }
    }
}
