import ImageFiles

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The user's thumbnail cache as the freedesktop.org Thumbnail Managing Standard (0.9.0) lays it
/// out, shared with GNOME, KDE, file managers and other viewers: `root/normal`, `large`,
/// `x-large` and `xx-large` hold thumbnails of at most 128, 256, 512 and 1024 pixels a side,
/// each named by the MD5 of its original's URI (`FileURI`) + ".png"; `root/fail/vitrine-VERSION`
/// holds Vitrine's records of files it could not make a thumbnail of. Finding
/// (ThumbnailStore+Lookup.swift) and writing (ThumbnailStore+Save.swift) are here; what to
/// make a thumbnail of, and when, is the caller's.
///
/// A value: it holds only where the cache is and which Vitrine writes to it. Every call opens
/// what it needs and closes it again, so one store may be used from any thread.
public struct ThumbnailStore: Equatable, Sendable {
    /// The cache's folder, absolute, without a trailing slash: "/home/ann/.cache/thumbnails".
    public let root: String
    /// Vitrine's version ("0.3.0"): the thumbnails say Software "Vitrine 0.3.0", and its
    /// failure records go to "fail/vitrine-0.3.0", as the standard asks (a program's name and
    /// version, since what one version cannot read another may).
    public let version: String

    /// A store at `root`; nil when `root` is not absolute or `version` is not 1 to 64 of the
    /// ASCII letters, digits and `.-_+~` (it becomes a folder's name and a PNG text).
    public init?(root: String, version: String) {
        let versionBytes = Array(version.utf8)
        let allowed = versionBytes.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || Array(".-_+~".utf8).contains(byte)
        }
        guard root.hasPrefix("/"), (1...64).contains(versionBytes.count), allowed, version != ".", version != ".."
        else { return nil }
        self.root = ThumbnailStore.tidied(root)
        self.version = version
    }

    /// The store the standard names for this user: `$XDG_CACHE_HOME/thumbnails` when that
    /// variable is set to an absolute path, else `$HOME/.cache/thumbnails` (the XDG Base
    /// Directory Specification calls a relative value invalid, to be ignored). Nil when
    /// neither gives an absolute path.
    public init?(environment: [String: String] = ThumbnailStore.processEnvironment(), version: String) {
        guard let root = ThumbnailStore.root(environment: environment) else { return nil }
        self.init(root: root, version: version)
    }

    /// The root the standard names in `environment` (see `init(environment:version:)`).
    public static func root(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return child(of: tidied(cache), "thumbnails")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return child(of: tidied(home), ".cache/thumbnails")
        }
        return nil
    }

    /// XDG_CACHE_HOME and HOME of this process, those that are set (bytes that are not UTF-8
    /// kept as `FileSystemPath` keeps them).
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["XDG_CACHE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = FileSystemPath.string(fromCString: value) }
        }
        return environment
    }

    /// Where the thumbnail of size `size` of the file at `path` lives (whether or not it
    /// exists); nil when `path` is not absolute.
    public func thumbnailPath(forPath path: String, size: ThumbnailSize) -> String? {
        FileURI.string(forPath: path).map { folder(for: size) + "/" + ThumbnailStore.fileName(for: $0) }
    }

    /// Where Vitrine's failure record for the file at `path` lives; nil when `path` is not
    /// absolute.
    public func failurePath(forPath path: String) -> String? {
        FileURI.string(forPath: path).map { failureFolder + "/" + ThumbnailStore.fileName(for: $0) }
    }

    /// The folder of thumbnails of `size`.
    func folder(for size: ThumbnailSize) -> String { ThumbnailStore.child(of: root, size.folderName) }

    /// Vitrine's own folder of failure records.
    var failureFolder: String { ThumbnailStore.child(of: root, "fail/vitrine-" + version) }

    /// `name` in `folder`, a single slash between them, also when `folder` is "/".
    static func child(of folder: String, _ name: String) -> String { (folder == "/" ? "" : folder) + "/" + name }

    /// A thumbnail's file name: the lowercase hexadecimal MD5 of the URI, then ".png".
    static func fileName(for uri: String) -> String { MD5.hex(Array(uri.utf8)) + ".png" }

    /// Whether `path` lies in the cache (is the root or below it), where the standard forbids
    /// making thumbnails: judged on the path as written (repeated slashes and "." parts aside)
    /// and, when both exist, on the two with every link resolved. Compared byte for byte, not
    /// as Swift compares strings (which would take "e" and a combining accent for "é").
    public func holds(_ path: String) -> Bool {
        if ThumbnailStore.isInside(ThumbnailStore.tidied(path), root) { return true }
        guard let realRoot = FileSystemPath.resolved(root), let realPath = FileSystemPath.resolved(path) else {
            return false
        }
        return ThumbnailStore.isInside(realPath, realRoot)
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        let (pathBytes, folderBytes) = (FileSystemPath.bytes(of: path), FileSystemPath.bytes(of: folder))
        guard folderBytes != [UInt8(ascii: "/")] else { return pathBytes.first == UInt8(ascii: "/") }
        return pathBytes == folderBytes || pathBytes.starts(with: folderBytes + [UInt8(ascii: "/")])
    }

    /// `path` without repeated slashes, "." parts or a trailing slash ("/" stays "/").
    static func tidied(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let bytes = FileSystemPath.bytes(of: path)
        let parts = bytes.split(separator: slash).filter { $0 != [UInt8(ascii: ".")] }
        let joined = Array(parts.joined(separator: [slash]))
        return FileSystemPath.string(fromBytes: bytes.first == slash ? [slash] + joined : joined)
    }
}
