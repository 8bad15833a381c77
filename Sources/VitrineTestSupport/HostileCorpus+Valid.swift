import Foundation
import ImageFiles
import Raster

extension HostileCorpus {
    /// Well-formed files: every colour type and depth, plain and Adam7; tRNS, gAMA, sRGB; sizes
    /// at the edges of the limits; image data in hundreds of chunks; and ancillary chunks a
    /// reader must skip unharmed: megabytes of text, zTXt, iTXt and iCCP that inflate to
    /// 256 MiB, an APNG's animation chunks.
    static func addValid(to corpus: inout CorpusFolder) throws {
        for colour in PNGBytes.Colour.allCases {
            for depth in colour.depths {
                for interlaced in [false, true] {
                    try corpus.add(
                        "\(colour) \(depth)-bit\(interlaced ? " Adam7" : "") 13 x 11", .decodes, tag: "valid",
                        bytes: sampleFile(colour: colour, depth: depth, interlaced: interlaced))
                }
            }
        }
        let transparency: [(PNGBytes.Colour, Int, [UInt8])] = [
            (.gray, 8, [0, 77]), (.rgb, 16, [1, 2, 3, 4, 5, 6]), (.palette, 4, [0, 128, 255, 3]),
        ]
        for (colour, depth, trns) in transparency {
            try corpus.add(
                "\(colour) \(depth)-bit with tRNS", .decodes, tag: "valid",
                bytes: sampleFile(colour: colour, depth: depth, extra: [PNGBytes.chunk("tRNS", trns)]))
        }
        // gAMA 1.0 on 16-bit samples makes libpng build its largest gamma tables.
        let colourChunks: [(String, [UInt8])] = [
            ("gAMA 1.0", PNGBytes.chunk("gAMA", ZlibStream.bigEndian(100_000))),
            ("gAMA 0.45455", PNGBytes.chunk("gAMA", ZlibStream.bigEndian(45455))),
            ("gAMA 0 (invalid)", PNGBytes.chunk("gAMA", ZlibStream.bigEndian(0))),
            ("sRGB", PNGBytes.chunk("sRGB", [0])),
        ]
        for (words, chunk) in colourChunks {
            try corpus.add(
                "rgba 16-bit Adam7 with \(words)", .decodes, tag: "valid",
                bytes: sampleFile(colour: .rgba, depth: 16, interlaced: true, extra: [chunk]))
        }
        try addWritten(to: &corpus)
        try addEdgeSizes(to: &corpus)
        try addAncillary(to: &corpus)
    }

    /// Files written by libpng (PNGFile.write): its own filters and compression.
    private static func addWritten(to corpus: inout CorpusFolder) throws {
        for (words, surface) in [
            ("photo 64 x 48", SyntheticInputs.photo(width: 64, height: 48)),
            ("sprite 256 x 256", SyntheticInputs.sprite()),
        ] {
            try corpus.add("\(words) (PNGFile.write)", .decodes, tag: "valid", bytes: written(surface))
        }
    }

    private static func addEdgeSizes(to corpus: inout CorpusFolder) throws {
        let sizes: [(Int, Int, PNGBytes.Colour, Int, Bool)] = [
            (1, 1, .gray, 1, false), (1, 1, .rgba, 16, true), (2, 2, .palette, 1, true),
            (16384, 1, .rgba, 8, false), // the widest image allowed
            (1, 16384, .gray, 8, false), // the tallest: 64 bytes a row after padding, 16 times its pixels
            (16384, 3, .rgba, 16, true),
        ]
        for (width, height, colour, depth, interlaced) in sizes {
            try corpus.add(
                "\(colour) \(depth)-bit\(interlaced ? " Adam7" : "") \(width) x \(height)", .decodes,
                tag: "edge",
                bytes: sampleFile(
                    colour: colour, depth: depth, interlaced: interlaced,
                    width: width, height: height))
        }
        // The image data in one chunk a byte, with empty IDAT chunks between.
        let data = ZlibStream.stored(sampleScanlines(colour: .rgba, depth: 8, interlaced: false, width: 13, height: 11))
        var file = PNGBytes.signature + PNGBytes.ihdr(width: 13, height: 11, depth: 8, colour: .rgba)
        for byte in data { file += PNGBytes.chunk("IDAT", [byte]) + PNGBytes.chunk("IDAT") }
        try corpus.add(
            "rgba 8-bit, \(2 * data.count) IDAT chunks of 1 and 0 bytes", .decodes, tag: "valid",
            bytes: file + PNGBytes.chunk("IEND"))
        // Every pixel is there; IEND is not, and then there is junk after IEND.
        let good = sampleFile(colour: .rgb, depth: 8)
        try corpus.add("rgb 8-bit without IEND", .decodes, tag: "valid", bytes: Array(good.dropLast(12)))
        try corpus.add(
            "rgb 8-bit, 1000 random bytes after IEND", .decodes, tag: "valid",
            bytes: good + corpus.bytes(1000))
    }

    private static func addAncillary(to corpus: inout CorpusFolder) throws {
        let bomb = ZlibStream.zeros(count: 256 << 20) // 256 MiB of zeros in 260 KB
        let text = [UInt8](repeating: 0x41, count: 8 << 20)
        let chunks: [(String, [UInt8])] = [
            ("an 8 MiB tEXt", PNGBytes.chunk("tEXt", Array("Comment".utf8) + [0] + text)),
            ("a zTXt inflating to 256 MiB", PNGBytes.chunk("zTXt", Array("Comment".utf8) + [0, 0] + bomb)),
            ("an iTXt inflating to 256 MiB", PNGBytes.chunk("iTXt", Array("Comment".utf8) + [0, 1, 0, 0, 0] + bomb)),
            ("an iCCP inflating to 256 MiB", PNGBytes.chunk("iCCP", Array("icc".utf8) + [0, 0] + bomb)),
            (
                "a 1.5 MiB sPLT",
                PNGBytes.chunk("sPLT", Array("p".utf8) + [0, 8] + [UInt8](repeating: 7, count: 6 << 18))
            ),
            ("a 1 MiB private chunk", PNGBytes.chunk("prVt", [UInt8](repeating: 1, count: 1 << 20))),
            ("an eXIf of garbage", PNGBytes.chunk("eXIf", corpus.bytes(300))),
            ("3000 tEXt chunks", (0..<3000).flatMap { i in PNGBytes.chunk("tEXt", Array("k\(i)".utf8) + [0, 65]) }),
            (
                "an APNG's acTL and fcTL",
                PNGBytes.chunk("acTL", [0, 0, 0, 2, 0, 0, 0, 0])
                    + PNGBytes.chunk("fcTL", [UInt8](repeating: 0, count: 26))
            ),
        ]
        for (words, chunk) in chunks {
            try corpus.add(
                "rgba 8-bit with \(words)", .decodes, tag: "chunks",
                bytes: sampleFile(colour: .rgba, depth: 8, extra: [chunk]))
        }
    }

    // MARK: Building blocks, shared with the other parts

    /// A well-formed file with seeded samples, its image data in stored deflate blocks.
    static func sampleFile(
        colour: PNGBytes.Colour, depth: Int, interlaced: Bool = false, width: Int = 13,
        height: Int = 11, extra: [[UInt8]] = []
    ) -> [UInt8] {
        let data = sampleScanlines(colour: colour, depth: depth, interlaced: interlaced, width: width, height: height)
        return PNGBytes.file(
            width: width, height: height, depth: depth, colour: colour, interlaced: interlaced,
            extra: extra, imageData: ZlibStream.stored(data), idatChunks: 2)
    }

    static func sampleScanlines(colour: PNGBytes.Colour, depth: Int, interlaced: Bool, width: Int, height: Int)
        -> [UInt8]
    {
        PNGBytes.scanlines(width: width, height: height, depth: depth, colour: colour, interlaced: interlaced) {
            x, y, c in (x &* 37 &+ y &* 101 &+ c &* 53 &+ 11) &* 2_654_435_761 >> 7
        }
    }

    /// What PNGFile.write makes of `surface`, read back as bytes.
    static func written(_ surface: Surface) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "/hostile-corpus-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).png"
        defer { unlink(path) }
        try PNGFile.write(surface, to: path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
