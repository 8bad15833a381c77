import Foundation
import ImageFiles

/// The desktop's trash, as the freedesktop.org Trash specification 1.0 has it, so a picture
/// deleted here shows in the file manager's trash and can be restored from there (and Ctrl+Z
/// here puts it back while Vitrine runs). A file on the home folder's disk goes to the home
/// trash (`$XDG_DATA_HOME/Trash`, by default `~/.local/share/Trash`); one on another disk to
/// that disk's `.Trash/UID` (when the administrator made `.Trash` sticky) or `.Trash-UID`, as
/// GIO does, so the move is a rename and never a copy. A file's `info/NAME.trashinfo` is made
/// first, with O_EXCL, claiming the name (`photo.jpg`, then `photo.2.jpg`, ...), then the file
/// is renamed into `files/`.
package struct Trash: Sendable {
    /// A file in the trash: where it was, where it is, and its `.trashinfo`.
    package struct Item: Equatable, Sendable {
        package let originalPath: String
        package let trashedPath: String
        package let infoPath: String
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        /// The item is no longer in the trash (emptied, or restored from the file manager):
        /// nothing will ever bring it back from here.
        package var itemIsGone = false
    }

    /// The home trash folder.
    package let home: String
    let now: @Sendable () -> Date
    let timeZone: TimeZone

    /// The trash under `dataHome` (`$XDG_DATA_HOME`).
    package init(dataHome: String, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current) {
        home = (dataHome as NSString).appendingPathComponent("Trash")
        self.now = now
        self.timeZone = timeZone
    }

    /// The user's: `$XDG_DATA_HOME` when it is an absolute path, else `$HOME/.local/share`.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Trash {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return Trash(dataHome: data) }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return Trash(dataHome: (home as NSString).appendingPathComponent(".local/share"))
    }

    /// Moves the file at `path` into the trash.
    package func moveToTrash(_ path: String) throws(Failure) -> Item {
        let original = UserPath.absolute(path)
        guard let status = FileSystemPath.status(original, followingLinks: false) else {
            throw Failure(description: "it is not there any more")
        }
        guard !status.isFolder else { throw Failure(description: "it is a folder") }
        let (folder, relativeTo) = try trashFolder(forFileOn: status.device, at: original)
        for sub in ["files", "info"] { try makeFolder((folder as NSString).appendingPathComponent(sub)) }
        let base = (original as NSString).lastPathComponent
        for n in 1...10_000 {
            let name = Trash.uniqueName(base, n)
            let info = folder + "/info/" + name + ".trashinfo", trashed = folder + "/files/" + name
            let fd = FileSystemPath.withCString(info) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
            if fd < 0 {
                if errno == EEXIST { continue }
                throw Failure(description: "cannot write in the trash (\(String(cString: strerror(errno))))")
            }
            // A file of that name may be in files/ without its info (another program's crash).
            if FileSystemPath.status(trashed, followingLinks: false) != nil {
                close(fd)
                FileSystemPath.withCString(info) { _ = unlink($0) }
                continue
            }
            let text = infoText(
                for: relativeTo.map { String(original.dropFirst($0 == "/" ? 1 : $0.count + 1)) } ?? original)
            let written = text.utf8.withContiguousStorageIfAvailable { write(fd, $0.baseAddress, $0.count) }
            let closed = close(fd)
            let renamed =
                written == text.utf8.count && closed == 0
                && FileSystemPath.withCString(
                    original,
                    { from in
                        FileSystemPath.withCString(trashed) { rename(from, $0) }
                    }) == 0
            guard renamed else {
                let why = String(cString: strerror(errno))
                FileSystemPath.withCString(info) { _ = unlink($0) }
                throw Failure(description: "cannot move it to the trash (\(why))")
            }
            return Item(originalPath: original, trashedPath: trashed, infoPath: info)
        }
        throw Failure(description: "the trash holds 10,000 files of that name")
    }

    /// Puts `item` back where it was, and takes its `.trashinfo` out of the trash.
    package func restore(_ item: Item) throws(Failure) {
        guard FileSystemPath.status(item.trashedPath, followingLinks: false) != nil else {
            throw Failure(description: "it is no longer in the trash", itemIsGone: true)
        }
        // A link then an unlink, not a rename: the link fails if a file of that name came
        // into the folder meanwhile, where a rename would replace it.
        let linked = FileSystemPath.withCString(item.trashedPath) { from in
            FileSystemPath.withCString(item.originalPath) { link(from, $0) }
        }
        guard linked == 0 else {
            if errno == EEXIST { throw Failure(description: "a file of that name is in its folder now") }
            throw Failure(description: "cannot move it back (\(String(cString: strerror(errno))))")
        }
        FileSystemPath.withCString(item.trashedPath) { _ = unlink($0) }
        FileSystemPath.withCString(item.infoPath) { _ = unlink($0) }
    }

    /// The `.trashinfo` text for `path`: absolute in the home trash, relative to the disk's
    /// top folder in a disk's own trash, each byte outside RFC 3986's unreserved set and "/"
    /// percent-escaped (as GIO writes it), and the local time without a zone.
    func infoText(for path: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return "[Trash Info]\nPath=\(Trash.escaped(path))\nDeletionDate=\(formatter.string(from: now()))\n"
    }

    static func escaped(_ path: String) -> String {
        var out = ""
        for byte in FileSystemPath.bytes(of: path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    /// The n-th name for `base` (from 1): `photo.jpg`, `photo.2.jpg`, ... (GIO's pattern: the
    /// number before the first dot's extension).
    static func uniqueName(_ base: String, _ n: Int) -> String {
        guard n > 1 else { return base }
        guard let dot = base.dropFirst().firstIndex(of: ".") else { return "\(base).\(n)" }
        return "\(base[..<dot]).\(n)\(base[dot...])"
    }

    /// The trash for a file on `device`: the home trash when it is on the home trash's disk,
    /// else its disk's own, with the disk's top folder its `.trashinfo` paths are relative to.
    private func trashFolder(forFileOn device: UInt64, at path: String) throws(Failure) -> (String, String?) {
        try makeFolder(home)
        if FileSystemPath.status(home)?.device == device { return (home, nil) }
        let top = Trash.topFolder(of: path, device: device)
        let uid = getuid()
        let shared = (top as NSString).appendingPathComponent(".Trash")
        var info = stat()
        if FileSystemPath.withCString(shared, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR,
            info.st_mode & S_ISVTX != 0
        {
            let mine = shared + "/\(uid)"
            if (try? makeFolder(mine)) != nil { return (mine, top) }
        }
        let own = (top as NSString).appendingPathComponent(".Trash-\(uid)")
        do {
            try makeFolder(own)
        } catch {
            throw Failure(description: "its disk has no trash Vitrine may use (\(error.description))")
        }
        guard FileSystemPath.withCString(own, { lstat($0, &info) }) == 0, info.st_uid == uid else {
            throw Failure(description: "its disk's trash belongs to someone else")
        }
        return (own, top)
    }

    /// The top folder of the disk `path` is on: the last folder up from it on `device`.
    static func topFolder(of path: String, device: UInt64) -> String {
        var top = (path as NSString).deletingLastPathComponent
        while top != "/" {
            let parent = (top as NSString).deletingLastPathComponent
            guard FileSystemPath.status(parent)?.device == device else { break }
            top = parent
        }
        return top
    }

    /// Makes `folder` (and its parents) with mode 0700 if missing; fails unless it is a folder
    /// that is no link.
    private func makeFolder(_ folder: String) throws(Failure) {
        if let status = FileSystemPath.status(folder, followingLinks: false) {
            guard status.isFolder else { throw Failure(description: "'\(folder)' is not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(description: "cannot make '\(folder)'")
        }
    }
}
