import Raster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension PNGFile {
    /// Writes `surface` (premultiplied BGRA8, read through its stride) as an 8-bit RGBA PNG with
    /// straight alpha at `path`, atomically: the image goes to a temporary file in the same
    /// folder (`.name.png.XXXXXX`), is flushed to disk, then linked or renamed into place, so no reader ever
    /// sees half a file and a failure leaves no file behind. Refuses (`.exists`) to replace an
    /// existing file (or symbolic link, even a dangling one) unless `overwrite` is true. When
    /// replacing, the name is replaced, not written through: a symbolic link gives way to the
    /// new file, and a replaced regular file's permission bits carry over (unless `mode` says).
    ///
    /// `text` goes into tEXt chunks, in its order, between the colour chunks and the image data
    /// (where readers that stop at the image data still find it); a keyword or text that tEXt
    /// cannot hold (`PNGText`) fails the write before anything is created. Without text the
    /// file is byte for byte what it was before text could be written.
    ///
    /// `mode`: the file's permission bits (0o600: the owner's alone), whether it is new or
    /// replaces one; nil for the usual 0666 less the umask for a new file and the replaced
    /// file's own bits.
    ///
    /// `progress`, if given, is called on the calling thread with rows encoded / rows as they
    /// go, at most ~100 times, increasing, and with 1 once the file is in place; not at all if
    /// the write fails before the first row.
    public static func write(
        _ surface: Surface, to path: String, overwrite: Bool = false, text: [PNGText] = [], mode: Int? = nil,
        progress: ((Double) -> Void)? = nil
    ) throws(ImageFileError) {
        try write(to: path, overwrite: overwrite, text: text, mode: mode, progress: progress) {
            encoder, progress throws(ImageFileError) in
            try encoder.encode(surface, progress: progress)
        }
    }

    /// `write` of a picture made a band of rows at a time (`PictureBands`): never held whole.
    public static func write(
        _ bands: PictureBands, to path: String, overwrite: Bool = false,
        progress: ((Double) -> Void)? = nil
    ) throws(ImageFileError) {
        try write(to: path, overwrite: overwrite, text: [], mode: nil, progress: progress) {
            encoder, progress throws(ImageFileError) in
            try encoder.encode(bands, progress: progress)
        }
    }

    private static func write(
        to path: String, overwrite: Bool, text: [PNGText], mode: Int?, progress: ((Double) -> Void)?,
        encode: (PNGEncoder, ((Double) -> Void)?) throws(ImageFileError) -> Void
    ) throws(ImageFileError) {
        guard !TemporaryFile.split(path).name.isEmpty else {
            throw ImageFileError(path: path, reason: .writeFailed("the path names a folder"))
        }
        let chunks = try PNGEncoder.textChunks(text, path: path)
        if let mode, !(0...0o777).contains(mode) {
            throw ImageFileError(path: path, reason: .writeFailed("\(mode) is not a file mode"))
        }
        var existing = stat()
        var fileMode = mode.map { mode_t($0) }
        if FileSystemPath.withCString(path, { lstat($0, &existing) }) == 0 {
            // Checked early so no work is wasted; `commit` checks again without a race.
            guard overwrite else { throw ImageFileError(path: path, reason: .exists) }
            switch existing.st_mode & S_IFMT {
            case S_IFDIR: throw ImageFileError(path: path, reason: .writeFailed("it is a folder"))
            case S_IFREG where mode == nil: fileMode = existing.st_mode & 0o777
            default: break // a symbolic link's own mode is meaningless (0777); a mode given wins
            }
        }
        let temporary = try TemporaryFile(besides: path, mode: fileMode)
        try encode(PNGEncoder(stream: temporary.stream!, path: path, text: chunks), progress)
        try temporary.commit(overwrite: overwrite)
        progress?(1)
    }

    /// `count` premultiplied pixels un-premultiplied (Color(pixel:) rounding) into `target`,
    /// as 0xAARRGGBB: fully transparent ones become 0.
    static func straighten(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>, count: Int) {
        for x in 0..<count {
            let pixel = source[x]
            let alpha = pixel >> 24
            if alpha == 255 {
                target[x] = pixel
            } else if alpha == 0 {
                target[x] = 0
            } else {
                let color = Color(pixel: pixel)
                target[x] = Pixel.pack(
                    red: UInt32(color.red), green: UInt32(color.green), blue: UInt32(color.blue),
                    alpha: alpha)
            }
        }
    }
}
