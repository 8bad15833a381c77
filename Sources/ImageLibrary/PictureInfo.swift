import Foundation
import ImageFiles

/// What the info card says of a picture (Ctrl+I): its name, then rows of label and value, the
/// file's (folder, size, modified, dimensions) and what its EXIF tags say (camera, lens,
/// exposure, date taken, place). Read once per picture shown while the card is open, on the
/// thread that draws (a header, at most 128 KiB of a JPEG or 64 KiB of another format's EXIF,
/// the file's status): a few milliseconds, once per picture.
package struct PictureInfo: Equatable, Sendable {
    package struct Row: Equatable, Sendable {
        package var label: String
        package var value: String
    }

    package var title: String
    package var rows: [Row]

    /// The facts of `entry`'s file; `home` is written as ~ in its folder.
    package init(_ entry: ImageCatalog.Entry, home: String? = ProcessInfo.processInfo.environment["HOME"]) {
        title = entry.displayName
        var rows: [Row] = []
        func add(_ label: String, _ value: String?) {
            if let value { rows.append(Row(label: label, value: value)) }
        }
        let path = entry.path
        let folder = (UserPath.absolute(path) as NSString).deletingLastPathComponent
        add("Folder", printableFileName(UserPath.abbreviated(folder, home: home)))
        var info = stat()
        if FileSystemPath.withCString(path, { stat($0, &info) }) == 0 {
            add("File", PictureInfo.bytes(Int(info.st_size)))
            add("Modified", PictureInfo.date(info.st_mtim.tv_sec))
        }
        if let size = try? ImageFile.size(ofFileAt: path, page: entry.page) {
            add("Dimensions", "\(size.width) × \(size.height) pixels")
        }
        if let exif = ExifFacts.read(fromFileAt: path) {
            add("Camera", exif.camera)
            add("Lens", exif.lens)
            add("Exposure", exif.exposure)
            add("Taken", exif.taken)
            add("Place", exif.place)
        }
        self.rows = rows
    }

    /// "812 kB", "3.2 MB": decimal units, as file managers give sizes.
    static func bytes(_ count: Int) -> String {
        if count < 1000 { return "\(count) bytes" }
        let units = ["kB", "MB", "GB", "TB"]
        var value = Double(count) / 1000, unit = 0
        // Rounded as shown (one decimal below 10, none above), then on to the next unit when
        // that reaches 1000: 999,999 bytes are "1.0 MB", not "1000 kB".
        func shown(_ v: Double) -> Double { v < 9.95 ? (v * 10).rounded() / 10 : v.rounded() }
        while shown(value) >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let rounded = shown(value)
        let text = rounded < 10 ? String(rounded) : String(Int(rounded))
        return "\(text) \(units[unit])"
    }

    /// "2024-07-14 18:32" in the local time zone.
    static func date(_ seconds: Int) -> String {
        var time = time_t(seconds), parts = tm()
        localtime_r(&time, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
