extension HostileCorpus {
    /// Not PNGs at all, each named .png: an empty file, other formats by their first bytes,
    /// random bytes, random bytes behind a PNG signature, a signature mangled by a text-mode
    /// transfer, and a valid file's bytes in the wrong order.
    static func addForeign(to corpus: inout CorpusFolder) throws {
        try corpus.add("an empty file", .fails, tag: "empty", bytes: [])
        let ascii = { (text: String) in Array(text.utf8) }
        let formats: [(String, [UInt8])] = [
            ("JPEG (JFIF)", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + ascii("JFIF") + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
            ("JPEG (Exif)", [0xFF, 0xD8, 0xFF, 0xE1, 0x12, 0x34] + ascii("Exif") + [0, 0, 0x4D, 0x4D, 0, 0x2A]),
            ("GIF87a", ascii("GIF87a") + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3B]),
            (
                "GIF89a",
                ascii("GIF89a") + [1, 0, 1, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B]
            ),
            (
                "WebP (lossy)",
                ascii("RIFF") + [26, 0, 0, 0] + ascii("WEBPVP8 ") + [14, 0, 0, 0] + [UInt8](repeating: 0, count: 14)
            ),
            (
                "WebP (lossless)",
                ascii("RIFF") + [20, 0, 0, 0] + ascii("WEBPVP8L") + [8, 0, 0, 0, 0x2F, 0, 0, 0, 0, 0, 0, 0]
            ),
            ("BMP", ascii("BM") + [UInt8](repeating: 0, count: 60)),
            ("TIFF (little-endian)", ascii("II") + [42, 0, 8, 0, 0, 0]),
            ("TIFF (big-endian)", ascii("MM") + [0, 42, 0, 0, 0, 8]),
            ("ICO", [0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]),
            ("PDF", ascii("%PDF-1.7\n%\u{E2}\u{E3}\n")),
            ("gzip", [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            ("zip", ascii("PK") + [5, 6] + [UInt8](repeating: 0, count: 18)),
            ("ELF", [0x7F] + ascii("ELF") + [2, 1, 1, 0] + [UInt8](repeating: 0, count: 56)),
            ("SVG", ascii("<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")),
            ("HTML", ascii("<!DOCTYPE html><title>not a picture</title>\n")),
            ("UTF-16 text", [0xFF, 0xFE, 0x50, 0, 0x4E, 0, 0x47, 0]),
            ("MNG", [0x8A] + ascii("MNG") + [0x0D, 0x0A, 0x1A, 0x0A]),
            ("JNG", [0x8B] + ascii("JNG") + [0x0D, 0x0A, 0x1A, 0x0A]),
            (
                "a PNG signature alone, mangled by a text-mode transfer (CRLF to LF)",
                [0x89] + ascii("PNG") + [0x0A, 0x1A, 0x0A]
            ),
        ]
        for (words, bytes) in formats {
            try corpus.add("\(words), named .png", .fails, tag: "foreign", bytes: bytes)
        }
        let good = sampleFile(colour: .rgb, depth: 8)
        try corpus.add(
            "a valid file mangled by a text-mode transfer (CRLF to LF throughout)", .fails, tag: "foreign",
            bytes: mangled(good))
        try corpus.add("a valid file's bytes reversed", .fails, tag: "foreign", bytes: good.reversed())
        for n in 0..<20 {
            let count = 1 + corpus.below(n < 10 ? 64 : 8192)
            try corpus.add("random bytes (\(count)), named .png", .fails, tag: "random", bytes: corpus.bytes(count))
        }
        for _ in 0..<10 {
            let count = corpus.below(4096)
            try corpus.add(
                "a PNG signature and \(count) random bytes", .fails, tag: "random",
                bytes: PNGBytes.signature + corpus.bytes(count))
        }
        for _ in 0..<10 {
            let count = 1 + corpus.below(4096)
            try corpus.add(
                "signature, IHDR and \(count) random bytes", .fails, tag: "random",
                bytes: Array(good.prefix(33)) + corpus.bytes(count))
        }
    }

    /// `bytes` with every CR LF turned into LF.
    private static func mangled(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for (i, byte) in bytes.enumerated() where !(byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
            out.append(byte)
        }
        return out
    }
}
