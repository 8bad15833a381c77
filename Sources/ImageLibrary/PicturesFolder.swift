import Foundation

/// Where Ctrl+S puts a frame: the desktop's pictures folder, as xdg-user-dirs names it
/// (XDG_PICTURES_DIR in `$XDG_CONFIG_HOME/user-dirs.dirs`, by default
/// `~/.config/user-dirs.dirs`), else `~/Pictures`, else the current folder; each only if it
/// is a folder that exists. The environment and the file system come in as parameters, so
/// tests fake them.
package struct PicturesFolder {
    package var environment: [String: String]
    /// The current folder, the last resort.
    package var currentFolder: String
    /// The text of a file, nil when it cannot be read.
    package var readFile: (String) -> String?
    /// Whether a path names an existing folder.
    package var isFolder: (String) -> Bool

    /// The real process's: its environment, its current folder, the file system.
    package static var system: PicturesFolder {
        PicturesFolder(
            environment: ProcessInfo.processInfo.environment,
            currentFolder: FileManager.default.currentDirectoryPath,
            readFile: { try? String(contentsOfFile: $0, encoding: .utf8) },
            isFolder: { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            })
    }

    package var path: String {
        var candidates: [String] = []
        if let configured = configuredFolder { candidates.append(configured) }
        if let home { candidates.append(home + "/Pictures") }
        return candidates.first(where: isFolder) ?? currentFolder
    }

    private var home: String? {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home
    }

    /// XDG_PICTURES_DIR from user-dirs.dirs: a line `XDG_PICTURES_DIR="$HOME/Pictures"` or
    /// with an absolute path (the only two forms xdg-user-dirs writes). Set to $HOME itself it
    /// means "no pictures folder" (xdg-user-dirs' way to turn one off).
    private var configuredFolder: String? {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { $0 + "/.config" }
        guard let config, let text = readFile(config + "/user-dirs.dirs") else { return nil }
        var value: String?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("XDG_PICTURES_DIR=") else { continue }
            let quoted = trimmed.dropFirst("XDG_PICTURES_DIR=".count)
            guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { continue }
            value = String(quoted.dropFirst().dropLast()) // the last line wins, as in the shell
        }
        guard var folder = value else { return nil }
        if folder == "$HOME" || folder.hasPrefix("$HOME/") {
            guard let home else { return nil }
            folder = home + folder.dropFirst("$HOME".count)
        }
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        guard folder.hasPrefix("/"), folder != home else { return nil }
        return folder
    }
}
