/// Text as it is laid out: paragraphs split at line ends ("\n", "\r\n", "\r", U+2028, U+2029),
/// tabs turned into spaces and every other control character (C0, DEL, C1) dropped, so no
/// control character reaches the shaper or a line's `text`. Swift strings are valid Unicode
/// already (invalid UTF-8 became U+FFFD where the string was made).
enum TextCleaning {
    static func paragraphs(_ text: String) -> [String] {
        var paragraphs: [String] = []
        var current = ""
        for ch in text {
            // "\r\n" is one Character in Swift.
            if ch == "\n" || ch == "\r\n" || ch == "\r" || ch == "\u{2028}" || ch == "\u{2029}" {
                paragraphs.append(current)
                current = ""
            } else if ch == "\t" {
                current.append(" ")
            } else if ch.unicodeScalars.contains(where: isControl) {
                let kept = ch.unicodeScalars.filter { !isControl($0) }
                current.unicodeScalars.append(contentsOf: kept)
            } else {
                current.append(ch)
            }
        }
        paragraphs.append(current)
        return paragraphs
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }
}
