extension HostileCorpus {
    /// Sizes at and past the limits (16384 a side, 512 MiB decoded), zero and absurd sizes,
    /// structural errors, and decompression bombs: files of about 1 MB whose zeros inflate to
    /// a gigabyte.
    static func addSizesAndBombs(to corpus: inout CorpusFolder) throws {
        let tiny = ZlibStream.stored([0, 0, 0, 0, 0])
        let sizes: [(UInt32, UInt32, String)] = [
            (0, 0, "zero by zero"), (0, 5, "zero wide"), (5, 0, "zero tall"), (16385, 1, "one over the widest"),
            (1, 16385, "one over the tallest"), (11586, 11586, "just over 512 MiB"), (1_000_000, 1, "a million wide"),
            (0x8000_0000, 1, "2^31 wide, past PNG's 2^31 - 1"), (0xFFFF_FFFF, 0xFFFF_FFFF, "4294967295 a side"),
            (100_000, 100_000, "37 GiB"),
        ]
        for (width, height, words) in sizes {
            try corpus.add(
                "rgba 8-bit header \(width) x \(height) (\(words)), a few bytes of data", .fails,
                tag: "size",
                bytes: PNGBytes.signature
                    + PNGBytes.ihdr(width: width, height: height, depth: 8, colour: .rgba)
                    + PNGBytes.chunk("IDAT", tiny) + PNGBytes.chunk("IEND"))
        }
        // Bombs: all-zero images, their data compressed about 1000 to 1.
        let bombs: [(Int, Int, PNGBytes.Colour, Int, Bool, Item.Expectation, String)] = [
            (16384, 16384, .rgba, 8, false, .fails, "1 GiB decoded: over the limit"),
            (11585, 11585, .rgba, 16, true, .decodes, "512 MiB decoded from 1 GiB of 16-bit samples in 7 passes"),
            (16384, 8192, .gray, 1, false, .decodes, "exactly 512 MiB decoded from 16 MiB of 1-bit samples"),
        ]
        for (width, height, colour, depth, interlaced, expectation, words) in bombs {
            let count = PNGBytes.scanlineBytes(
                width: width, height: height, depth: depth, colour: colour,
                interlaced: interlaced)
            let data = ZlibStream.zeros(count: count)
            try corpus.add(
                "bomb: \(colour) \(depth)-bit\(interlaced ? " Adam7" : "") \(width) x \(height), "
                    + "\(data.count) bytes of data (\(words))", expectation, tag: "bomb",
                bytes: PNGBytes.file(
                    width: width, height: height, depth: depth, colour: colour,
                    interlaced: interlaced, imageData: data))
        }
        // A small image whose data goes on for 1 GiB past its last row: libpng would inflate it
        // all to warn that there was too much.
        try corpus.add(
            "bomb: rgba 8-bit 64 x 64 whose data inflates to 1 GiB", .fails, tag: "bomb",
            bytes: PNGBytes.file(
                width: 64, height: 64, depth: 8, colour: .rgba,
                imageData: ZlibStream.zeros(count: 1 << 30)))
        // A little trailing data is tolerated.
        try corpus.add(
            "rgba 8-bit 64 x 64 whose data inflates to 64 KiB more than its rows", .decodes, tag: "bomb",
            bytes: PNGBytes.file(
                width: 64, height: 64, depth: 8, colour: .rgba,
                imageData: ZlibStream.zeros(count: 64 * 257 + (64 << 10))))
        // An image whose data stops after 3 of its 11585 rows.
        try corpus.add(
            "rgba 8-bit 11585 x 11585 with 3 rows of data", .fails, tag: "short",
            bytes: PNGBytes.file(
                width: 11585, height: 11585, depth: 8, colour: .rgba,
                imageData: ZlibStream.zeros(count: 3 * (1 + 11585 * 4))))
        try addStructural(to: &corpus)
    }

    /// Chunks missing, doubled, out of order or invalid.
    private static func addStructural(to corpus: inout CorpusFolder) throws {
        let ihdr = PNGBytes.ihdr(width: 13, height: 11, depth: 8, colour: .rgba)
        let data = ZlibStream.stored(sampleScanlines(colour: .rgba, depth: 8, interlaced: false, width: 13, height: 11))
        let idat = PNGBytes.chunk("IDAT", data), iend = PNGBytes.chunk("IEND")
        let sig = PNGBytes.signature
        let palette = PNGBytes.ihdr(width: 13, height: 11, depth: 8, colour: .palette)
        let paletteData = PNGBytes.chunk(
            "IDAT",
            ZlibStream.stored(
                sampleScanlines(colour: .palette, depth: 8, interlaced: false, width: 13, height: 11)))
        let cases: [(String, Item.Expectation, [UInt8])] = [
            ("no IHDR", .fails, sig + idat + iend),
            ("IDAT before IHDR", .fails, sig + idat + ihdr + idat + iend),
            ("two IHDRs", .fails, sig + ihdr + ihdr + idat + iend),
            ("no IDAT", .fails, sig + ihdr + iend),
            ("only the signature", .fails, sig),
            ("IHDR of 12 bytes", .fails, sig + PNGBytes.chunk("IHDR", Array(ihdr[8..<20])) + idat + iend),
            ("bit depth 3", .fails, sig + PNGBytes.chunk("IHDR", Array(ihdr[8..<16]) + [3, 6, 0, 0, 0]) + idat + iend),
            (
                "colour type 5", .fails,
                sig + PNGBytes.chunk("IHDR", Array(ihdr[8..<16]) + [8, 5, 0, 0, 0]) + idat + iend
            ),
            (
                "interlace method 2", .fails,
                sig + PNGBytes.chunk("IHDR", Array(ihdr[8..<16]) + [8, 6, 0, 0, 2]) + idat
                    + iend
            ),
            ("an unknown critical chunk", .fails, sig + ihdr + PNGBytes.chunk("CRIT", [1]) + idat + iend),
            ("a chunk type with a digit", .fails, sig + ihdr + PNGBytes.chunk("t3Xt", [1]) + idat + iend),
            ("palette image without PLTE", .fails, sig + palette + paletteData + iend),
            ("PLTE of 0 entries", .fails, sig + palette + PNGBytes.chunk("PLTE") + paletteData + iend),
            (
                "PLTE of 257 entries", .fails,
                sig + palette + PNGBytes.chunk("PLTE", [UInt8](repeating: 9, count: 771))
                    + paletteData + iend
            ),
            (
                "PLTE of 4 entries, indices up to 255", .either,
                sig + palette + PNGBytes.chunk("PLTE", [UInt8](repeating: 9, count: 12)) + paletteData + iend
            ),
            (
                "tRNS longer than the palette", .either,
                sig + palette + PNGBytes.chunk("PLTE", [UInt8](repeating: 9, count: 12))
                    + PNGBytes.chunk("tRNS", [UInt8](repeating: 1, count: 200)) + paletteData + iend
            ),
            (
                "a zlib stream of garbage", .fails,
                sig + ihdr + PNGBytes.chunk("IDAT", [0x78, 0x01] + corpus.bytes(400))
                    + iend
            ),
            (
                "a zlib header asking for a 64 KiB window", .fails,
                sig + ihdr + PNGBytes.chunk("IDAT", [0x88, 0x1C] + Array(data.dropFirst(2))) + iend
            ),
        ]
        for (words, expectation, bytes) in cases {
            try corpus.add("rgba 8-bit 13 x 11: \(words)", expectation, tag: "structure", bytes: bytes)
        }
    }
}
