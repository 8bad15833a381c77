internal import CExif

/// What a photo's EXIF tags say of how it was taken, as text for a person: read by libexif from
/// a JPEG's APP1 segment (at most 64 KiB, so a huge file costs no more than a small one), a
/// HEIF's Exif item, a WebP's EXIF chunk or a PNG's eXIf (`ExifBlocks`), each value formatted
/// by libexif but the GPS position, given as degrees. A TIFF's own tags are not read.
public struct ExifFacts: Equatable, Sendable {
    /// "Canon EOS 5D Mark IV", the make left out where the model repeats it.
    public var camera: String?
    public var lens: String?
    /// "1/125 sec., f/2.8, ISO 200, 35.0 mm": what of these the file says.
    public var exposure: String?
    /// "2024-07-14 18:32:05": as the camera wrote it, but for the date's colons.
    public var taken: String?
    /// "48.85830° N, 2.29450° E".
    public var place: String?

    public var isEmpty: Bool { [camera, lens, exposure, taken, place].allSatisfy { $0 == nil } }

    /// The most bytes of EXIF read from a file other than a JPEG: what libexif takes (it cuts
    /// its input to 0xFFFE bytes, as a JPEG's APP1 holds), less the header put before it.
    static let maxBytes = 0xFFFE - 6

    /// The EXIF facts of the picture at `path`; nil when it has no EXIF or none of these tags.
    public static func read(fromFileAt path: String) -> ExifFacts? {
        guard let file = try? InputFile(path: path), let format = try? ImageFormat(of: file) else { return nil }
        let data: UnsafeMutablePointer<ExifData>?
        if format == .jpeg {
            // The APP1 segment follows the start of the image (and maybe an APP0): its 64 KiB lie
            // within the first 128 KiB, all that is read.
            guard var head = try? file.read(at: 0, count: min(file.byteCount, 128 << 10)),
                let loader = exif_loader_new()
            else { return nil }
            defer { exif_loader_unref(loader) }
            _ = exif_loader_write(loader, &head, UInt32(head.count))
            data = exif_loader_get_data(loader)
        } else {
            // libexif takes a TIFF structure after the header a JPEG's APP1 gives it.
            guard let tiff = ExifBlocks.tiff(of: file, format: format) else { return nil }
            let block = Array("Exif\0\0".utf8) + tiff
            data = block.withUnsafeBufferPointer { exif_data_new_from_data($0.baseAddress, UInt32($0.count)) }
        }
        guard let data else { return nil }
        defer { exif_data_unref(data) }
        let facts = ExifFacts(data)
        return facts.isEmpty ? nil : facts
    }

    init(_ data: UnsafeMutablePointer<ExifData>) {
        func text(_ tag: ExifTag, in ifd: ExifIfd) -> String? {
            guard let content = ExifFacts.content(data, ifd), let entry = exif_content_get_entry(content, tag) else {
                return nil
            }
            var buffer = [CChar](repeating: 0, count: 256)
            // libexif writes the text into `buffer` (NUL-terminated), read after the call.
            guard exif_entry_get_value(entry, &buffer, UInt32(buffer.count)) != nil else { return nil }
            // A file's text may hold anything: controls, direction overrides and line or
            // paragraph separators become spaces.
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator: " "
                default: scalar
                }
            }
            let words = String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespaces)
            return words.isEmpty ? nil : words
        }
        let make = text(EXIF_TAG_MAKE, in: EXIF_IFD_0), model = text(EXIF_TAG_MODEL, in: EXIF_IFD_0)
        if let model, let make, !model.lowercased().hasPrefix(make.lowercased().split(separator: " ").first ?? "") {
            camera = "\(make) \(model)"
        } else {
            camera = model ?? make
        }
        lens = text(EXIF_TAG_LENS_MODEL, in: EXIF_IFD_EXIF)
        let iso = text(EXIF_TAG_ISO_SPEED_RATINGS, in: EXIF_IFD_EXIF).map { "ISO \($0)" }
        let parts = [
            text(EXIF_TAG_EXPOSURE_TIME, in: EXIF_IFD_EXIF), text(EXIF_TAG_FNUMBER, in: EXIF_IFD_EXIF), iso,
            text(EXIF_TAG_FOCAL_LENGTH, in: EXIF_IFD_EXIF),
        ].compactMap { $0 }
        exposure = parts.isEmpty ? nil : parts.joined(separator: ", ")
        taken = (text(EXIF_TAG_DATE_TIME_ORIGINAL, in: EXIF_IFD_EXIF) ?? text(EXIF_TAG_DATE_TIME, in: EXIF_IFD_0))
            .map(ExifFacts.readableDate)
        place = ExifFacts.place(data)
    }

    /// EXIF's "2024:07:14 18:32:05" as "2024-07-14 18:32:05"; any other text as it is.
    static func readableDate(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: ":"), bytes[7] == UInt8(ascii: ":") else { return text }
        var fixed = bytes
        (fixed[4], fixed[7]) = (UInt8(ascii: "-"), UInt8(ascii: "-"))
        return String(decoding: fixed, as: UTF8.self)
    }

    private static func content(_ data: UnsafeMutablePointer<ExifData>, _ ifd: ExifIfd) -> UnsafeMutablePointer<
        ExifContent
    >? {
        withUnsafePointer(to: data.pointee.ifd) { tuple in
            tuple.withMemoryRebound(to: UnsafeMutablePointer<ExifContent>?.self, capacity: Int(EXIF_IFD_COUNT.rawValue))
            {
                $0[Int(ifd.rawValue)]
            }
        }
    }

    /// The GPS latitude and longitude as signed degrees, from their three rationals each
    /// (degrees, minutes, seconds) and their N/S and E/W references.
    private static func place(_ data: UnsafeMutablePointer<ExifData>) -> String? {
        guard let gps = content(data, EXIF_IFD_GPS) else { return nil }
        let order = exif_data_get_byte_order(data)
        func degrees(_ tag: UInt32, reference: UInt32) -> (Double, String)? {
            guard let entry = exif_content_get_entry(gps, ExifTag(tag)), entry.pointee.format == EXIF_FORMAT_RATIONAL,
                entry.pointee.components == 3, let bytes = entry.pointee.data, entry.pointee.size >= 24,
                let ref = exif_content_get_entry(gps, ExifTag(reference)), let refBytes = ref.pointee.data,
                ref.pointee.size >= 1
            else { return nil }
            var value = 0.0
            for (i, unit) in [1.0, 60, 3600].enumerated() {
                let r = exif_get_rational(bytes + 8 * i, order)
                guard r.denominator != 0 else { return nil }
                value += Double(r.numerator) / Double(r.denominator) / unit
            }
            return (value, String(UnicodeScalar(refBytes[0])))
        }
        guard let (latitude, north) = degrees(0x0002, reference: 0x0001),
            let (longitude, east) = degrees(0x0004, reference: 0x0003),
            ["N", "S"].contains(north), ["E", "W"].contains(east)
        else { return nil }
        func format(_ v: Double) -> String {
            let scaled = Int((v * 100_000).rounded())
            let fraction = String(scaled % 100_000)
            return "\(scaled / 100_000).\(String(repeating: "0", count: 5 - fraction.count))\(fraction)"
        }
        return "\(format(latitude))° \(north), \(format(longitude))° \(east)"
    }
}
