internal import CHeif
import Geometry
import ProcessOutput
import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The primary image of a HEIF file, HEIC (HEVC) or AVIF (AV1), read through libheif: 8 or 10
/// bits (brought down to 8 by libheif), a grid of tiles or one picture, with its alpha, turned
/// and mirrored by its irot and imir boxes (which libheif applies; the EXIF orientation some
/// files also carry is ignored, as HEIF says it must be).
///
/// Creating one parses the file's boxes through a reader over the open file (the picture data
/// is not read yet) and refuses an image over the limits. `decode` has libheif decode and
/// convert it to interleaved RGBA, copies that into a surface as premultiplied BGRA, releases
/// libheif's image and then brings it down to the fitting size.
final class HEIFDecoder {
    let file: InputFile
    private let limits: DecodeLimits
    private let source: FileCursor
    private let reader: UnsafeMutablePointer<heif_reader>
    private let context: OpaquePointer
    private var handle: OpaquePointer?
    /// The image as shown: after libheif's turn, mirror and crop.
    private(set) var size = PixelSize(0, 0)
    private(set) var hasAlpha = false
    /// Bits a luma sample, as stored (8 to 12, or -1 when unknown).
    private(set) var bitsPerSample = 8
    /// Whether the file's brand says AV1 (AVIF): dav1d holds more beside its picture than
    /// libde265 does. A codec-neutral brand counts as AV1, the costlier.
    let isAV1: Bool

    init(file: InputFile, limits: DecodeLimits) throws(ImageFileError) {
        (self.file, self.limits) = (file, limits)
        guard file.byteCount <= limits.maxFileBytes else {
            throw ImageFileError(
                path: file.path, reason: .fileTooLarge(bytes: file.byteCount),
                detail: "the limit is \(DecodeLimits.inWords(limits.maxFileBytes))")
        }
        let brand = String(decoding: try file.read(at: 8, count: 4), as: UTF8.self)
        isAV1 = !brand.hasPrefix("he")
        source = FileCursor(file)
        reader = HEIFDecoder.reader()
        context = heif_context_alloc()
        // libheif's own size limit, a side: ours (it refuses at or past it). It guards what the
        // boxes' sizes do not: a grid's or an overlay's canvas, which libheif allocates at
        // decode from the item's own data (a fuzzed 61 x 37 overlay claimed 50048 x 53466, and
        // libheif's memset overflowed when the limit was lifted).
        heif_context_set_maximum_image_size_limit(context, Int32(clamping: max(limits.maxWidth, limits.maxHeight) + 1))
        let opened = StandardError.quieting {
            heif_context_read_from_reader(context, reader, Unmanaged.passUnretained(source).toOpaque(), nil)
        }
        try check(opened)
        guard try !HEIFItemReferences(file: file).hasLoop else {
            throw ImageFileError(
                path: file.path, reason: .corrupt("its images refer to each other in a loop", library: "libheif"))
        }
        var primary: OpaquePointer?
        try check(heif_context_get_primary_image_handle(context, &primary))
        handle = primary
        size = PixelSize(Int(heif_image_handle_get_width(primary)), Int(heif_image_handle_get_height(primary)))
        hasAlpha = heif_image_handle_has_alpha_channel(primary) != 0
        bitsPerSample = Int(heif_image_handle_get_luma_bits_per_pixel(primary))
        guard size.width > 0, size.height > 0 else {
            throw ImageFileError(path: file.path, reason: .corrupt("no pixels", library: "libheif"))
        }
        guard limits.allow(width: size.width, height: size.height) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        // Now no canvas libheif makes at decode may be larger a side than the image says it is.
        heif_context_set_maximum_image_size_limit(context, Int32(max(size.width, size.height) + 1))
    }

    /// The primary image's first EXIF block as a TIFF structure (the block's 4-byte offset to
    /// its TIFF header skipped), at most `ExifFacts.maxBytes`; nil without one.
    var exifTIFF: [UInt8]? {
        guard heif_image_handle_get_number_of_metadata_blocks(handle, "Exif") > 0 else { return nil }
        var id: heif_item_id = 0
        guard heif_image_handle_get_list_of_metadata_block_IDs(handle, "Exif", &id, 1) == 1 else { return nil }
        let count = heif_image_handle_get_metadata_size(handle, id)
        guard count > 4, count <= ExifFacts.maxBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        guard
            bytes.withUnsafeMutableBytes({ heif_image_handle_get_metadata(handle, id, $0.baseAddress) }).code
                == heif_error_Ok
        else { return nil }
        let offset = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard offset < count - 4 else { return nil }
        return Array(bytes[(4 + offset)...])
    }

    /// The primary image's ICC profile: a colr box of type prof or rICC as stored, or one made
    /// from an nclx box's primaries and transfer curve (an AVIF's usual way), when it has either.
    var iccProfile: [UInt8]? {
        let type = heif_image_handle_get_color_profile_type(handle)
        if type == heif_color_profile_type_nclx { return nclxProfile }
        guard type == heif_color_profile_type_prof || type == heif_color_profile_type_rICC else { return nil }
        let count = heif_image_handle_get_raw_color_profile_size(handle)
        guard count > 0, count <= ColorManagement.maxProfileBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let error = bytes.withUnsafeMutableBytes { heif_image_handle_get_raw_color_profile(handle, $0.baseAddress) }
        return error.code == heif_error_Ok ? bytes : nil
    }

    /// An nclx box as an ICC profile (`ColorManagement.profile`): nil for sRGB's primaries and
    /// curve, for HDR curves (PQ, HLG) and for what libheif cannot say.
    private var nclxProfile: [UInt8]? {
        var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
        guard heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok, let nclx else {
            return nil
        }
        defer { heif_nclx_color_profile_free(nclx) }
        let n = nclx.pointee
        let curve: ColorManagement.Curve
        switch n.transfer_characteristics.rawValue {
        case 13, 2: curve = .sRGB // sRGB, or unspecified (taken as sRGB, as browsers do)
        case 1, 6, 14, 15: curve = .bt709
        case 4: curve = .gamma(2.2)
        case 5: curve = .gamma(2.8)
        case 8: curve = .gamma(1)
        default: return nil
        }
        // Primaries libheif has no coordinates for (unspecified, reserved) cannot make a profile.
        guard n.color_primary_red_x > 0, n.color_primary_white_x > 0 else { return nil }
        let primaries = ColorManagement.Primaries(
            red: (Double(n.color_primary_red_x), Double(n.color_primary_red_y)),
            green: (Double(n.color_primary_green_x), Double(n.color_primary_green_y)),
            blue: (Double(n.color_primary_blue_x), Double(n.color_primary_blue_y)),
            white: (Double(n.color_primary_white_x), Double(n.color_primary_white_y)))
        return ColorManagement.profile(described: primaries, curve: curve)
    }

    deinit {
        if let handle { heif_image_handle_release(handle) }
        heif_context_free(context)
        reader.deallocate()
    }

    /// Decodes the primary image into a new premultiplied BGRA surface of
    /// `decodedSize(fitting:)`.
    func decode(fitting: PixelSize? = nil) throws(ImageFileError) -> Surface {
        let options = heif_decoding_options_alloc()
        defer { heif_decoding_options_free(options) }
        options?.pointee.convert_hdr_to_8bit = 1
        var image: OpaquePointer?
        // dav1d and libde265 print their own lines on bad data: kept off standard error.
        let decoded = StandardError.quieting {
            heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options)
        }
        try check(decoded)
        let surface: Surface
        do {
            defer { heif_image_release(image) }
            surface = try copy(image)
        }
        let target = decodedSize(fitting: fitting)
        return try surface.fitted(
            to: target, refusal: limits.refusal(path: file.path, width: size.width, height: size.height))
    }

    /// libheif's interleaved RGBA as a premultiplied BGRA surface.
    private func copy(_ image: OpaquePointer?) throws(ImageFileError) -> Surface {
        var stride: Int32 = 0
        let width = Int(heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(heif_image_get_height(image, heif_channel_interleaved))
        guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
            PixelSize(width, height) == size
        else {
            throw ImageFileError(
                path: file.path, reason: .corrupt("no RGBA plane of the image's size", library: "libheif"))
        }
        guard let surface = Surface(size: size) else {
            throw limits.refusal(path: file.path, width: size.width, height: size.height)
        }
        for y in 0..<height {
            UnsafeMutableRawPointer(surface.row(y)).copyMemory(from: plane + y * Int(stride), byteCount: 4 * width)
        }
        surface.swapRedAndBlue()
        // libheif hands alpha back as stored: straight unless the file says premultiplied.
        if hasAlpha && heif_image_handle_is_premultiplied_alpha(handle) == 0 { surface.premultiplyStraightAlpha() }
        return surface
    }

    /// The most bytes a decode holds at once, a phase at a time: inside libheif, the decoder's
    /// picture and side data while libheif copies its planes out, then those planes and their
    /// RGBA conversion, then the RGBA and its turned copy; then the RGBA and our surface; then
    /// the surface and the fitted one. Beside them the file's coded bytes and the decoders'
    /// working memory. Planes are counted 4:4:4 (libheif 1.15 does not say the chroma before
    /// decoding), a sample two bytes past 8 bits. Measured (DecodeCostTests): a flat 4032 x 3024
    /// HEIC peaked at 99-102 MiB alone and at 149 MiB once after other decodes in the same
    /// process (their threads' heaps), estimated at 171 MiB; an AVIF at 115-162 MiB, at 195
    /// MiB. So a 48-megapixel HEIC fits the default limit and an AVIF that size does not
    /// (libheif cannot decode one smaller).
    func decodeCost(fitting: PixelSize? = nil) -> Int {
        let pixels = size.width * size.height
        let sampleBytes = bitsPerSample > 8 ? 2 : 1
        let planes = pixels * sampleBytes * (hasAlpha ? 4 : 3)
        // libde265 keeps, per pixel, its prediction and filter state (6 bytes allowed); dav1d,
        // frame-threaded on more than one core, every coefficient of the frame (two bytes a
        // sample at 8 bits, four past) and its block info.
        let sideData = isAV1 ? pixels * (6 * sampleBytes + 2) : pixels * 6
        let rgba = 4 * pixels
        let surface = Surface.stride(forWidth: size.width) * size.height
        let target = decodedSize(fitting: fitting)
        let fitted = target == size ? 0 : Surface.stride(forWidth: target.width) * target.height
        let inside = max(2 * planes + sideData, planes + rgba, 2 * rgba)
        return file.byteCount + HEIFDecoder.workingBytes + max(inside, rgba + surface, surface + fitted)
    }

    /// Bytes for libheif's and its decoders' state and tables (dav1d's frame threads, libde265's
    /// reference pictures of a tile): an allowance, 32 MiB.
    static let workingBytes = 32 << 20

    /// Throws libheif's error, if `error` is one.
    private func check(_ error: heif_error) throws(ImageFileError) {
        guard error.code != heif_error_Ok else { return }
        // One line: libheif ends some messages with a newline.
        let message = (error.message.map { String(cString: $0) } ?? "error \(error.code.rawValue)")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        if error.subcode == heif_suberror_End_of_data {
            throw ImageFileError(path: file.path, reason: .truncated, detail: "libheif: \(message)")
        }
        switch error.code {
        case heif_error_Memory_allocation_error, heif_error_Unsupported_filetype, heif_error_Unsupported_feature:
            if error.subcode == heif_suberror_Security_limit_exceeded {
                throw ImageFileError(
                    path: file.path, reason: .unsupported("an image this large"), detail: "libheif: \(message)")
            }
            throw ImageFileError(
                path: file.path, reason: .unsupported("this kind of HEIF image"), detail: "libheif: \(message)")
        default:
            throw ImageFileError(path: file.path, reason: .corrupt(message, library: "libheif"))
        }
    }
}

extension HEIFDecoder {
    /// A reader whose callbacks take a FileCursor as their user data.
    static func reader() -> UnsafeMutablePointer<heif_reader> {
        let reader = UnsafeMutablePointer<heif_reader>.allocate(capacity: 1)
        reader.initialize(to: heif_reader())
        reader.pointee.reader_api_version = 1
        reader.pointee.get_position = { Int64(FileCursor.of($0).position) }
        reader.pointee.read = { data, count, user in FileCursor.of(user).read(into: data, count: count) == count ? 0 : 1
        }
        reader.pointee.seek = { position, user in
            let source = FileCursor.of(user)
            guard position >= 0, position <= source.byteCount else { return 1 }
            source.position = Int(position)
            return 0
        }
        reader.pointee.wait_for_file_size = { target, user in
            target <= FileCursor.of(user).byteCount
                ? heif_reader_grow_status_size_reached : heif_reader_grow_status_size_beyond_eof
        }
        return reader
    }
}
