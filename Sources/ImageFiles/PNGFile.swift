import Raster
import Geometry

/// Why an image file could not be read or written. `description` names the file and the reason
/// in one line, fit for stderr.
public struct ImageFileError: Error, CustomStringConvertible, Equatable {
    public enum Reason: Equatable, Sendable {
        case missing
        case isDirectory
        case permissionDenied
        case empty
        case notPNG
        case truncated
        case corrupt(String)
        case tooLarge(width: Int, height: Int)
        case exists
        case writeFailed(String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): TODO" }
}

/// Limits on what a decode may allocate, checked from the header before any pixel is read.
public struct DecodeLimits: Equatable, Sendable {
    public var maxWidth: Int
    public var maxHeight: Int
    public var maxBytes: Int

    public init(maxWidth: Int = 16384, maxHeight: Int = 16384, maxBytes: Int = 512 << 20) {
        (self.maxWidth, self.maxHeight, self.maxBytes) = (maxWidth, maxHeight, maxBytes)
    }

    public static let `default` = DecodeLimits()
}

public enum PNGFile {
    /// Reads a whole PNG into a premultiplied Surface.
    public static func read(path: String, limits: DecodeLimits = .default) throws(ImageFileError) -> Surface {
        throw ImageFileError(path: path, reason: .missing)
    }

    /// Reads only the header: the image's size, without decoding pixels.
    public static func size(ofFileAt path: String, limits: DecodeLimits = .default) throws(ImageFileError) -> PixelSize {
        throw ImageFileError(path: path, reason: .missing)
    }

    /// Writes `surface` as an RGBA PNG (un-premultiplied) at `path`, atomically: a temporary file
    /// in the same folder, then rename. Refuses (`.exists`) to replace an existing file unless
    /// `overwrite` is true.
    public static func write(_ surface: Surface, to path: String, overwrite: Bool = false) throws(ImageFileError) {
        throw ImageFileError(path: path, reason: .writeFailed("TODO"))
    }
}
