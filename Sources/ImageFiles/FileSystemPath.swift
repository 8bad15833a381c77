#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Paths as the file system holds them: bytes, not always UTF-8 (a Latin-1 `caf\xe9.png` from
/// an older disk). Vitrine keeps a path in a String with each byte that is not part of valid
/// UTF-8 written as one scalar of the private-use range U+10FF80...U+10FFFF (byte 0x80 + n as
/// U+10FF80 + n), so the String goes back to exactly the bytes it came from; a name whose own
/// UTF-8 holds one of those scalars has that scalar's bytes written the same way, so the
/// mapping is one to one. Swift's own conversions replace such bytes with U+FFFD, and the file
/// could then be neither opened nor named. Names enter through `string(fromBytes:)` (the
/// command line, standard input, a folder's listing) and every call that hands a path to the
/// system goes through `withCString`.
public enum FileSystemPath {
    /// The first scalar of the escape range: byte b (0x80...0xFF) is U+10FF00 + b.
    static let escapeBase: UInt32 = 0x10_FF00

    /// The String for a path's bytes.
    public static func string(fromBytes bytes: [UInt8]) -> String {
        var out = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            if let (scalar, length) = decodeUTF8(bytes, at: i), !isEscape(scalar) {
                out.append(scalar)
                i += length
            } else if bytes[i] < 0x80 {
                out.append(Unicode.Scalar(bytes[i]))
                i += 1
            } else {
                // An escape scalar's own bytes, one at a time, are all 0x80 or more.
                out.append(Unicode.Scalar(escapeBase + UInt32(bytes[i]))!)
                i += 1
            }
        }
        return String(out)
    }

    /// The String for a path given as a C string (an argument of the command line).
    public static func string(fromCString path: UnsafePointer<CChar>) -> String {
        string(fromBytes: Array(UnsafeRawBufferPointer(start: path, count: strlen(path))))
    }

    /// The bytes `path` stands for.
    public static func bytes(of path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                out.append(UInt8(scalar.value - escapeBase))
            } else {
                out += Array(String(scalar).utf8)
            }
        }
        return out
    }

    /// Calls `body` with the path as a NUL-terminated C string of its bytes.
    public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        // Plain UTF-8 (almost every path): Swift's own C string, no copy.
        guard path.unicodeScalars.contains(where: isEscape) else { return try path.withCString(body) }
        let bytes = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    static func isEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= escapeBase + 0x80 }

    /// The names in `folder` ("." and ".." left out), each as `string(fromBytes:)` makes it;
    /// nil with errno set when it cannot be listed.
    public static func contentsOfFolder(_ folder: String) -> [String]? {
        guard let dir = withCString(folder, { opendir($0) }) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            names.append(string(fromBytes: bytes))
        }
        return names
    }

    /// What stat(2) says of a path.
    public struct Status: Equatable, Sendable {
        public var isFolder: Bool
        public var isLink: Bool
        public var device: UInt64
        public var inode: UInt64
    }

    /// stat(2) (following links) or, with `followingLinks` false, lstat(2) of `path`; nil when
    /// it fails.
    public static func status(_ path: String, followingLinks: Bool = true) -> Status? {
        var info = stat()
        let result = withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        guard result == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        return Status(
            isFolder: kind == S_IFDIR, isLink: kind == S_IFLNK, device: UInt64(info.st_dev),
            inode: UInt64(info.st_ino))
    }

    /// The absolute path with every link, "." and ".." resolved (realpath(3)); nil when it
    /// fails (the path does not exist).
    public static func resolved(_ path: String) -> String? {
        guard let real = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return string(fromCString: real)
    }
}
