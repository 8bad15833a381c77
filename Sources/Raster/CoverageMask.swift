/// An 8-bit coverage mask: how much of each pixel a shape covers, 0 (none) to 255 (all), such
/// as a rasterised glyph. Row-major, `width` bytes a row with no padding.
public struct CoverageMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` coverage values, row 0 first.
    public private(set) var bytes: [UInt8]

    /// A mask of zero coverage; nil for a zero or negative side (or one whose area overflows).
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, !width.multipliedReportingOverflow(by: height).overflow else { return nil }
        self.init(width: width, height: height, unchecked: [UInt8](repeating: 0, count: width * height))
    }

    /// A mask holding `bytes`; nil unless the sides are positive and `bytes.count == width * height`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width > 0, height > 0, !width.multipliedReportingOverflow(by: height).overflow,
            bytes.count == width * height
        else { return nil }
        self.init(width: width, height: height, unchecked: bytes)
    }

    private init(width: Int, height: Int, unchecked bytes: [UInt8]) {
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    /// The coverage at (x, y). Bounds are checked.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) outside \(width)x\(height)")
            return bytes[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) outside \(width)x\(height)")
            bytes[y * width + x] = newValue
        }
    }
}
