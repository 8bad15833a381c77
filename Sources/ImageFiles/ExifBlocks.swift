/// Where formats other than JPEG keep their EXIF, as a TIFF structure for `ExifFacts`: a PNG's
/// eXIf chunk, a WebP's EXIF chunk, a HEIF's Exif item. Each file's chunk headers are walked
/// through `InputFile` reads, never the picture data, within `maxChunks` headers. The block is
/// the TIFF structure, after "Exif\0\0" as some writers put it in a PNG or WebP too.
enum ExifBlocks {
    /// Chunk headers walked at most before giving up: a PNG's eXIf may follow its IDAT chunks.
    static let maxChunks = 4096

    /// The EXIF TIFF structure of `file` in `format`; nil without one, or for a format that
    /// keeps it elsewhere.
    static func tiff(of file: InputFile, format: ImageFormat) -> [UInt8]? {
        switch format {
        case .png: return png(file)
        case .webp: return webp(file)
        case .heif: return (try? HEIFDecoder(file: file, limits: .default))?.exifTIFF
        default: return nil
        }
    }

    /// PNG chunks: a big-endian length, a type, the data, a CRC; eXIf holds the TIFF structure.
    private static func png(_ file: InputFile) -> [UInt8]? {
        var offset = 8
        for _ in 0..<maxChunks {
            guard offset + 8 <= file.byteCount, let head = try? file.read(at: offset, count: 8) else { return nil }
            let length = Int(head[0]) << 24 | Int(head[1]) << 16 | Int(head[2]) << 8 | Int(head[3])
            let type = String(decoding: head[4..<8], as: UTF8.self)
            if type == "eXIf" {
                guard length <= ExifFacts.maxBytes, offset + 8 + length <= file.byteCount,
                    let data = try? file.read(at: offset + 8, count: length)
                else { return nil }
                return withoutHeader(data)
            }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return nil
    }

    /// RIFF chunks after "RIFF", a size and "WEBP": a fourcc, a little-endian size, the data
    /// padded to even; EXIF holds the TIFF structure, after "Exif\0\0" as some writers put it.
    private static func webp(_ file: InputFile) -> [UInt8]? {
        var offset = 12
        for _ in 0..<maxChunks {
            guard offset + 8 <= file.byteCount, let head = try? file.read(at: offset, count: 8) else { return nil }
            let size = Int(head[4]) | Int(head[5]) << 8 | Int(head[6]) << 16 | Int(head[7]) << 24
            if String(decoding: head[0..<4], as: UTF8.self) == "EXIF" {
                guard size <= ExifFacts.maxBytes, offset + 8 + size <= file.byteCount,
                    let data = try? file.read(at: offset + 8, count: size)
                else { return nil }
                return withoutHeader(data)
            }
            offset += 8 + size + size % 2
        }
        return nil
    }

    /// `data` without the "Exif\0\0" a JPEG's APP1 begins with, where a writer put it.
    private static func withoutHeader(_ data: [UInt8]) -> [UInt8] {
        data.starts(with: Array("Exif\0\0".utf8)) ? Array(data.dropFirst(6)) : data
    }
}
