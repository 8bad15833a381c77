#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A new file beside `target`, named `.<target name>.XXXXXX`, open for writing as a stdio
/// stream, that `commit` moves to `target`. Until then it is removed when the value goes away,
/// so every failure path, thrown or not, cleans up.
///
/// In the same folder because rename(2) is atomic only within one file system.
final class TemporaryFile {
    let target: String
    let path: String
    private(set) var stream: UnsafeMutablePointer<FILE>?
    private var committed = false

    /// `mode`: permission bits for the new file; nil for the usual 0666 less the umask.
    init(besides target: String, mode: mode_t?) throws(ImageFileError) {
        self.target = target
        let (folder, name) = TemporaryFile.split(target)
        guard !name.isEmpty else { throw ImageFileError(path: target, reason: .writeFailed("the path names a folder")) }
        // Not mkstemp: it creates the file 0600, so the image would end up unreadable to
        // others; open(O_EXCL) with 0666 lets the umask decide, as for any new file. A mode
        // asked for is given to open too, so the file is never more open than that, even for
        // the moment before fchmod sets it exactly (past the umask).
        let stem = name.utf8.count <= 200 ? name : "image"
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var fd: Int32 = -1
        var candidate = ""
        for _ in 0..<100 {
            let random = String((0..<6).map { _ in letters.randomElement()! })
            candidate = (folder == "/" ? "" : folder) + "/." + stem + "." + random
            fd = FileSystemPath.withCString(candidate) {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
            }
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw TemporaryFile.createError(target: target, folder: folder, code: errno) }
        path = candidate
        if let mode { fchmod(fd, mode) }
        guard let stream = fdopen(fd, "wb") else {
            let code = errno
            close(fd)
            _ = FileSystemPath.withCString(candidate) { unlink($0) }
            throw ImageFileError(
                path: target, reason: .writeFailed("cannot open a temporary file: \(systemMessage(code))"))
        }
        self.stream = stream
    }

    deinit {
        if let stream { fclose(stream) }
        if !committed { _ = FileSystemPath.withCString(path) { unlink($0) } }
    }

    /// Flushes the data to disk, then gives the file its real name. Without `overwrite` it
    /// fails with `.exists` rather than replace a file, even one created a moment ago.
    func commit(overwrite: Bool) throws(ImageFileError) {
        guard let stream else { return }
        self.stream = nil
        let flushed = fflush(stream) == 0 && fsync(fileno(stream)) == 0
        let code = errno
        let closed = fclose(stream) == 0
        guard flushed, closed else {
            throw writeFailed("could not write the temporary file", code: flushed ? errno : code)
        }
        if overwrite {
            guard TemporaryFile.renameFile(path, target) == 0 else { throw publishError(code: errno) }
        } else {
            try linkWithoutReplacing()
        }
        committed = true
        syncFolder()
    }

    /// link(2) fails with EEXIST rather than replace, atomically, which rename(2) cannot do
    /// (renameat2's RENAME_NOREPLACE is not visible from Swift's Glibc module). The price: a
    /// crash between link and unlink leaves the hidden temporary name behind, a second name for
    /// the same file.
    private func linkWithoutReplacing() throws(ImageFileError) {
        if FileSystemPath.withCString(path, { from in FileSystemPath.withCString(target) { link(from, $0) } }) == 0 {
            _ = FileSystemPath.withCString(path) { unlink($0) }
            return
        }
        let code = errno
        if code == EEXIST { throw ImageFileError(path: target, reason: .exists) }
        guard code == EPERM || code == EOPNOTSUPP || code == ENOSYS || code == EMLINK else {
            throw publishError(code: code)
        }
        // File systems without hard links (FAT on a USB stick, some network and FUSE ones):
        // check, then rename. A file created between the two would be replaced; such a race
        // needs another writer picking the same name in the same instant.
        var info = stat()
        if FileSystemPath.withCString(target, { lstat($0, &info) }) == 0 {
            throw ImageFileError(path: target, reason: .exists)
        }
        guard TemporaryFile.renameFile(path, target) == 0 else { throw publishError(code: errno) }
    }

    /// Makes the new name durable too. Best effort: some file systems refuse fsync on a folder,
    /// and the file is already in place.
    private func syncFolder() {
        let fd = FileSystemPath.withCString(TemporaryFile.split(target).folder) {
            open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    private func publishError(code: Int32) -> ImageFileError {
        if code == EISDIR { return ImageFileError(path: target, reason: .writeFailed("it is a folder")) }
        return writeFailed("could not move the temporary file into place", code: code)
    }

    private func writeFailed(_ what: String, code: Int32) -> ImageFileError {
        ImageFileError(path: target, reason: .writeFailed("\(what): \(systemMessage(code))"))
    }

    static func createError(target: String, folder path: String, code: Int32) -> ImageFileError {
        let folder = printableFileName(path) // these words are shown as they are
        let words: String
        switch code {
        case ENOENT: words = "the folder '\(folder)' does not exist"
        case ENOTDIR: words = "'\(folder)' is not a folder"
        case EACCES, EPERM: words = "no permission to create files in '\(folder)'"
        case EROFS: words = "'\(folder)' is on a read-only file system"
        default: words = "cannot create a file in '\(folder)': \(systemMessage(code))"
        }
        return ImageFileError(path: target, reason: .writeFailed(words))
    }

    /// "/a/b.png" -> ("/a", "b.png"); "b.png" -> (".", "b.png"); "/b.png" -> ("/", "b.png").
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// rename(2) of two paths given as FileSystemPath strings.
    static func renameFile(_ from: String, _ to: String) -> Int32 {
        FileSystemPath.withCString(from) { source in FileSystemPath.withCString(to) { rename(source, $0) } }
    }
}
