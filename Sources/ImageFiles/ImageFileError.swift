/// Why an image file could not be read or written. `description` names the file and the reason
/// in one line, fit for stderr: `cannot open 'x.png': the file is truncated (libpng: Read Error)`.
/// The name is shown through `printableFileName`, so no character of it can split the line or
/// reach the terminal as a control sequence; `path` keeps it as given.
public struct ImageFileError: Error, CustomStringConvertible, Equatable {
    public enum Reason: Equatable, Sendable {
        // Reading.
        case missing
        case isDirectory
        /// A device, pipe or socket: reading one could block or never end.
        case notRegularFile
        case permissionDenied
        case empty
        /// PNGFile was given a file that is not a PNG.
        case notPNG
        /// ImageFile was given a file whose first bytes are none of the formats it reads.
        case notAnImage
        /// The file ends before the image does.
        case truncated
        /// The decoding library refused the data (bad CRC, bad zlib stream, invalid chunk, bad
        /// Huffman code); its message and its name.
        case corrupt(String, library: String = "libpng")
        /// A kind of file this format allows that Vitrine does not read (a HEIF past libheif's limits).
        case unsupported(String)
        /// Over the `DecodeLimits` (or over what a Surface can hold); the size from the header.
        case tooLarge(width: Int, height: Int)
        /// Decoding it would hold more than `DecodeLimits.maxPeakBytes` at once (the estimate).
        case tooCostly(peakBytes: Int)
        /// Decoding it would take too long: what makes it slow, in words.
        case tooSlow(String)
        /// A WebP file, read into memory whole, over `DecodeLimits.maxFileBytes`.
        case fileTooLarge(bytes: Int)
        /// The operating system failed a read (EIO and the like); its message.
        case readFailed(String)
        // Writing.
        /// The target exists and `overwrite` was false.
        case exists
        /// What failed, in words, e.g. "the folder '/a/b' does not exist".
        case writeFailed(String)
    }

    public var path: String
    public var reason: Reason
    /// The underlying library's or system's own words, e.g. "libpng: Read Error", or the limits
    /// an image exceeded. For people; match on `reason`, not on this.
    public var detail: String?

    public init(path: String, reason: Reason, detail: String? = nil) {
        (self.path, self.reason, self.detail) = (path, reason, detail)
    }

    public var description: String {
        let words: String
        switch reason {
        case .missing: words = "no such file"
        case .isDirectory: words = "it is a folder, not a file"
        case .notRegularFile: words = "it is not a regular file (a device, pipe or socket)"
        case .permissionDenied: words = "permission denied"
        case .empty: words = "the file is empty"
        case .notPNG: words = "not a PNG file"
        case .notAnImage: words = "not an image Vitrine reads (\(ImageFile.formatNames))"
        case .truncated: words = "the file is truncated"
        case .corrupt(let message, let library): words = "the file is corrupt (\(library): \(message))"
        case .unsupported(let what): words = "\(what) is not supported"
        case .tooLarge(let width, let height): words = "the image is too large (\(width) x \(height) pixels)"
        case .tooCostly(let bytes):
            words = "decoding it would take \(DecodeLimits.inWords(rounding: bytes)) of memory at its peak"
        case .tooSlow(let why): words = "decoding it would take too long (\(why))"
        case .fileTooLarge(let bytes): words = "the file is too large (\(bytes) bytes)"
        case .readFailed(let message): words = "read error (\(message))"
        case .exists: words = "a file of that name already exists"
        case .writeFailed(let message): words = message
        }
        let verb: String
        switch reason {
        case .exists, .writeFailed: verb = "cannot write"
        default: verb = "cannot open"
        }
        let extra = detail.map { " (\($0))" } ?? ""
        return "\(verb) '\(printableFileName(path))': \(words)\(extra)"
    }
}
