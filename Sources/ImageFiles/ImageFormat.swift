/// The formats ImageFile reads, told apart by a file's first bytes (its magic number), never by
/// its name: a JPEG called `x.png` is read as the JPEG it is.
enum ImageFormat: CaseIterable {
    case png, jpeg, webp, tiff, bmp

    /// Bytes that tell every format apart: WebP's "RIFF", a 4-byte length, "WEBP".
    static let magicCount = 12

    /// The format of the open `file`; `.notAnImage` when it is none of them.
    init(of file: InputFile) throws(ImageFileError) {
        let bytes = try file.peek(ImageFormat.magicCount)
        guard let format = ImageFormat.allCases.first(where: { $0.magics.contains { ImageFormat.matches(bytes, $0) } })
        else {
            throw ImageFileError(path: file.path, reason: .notAnImage)
        }
        self = format
    }

    /// The magic numbers; nil stands for any byte (a RIFF file's length).
    private var magics: [[UInt8?]] {
        switch self {
        case .png: [PNGHeader.signature]
        case .jpeg: [[0xFF, 0xD8, 0xFF]] // SOI, then the first marker's 0xFF
        case .webp: [Array("RIFF".utf8) + [nil, nil, nil, nil] + Array("WEBP".utf8)]
        // Little- and big-endian, classic and BigTIFF (43).
        case .tiff: [[0x49, 0x49, 42, 0], [0x4D, 0x4D, 0, 42], [0x49, 0x49, 43, 0], [0x4D, 0x4D, 0, 43]]
        case .bmp: [Array("BM".utf8)]
        }
    }

    /// Whether `bytes`, a file's first bytes, start with `magic`. A file shorter than the magic
    /// matches when all it has does, so that format's reader reports it truncated.
    private static func matches(_ bytes: [UInt8], _ magic: [UInt8?]) -> Bool {
        zip(magic, bytes).allSatisfy { expected, byte in expected.map { $0 == byte } ?? true }
    }
}
