extension ExifOrientation {
    /// The orientation an APP1 segment's payload (the bytes after its length) states, or nil when
    /// it is not Exif, has no Orientation tag in IFD0, or is cut short or malformed anywhere:
    /// every offset is checked against the payload, so a hostile segment is ignored, not trusted.
    ///
    /// Layout: "Exif\0\0", then a TIFF header ("II" little-endian or "MM" big-endian, 42, the
    /// offset of IFD0), then IFD0: an entry count and 12-byte entries (tag, type, count, value).
    init?(exifPayload payload: ArraySlice<UInt8>) {
        let bytes = Array(payload)
        let tiff = 6
        guard bytes.starts(with: Array("Exif".utf8) + [0, 0]), bytes.count >= tiff + 8 else { return nil }
        let littleEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        /// The `count`-byte unsigned integer at `offset` from the TIFF header's start, if inside.
        func number(at offset: Int, count: Int) -> Int? {
            let start = tiff + offset
            guard offset >= 0, start <= bytes.count - count else { return nil }
            let field = bytes[start..<start + count]
            return (littleEndian ? field.reversed() : Array(field)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(at: 2, count: 2) == 42, let ifd = number(at: 4, count: 4),
            let entryCount = number(at: ifd, count: 2)
        else { return nil }
        // A count past the payload's end stops at the entries that are there.
        for entry in 0..<min(entryCount, bytes.count / 12) {
            let at = ifd + 2 + entry * 12
            guard let tag = number(at: at, count: 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type 3 is SHORT, the tag's type; some writers use 4 (LONG). Count 1, value inline.
            let type = number(at: at + 2, count: 2)
            guard number(at: at + 4, count: 4) == 1, type == 3 || type == 4,
                let value = number(at: at + 8, count: type == 3 ? 2 : 4)
            else { return nil }
            self.init(rawValue: value)
            return
        }
        return nil
    }
}
