import ImageFiles

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Folders of the thumbnail cache made as the standard asks: each one created, the missing
/// parents too, with permissions 0700, so no other user can see a thumbnail of a file only
/// this one may read. A folder that exists is left as it is (its permissions are its owner's
/// choice).
enum PrivateFolder {
    /// Makes `path` (absolute) and its missing parents, each 0700 whatever the umask. Fails
    /// naming the first part of the path that is not a folder or cannot be made.
    static func make(_ path: String) throws(ImageFileError) {
        if FileSystemPath.status(path)?.isFolder == true { return }
        var prefixBytes: [UInt8] = []
        for part in FileSystemPath.bytes(of: path).split(separator: UInt8(ascii: "/")) {
            prefixBytes += [UInt8(ascii: "/")] + part
            let prefix = FileSystemPath.string(fromBytes: prefixBytes)
            if let status = FileSystemPath.status(prefix) {
                guard status.isFolder else { throw failure(prefix, "it is not a folder") }
                continue
            }
            if FileSystemPath.withCString(prefix, { mkdir($0, 0o700) }) == 0 {
                _ = FileSystemPath.withCString(prefix) { chmod($0, 0o700) } // past the umask
                continue
            }
            let code = errno
            // Made meanwhile by another program (or thread): as good.
            guard code == EEXIST, FileSystemPath.status(prefix)?.isFolder == true else {
                throw failure(prefix, code == EEXIST ? "it is not a folder" : String(cString: strerror(code)))
            }
        }
    }

    private static func failure(_ folder: String, _ words: String) -> ImageFileError {
        ImageFileError(path: folder, reason: .writeFailed("cannot create the folder: \(words)"))
    }
}
