/// Text chunks built and read byte by byte, apart from ImageFiles' own reader and writer, so a
/// test of either checks it against the PNG specification rather than against itself.
extension PNGBytes {
    /// A tEXt chunk: keyword, NUL, text, both Latin-1 (each scalar one byte; those past U+00FF
    /// are the caller's mistake and trap).
    public static func tEXt(_ keyword: String, _ text: String) -> [UInt8] {
        chunk("tEXt", latin1(keyword) + [0] + latin1(text))
    }

    /// A zTXt chunk: keyword, NUL, compression method 0, the text (Latin-1) as a zlib stream
    /// (`compressed`, else stored blocks).
    public static func zTXt(_ keyword: String, _ text: String, compressed: [UInt8]? = nil) -> [UInt8] {
        chunk("zTXt", latin1(keyword) + [0, 0] + (compressed ?? ZlibStream.stored(latin1(text))))
    }

    /// An iTXt chunk: keyword, NUL, compression flag and method, language tag "en", NUL, a
    /// translated keyword, NUL, the text as UTF-8 (in stored zlib blocks when `compressed`).
    public static func iTXt(_ keyword: String, _ text: String, compressed: Bool = false) -> [UInt8] {
        let utf8 = Array(text.utf8)
        return chunk(
            "iTXt",
            latin1(keyword) + [0, compressed ? 1 : 0, 0] + Array("en".utf8) + [0] + Array(keyword.utf8) + [0]
                + (compressed ? ZlibStream.stored(utf8) : utf8))
    }

    /// Each tEXt chunk of `file` in file order: its keyword and text read as Latin-1, and
    /// whether its CRC matches; a chunk without the NUL separator gives an empty text.
    public static func textChunks(of file: [UInt8]) -> [(keyword: String, text: String, crcMatches: Bool)] {
        chunks(of: file).filter { $0.type == "tEXt" && $0.end <= file.count }.map { chunk in
            let data = Array(file[chunk.start + 8..<chunk.end - 4])
            let stored = file[chunk.end - 4..<chunk.end].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let split = data.firstIndex(of: 0) ?? data.count
            let text = split < data.count ? Array(data[(split + 1)...]) : []
            return (
                fromLatin1(Array(data[..<split])), fromLatin1(text),
                stored == crc32(Array(file[chunk.start + 4..<chunk.end - 4]))
            )
        }
    }

    private static func latin1(_ string: String) -> [UInt8] { string.unicodeScalars.map { UInt8($0.value) } }

    private static func fromLatin1(_ bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
