/// The desktop's XSETTINGS (the freedesktop.org spec GNOME, Xfce and most settings daemons
/// follow): the binary `_XSETTINGS_SETTINGS` property of the window that owns the selection
/// `_XSETTINGS_S<screen>`. Pure: X11Display+XSettings.swift reads the bytes, this parses them.
///
/// Layout: byte order (0 LSBFirst, 1 MSBFirst), 3 unused, serial, count (CARD32 each), then
/// `count` settings: type (CARD8: 0 integer, 1 string, 2 colour), 1 unused, name length
/// (CARD16), name padded to 4, last-change serial (CARD32), value (INT32; CARD32 length and
/// bytes padded to 4; or CARD16 red, blue, green, alpha in that order).
package enum XSettings {
    package enum Value: Equatable, Sendable {
        case integer(Int32)
        case string(String)
        /// 16 bits a channel, as the spec stores them.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    /// The settings by name, or nil when `bytes` are no valid XSETTINGS data (an unknown byte
    /// order or type, a length past the end). All or nothing, as GTK's reader: a manager
    /// writing garbage says nothing. A repeated name keeps its last value.
    package static func parse(_ bytes: [UInt8]) -> [String: Value]? {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1 else { return nil }
        reader.bigEndian = order == 1
        guard reader.skip(3), reader.card32() != nil, let count = reader.card32() else { return nil }
        var settings: [String: Value] = [:]
        // No reserving `count`: it is the manager's word, the bytes are the limit.
        for _ in 0..<count {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                let name = reader.text(Int(nameLength)), reader.card32() != nil
            else { return nil }
            switch type {
            case 0:
                guard let value = reader.card32() else { return nil }
                settings[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), let text = reader.text(Int(length)) else { return nil }
                settings[name] = .string(text)
            case 2:
                guard let red = reader.card16(), let blue = reader.card16(), let green = reader.card16(),
                    let alpha = reader.card16()
                else { return nil }
                settings[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil
            }
        }
        return settings
    }

    /// True when the desktop turned animations off: `Net/EnableAnimations` (the spec's name,
    /// Xfce) or `Gtk/EnableAnimations` (GNOME's daemon) is the integer 0. Either suffices:
    /// a daemon may publish only one of them.
    package static func reducesMotion(_ settings: [String: Value]?) -> Bool {
        ["Net/EnableAnimations", "Gtk/EnableAnimations"].contains { settings?[$0] == .integer(0) }
    }

    /// Reads CARD8/16/32 in the data's byte order; every read checks the length first.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count <= bytes.count - offset else { return false }
            offset += count
            return true
        }

        mutating func card16() -> UInt16? { unsigned(2).map { UInt16($0) } }
        mutating func card32() -> UInt32? { unsigned(4) }

        private mutating func unsigned(_ size: Int) -> UInt32? {
            guard size <= bytes.count - offset else { return nil }
            var value: UInt32 = 0
            for i in 0..<size {
                let b = UInt32(bytes[offset + (bigEndian ? i : size - 1 - i)])
                value = value << 8 | b
            }
            offset += size
            return value
        }

        /// `length` bytes as UTF-8 (invalid sequences repaired), then the padding to 4.
        mutating func text(_ length: Int) -> String? {
            let padded = (length + 3) & ~3
            guard length >= 0, padded <= bytes.count - offset else { return nil }
            defer { offset += padded }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
    }
}
