/// The formats ImageFile reads, told apart by a file's first bytes (its magic number), never by
/// its name: a JPEG called `x.png` is read as the JPEG it is.
enum ImageFormat: CaseIterable {
    case png, jpeg, webp, tiff, bmp, heif, jxl, gif

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
        // An ISO media file's "ftyp" box (any length) and a HEIF major brand: HEVC images and
        // sequences, AV1 ones, and the codec-neutral mif1/msf1 (ISO 23008-12, AV1 Image File
        // Format).
        case .heif:
            ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"].map {
                [nil, nil, nil, nil] + Array("ftyp".utf8) + Array($0.utf8)
            }
        case .gif: [Array("GIF87a".utf8), Array("GIF89a".utf8)]
        // A bare codestream, or the container's signature box (ISO 18181-2).
        case .jxl: [[0xFF, 0x0A], [0, 0, 0, 0x0C] + Array("JXL ".utf8) + [0x0D, 0x0A, 0x87, 0x0A]]
        }
    }

    /// Whether `bytes`, a file's first bytes, start with `magic`. A file shorter than the magic
    /// matches when all it has does, so that format's reader reports it truncated.
    /// A file must reach the magic's first fixed byte, so that a 3-byte file is not a HEIF's
    /// box length.
    private static func matches(_ bytes: [UInt8], _ magic: [UInt8?]) -> Bool {
        guard let firstFixed = magic.firstIndex(where: { $0 != nil }), bytes.count > firstFixed else { return false }
        return zip(magic, bytes).allSatisfy { expected, byte in expected.map { $0 == byte } ?? true }
    }
}
