/// zlib streams (RFC 1950 around RFC 1951 deflate) written without zlib, for PNG files built
/// byte by byte: any data in stored blocks, and long runs of zero bytes compressed about 1000
/// to 1, which is what a decompression bomb is.
public enum ZlibStream {
    /// `data` in stored (uncompressed) deflate blocks of at most 65535 bytes.
    public static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, data.count - start)
            let final: UInt8 = start + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<start + count]
            start += count
        } while start < data.count
        return out + bigEndian(adler32(data))
    }

    /// `count` zero bytes (count >= 1), compressed to about count / 1032 bytes: one dynamic
    /// Huffman block in which a literal 0 and the pair <length 258, distance 1> have 2- and
    /// 1-bit codes, so every 258 bytes after the first cost 2 bits, both of them 0.
    public static func zeros(count: Int) -> [UInt8] {
        precondition(count >= 1)
        var bits = BitWriter()
        bits.append(0b1, count: 1) // BFINAL
        bits.append(0b10, count: 2) // BTYPE: dynamic Huffman
        bits.append(29, count: 5) // HLIT: 286 literal/length codes
        bits.append(0, count: 5) // HDIST: 1 distance code
        bits.append(14, count: 4) // HCLEN: 18 code length codes
        // Code lengths of the code length alphabet, in the order 16, 17, 18, 0, 8, 7, 9, 6, 10,
        // 5, 11, 4, 12, 3, 13, 2, 14, 1: symbol 18 (a run of zeros) gets 1 bit, 1 and 2 get 2.
        for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] { bits.append(UInt32(length), count: 3) }
        // Canonical codes: 18 -> 0, 1 -> 10, 2 -> 11 (written most significant bit first).
        func codeLength(_ length: Int) { bits.appendCode(length == 1 ? 0b10 : 0b11, count: 2) }
        func zeroRun(_ run: Int) { // 11...138 zero lengths
            bits.appendCode(0, count: 1)
            bits.append(UInt32(run - 11), count: 7)
        }
        // Literal/length code lengths: 0 -> 2, 1...255 -> 0, 256 -> 2, 257...284 -> 0, 285 -> 1.
        codeLength(2)
        zeroRun(138)
        zeroRun(117)
        codeLength(2)
        zeroRun(28)
        codeLength(1)
        codeLength(1) // distance code 0 (distance 1) -> 1
        // Canonical codes: 285 -> 0, literal 0 -> 10, end of block (256) -> 11.
        bits.appendCode(0b10, count: 2) // the first zero, a literal
        let pairs = (count - 1) / 258
        bits.appendZeros(2 * pairs) // each pair: length 258 (code 0) at distance 1 (code 0)
        for _ in 0..<(count - 1 - 258 * pairs) { bits.appendCode(0b10, count: 2) }
        bits.appendCode(0b11, count: 2)
        // Adler-32 of n zero bytes: a stays 1, b sums it n times.
        return [0x78, 0x01] + bits.bytes + bigEndian(UInt32(count % 65521) << 16 | 1)
    }

    public static func adler32(_ data: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant bit
/// first, packed from the low bit of each byte (JPEG XL's header fields too).
struct BitWriter {
    var bytes: [UInt8] = []
    private var used = 0 // bits used in the last byte, 0 when it is full or absent

    mutating func append(_ value: UInt32, count: Int) {
        for i in 0..<count { appendBit(value >> UInt32(i) & 1) }
    }

    mutating func appendCode(_ code: UInt32, count: Int) {
        for i in (0..<count).reversed() { appendBit(code >> UInt32(i) & 1) }
    }

    /// `count` zero bits, whole bytes at once: a bomb has millions.
    mutating func appendZeros(_ count: Int) {
        var left = count
        while left > 0, used != 0 {
            appendBit(0)
            left -= 1
        }
        bytes += [UInt8](repeating: 0, count: left / 8)
        for _ in 0..<left % 8 { appendBit(0) }
    }

    private mutating func appendBit(_ bit: UInt32) {
        if used == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
        used = (used + 1) % 8
    }
}
