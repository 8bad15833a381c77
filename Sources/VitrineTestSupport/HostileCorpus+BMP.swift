extension HostileCorpus {
    /// BMPs made here, each named .png: a valid one, the same cut short or lying about its
    /// size, masks and pixels' place, and an RLE8 bomb within the limits.
    static func addBMP(to corpus: inout CorpusFolder) throws {
        let pixels = (0..<8).flatMap { y in (0..<16 * 3).map { UInt8(truncatingIfNeeded: $0 * 5 + y * 17) } }
        let valid = bmp(width: 16, height: 8, bits: 24, compression: 0, pixels: pixels)
        try corpus.add("BMP: 16 x 8, 24 bits a pixel", .decodes, tag: "bmp", bytes: valid)
        for cut in [2, 14, 30, 54, 200, valid.count - 1] {
            try corpus.add(
                "BMP: the 16 x 8 one cut at \(cut) bytes", .fails, tag: "bmp-cut", bytes: Array(valid.prefix(cut)))
        }
        try corpus.add(
            "BMP: claiming 100000 x 100000", .fails, tag: "bmp-huge",
            bytes: bmp(width: 100_000, height: 100_000, bits: 24, compression: 0, pixels: pixels))
        try corpus.add(
            "BMP: its pixels said to start inside its header", .fails, tag: "bmp-offset",
            bytes: bmp(width: 16, height: 8, bits: 24, compression: 0, pixels: pixels, offset: 20))
        try corpus.add(
            "BMP: 32 bits with masks that overlap nothing", .fails, tag: "bmp-masks",
            bytes: bmp(
                width: 2, height: 2, bits: 32, compression: 3, pixels: [UInt8](repeating: 7, count: 16),
                masks: [0, 0, 0]))
        try corpus.add(
            "BMP: 32 bits with a mask in pieces", .fails, tag: "bmp-masks",
            bytes: bmp(
                width: 2, height: 2, bits: 32, compression: 3, pixels: [UInt8](repeating: 7, count: 16),
                masks: [0x00F0_0F00, 0xFF, 0xFF00]))
        // 4000 x 3000 from runs of 255 pixels: 94 KB of file.
        var runs: [UInt8] = []
        for _ in 0..<3000 {
            for _ in 0..<15 { runs += [255, 9] }
            runs += [175, 9, 0, 0] // 15 x 255 + 175 = 4000
        }
        try corpus.add(
            "BMP: an RLE8 bomb, 4000 x 3000 from \(runs.count + 2) bytes", .decodes, tag: "bmp-bomb",
            bytes: bmp(width: 4000, height: 3000, bits: 8, compression: 1, pixels: runs + [0, 1], palette: 256))
        try corpus.add(
            "BMP: RLE8 runs that move past the picture", .either, tag: "bmp-rle",
            bytes: bmp(
                width: 4, height: 4, bits: 8, compression: 1, pixels: [0, 2, 200, 200, 3, 1, 0, 1], palette: 256))
    }

    /// A BMP with a 40-byte header (BITFIELDS masks after it when given) and a grey palette.
    static func bmp(
        width: Int, height: Int, bits: Int, compression: Int, pixels: [UInt8], offset: Int? = nil,
        masks: [UInt32]? = nil, palette: Int = 0
    ) -> [UInt8] {
        let (le16, le32) = (LittleEndian.u16, LittleEndian.u32)
        let extra = (masks?.count ?? 0) * 4 + palette * 4
        let start = offset ?? 14 + 40 + extra
        var out = Array("BM".utf8) + le32(14 + 40 + extra + pixels.count) + le32(0) + le32(start)
        out += le32(40) + le32(width) + le32(height) + le16(1) + le16(bits) + le32(compression)
        out += le32(pixels.count) + le32(2835) + le32(2835) + le32(palette) + le32(0)
        for mask in masks ?? [] { out += le32(Int(mask)) }
        for i in 0..<palette { out += [UInt8(i), UInt8(i), UInt8(i), 0] }
        return out + pixels
    }
}
