/// A width and height in pixels (Double, for layout; see PixelSize for buffers).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public init(width: Double, height: Double) {
        self.init(width, height)
    }

    public static let zero = Size(0, 0)

    public var description: String { "\(width)x\(height)" }

    /// The largest size with this aspect ratio that fits inside `bounds`.
    public func fitted(into bounds: Size) -> Size {
        guard width > 0, height > 0 else { return .zero }
        let scale = min(bounds.width / width, bounds.height / height)
        return Size(width * scale, height * scale)
    }
}

/// A whole-pixel size of a buffer or window. Both sides are at least 0.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(_ width: Int, _ height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(width: Int, height: Int) {
        self.init(width, height)
    }

    public var isEmpty: Bool { width == 0 || height == 0 }
    public var area: Int { width * height }
    public var size: Size { Size(Double(width), Double(height)) }
    public var description: String { "\(width)x\(height)" }

    /// Parses "WxH" (as on the command line); nil for anything else or a zero side.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        self.init(w, h)
    }
}
