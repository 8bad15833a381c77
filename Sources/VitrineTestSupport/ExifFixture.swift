import Foundation

/// A photo's EXIF for tests, built byte by byte (no tool writes all of these tags): IFD0 with
/// make "Canon" and model "Canon EOS 5D", the Exif IFD with 1/125 s, f/2.8, ISO 200, 35 mm,
/// taken 2024:07:14 18:32:05 with lens "EF 24-70mm f/2.8L", and the GPS IFD at 48° 51' 29.88" N,
/// 2° 17' 40.2" E.
public enum ExifFixture {
    /// One IFD entry: tag, type (2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL), count, value bytes.
    typealias Entry = (tag: Int, type: Int, count: Int, value: [UInt8])

    static func ascii(_ tag: Int, _ text: String) -> Entry {
        let bytes = Array(text.utf8) + [0]
        return (tag, 2, bytes.count, bytes)
    }

    static func rationals(_ tag: Int, _ values: [(Int, Int)]) -> Entry {
        (tag, 5, values.count, values.flatMap { LittleEndian.u32($0.0) + LittleEndian.u32($0.1) })
    }

    /// A little-endian IFD at `offset` in the TIFF structure, its larger values after it.
    static func ifd(_ entries: [Entry], at offset: Int) -> [UInt8] {
        var table = LittleEndian.u16(entries.count), data: [UInt8] = []
        let dataStart = offset + 2 + 12 * entries.count + 4
        for e in entries {
            table += LittleEndian.u16(e.tag) + LittleEndian.u16(e.type) + LittleEndian.u32(e.count)
            if e.value.count <= 4 {
                table += e.value + [UInt8](repeating: 0, count: 4 - e.value.count)
            } else {
                table += LittleEndian.u32(dataStart + data.count)
                data += e.value + (e.value.count % 2 == 1 ? [0] : [])
            }
        }
        return table + LittleEndian.u32(0) + data
    }

    /// The EXIF TIFF structure: IFD0 (make, model, pointers), the Exif IFD, the GPS IFD.
    /// `model`: the Model tag's text (a hostile one, to test what the card makes of it);
    /// `taken`: DateTimeOriginal's.
    public static func exif(model: String = "Canon EOS 5D", taken: String = "2024:07:14 18:32:05") -> [UInt8] {
        let exif: [Entry] = [
            rationals(0x829A, [(1, 125)]), rationals(0x829D, [(28, 10)]), (0x8827, 3, 1, LittleEndian.u16(200)),
            ascii(0x9003, taken), rationals(0x920A, [(35, 1)]), ascii(0xA434, "EF 24-70mm f/2.8L"),
        ]
        let gps: [Entry] = [
            ascii(0x0001, "N"), rationals(0x0002, [(48, 1), (51, 1), (2988, 100)]),
            ascii(0x0003, "E"), rationals(0x0004, [(2, 1), (17, 1), (4020, 100)]),
        ]
        func first(exifAt: Int, gpsAt: Int) -> [Entry] {
            [
                ascii(0x010F, "Canon"), ascii(0x0110, model), (0x8769, 4, 1, LittleEndian.u32(exifAt)),
                (0x8825, 4, 1, LittleEndian.u32(gpsAt)),
            ]
        }
        let exifAt = 8 + ifd(first(exifAt: 0, gpsAt: 0), at: 8).count
        let gpsAt = exifAt + ifd(exif, at: exifAt).count
        return Array("II*\0".utf8) + LittleEndian.u32(8) + ifd(first(exifAt: exifAt, gpsAt: gpsAt), at: 8)
            + ifd(exif, at: exifAt) + ifd(gps, at: gpsAt)
    }

    /// The JPEG at `source` with an APP1 EXIF segment (`exif`) after its start, at `path`.
    public static func writePhoto(
        to path: String, from source: String, model: String = "Canon EOS 5D", taken: String = "2024:07:14 18:32:05"
    ) throws {
        let jpeg = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        let payload = Array("Exif\0\0".utf8) + exif(model: model, taken: taken)
        let app1: [UInt8] = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        try Data(jpeg.prefix(2) + app1 + jpeg.dropFirst(2)).write(to: URL(fileURLWithPath: path))
    }
}
