internal import CPNGRead

/// A PNG's text entries (tEXt, zTXt, iTXt) read by walking its chunk headers from the
/// signature to the first IDAT, by offset (the stream's position is left alone), without
/// libpng and without touching the image data: a thumbnail's keys cost a few small reads.
///
/// Text after the image data is not read: a file with its keys only there would be valid to
/// GNOME and absent here. Every writer of thumbnails we know puts its text before IDAT
/// (gdk-pixbuf and Qt hand it to libpng before png_write_info, which writes it there), and
/// gdk-pixbuf's incremental loader reads no further either; but GLib's own check
/// (gio/thumbnail-verify.c) walks on past IDAT while it lacks a key, and gnome-desktop checks
/// the keys gdk-pixbuf's whole-file loader gives, which reads the text after the image too
/// (png_read_end).
///
/// Bounded, whatever the file says: at most `maxChunks` chunks before IDAT, a text chunk of
/// more than `maxChunkBytes` (or one inflating past that) skipped, at most `maxTextBytes` of
/// text chunks read in all; a chunk whose CRC does not match is skipped, as libpng skips a
/// damaged ancillary chunk. A length past 2^31 - 1 or a file cut short ends the walk with the
/// entries found so far.
enum PNGTextReader {
    static let maxChunks = 256
    static let maxChunkBytes = 64 << 10
    static let maxTextBytes = 1 << 20

    static func entries(of file: InputFile) throws(ImageFileError) -> [PNGText] {
        let signature = try file.peek(PNGHeader.signature.count)
        guard signature == PNGHeader.signature else {
            // The words `read` would have (PNGHeader.check).
            let cut = signature.count < PNGHeader.signature.count && PNGHeader.signature.starts(with: signature)
            throw ImageFileError(path: file.path, reason: signature.isEmpty ? .empty : cut ? .truncated : .notPNG)
        }
        var entries: [PNGText] = []
        var (offset, textBytes) = (PNGHeader.signature.count, 0)
        for _ in 0..<maxChunks {
            let header = try file.read(at: offset, count: 8)
            guard header.count == 8 else { break }
            let length = PNGHeader.bigEndian(header, at: 0)
            let type = String(decoding: header[4..<8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, type != "IDAT", type != "IEND" else { break }
            if ["tEXt", "zTXt", "iTXt"].contains(type), length <= maxChunkBytes, textBytes + length <= maxTextBytes {
                let body = try file.read(at: offset + 4, count: length + 8) // type, data, CRC
                guard body.count == length + 8 else { break }
                textBytes += length
                if PNGHeader.crc32(body[0..<4 + length]) == PNGHeader.bigEndian(body, at: 4 + length),
                    let entry = decode(type, Array(body[4..<4 + length]))
                {
                    entries.append(entry)
                }
            }
            offset += 12 + length
        }
        return entries
    }

    /// The entry a text chunk's data holds, nil when it is malformed: no keyword or one longer
    /// than 79 bytes, an unknown compression, a stream that does not inflate, iTXt text that is
    /// not UTF-8.
    static func decode(_ type: String, _ data: [UInt8]) -> PNGText? {
        guard let end = data.firstIndex(of: 0), (1...79).contains(end) else { return nil }
        let keyword = PNGText.string(latin1: data[..<end])
        let rest = data[(end + 1)...]
        switch type {
        case "tEXt":
            return PNGText(keyword, PNGText.string(latin1: rest))
        case "zTXt":
            guard rest.first == 0, let text = inflate(rest.dropFirst()) else { return nil }
            return PNGText(keyword, PNGText.string(latin1: text))
        default: // iTXt: compression flag and method, language tag, translated keyword, UTF-8
            guard rest.count >= 2, rest.first! <= 1, rest.dropFirst().first == 0 else { return nil }
            let compressed = rest.first == 1
            let tags = rest.dropFirst(2)
            guard let language = tags.firstIndex(of: 0),
                let translated = tags[(language + 1)...].firstIndex(of: 0)
            else { return nil }
            let stored = tags[(translated + 1)...]
            guard let bytes = compressed ? inflate(stored) : Array(stored),
                let text = String(validating: bytes, as: UTF8.self)
            else { return nil }
            return PNGText(keyword, text)
        }
    }

    /// A zlib stream inflated within `maxChunkBytes`, nil if it does not inflate whole there.
    private static func inflate(_ compressed: ArraySlice<UInt8>) -> [UInt8]? {
        var text = [UInt8](repeating: 0, count: maxChunkBytes)
        var written = 0
        let whole = Array(compressed).withUnsafeBufferPointer { input in
            text.withUnsafeMutableBufferPointer { output in
                cpng_inflate_text(input.baseAddress, input.count, output.baseAddress, output.count, &written)
            }
        }
        return whole == 1 ? Array(text[..<written]) : nil
    }
}
