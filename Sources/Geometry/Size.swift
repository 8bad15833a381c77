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
        guard let size = try? PixelSize.parse(text, maxSide: .max) else { return nil }
        self = size
    }

    /// Parses "WxH" (as on the command line, x or X) with both sides in 1...`maxSide`; the
    /// error says what is wrong, for the user.
    public static func parse(_ text: String, maxSide: Int) throws(ParseError) -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy(isWholeNumber) else { throw ParseError(text: text, problem: .notWxH) }
        // Int(_:) is nil past Int.max: too large, like any other side over the limit.
        guard let w = Int(parts[0]), let h = Int(parts[1]), (1...maxSide).contains(w), (1...maxSide).contains(h) else {
            throw ParseError(text: text, problem: .sideOutOfRange(maxSide: maxSide))
        }
        return PixelSize(w, h)
    }

    /// Digits, perhaps after a minus: a number, if not a usable side ("-5" is out of range).
    private static func isWholeNumber(_ text: Substring) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Why a text is not a size.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public enum Problem: Equatable, Sendable {
            /// Not two whole numbers joined by an x.
            case notWxH
            /// A side below 1 or over `maxSide`.
            case sideOutOfRange(maxSide: Int)
        }

        public var text: String
        public var problem: Problem

        public var description: String { description(showing: text) }

        /// The reason in one line, with the text shown as `shown` (the caller may escape what
        /// a terminal would act on): "expected WxH such as 1280x800, not 'abc'".
        public func description(showing shown: String) -> String {
            switch problem {
            case .notWxH: "expected WxH such as 1280x800, not '\(shown)'"
            case .sideOutOfRange(let maxSide): "'\(shown)': each side must be 1 to \(maxSide)"
            }
        }
    }
}

extension PixelSize {
    /// This size fitted into `bounds`, keeping its aspect ratio, rounded to whole pixels, at
    /// least 1 x 1 and never past `bounds`: the size an image is shown and pre-scaled at.
    public func fitted(into bounds: PixelSize) -> PixelSize {
        let fitted = size.fitted(into: bounds.size)
        return PixelSize(
            max(1, min(bounds.width, Int(fitted.width.rounded()))),
            max(1, min(bounds.height, Int(fitted.height.rounded()))))
    }
}
