/// One key/value text entry of a PNG file: a tEXt chunk (Latin-1), or read from an iTXt (UTF-8)
/// or zTXt (compressed Latin-1) one. Both strings are kept as Swift strings: a tEXt or zTXt
/// byte is the scalar of the same number (Latin-1), so writing gives back the very bytes read.
public struct PNGText: Equatable, Sendable {
    /// The keyword: 1 to 79 printable Latin-1 characters, no leading, trailing or double
    /// spaces ("Software", "Thumb::URI").
    public var keyword: String
    /// The text: any Latin-1 characters but NUL when written; as found when read.
    public var text: String

    public init(_ keyword: String, _ text: String) {
        (self.keyword, self.text) = (keyword, text)
    }

    /// The keyword's bytes when the PNG specification allows it as a keyword, else nil:
    /// libpng would otherwise rewrite it (a blank for each character it refuses) or fail.
    var keywordBytes: [UInt8]? {
        guard let bytes = PNGText.latin1(keyword), (1...79).contains(bytes.count) else { return nil }
        let printable = bytes.allSatisfy { (32...126).contains($0) || $0 >= 161 }
        let spaced =
            bytes.first == 32 || bytes.last == 32 || zip(bytes, bytes.dropFirst()).contains { $0 == 32 && $1 == 32 }
        return printable && !spaced ? bytes : nil
    }

    /// The text's bytes when it can be written as tEXt (Latin-1, no NUL), else nil.
    var textBytes: [UInt8]? {
        guard let bytes = PNGText.latin1(text), !bytes.contains(0) else { return nil }
        return bytes
    }

    /// Each scalar as one byte, nil if one is past U+00FF.
    static func latin1(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value <= 0xFF else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    /// Bytes read as Latin-1: each the scalar of its own number.
    static func string(latin1 bytes: some Sequence<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
