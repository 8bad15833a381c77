/// What a JPEG's marker segments say before its image data: the size from the frame header
/// (SOFn), the EXIF orientation, whether it is progressive and how its colour is stored. Read
/// segment by segment from the file, skipping each by its length, so finding the size costs a
/// few small reads whatever the file's size, and an oversized image is refused before the file
/// is read into memory.
///
/// Only what libjpeg-turbo would accept too is trusted: a walk that meets anything unusual (a
/// missing marker, a bad length, the scan before the frame header) gives up, and the decoder
/// asks libjpeg-turbo instead, whose words then go into the error.
struct JPEGHeader: Equatable {
    /// As stored, before the orientation is applied.
    var width: Int
    var height: Int
    var orientation: ExifOrientation
    /// SOF2, SOF6, SOF10, SOF14: libjpeg holds every DCT coefficient of the image while decoding.
    var progressive: Bool
    /// Coefficient blocks in the image, over all components (each 64 coefficients of 2 bytes).
    var blocks: Int
    var components: Int
    /// An Adobe APP14 segment: a CMYK file's samples are then stored inverted (Photoshop's way).
    var adobe: Bool
    /// Bits a sample: 8, or 12 (and 16 for lossless) where an encoder chose more.
    var precision: Int
    /// The embedded ICC profile (APP2 "ICC_PROFILE" segments, joined in order), when whole.
    var iccProfile: [UInt8]? = nil

    /// Upright size: width and height swapped for a transposing orientation.
    var uprightWidth: Int { orientation.swapsSides ? height : width }
    var uprightHeight: Int { orientation.swapsSides ? width : height }

    /// Segments walked before giving up. Photos have under 20 before the frame header; the cap
    /// keeps a file of millions of empty segments from costing millions of reads.
    static let maxSegments = 1024

    /// Markers a JPEG's header may begin with after SOI: SOFn, DHT, DAC (C0-CF), DQT, DNL, DRI,
    /// DHP, EXP (DB-DF), APPn (E0-EF), JPGn (F0-FD), COM (FE).
    static func opensAHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) || (0xDB...0xFE).contains(marker)
    }

    /// The header of the JPEG `file` (which starts FF D8 FF). Throws `.truncated` when the file
    /// ends before the frame header and `.tooLarge` for a size over `limits`; nil when the walk
    /// meets something it does not follow.
    static func read(from file: InputFile, limits: DecodeLimits) throws(ImageFileError) -> JPEGHeader? {
        var offset = 2 // past SOI
        var orientation: ExifOrientation?
        var adobe = false
        var profile = ICCChunks()
        for _ in 0..<maxSegments {
            let head = try file.read(at: offset, count: 4)
            guard head.count == 4 else {
                throw ImageFileError(path: file.path, reason: .truncated, detail: "it ends before the frame header")
            }
            guard head[0] == 0xFF else { return nil }
            let marker = head[1]
            // Fill bytes (FF FF ...) may pad before a marker.
            if marker == 0xFF {
                offset += 1
                continue
            }
            // The first segment after SOI is one a JPEG's header has (a table, APPn, COM, a
            // frame header) or the bytes behind the signature are not JPEG at all.
            if offset == 2, !JPEGHeader.opensAHeader(marker) {
                throw ImageFileError(
                    path: file.path, reason: .notAnImage, detail: "its bytes after the JPEG signature are not JPEG")
            }
            let length = Int(head[2]) << 8 | Int(head[3])
            guard length >= 2, ![0x01, 0xD8, 0xD9, 0xDA].contains(marker), !(0xD0...0xD7).contains(marker) else {
                return nil // standalone markers, SOS or EOI before the frame: libjpeg-turbo judges
            }
            let payload = { () throws(ImageFileError) -> [UInt8] in
                let bytes = try file.read(at: offset + 4, count: length - 2)
                guard bytes.count == length - 2 else {
                    throw ImageFileError(path: file.path, reason: .truncated, detail: "it ends before the frame header")
                }
                return bytes
            }
            if marker == 0xE1, orientation == nil {
                orientation = ExifOrientation(exifPayload: try payload()[...])
            } else if marker == 0xE2 {
                profile.add(try payload())
            } else if marker == 0xEE {
                let isAdobe = try payload().starts(with: Array("Adobe".utf8))
                adobe = adobe || isAdobe
            } else if isFrameHeader(marker) {
                guard var header = frame(try payload(), marker: marker) else { return nil }
                (header.orientation, header.adobe, header.iccProfile) = (orientation ?? .topLeft, adobe, profile.joined)
                // Both the stored and the upright surface are allocated.
                guard limits.allow(width: header.width, height: header.height),
                    limits.allow(width: header.uprightWidth, height: header.uprightHeight)
                else { throw limits.refusal(path: file.path, width: header.uprightWidth, height: header.uprightHeight) }
                return header
            }
            offset += 2 + length
        }
        return nil
    }

    /// SOF0 to SOF15 but for DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }

    /// The frame header's fields: precision, height, width, then per component its id, sampling
    /// factors (4 bits each) and table. Nil for a height of 0 (DNL, which libjpeg-turbo refuses)
    /// or a component list cut short.
    private static func frame(_ bytes: [UInt8], marker: UInt8) -> JPEGHeader? {
        guard bytes.count >= 6 else { return nil }
        let height = Int(bytes[1]) << 8 | Int(bytes[2])
        let width = Int(bytes[3]) << 8 | Int(bytes[4])
        let components = Int(bytes[5])
        guard width > 0, height > 0, components > 0, bytes.count >= 6 + 3 * components else { return nil }
        let factors: [UInt8] = (0..<components).map { bytes[7 + 3 * $0] }
        let horizontal = factors.map { Int($0 >> 4) }, vertical = factors.map { Int($0 & 15) }
        let maxH = horizontal.max() ?? 0, maxV = vertical.max() ?? 0
        guard maxH > 0, maxV > 0 else { return nil }
        // Each component covers ceil(side * factor / max factor) samples, in 8 x 8 blocks.
        var blocks = 0
        for (h, v) in zip(horizontal, vertical) {
            let columns = (width * h + maxH - 1) / maxH, rows = (height * v + maxV - 1) / maxV
            blocks += (columns + 7) / 8 * ((rows + 7) / 8)
        }
        return JPEGHeader(
            width: width, height: height, orientation: .topLeft,
            progressive: [0xC2, 0xC6, 0xCA, 0xCE].contains(marker), blocks: blocks,
            components: components, adobe: false, precision: Int(bytes[0]))
    }
}

/// An ICC profile as a JPEG carries it: in APP2 segments of "ICC_PROFILE\0", a sequence number
/// (from 1) and the count, then up to 65519 bytes each (ICC.1, annex B.4).
struct ICCChunks {
    private var chunks: [Int: ArraySlice<UInt8>] = [:]
    private var count = 0
    private var bytes = 0

    mutating func add(_ payload: [UInt8]) {
        let tag = Array("ICC_PROFILE".utf8) + [0]
        guard payload.count > 14, payload.starts(with: tag) else { return }
        let (sequence, total) = (Int(payload[12]), Int(payload[13]))
        guard sequence >= 1, sequence <= total, count == 0 || count == total, chunks[sequence] == nil else { return }
        count = total
        chunks[sequence] = payload[14...]
        bytes += payload.count - 14
    }

    /// The profile, when every chunk came and it is within the size Vitrine reads.
    var joined: [UInt8]? {
        guard count > 0, chunks.count == count, bytes <= ColorManagement.maxProfileBytes else { return nil }
        return (1...count).flatMap { chunks[$0]! }
    }
}
