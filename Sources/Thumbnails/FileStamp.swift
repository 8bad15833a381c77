import ImageFiles

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// What a thumbnail remembers of its original file, to tell whether it still shows it: the
/// modification time in whole seconds since 1970 (stat's `st_mtime`, stored as Thumb::MTime) and
/// the length in bytes (`st_size`, Thumb::Size). The standard compares both for equality, not
/// order: a file moved over the original may be older than the thumbnail.
public struct FileStamp: Equatable, Hashable, Sendable {
    /// Seconds since 1970-01-01 UTC, the fraction dropped (negative before 1970).
    public var modificationTime: Int64
    /// The file's length in bytes.
    public var byteCount: Int64

    public init(modificationTime: Int64, byteCount: Int64) {
        (self.modificationTime, self.byteCount) = (modificationTime, byteCount)
    }

    /// The stamp of the file at `path` (links followed, as GLib's check does); nil when it
    /// cannot be opened for reading. The standard asks exactly that: a program that cannot read
    /// a file should neither read its thumbnail from the cache nor write anything of it there
    /// (a failure record would outlive a change of permissions). So the store's calls take a
    /// stamp, and this is the way to have one for a file on disk.
    public init?(ofFileAt path: String) {
        // Opened rather than access(2)ed: this asks with the process's own rights, and the
        // stamp is then of the very file opened. O_NONBLOCK: a FIFO must not wait for a writer.
        let fd = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let seconds = info.st_mtimespec.tv_sec
        #else
            let seconds = info.st_mtim.tv_sec
        #endif
        self.init(modificationTime: Int64(seconds), byteCount: Int64(info.st_size))
    }
}
