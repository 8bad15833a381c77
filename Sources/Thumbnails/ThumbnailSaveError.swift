import Geometry
import ImageFiles

/// Why `ThumbnailStore` did not write a thumbnail or failure record. The first three are the
/// standard's rules and the caller's to avoid; `writeFailed` is the file system's (a full disk,
/// a cache folder that is a file or not the user's). `description` is one line for stderr.
public enum ThumbnailSaveError: Error, Equatable, CustomStringConvertible {
    /// The original's path is not absolute, so it has no canonical URI.
    case notAbsolute(path: String)
    /// The original is in the thumbnail cache itself, which the standard forbids thumbnailing.
    case insideThumbnailCache(path: String)
    /// The picture has a side past the folder's size (or is empty):
    /// `ThumbnailSize.thumbnailSize(forImageOf:)` gives the size to make.
    case doesNotFit(PixelSize, ThumbnailSize)
    /// Creating a folder or writing the file failed; the error names which and why.
    case writeFailed(ImageFileError)

    public var description: String {
        switch self {
        case .notAbsolute(let path):
            "no thumbnail for '\(printableFileName(path))': the path is not absolute"
        case .insideThumbnailCache(let path):
            "no thumbnail for '\(printableFileName(path))': it is in the thumbnail cache"
        case .doesNotFit(let size, let folder):
            "no thumbnail: \(size.width) x \(size.height) pixels do not fit '\(folder.folderName)' (\(folder.pixels))"
        case .writeFailed(let error): error.description
        }
    }
}
