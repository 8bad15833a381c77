/// `--geometry`: a size, a place, or both, as X11 programs take them (XParseGeometry's
/// syntax, `[=][WxH][{+-}X{+-}Y]`): "800x600", "800x600+10+20", "+0-0", "640x480-10+-5".
/// Unlike XParseGeometry a size needs both sides ("800" alone is an error), and each side
/// and offset is checked here so the user hears what is wrong.
public struct WindowGeometry: Hashable, Sendable {
    /// Nil when only a place was given.
    public var size: PixelSize?
    /// Nil when only a size was given: the window manager places the window.
    public var offset: WindowOffset?

    public init(size: PixelSize? = nil, offset: WindowOffset? = nil) {
        self.size = size
        self.offset = offset
    }

    /// X coordinates are 16-bit: an offset past this cannot be sent to the server.
    public static let maxOffset = 32767

    /// Parses `text` with each side in 1...`maxSide`; the error says what is wrong, for the user.
    public static func parse(_ text: String, maxSide: Int) throws(ParseError) -> WindowGeometry {
        var rest = Substring(text)
        if rest.hasPrefix("=") { rest = rest.dropFirst() }
        var geometry = WindowGeometry()
        if let first = rest.first, first.isASCII, first.isNumber {
            let width = digits(&rest)
            guard rest.first == "x" || rest.first == "X" else { throw ParseError(text: text, problem: .syntax) }
            rest = rest.dropFirst()
            let height = digits(&rest)
            guard !height.isEmpty else { throw ParseError(text: text, problem: .syntax) }
            guard let w = Int(width), let h = Int(height), (1...maxSide).contains(w), (1...maxSide).contains(h) else {
                throw ParseError(text: text, problem: .sideOutOfRange(maxSide: maxSide))
            }
            geometry.size = PixelSize(w, h)
        }
        if !rest.isEmpty {
            let (x, fromRight) = try offset(&rest, text)
            let (y, fromBottom) = try offset(&rest, text)
            guard rest.isEmpty else { throw ParseError(text: text, problem: .syntax) }
            geometry.offset = WindowOffset(x: x, y: y, fromRight: fromRight, fromBottom: fromBottom)
        }
        guard geometry.size != nil || geometry.offset != nil else { throw ParseError(text: text, problem: .syntax) }
        return geometry
    }

    /// ASCII digits taken from the front of `text`.
    private static func digits(_ text: inout Substring) -> Substring {
        let taken = text.prefix { $0.isASCII && $0.isNumber }
        text = text.dropFirst(taken.count)
        return taken
    }

    /// "+N", "-N", or as XParseGeometry also reads them "+-N" and "-+N" (a sign on the number);
    /// the first sign says the edge (minus: the right or bottom one).
    private static func offset(_ text: inout Substring, _ whole: String) throws(ParseError) -> (Int, fromEnd: Bool) {
        guard let edge = text.first, edge == "+" || edge == "-" else { throw ParseError(text: whole, problem: .syntax) }
        text = text.dropFirst()
        var sign = 1
        if let s = text.first, s == "+" || s == "-" {
            sign = s == "-" ? -1 : 1
            text = text.dropFirst()
        }
        let number = digits(&text)
        guard !number.isEmpty else { throw ParseError(text: whole, problem: .syntax) }
        guard let n = Int(number), n <= maxOffset else { throw ParseError(text: whole, problem: .offsetOutOfRange) }
        return (sign * n, edge == "-")
    }

    /// Why a text is not a geometry.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public enum Problem: Equatable, Sendable {
            /// Not WxH, +X+Y or WxH+X+Y.
            case syntax
            /// A side below 1 or over `maxSide`.
            case sideOutOfRange(maxSide: Int)
            /// An offset past ±`WindowGeometry.maxOffset`.
            case offsetOutOfRange
        }

        public var text: String
        public var problem: Problem

        public var description: String { description(showing: text) }

        /// The reason in one line, with the text shown as `shown` (the caller may escape what
        /// a terminal would act on).
        public func description(showing shown: String) -> String {
            switch problem {
            case .syntax: "expected WxH, WxH+X+Y or +X+Y such as 1280x800+0+0, not '\(shown)'"
            case .sideOutOfRange(let maxSide): "'\(shown)': each side must be 1 to \(maxSide)"
            case .offsetOutOfRange: "'\(shown)': each offset must be -\(maxOffset) to \(maxOffset)"
            }
        }
    }
}
