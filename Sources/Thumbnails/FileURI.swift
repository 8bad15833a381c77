import ImageFiles

/// The canonical `file://` URI of a local path, the key of the thumbnail standard: its MD5 names
/// the thumbnail and it is stored as Thumb::URI, so it must match, byte for byte, what every
/// other program makes for the same file. Those programs make it with GLib's
/// `g_filename_to_uri(path, NULL, ...)` (GNOME, GIO's own thumbnail check) or an equivalent, so
/// this is that function's output: "file://" and the path's bytes, each kept when it is an
/// ASCII letter or digit or one of `-_.!~*'()` (RFC 2396's unreserved), `/`, or one of
/// `&=:@+$,` (what GLib's table allows in a path), and every other byte written as %XX in
/// uppercase hexadecimal: space, the ASCII signs # % ? ; [ ] " < > \ ^ ` { | }, controls, DEL,
/// and each byte of UTF-8 or of a name that is not UTF-8. The path is taken as it is: "." and ".." parts and doubled slashes
/// stay, as GLib leaves them (the caller gives the path the file is known by).
public enum FileURI {
    /// The URI of `path` (in `FileSystemPath`'s convention, so a name that is not UTF-8 gives
    /// back its own bytes), or nil when it is not absolute.
    public static func string(forPath path: String) -> String? {
        let bytes = FileSystemPath.bytes(of: path)
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        var uri = Array("file://".utf8)
        uri.reserveCapacity(uri.count + bytes.count * 3)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in bytes {
            if keptInPath[Int(byte)] {
                uri.append(byte)
            } else {
                uri += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            }
        }
        return String(decoding: uri, as: UTF8.self) // all ASCII
    }

    /// For each byte, whether GLib's path table keeps it as it is.
    private static let keptInPath: [Bool] = {
        var kept = [Bool](repeating: false, count: 256)
        for byte in Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()/&=:@+$,".utf8) {
            kept[Int(byte)] = true
        }
        return kept
    }()
}
