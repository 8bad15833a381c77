#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A regular file open for reading as a stdio stream (libpng and libjpeg read a `FILE`), closed
/// on deinit. The JPEG marker walk and scan count and the WebP decoder read it by offset
/// (`read(at:count:)`, `readAll`), which leaves the stream where it is.
///
/// Opening first and asking `fstat` about the open descriptor, rather than `stat` on the path
/// and then opening, means the checks are about the very file that is read.
final class InputFile {
    let path: String
    let stream: UnsafeMutablePointer<FILE>
    /// The stream's buffer, freed after it is closed.
    private let buffer: UnsafeMutableRawBufferPointer
    /// The file's length in bytes when it was opened.
    let byteCount: Int

    init(path: String) throws(ImageFileError) {
        self.path = path
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused below anyway).
        let fd = FileSystemPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw InputFile.openError(path: path, code: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw ImageFileError(path: path, reason: .readFailed(systemMessage(code)))
        }
        var refusal: ImageFileError.Reason?
        switch info.st_mode & S_IFMT {
        case S_IFREG: refusal = info.st_size == 0 ? .empty : nil
        case S_IFDIR: refusal = .isDirectory
        default: refusal = .notRegularFile
        }
        if let refusal {
            close(fd)
            throw ImageFileError(path: path, reason: refusal)
        }
        guard let stream = fdopen(fd, "rb") else {
            let code = errno
            close(fd)
            throw ImageFileError(path: path, reason: .readFailed(systemMessage(code)))
        }
        // Reads of 256 KiB, not stdio's 4 KiB: a 49 MB PNG took 12,000 read calls. glibc takes
        // the size only with a buffer of ours.
        buffer = .allocate(byteCount: InputFile.bufferBytes, alignment: 64)
        setvbuf(stream, buffer.baseAddress?.assumingMemoryBound(to: CChar.self), _IOFBF, InputFile.bufferBytes)
        self.stream = stream
        self.byteCount = Int(info.st_size)
    }

    /// The size of the stream's buffer.
    static let bufferBytes = 256 << 10

    deinit {
        fclose(stream)
        buffer.deallocate()
    }

    static func openError(path: String, code: Int32) -> ImageFileError {
        let reason: ImageFileError.Reason
        switch code {
        case ENOENT, ENOTDIR: reason = .missing
        case EACCES, EPERM: reason = .permissionDenied
        case EISDIR: reason = .isDirectory
        // What open(2) says for a UNIX socket (and a device file with no device behind it).
        case ENXIO: reason = .notRegularFile
        default: reason = .readFailed(systemMessage(code))
        }
        return ImageFileError(path: path, reason: reason)
    }

    /// Up to `count` bytes from the start of the file, without moving the stream's position.
    func peek(_ count: Int) throws(ImageFileError) -> [UInt8] {
        try read(at: 0, count: count)
    }

    /// Up to `count` bytes from `offset` on (fewer where the file ends), without moving the
    /// stream's position.
    func read(at offset: Int, count: Int) throws(ImageFileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let (got, failure) = bytes.withUnsafeMutableBytes {
            InputFile.read(fileno(stream), into: $0.baseAddress!, count: count, at: offset)
        }
        if let failure { throw ImageFileError(path: path, reason: .readFailed(systemMessage(failure))) }
        return got == count ? bytes : Array(bytes[..<got])
    }

    /// Reads up to `count` bytes at `offset` of `descriptor` into `buffer` through pread, again
    /// after an interrupted read: how many it got (fewer where the file ends), and the errno of
    /// a read that failed, if one stopped it.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int)
        -> (got: Int, failure: Int32?)
    {
        var got = 0
        while got < count {
            let n = pread(descriptor, buffer + got, count - got, off_t(offset + got))
            if n > 0 {
                got += n
            } else if n == 0 {
                break
            } else if errno != EINTR {
                return (got, errno)
            }
        }
        return (got, nil)
    }

    /// The whole file, refused over `limit` bytes before anything is read. A file that shrank
    /// since it was opened gives what is left (its decoder then finds it truncated).
    func readAll(limit: Int) throws(ImageFileError) -> [UInt8] {
        guard byteCount <= limit else {
            throw ImageFileError(
                path: path, reason: .fileTooLarge(bytes: byteCount),
                detail: "the limit is \(DecodeLimits.inWords(limit))")
        }
        return try read(at: 0, count: byteCount)
    }

    /// The error for a libpng failure, told apart by the stream's state: libpng says only
    /// "Read Error" when a read comes up short, and the stream knows whether that was the end
    /// of the file (truncated) or the device failing.
    func failure(libpngMessage message: String, code: Int32) -> ImageFileError {
        if ferror(stream) != 0 {
            return ImageFileError(path: path, reason: .readFailed(systemMessage(code)), detail: "libpng: \(message)")
        }
        if feof(stream) != 0 {
            return ImageFileError(path: path, reason: .truncated, detail: "libpng: \(message)")
        }
        return ImageFileError(path: path, reason: .corrupt(message))
    }
}
