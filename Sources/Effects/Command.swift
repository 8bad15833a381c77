/// What a key or gesture does: every command of the app shell and the scenes.
public enum Command: Hashable, Sendable {
    // Everywhere.
    case quit, nextScene, help, save, toggleStatus, toggleFullscreen, copyPath, toggleInfo, toggleGrid
    case trash, restoreTrashed, sortList, turnLeft, turnRight, flipLeftRight, flipTopBottom
    /// Scene n, 0-based.
    case scene(Int)
    // focus
    case pageForward, pageBack, firstImage, lastImage, turnStrip, togglePeek
    case toggleZoom, zoomActual, zoomFit, zoomFill, zoomIn, zoomOut, toggleSlideshow, slideshowDelay
    // blur
    case strongerBlur, weakerBlur, toggleBand, toggleEllipse, keepVeil, toggleGuides, nextImage, previousImage
    // tilt
    case toggleCard
    // edges
    case togglePause, toggleMagnifier, resetPanels
    // grid (with pageForward, pageBack, firstImage, lastImage)
    case gridLeft, gridRight, gridUp, gridDown, openImage, toggleCrop, toggleNames, largerTiles, smallerTiles
    // stamps
    case undo, redo, toggleMaps, resetStamps
}
