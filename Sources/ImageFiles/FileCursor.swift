#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An open file read from a position of its own, through pread, for the libraries that read
/// through callbacks (libheif, giflib): the stream's own position is left alone, and the cursor
/// is the callbacks' user data.
final class FileCursor {
    let descriptor: Int32
    let byteCount: Int
    var position = 0

    init(_ file: InputFile) { (descriptor, byteCount) = (fileno(file.stream), file.byteCount) }

    /// The cursor a callback's user data points at.
    static func of(_ user: UnsafeMutableRawPointer?) -> FileCursor {
        Unmanaged<FileCursor>.fromOpaque(user!).takeUnretainedValue()
    }

    /// Reads up to `count` bytes at the position into `data` and moves past them: fewer where
    /// the file ends or a read fails.
    func read(into data: UnsafeMutableRawPointer?, count: Int) -> Int {
        guard let data else { return 0 }
        let got = InputFile.read(descriptor, into: data, count: count, at: position).got
        position += got
        return got
    }
}
