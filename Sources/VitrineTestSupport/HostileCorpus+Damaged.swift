import Raster

extension HostileCorpus {
    /// Valid files damaged: cut at every chunk boundary (and one byte either side of it, and
    /// inside each chunk header) and at random offsets, single bits flipped at random, each
    /// chunk's CRC broken, each chunk's length replaced by a lie, and the 44-byte files whose
    /// one chunk claims 2 GB.
    static func addDamaged(to corpus: inout CorpusFolder) throws {
        let bases: [(String, [UInt8])] = [
            ("photo 64 x 48 (PNGFile.write)", try written(SyntheticInputs.photo(width: 64, height: 48))),
            ("sprite 256 x 256 (PNGFile.write)", try written(SyntheticInputs.sprite())),
            (
                "rgba 16-bit Adam7 13 x 11 with gAMA and tEXt",
                sampleFile(
                    colour: .rgba, depth: 16, interlaced: true,
                    extra: [
                        PNGBytes.chunk("gAMA", ZlibStream.bigEndian(45455)),
                        PNGBytes.chunk("tEXt", Array("Title\0x".utf8)),
                    ])
            ),
            (
                "palette 2-bit with tRNS",
                sampleFile(colour: .palette, depth: 2, extra: [PNGBytes.chunk("tRNS", [9, 200])])
            ),
        ]
        for (name, file) in bases {
            try addCuts(of: file, name: name, to: &corpus)
            try addFlips(of: file, name: name, to: &corpus)
            try addBrokenChunks(of: file, name: name, to: &corpus)
        }
        try addClaims(to: &corpus)
    }

    /// The offset just past the last IDAT's CRC: libpng needs the file up to there, no further.
    private static func imageEnd(of file: [UInt8]) -> Int {
        PNGBytes.chunks(of: file).last { $0.type == "IDAT" }!.end
    }

    private static func addCuts(of file: [UInt8], name: String, to corpus: inout CorpusFolder) throws {
        var lengths = Set<Int>([0, 1, 7, 8])
        for chunk in PNGBytes.chunks(of: file) {
            for offset in [-1, 0, 1, 4, 8, chunk.end - chunk.start - 4, chunk.end - chunk.start - 1] {
                lengths.insert(chunk.start + offset)
            }
        }
        for _ in 0..<12 { lengths.insert(corpus.below(file.count)) }
        let end = imageEnd(of: file)
        for length in lengths.sorted() where length >= 0 && length < file.count {
            try corpus.add(
                "\(name) cut at \(length) of \(file.count) bytes", length >= end ? .decodes : .fails,
                tag: "cut", bytes: Array(file.prefix(length)))
        }
    }

    private static func addFlips(of file: [UInt8], name: String, to corpus: inout CorpusFolder) throws {
        let chunks = PNGBytes.chunks(of: file)
        let end = imageEnd(of: file)
        for _ in 0..<25 {
            let index = corpus.below(file.count)
            let bit = corpus.below(8)
            var damaged = file
            damaged[index] ^= 1 << bit
            // CRCs catch any damage to the type, data or CRC of a chunk libpng must read; a
            // flipped length may still leave a chunk libpng skips; past the image data nothing
            // is read.
            let expectation: Item.Expectation
            if index < 8 {
                expectation = .fails
            } else if index >= end {
                expectation = .decodes
            } else if let chunk = chunks.first(where: { $0.start <= index && index < $0.end }),
                index >= chunk.start + 4, chunk.type.first!.isUppercase
            {
                expectation = .fails
            } else {
                expectation = .either
            }
            try corpus.add("\(name), bit \(bit) of byte \(index) flipped", expectation, tag: "flip", bytes: damaged)
        }
    }

    private static func addBrokenChunks(of file: [UInt8], name: String, to corpus: inout CorpusFolder) throws {
        let end = imageEnd(of: file)
        for (n, chunk) in PNGBytes.chunks(of: file).enumerated() {
            var damaged = file
            damaged[chunk.end - 1] ^= 0xFF
            // libpng refuses a bad CRC in a critical chunk and skips an ancillary chunk with one.
            let critical = chunk.type.first!.isUppercase && chunk.end <= end
            try corpus.add(
                "\(name), chunk \(n) (\(chunk.type)) with a bad CRC", critical ? .fails : .decodes,
                tag: "crc", bytes: damaged)
            let length = UInt32(chunk.end - chunk.start - 12)
            for lie: UInt32 in [0x7FFF_FFFF, 0xFFFF_FFFF, length + 1, length &- 1, 0] where lie != length {
                var lying = file
                lying.replaceSubrange(chunk.start..<chunk.start + 4, with: ZlibStream.bigEndian(lie))
                try corpus.add(
                    "\(name), chunk \(n) (\(chunk.type)) claiming \(lie) bytes, not \(length)",
                    chunk.start >= end ? .decodes : .either, tag: "lie", bytes: lying)
            }
        }
    }

    /// Signature, IHDR, and the header of one chunk claiming 2^31 - 1 bytes, then 3 bytes: 44
    /// bytes that once made libpng allocate and zero 2 GB (tEXt, zTXt, iTXt, sPLT).
    private static func addClaims(to corpus: inout CorpusFolder) throws {
        let start = PNGBytes.signature + PNGBytes.ihdr(width: 7, height: 5, depth: 8, colour: .rgba)
        for type in [
            "tEXt", "zTXt", "iTXt", "sPLT", "iCCP", "eXIf", "pCAL", "sCAL", "hIST", "tRNS", "PLTE", "IDAT",
            "prVt", "IEND",
        ] {
            try corpus.add(
                "44 bytes: a \(type) chunk claiming 2 GB", .fails, tag: "claim",
                bytes: start + ZlibStream.bigEndian(0x7FFF_FFFF) + Array(type.utf8) + [1, 2, 3])
        }
        // The same claim followed by 8 MiB of real data, so the read gets far before it fails.
        let long = [UInt8](repeating: 0x20, count: 8 << 20)
        try corpus.add(
            "a tEXt chunk claiming 2 GB, 8 MiB there", .fails, tag: "claim",
            bytes: start + ZlibStream.bigEndian(0x7FFF_FFFF) + Array("tEXt".utf8) + long)
    }
}
