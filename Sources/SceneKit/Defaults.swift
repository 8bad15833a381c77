import Raster

/// Tunables in one place (as st and dwm keep theirs in config.def.h).
package enum Defaults {
    /// Behind everything. Default: #202020.
    package static let background = Color(rgb: 0x202020)
    /// The focus strip's slot side as a share of the view's shorter side. Default: 0.7.
    package static let focusSlotShare = 0.7
    /// With the neighbours in view (the default; P toggles), the gap between their real edges
    /// as a share of the slot side. Default: 0.125: in a 1280 x 800 window (slots of 560) the
    /// shipped images sit 70 px apart and each neighbour shows 280-360 px of itself.
    package static let focusGapShare = 0.125
    /// At rest, neighbours begin at least this far outside the focus box, in pixels, so the box
    /// holds only the item in focus and its frame lies on background. Default: 6 (the 2 px
    /// frame and 4 px of background).
    package static let focusBoxClearance = 6
    /// Neighbours decoded ahead on each side of the item in focus. Default: 2.
    package static let focusPrefetch = 2
    /// The focus box's frame: width in pixels and colour. Default: 2 px of white at 35%.
    package static let focusFrameWidth = 2
    package static let focusFrame = Color(red: 255, green: 255, blue: 255, alpha: 90)
    /// Threads for blurring the photo (both cores here). Default: 2.
    package static let blurThreads = 2
    /// The blur veil at full strength: black at this opacity (0...1). Default: 0.45.
    package static let veilOpacity = 0.45
    /// The region guides: width in pixels and colour. Default: 1.5 px of white at 45%.
    package static let guideWidth = 1.5
    package static let guide = Color(red: 255, green: 255, blue: 255, alpha: 115)
    /// The pinch's finger dots, radius in pixels. Default: 7.
    package static let fingerRadius = 7.0
    /// Where an image is still being decoded. Default: #2C2C2C.
    package static let loadingTile = Color(rgb: 0x2C2C2C)
    /// The tilt scene's title moves this far at full tilt, in points, with the pointer; its
    /// shadow as far against it (iOS moves such a title by about 11 points). Default: 11 pt.
    package static let tiltTitleTravel = 11.0
    /// The shadow rests this far below the title, in points. Default: 5 pt.
    package static let tiltShadowDrop = 5.0
    /// The title: warm white. Its shadow: black at 60%.
    package static let tiltTitleColor = Color(red: 255, green: 248, blue: 236)
    package static let tiltShadowColor = Color(red: 0, green: 0, blue: 0, alpha: 153)
    /// The card tilts up to this many degrees toward the pointer. Default: 15.
    package static let tiltCardAngle = 15.0
    /// Bands of rows a frame drawn on every core (`RowBands`: the tilt card, a closer look at a
    /// new scale) is cut into: four for each of two cores, so a core another process holds
    /// leaves its share to the other. Default: 8.
    package static let frameBands = 8
    /// The card's shadow moves this far against the pointer, in points. Default: 14 pt.
    package static let tiltCardShadowTravel = 14.0
    /// The hairline between the edges scene's panels. Default: #3A3A3A.
    package static let edgesDivider = Color(rgb: 0x3A3A3A)
}
