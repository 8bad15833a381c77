extension HostileCorpus {
    /// TIFFs made here, each named .png (the reader goes by the first bytes): a valid one, the
    /// same cut short, lying about its size or its strip, a deflate bomb within the limits, and
    /// sample layouts libtiff may or may not take.
    static func addTIFF(to corpus: inout CorpusFolder) throws {
        let valid = tiff(width: 16, height: 8)
        try corpus.add("TIFF: 16 x 8 RGB, one uncompressed strip", .decodes, tag: "tiff", bytes: valid)
        for cut in [4, 9, 100, 390, valid.count - 20] {
            try corpus.add(
                "TIFF: the 16 x 8 one cut at \(cut) bytes", .fails, tag: "tiff-cut", bytes: Array(valid.prefix(cut)))
        }
        // Only the next directory's offset lost: libtiff may do without it.
        try corpus.add(
            "TIFF: the 16 x 8 one without its last byte", .either, tag: "tiff-cut", bytes: Array(valid.dropLast()))
        try corpus.add(
            "TIFF: claiming 100000 x 100000", .fails, tag: "tiff-huge",
            bytes: tiff(width: 16, height: 8, claimed: (100_000, 100_000)))
        try corpus.add(
            "TIFF: 0 pixels wide", .fails, tag: "tiff-zero", bytes: tiff(width: 16, height: 8, claimed: (0, 8)))
        try corpus.add(
            "TIFF: its strip past the end of the file", .fails, tag: "tiff-strip",
            bytes: tiff(width: 16, height: 8, stripOffset: 1 << 30))
        try corpus.add(
            "TIFF: its strip claiming 3 GB", .either, tag: "tiff-strip",
            bytes: tiff(width: 16, height: 8, stripBytes: 3_000_000_000))
        try corpus.add(
            "TIFF: 3 bits a sample", .either, tag: "tiff-bits", bytes: tiff(width: 16, height: 8, bitsPerSample: 3))
        // 4000 x 3000 black in deflate: 36 MB of samples from 36 KB of file.
        let zeros = ZlibStream.zeros(count: 4000 * 3000 * 3)
        try corpus.add(
            "TIFF: a deflate bomb, 4000 x 3000 black from \(zeros.count) bytes", .decodes, tag: "tiff-bomb",
            bytes: tiff(width: 4000, height: 3000, compression: 8, data: zeros))
    }

    /// A little-endian RGB TIFF, 8 bits a sample, one strip (`data`, else uncompressed noise-free
    /// samples), its directory after the strip; `claimed` and the strip's fields may lie.
    static func tiff(
        width: Int, height: Int, claimed: (Int, Int)? = nil, bitsPerSample: Int = 8, compression: Int = 1,
        stripOffset: Int? = nil, stripBytes: Int? = nil, data: [UInt8]? = nil
    ) -> [UInt8] {
        let samples = data ?? (0..<width * height * 3).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let (le16, le32) = (LittleEndian.u16, LittleEndian.u32)
        func entry(_ tag: Int, short value: Int) -> [UInt8] { le16(tag) + le16(3) + le32(1) + le16(value) + [0, 0] }
        func entry(_ tag: Int, long value: Int) -> [UInt8] { le16(tag) + le16(4) + le32(1) + le32(value) }
        let size = claimed ?? (width, height)
        var ifd = le16(9)
        ifd += entry(256, long: size.0) + entry(257, long: size.1) + entry(258, short: bitsPerSample)
        ifd += entry(259, short: compression) + entry(262, short: 2) + entry(273, long: stripOffset ?? 8)
        ifd += entry(277, short: 3) + entry(278, long: size.1) + entry(279, long: stripBytes ?? samples.count)
        ifd += le32(0)
        return [0x49, 0x49, 42, 0] + le32(8 + samples.count) + samples + ifd
    }
}
