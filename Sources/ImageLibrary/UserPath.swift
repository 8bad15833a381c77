import Foundation

/// Paths as the window shows them or hands them on: made absolute against the current folder
/// and standardised (".." and "." taken out, links left as they are), and for showing, the
/// home folder written as ~, as file managers and eog write it.
package enum UserPath {
    /// `path` absolute and standardised, by its text alone: NSString's `standardizingPath`
    /// resolves links on Linux, the last name's too, so Delete on a link in a folder of links
    /// trashed the photo it pointed to.
    package static func absolute(_ path: String, current: String = FileManager.default.currentDirectoryPath) -> String {
        let joined = path.hasPrefix("/") ? path : current + "/" + path
        var names: [Substring] = []
        for name in joined.split(separator: "/") where name != "." {
            if name == ".." { _ = names.popLast() } else { names.append(name) }
        }
        return "/" + names.joined(separator: "/")
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
