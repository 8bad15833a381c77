import X11Host
import XCTest

/// The XSETTINGS parser: each type in both byte orders, the reduce-motion rule, and data cut
/// short or made up never crashing (nil, not a partial read).
final class XSettingsTests: XCTestCase {
    private static let sample: [(String, XSettings.Value)] = [
        ("Net/EnableAnimations", .integer(0)),
        ("Gtk/CursorThemeSize", .integer(-24)),
        ("Net/ThemeName", .string("Adwaita-dark")),
        ("Gtk/FontName", .string("Cantarell 11 é")),
        ("Net/Empty", .string("")),
        ("Gtk/Color", .color(red: 0x1234, green: 0x5678, blue: 0x9abc, alpha: 0xffff)),
    ]

    private func data(bigEndian: Bool) -> [UInt8] {
        var data = XSettingsData(bigEndian: bigEndian)
        for (name, value) in XSettingsTests.sample { data.add(name, value) }
        return data.data
    }

    func testEachTypeInBothByteOrders() {
        let expected = Dictionary(uniqueKeysWithValues: XSettingsTests.sample)
        XCTAssertEqual(XSettings.parse(data(bigEndian: false)), expected)
        XCTAssertEqual(XSettings.parse(data(bigEndian: true)), expected)
        XCTAssertNotEqual(data(bigEndian: false), data(bigEndian: true))
    }

    func testNoSettings() {
        XCTAssertEqual(XSettings.parse(XSettingsData().data), [:])
        XCTAssertFalse(XSettings.reducesMotion([:]))
        XCTAssertFalse(XSettings.reducesMotion(nil))
    }

    func testReduceMotionOnlyForIntegerZero() {
        for name in ["Net/EnableAnimations", "Gtk/EnableAnimations"] {
            XCTAssertTrue(XSettings.reducesMotion([name: .integer(0)]), name)
            XCTAssertFalse(XSettings.reducesMotion([name: .integer(1)]), name)
            XCTAssertFalse(XSettings.reducesMotion([name: .string("0")]), name)
        }
        let either: [String: XSettings.Value] = [
            "Net/EnableAnimations": .integer(1), "Gtk/EnableAnimations": .integer(0),
        ]
        XCTAssertTrue(XSettings.reducesMotion(either))
        XCTAssertFalse(XSettings.reducesMotion(["Xfwm/EnableAnimations": .integer(0)]))
    }

    /// Every prefix but the whole is cut short somewhere: nil, and no crash.
    func testTruncatedDataIsRejected() {
        for bigEndian in [false, true] {
            let whole = data(bigEndian: bigEndian)
            for length in 0..<whole.count {
                XCTAssertNil(XSettings.parse(Array(whole.prefix(length))), "\(length) of \(whole.count) bytes")
            }
        }
    }

    func testBadHeaderTypeAndLengths() {
        var one = XSettingsData()
        one.add("Net/EnableAnimations", .integer(0))
        var bytes = one.data
        XCTAssertNotNil(XSettings.parse(bytes))
        bytes[0] = 2 // no such byte order
        XCTAssertNil(XSettings.parse(bytes))
        bytes = one.data
        bytes[12] = 3 // no such type
        XCTAssertNil(XSettings.parse(bytes))
        bytes = one.data
        bytes[8...11] = [0xff, 0xff, 0xff, 0xff] // four billion settings claimed
        XCTAssertNil(XSettings.parse(bytes))
        bytes = one.data
        bytes[14...15] = [0xff, 0xff] // a name longer than the data
        XCTAssertNil(XSettings.parse(bytes))
        var text = XSettingsData()
        text.add("A", .string("b"))
        bytes = text.data
        bytes[24...27] = [0xff, 0xff, 0xff, 0xff] // a string of 4 GiB
        XCTAssertNil(XSettings.parse(bytes))
    }

    /// Seeded random bytes, alone and after a valid header: never a crash.
    func testGarbageNeverCrashes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let header = Array(XSettingsData().data.prefix(8)) + [3, 0, 0, 0]
        for round in 0..<2000 {
            let body = (0..<(round % 97)).map { _ in next() }
            _ = XSettings.parse(body)
            _ = XSettings.parse(header + body)
        }
    }

    /// A repeated name keeps its last value, as a later line in resources does.
    func testRepeatedNameKeepsTheLast() {
        var data = XSettingsData()
        data.add("Net/EnableAnimations", .integer(1))
        data.add("Net/EnableAnimations", .integer(0))
        XCTAssertEqual(XSettings.parse(data.data), ["Net/EnableAnimations": .integer(0)])
    }
}
