import Foundation

/// Paths as the window shows them or hands them on: made absolute against the current folder
/// and standardised (".." and "." taken out, links left as they are), and for showing, the
/// home folder written as ~, as file managers and eog write it.
package enum UserPath {
    /// `path` absolute and standardised.
    package static func absolute(_ path: String, current: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = path.hasPrefix("/") ? path : (current as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    /// `path` absolute and standardised, `home` (with or without a last slash) written as ~.
    package static func abbreviated(
        _ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"],
        current: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let standard = absolute(path, current: current)
        guard let home, home.count > 1 else { return standard }
        let root = home.hasSuffix("/") ? String(home.dropLast()) : home
        if standard == root { return "~" }
        return standard.hasPrefix(root + "/") ? "~" + standard.dropFirst(root.count) : standard
    }
}
