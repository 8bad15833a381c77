/// What a key or gesture does: every command of the app shell and the scenes.
public enum Command: Hashable, Sendable {
    // Everywhere.
    case quit, nextScene, help, save, toggleStatus, toggleFullscreen, copyPath, toggleInfo
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
    // stamps
    case undo, redo, toggleMaps, resetStamps
}
