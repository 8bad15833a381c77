/// `path` as it may be shown in a one-line message: what a terminal would act on or hide is
/// written as a visible escape, everything else stays readable ("été 日本.png" is unchanged).
///
/// Escaped: C0 controls and DEL as `\n`, `\t`, `\r` or `\xNN` (`\x1b`), so an escape sequence in
/// a name cannot drive the terminal and a newline cannot split the message; C1 controls, format
/// characters (bidirectional overrides, zero-width ones), line and paragraph separators, private
/// use and unassigned code points as `\u{NNNN}`; U+FFFD as `\u{fffd}`, because in a path it
/// stands for bytes that were not UTF-8 (Swift replaced them when it made the String; give the
/// bytes to `printableFileName(bytes:)` to see them). A backslash doubles (`\\`), so an escape
/// and a name that merely contains one are told apart.
public func printableFileName(_ path: String) -> String {
    var out = ""
    for scalar in path.unicodeScalars { appendPrintable(scalar, to: &out) }
    return out
}

/// A path as the bytes the file system holds, shown as `printableFileName(_:)` shows a String;
/// bytes that are not UTF-8 appear as `\xNN`: a Latin-1 name shows as "caf\xe9.png".
public func printableFileName(bytes: [UInt8]) -> String {
    var out = ""
    var i = 0
    while i < bytes.count {
        if let (scalar, length) = decodeUTF8(bytes, at: i) {
            appendPrintable(scalar, to: &out)
            i += length
        } else {
            out += "\\x" + hexDigits(UInt32(bytes[i]), count: 2)
            i += 1
        }
    }
    return out
}

private func appendPrintable(_ scalar: Unicode.Scalar, to out: inout String) {
    switch scalar {
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    case "\\": out += "\\\\"
    case "\u{0}"..."\u{1F}", "\u{7F}": out += "\\x" + hexDigits(scalar.value, count: 2)
    case "\u{FFFD}": out += "\\u{fffd}"
    case _ where FileSystemPath.isEscape(scalar):
        // A byte of the name that is not UTF-8 (FileSystemPath), shown as the byte it is.
        out += "\\x" + hexDigits(scalar.value - FileSystemPath.escapeBase, count: 2)
    default:
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            out += "\\u{" + hexDigits(scalar.value, count: 4) + "}"
        default:
            out.unicodeScalars.append(scalar)
        }
    }
}

private func hexDigits(_ value: UInt32, count: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, count - digits.count)) + digits
}

/// The scalar encoded at `bytes[start...]` and its length in bytes, or nil where the bytes are
/// not well-formed UTF-8 (a stray continuation byte, a truncated sequence, an overlong form, a
/// surrogate, a value past U+10FFFF).
func decodeUTF8(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[start]
    let length: Int, minimum: UInt32
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
    default: return nil
    }
    guard start + length <= bytes.count else { return nil }
    for byte in bytes[start + 1..<start + length] {
        guard byte & 0xC0 == 0x80 else { return nil }
        value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil } // nil: surrogates, > 10FFFF
    return (scalar, length)
}
