import Geometry

/// The buffers of a path fill, kept from one fill to the next: the flattened polygons, the
/// sorted edges and the scan converter's rows. A caller that fills paths every frame (the blur
/// scene's guide ring) keeps one and hands it to `Surface.fill(_:with:rule:transform:clip:scratch:)`,
/// which then allocates nothing once the buffers have grown to the largest path seen. Not
/// shared between threads: one fill at a time.
public final class PathScratch {
    var polygons = PathPolygons()
    var edges = PathEdges()
    /// Made by the first fill, at its size.
    var scan: ScanConverter?

    public init() {}
}
