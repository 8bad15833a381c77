import X11Host

/// XSETTINGS bytes as a settings daemon writes them, in either byte order, for the tests:
/// written here from the spec, independently of the parser.
struct XSettingsData {
    var bigEndian = false
    var serial: UInt32 = 7
    var bytes: [UInt8] = []
    var count: UInt32 = 0

    init(bigEndian: Bool = false) { self.bigEndian = bigEndian }

    mutating func add(_ name: String, _ value: XSettings.Value) {
        let types: UInt8
        switch value {
        case .integer: types = 0
        case .string: types = 1
        case .color: types = 2
        }
        bytes += [types, 0]
        card16(UInt16(name.utf8.count))
        padded(Array(name.utf8))
        card32(3) // last-change serial
        switch value {
        case .integer(let v): card32(UInt32(bitPattern: v))
        case .string(let s):
            card32(UInt32(s.utf8.count))
            padded(Array(s.utf8))
        case .color(let red, let green, let blue, let alpha):
            // The spec's order: red, blue, green, alpha.
            for channel in [red, blue, green, alpha] { card16(channel) }
        }
        count += 1
    }

    /// The property's value: the header, then the settings.
    var data: [UInt8] {
        var header = XSettingsData(bigEndian: bigEndian)
        header.bytes = [bigEndian ? 1 : 0, 0, 0, 0]
        header.card32(serial)
        header.card32(count)
        return header.bytes + bytes
    }

    private mutating func card16(_ v: UInt16) {
        let le = [UInt8(v & 0xff), UInt8(v >> 8)]
        bytes += bigEndian ? le.reversed() : le
    }

    private mutating func card32(_ v: UInt32) {
        let le = (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) }
        bytes += bigEndian ? le.reversed() : le
    }

    private mutating func padded(_ text: [UInt8]) {
        bytes += text + [UInt8](repeating: 0, count: (4 - text.count % 4) % 4)
    }
}
