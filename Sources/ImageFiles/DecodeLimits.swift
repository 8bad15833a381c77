/// Limits on what a decode may allocate, checked from the header before any pixel is read, so
/// a hostile or broken file cannot make the viewer allocate gigabytes.
///
/// `maxBytes` counts the decoded pixels at 4 bytes each. What a decode holds in all is
/// `PNGFile.decodeCost(of:)`: those bytes, the row padding of the surface (at most 60 bytes a
/// row, under 1 MiB at 16384 rows) and libpng's working memory (at most 2 MiB + 32 bytes a
/// column, 2.5 MiB at 16384 columns). Nothing else grows with the file: ancillary chunks are
/// skipped unread, whatever length they claim, and only the image data is ever inflated.
public struct DecodeLimits: Equatable, Sendable {
    /// Widest image accepted, in pixels. Default: 16384.
    public var maxWidth: Int
    /// Tallest image accepted, in pixels. Default: 16384.
    public var maxHeight: Int
    /// Most bytes the decoded image may take, at 4 bytes a pixel. Default: 512 MiB.
    public var maxBytes: Int

    public init(maxWidth: Int = 16384, maxHeight: Int = 16384, maxBytes: Int = 512 << 20) {
        (self.maxWidth, self.maxHeight, self.maxBytes) = (maxWidth, maxHeight, maxBytes)
    }

    public static let `default` = DecodeLimits()

    /// Whether an image of this size may be decoded.
    public func allow(width: Int, height: Int) -> Bool {
        guard width <= maxWidth, height <= maxHeight else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow4) = pixels.multipliedReportingOverflow(by: 4)
        return !overflow && !overflow4 && bytes <= maxBytes
    }

    /// The limits in words, for error messages: "16384 x 16384 pixels and 512 MiB".
    var summary: String {
        let bytes = maxBytes % (1 << 20) == 0 ? "\(maxBytes >> 20) MiB" : "\(maxBytes) bytes"
        return "\(maxWidth) x \(maxHeight) pixels and \(bytes)"
    }
}
