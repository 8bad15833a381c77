import Raster

/// A valid thumbnail `ThumbnailStore.lookup` found: its pixels and the folder it came from.
public struct FoundThumbnail: Sendable {
    /// The thumbnail as decoded: premultiplied BGRA8, sRGB, at most `size.pixels` a side (it may
    /// be smaller: the standard scales no image up, and a thumbnail of a larger size may be
    /// used for a smaller one).
    public var surface: Surface
    /// The folder it was found in.
    public var size: ThumbnailSize

    public init(surface: Surface, size: ThumbnailSize) {
        (self.surface, self.size) = (surface, size)
    }
}
