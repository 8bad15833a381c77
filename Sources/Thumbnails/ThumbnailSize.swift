import Geometry
import ImageFiles

/// The four sizes of the thumbnail standard (0.9.0), smallest first: each a folder of the
/// thumbnail root holding thumbnails whose larger side is at most `pixels`.
public enum ThumbnailSize: Int, CaseIterable, Comparable, Sendable {
    case normal = 128
    case large = 256
    case xLarge = 512
    case xxLarge = 1024

    /// The longest side a thumbnail of this size may have, in pixels.
    public var pixels: Int { rawValue }

    /// The folder's name under the thumbnail root: "normal", "large", "x-large", "xx-large".
    public var folderName: String {
        switch self {
        case .normal: "normal"
        case .large: "large"
        case .xLarge: "x-large"
        case .xxLarge: "xx-large"
        }
    }

    /// The size a thumbnail of an image of `imageSize` has in this folder: the image itself
    /// when neither side is past `pixels` (the standard scales nothing up), else the image
    /// brought down, keeping its aspect ratio, until its larger side is `pixels` exactly (the
    /// other rounded, at least 1).
    public func thumbnailSize(forImageOf imageSize: PixelSize) -> PixelSize {
        guard max(imageSize.width, imageSize.height) > pixels else { return imageSize }
        return imageSize.fitted(into: PixelSize(pixels, pixels))
    }

    /// Whether a picture of `size` may stand in this folder: no side past `pixels`, none empty.
    public func admits(_ size: PixelSize) -> Bool {
        (1...pixels).contains(size.width) && (1...pixels).contains(size.height)
    }

    /// What a decode of a thumbnail from this folder may be: no side past `pixels`, refused
    /// from the PNG's header before anything is allocated, so a hostile file in the cache costs
    /// at most a 1024 x 1024 decode (4 MiB).
    public var decodeLimits: DecodeLimits {
        DecodeLimits(maxWidth: pixels, maxHeight: pixels, maxBytes: pixels * pixels * 4)
    }

    /// This size and the larger ones, smallest first: where a lookup for it may find one.
    public var andLarger: [ThumbnailSize] { ThumbnailSize.allCases.filter { $0 >= self } }

    public static func < (a: ThumbnailSize, b: ThumbnailSize) -> Bool { a.rawValue < b.rawValue }
}
