extension HostileCorpus {
    /// JPEG XL codestreams, each named .png (the reader goes by the first bytes): a valid 16 x 8
    /// one made by libjxl's cjxl, the same cut short and garbled, headers claiming sizes past the
    /// limits, and a bomb within them (4032 x 3024 flat from 1805 bytes, Fixtures'
    /// flat-4032x3024.jxl, is in DecodeCostTests; here a 16384 x 16384 header with no frame).
    static func addJXL(to corpus: inout CorpusFolder) throws {
        let valid = small
        try corpus.add("JPEG XL: 16 x 8, lossy", .decodes, tag: "jxl", bytes: valid)
        for cut in [2, 5, 20, 50, valid.count - 1] {
            try corpus.add(
                "JPEG XL: the 16 x 8 one cut at \(cut) bytes", .fails, tag: "jxl-cut", bytes: Array(valid.prefix(cut)))
        }
        var garbled = valid
        for i in 30..<valid.count { garbled[i] ^= 0x5A }
        try corpus.add("JPEG XL: its frame garbled", .either, tag: "jxl-garbled", bytes: garbled)
        for (width, height) in [(100_000, 100_000), (16_385, 1), (1, 1 << 30)] {
            try corpus.add(
                "JPEG XL: a header claiming \(width) x \(height)", .fails, tag: "jxl-huge",
                bytes: jxlHeader(width: width, height: height))
        }
        try corpus.add(
            "JPEG XL: a header of 16384 x 16384 and no frame", .fails, tag: "jxl-cut",
            bytes: jxlHeader(width: 16384, height: 16384))
    }

    /// A bare JPEG XL codestream's signature, SizeHeader and all-default ImageMetadata (ISO
    /// 18181-1, A.3 and A.6), its fields least significant bit first: the basic info of a `width` x `height` image, and nothing after.
    public static func jxlHeader(width: Int, height: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.append(0, count: 1) // small: no
        // U32(Bits(9)+1, Bits(13)+1, Bits(18)+1, Bits(30)+1): the 30-bit form.
        bits.append(3, count: 2)
        bits.append(UInt32(height - 1), count: 30)
        bits.append(0, count: 3) // ratio: none, so the width follows
        bits.append(3, count: 2)
        bits.append(UInt32(width - 1), count: 30)
        bits.append(1, count: 1) // ImageMetadata all_default: 8-bit sRGB, no extra channels
        return [0xFF, 0x0A] + bits.bytes
    }

    /// The flat 16 x 8 PNG24 the AVIF corpus coded with heif-enc, coded instead by `cjxl -d 1`.
    private static let small: [UInt8] = [
        0xff, 0x0a, 0xc1, 0x41, 0x42, 0xe5, 0xde, 0x2a, 0x82, 0x00, 0x12, 0x88, 0x02, 0x00, 0xdc, 0x00, 0x5d, 0xe5,
        0x12, 0x00, 0x00, 0x15, 0x2a, 0xa3, 0x8c, 0x1b, 0xbc, 0x9c, 0xeb, 0xf9, 0xf2, 0x43, 0x87, 0xc5, 0xb4, 0x8d,
        0xeb, 0x0c, 0x6d, 0xb5, 0x6d, 0x61, 0x49, 0xa2, 0xc8, 0x38, 0x36, 0x49, 0x27, 0x70, 0x48, 0x12, 0x8b, 0x20,
        0xee, 0x76, 0x48, 0x20, 0x08, 0x10, 0x40, 0xcc, 0x6b, 0x9c, 0xdb, 0xca, 0x30, 0x69, 0x95, 0x24, 0x00,
    ]
}
