/// Limits on what a decode may allocate, checked from the header before any pixel is read, so
/// a hostile or broken file cannot make the viewer allocate gigabytes.
///
/// `maxBytes` counts the decoded pixels at 4 bytes each. What a decode holds in all is
/// `ImageFile.decodeCost(ofFileAt:size:fitting:)`, which must stay within `maxPeakBytes`. For a
/// PNG (`PNGFile.decodeCost(of:)`): those bytes, the row padding of the surface (at most 60
/// bytes a row, under 1 MiB at 16384 rows) and libpng's working memory (at most 2 MiB + 32
/// bytes a column, 2.5 MiB at 16384 columns). Nothing else grows with the file: ancillary
/// chunks are skipped unread, whatever length they claim, and only the image data is ever
/// inflated. A WebP file is read into memory whole first (at most `maxFileBytes`); a JPEG is
/// streamed and turned upright band by band (JPEGDecoder.swift and WebPDecoder.swift count the
/// rest).
public struct DecodeLimits: Equatable, Sendable {
    /// Widest image accepted, in pixels. Default: 16384.
    public var maxWidth: Int
    /// Tallest image accepted, in pixels. Default: 16384.
    public var maxHeight: Int
    /// Most bytes the decoded image may take, at 4 bytes a pixel. Default: 512 MiB.
    public var maxBytes: Int
    /// Largest WebP file accepted, in bytes: libwebp takes the file in memory whole (a JPEG is
    /// streamed).
    /// Default: 256 MiB, far past any photo (a 100-megapixel JPEG at quality 100 is ~60 MiB).
    public var maxFileBytes: Int

    /// Most bytes a decode may hold at once, by `ImageFile.decodeCost`'s estimate, checked
    /// before anything is allocated: the image, the file's bytes, the library's intermediates
    /// (a lossless WebP's whole ARGB image, a progressive JPEG's coefficients), an upright copy.
    /// Default: 544 MiB, so an image at the size limit (512 MiB) decodes where its format
    /// needs little beside it, and the viewer stays under 600 MB with its own ~45 MiB.
    public var maxPeakBytes: Int
    /// Most coefficient blocks a progressive JPEG's scans may carry in all (scans x blocks):
    /// each scan walks every block again, so 499 scans over 16384 x 8192 took 25 s. Default:
    /// 200 million, about 3 s here; a photo's 10 scans over 100 megapixels are 24 million.
    public var maxScanBlocks: Int

    public init(
        maxWidth: Int = 16384, maxHeight: Int = 16384, maxBytes: Int = 512 << 20,
        maxFileBytes: Int = 256 << 20, maxPeakBytes: Int = 544 << 20, maxScanBlocks: Int = 200_000_000
    ) {
        (self.maxWidth, self.maxHeight, self.maxBytes) = (maxWidth, maxHeight, maxBytes)
        (self.maxFileBytes, self.maxPeakBytes, self.maxScanBlocks) = (maxFileBytes, maxPeakBytes, maxScanBlocks)
    }

    public static let `default` = DecodeLimits()

    /// Whether an image of this size may be decoded.
    public func allow(width: Int, height: Int) -> Bool {
        guard width <= maxWidth, height <= maxHeight else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow4) = pixels.multipliedReportingOverflow(by: 4)
        return !overflow && !overflow4 && bytes <= maxBytes
    }

    /// The error for an image of this size at `path` that these limits refuse.
    func refusal(path: String, width: Int, height: Int) -> ImageFileError {
        ImageFileError(path: path, reason: .tooLarge(width: width, height: height), detail: "the limit is \(summary)")
    }

    /// The limits in words, for error messages: "16384 x 16384 pixels and 512 MiB".
    var summary: String { "\(maxWidth) x \(maxHeight) pixels and \(DecodeLimits.inWords(maxBytes))" }

    /// The error for a decode of the file at `path` whose estimated peak, `bytes`, is past
    /// `maxPeakBytes`; nil when it is within.
    public func peakRefusal(path: String, bytes: Int) -> ImageFileError? {
        guard bytes > maxPeakBytes else { return nil }
        return ImageFileError(
            path: path, reason: .tooCostly(peakBytes: bytes),
            detail: "the limit is \(DecodeLimits.inWords(rounding: maxPeakBytes))")
    }

    /// "1025 MiB": bytes in whole mebibytes, rounded up (an estimate says no more).
    static func inWords(rounding bytes: Int) -> String { "\((bytes + (1 << 20) - 1) >> 20) MiB" }

    /// "512 MiB" for whole mebibytes, else "1000 bytes".
    static func inWords(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
