/// MD5 (RFC 1321), for the one thing the thumbnail standard hashes: a file's URI, whose digest
/// names its thumbnail. Written here rather than linked: one short hash of a short string is
/// not worth a system library (the standard itself points at a 1.5 KB implementation). Not
/// for anything that needs a secure hash; MD5 is broken for that.
enum MD5 {
    /// The 16-byte digest of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476)
        // Padding: a 1 bit, zeros to 56 bytes modulo 64, the length in bits as 64-bit little-endian.
        var padded = message + [0x80]
        padded += [UInt8](repeating: 0, count: (120 - padded.count % 64) % 64)
        let bits = UInt64(message.count) &* 8
        padded += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
        for block in stride(from: 0, to: padded.count, by: 64) {
            compress(&state, padded[block..<block + 64])
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) }
        }
    }

    /// The digest as 32 lowercase hexadecimal digits, as thumbnail names spell it.
    static func hex(_ message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(digest(message).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// RFC 1321's 64 steps over one 64-byte block.
    private static func compress(_ state: inout (UInt32, UInt32, UInt32, UInt32), _ block: ArraySlice<UInt8>) {
        let start = block.startIndex
        let words = (0..<16).map { i in
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(block[start + 4 * i + $1]) << (8 * UInt32($1)) }
        }
        var (a, b, c, d) = state
        for i in 0..<64 {
            var f: UInt32
            let g: Int
            switch i / 16 {
            case 0: (f, g) = ((b & c) | (~b & d), i)
            case 1: (f, g) = ((d & b) | (~d & c), (5 * i + 1) % 16)
            case 2: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
            default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
            }
            f = f &+ a &+ sines[i] &+ words[g]
            (a, d, c) = (d, c, b)
            b = b &+ (f << shifts[i] | f >> (32 - shifts[i]))
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }

    /// Bits each step rotates by: four per round, each repeated four times.
    private static let shifts: [UInt32] = [[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]]
        .flatMap { round in Array(repeating: round, count: 4).flatMap { $0 } }

    /// RFC 1321's table T: the integer part of 2^32 x |sin(i + 1)|, i in radians.
    private static let sines: [UInt32] = [
        0xD76A_A478, 0xE8C7_B756, 0x2420_70DB, 0xC1BD_CEEE, 0xF57C_0FAF, 0x4787_C62A, 0xA830_4613, 0xFD46_9501,
        0x6980_98D8, 0x8B44_F7AF, 0xFFFF_5BB1, 0x895C_D7BE, 0x6B90_1122, 0xFD98_7193, 0xA679_438E, 0x49B4_0821,
        0xF61E_2562, 0xC040_B340, 0x265E_5A51, 0xE9B6_C7AA, 0xD62F_105D, 0x0244_1453, 0xD8A1_E681, 0xE7D3_FBC8,
        0x21E1_CDE6, 0xC337_07D6, 0xF4D5_0D87, 0x455A_14ED, 0xA9E3_E905, 0xFCEF_A3F8, 0x676F_02D9, 0x8D2A_4C8A,
        0xFFFA_3942, 0x8771_F681, 0x6D9D_6122, 0xFDE5_380C, 0xA4BE_EA44, 0x4BDE_CFA9, 0xF6BB_4B60, 0xBEBF_BC70,
        0x289B_7EC6, 0xEAA1_27FA, 0xD4EF_3085, 0x0488_1D05, 0xD9D4_D039, 0xE6DB_99E5, 0x1FA2_7CF8, 0xC4AC_5665,
        0xF429_2244, 0x432A_FF97, 0xAB94_23A7, 0xFC93_A039, 0x655B_59C3, 0x8F0C_CC92, 0xFFEF_F47D, 0x8584_5DD1,
        0x6FA8_7E4F, 0xFE2C_E6E0, 0xA301_4314, 0x4E08_11A1, 0xF753_7E82, 0xBD3A_F235, 0x2AD7_D2BB, 0xEB86_D391,
    ]
}
