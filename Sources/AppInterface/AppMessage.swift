/// Something the app tells the user: a confirmation ("saved /path/x.png"), a warning ("no
/// fonts found; using the built-in font") or an error ("cannot open 'x.png': the file is
/// truncated"). Hosts send errors and warnings to standard error and the rest to standard
/// output, so scripts can tell them apart. A headless run exits with status 1 for an error,
/// unless the error is about a file the user did not name (`file`: one found in a named
/// folder); a warning never fails it (what was asked for was done).
public struct AppMessage: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case info, warning, error
    }

    public var kind: Kind
    /// One line, without the "vitrine: " prefix (hosts add it to errors).
    public var text: String
    /// The image file the message is about (its path as listed), when it is about one.
    public var file: String?

    public init(_ kind: Kind, _ text: String, file: String? = nil) {
        self.kind = kind
        self.text = text
        self.file = file
    }

    public static func info(_ text: String) -> AppMessage { AppMessage(.info, text) }
    public static func warning(_ text: String) -> AppMessage { AppMessage(.warning, text) }
    public static func error(_ text: String, file: String? = nil) -> AppMessage { AppMessage(.error, text, file: file) }

    public var isError: Bool { kind == .error }
    /// Errors and warnings go to standard error.
    public var isForStandardError: Bool { kind != .info }

    /// The line as printed: errors and warnings as "vitrine: TEXT" (as every error leaves
    /// Vitrine), the rest as is.
    public var description: String { kind == .info ? text : "vitrine: \(text)" }
}
