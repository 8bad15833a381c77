/// How `draw(_:transform:filter:edges:mips:opacity:clip:)` takes colour from the image.
public enum ImageFilter: Sendable {
    /// The image pixel under each destination pixel centre: blocky, and aliased when shrunk.
    case nearest
    /// A weighted mix of the four image pixels around each centre (8-bit weights). Aliases
    /// below half size, where it skips image pixels.
    case bilinear
    /// Bilinear on the mip level nearest the transform's scale (see `MipChain`): smooth at any
    /// size. Without a chain it is `.bilinear`.
    case mipmapped
}

/// How the drawn image's outline meets what lies under it.
public enum EdgeMode: Sendable {
    /// A pixel is drawn when its centre lies inside the transformed outline: jagged when rotated.
    case hard
    /// Each pixel is weighted by the share of it the transformed outline covers (QuadCoverage),
    /// so the outline is smooth at every angle and scale with no transparent border.
    case exact
}
