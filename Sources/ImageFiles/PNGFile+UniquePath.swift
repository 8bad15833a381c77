#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension PNGFile {
    /// A path for a new PNG beside `path` that names nothing yet: the suffix goes before the
    /// extension, which becomes ".png" (the file holds PNG data whatever the original was).
    /// For "/a/photo.jpg" and "-blur": "/a/photo-blur.png", else "/a/photo-blur-2.png", "-3"...
    /// A name without an extension (or a dot file like ".png") keeps all of it as the stem.
    ///
    /// A name free now may be taken before it is written: write with `overwrite: false` and
    /// ask again on `.exists`.
    public static func uniquePath(besides path: String, suffix: String) -> String {
        let (folder, name) = TemporaryFile.split(path)
        let prefix = path.contains("/") ? (folder == "/" ? "/" : folder + "/") : ""
        var stem = name
        let ext = ".png"
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { stem = String(name[..<dot]) }
        func taken(_ candidate: String) -> Bool {
            // A dangling symlink counts: writing would follow it.
            FileSystemPath.status(candidate, followingLinks: false) != nil
        }
        var candidate = prefix + stem + suffix + ext
        var number = 2
        while taken(candidate) {
            candidate = prefix + stem + suffix + "-\(number)" + ext
            number += 1
        }
        return candidate
    }
}
