import Foundation
import ImageFiles

/// Where an edit of a picture is written: beside the original, unless the original is one of
/// the files a package installed, Vitrine's own (its Resources folders) or another's (any
/// folder of `$XDG_DATA_DIRS`, by default /usr/local/share and /usr/share). Those folders
/// belong to the package manager: a root user's Ctrl+S on a shipped photo once wrote into
/// /usr/share/vitrine/photo, and `apt remove` then left the folder behind. Such edits go to
/// the pictures folder (`PicturesFolder`), as do those whose own folder cannot be written.
package struct SaveDestination {
    /// Folders no edit is written into, resolved (symbolic links followed).
    package var protectedFolders: [String]
    package var pictures: PicturesFolder

    /// The running process's: its environment's `XDG_DATA_DIRS`, the shipped images' folders.
    package static var system: SaveDestination {
        let environment = ProcessInfo.processInfo.environment
        let shipped = ["photo", "strip"].compactMap { Resources.folder(named: $0) }
        return SaveDestination(
            protectedFolders: (dataFolders(environment: environment) + shipped).map(resolved),
            pictures: .system)
    }

    /// `$XDG_DATA_DIRS`'s absolute folders, or the specification's default when it is unset
    /// or empty.
    package static func dataFolders(environment: [String: String]) -> [String] {
        let listed = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init)
            .filter { $0.hasPrefix("/") }
        return listed.isEmpty ? ["/usr/local/share", "/usr/share"] : listed
    }

    /// A new file's path for the edit of `source`, named by `suffix` (`PNGFile.uniquePath`).
    package func path(forEditOf source: String, suffix: String) -> String {
        let besides = isProtected(source) ? picturesPath(for: source) : source
        return PNGFile.uniquePath(besides: besides, suffix: suffix)
    }

    /// The same name in the pictures folder: where an edit goes when its own folder will not do.
    package func picturesPath(for source: String) -> String {
        pictures.path + "/" + (source as NSString).lastPathComponent
    }

    /// Whether `source` lies in a protected folder, however its path reaches it.
    package func isProtected(_ source: String) -> Bool {
        let folder = SaveDestination.resolved((source as NSString).deletingLastPathComponent)
        return protectedFolders.contains { folder == $0 || folder.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    private static func resolved(_ path: String) -> String {
        if let real = FileSystemPath.resolved(path) { return real }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }
}
