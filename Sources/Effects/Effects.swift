// Effects: the scenes' models, value types with their pure input functions: no I/O, no clock,
// no pixels. Time arrives as an argument (seconds), input as AppInterface's `InputEvent` or a
// `Command` (the bindings' vocabulary, here so models can take it), so every model is testable
// as a plain value, storms of random input included.
// Each scene's model holds all it shows the user and the user changes, and lives in a folder
// of its own: Blur/ (`BlurModel`: the image, the `BlurRegion` on it, sigma, the `VeilFade`,
// the guides, the gesture; `BlurPlacement` maps photo and view), Tilt/ (`TiltModel`: the
// `ViewerOffset` the pointer steers, eased, driving `MotionEffect`s; the card), Edges/
// (`EdgesModel`: the `TurningPanels` three panels share, the gesture, pause and loupe).
// Focus/ (`FocusModel`: the `Pager`, the strip's scroll, moving between the StripPositions
// that StripLayout gives from the items' real shapes; a StripDrag reads a press as travel
// along the strip; `FocusZoom` with its ZoomView is the closer look; FocusArea the colour/gray
// split). Stamps/ (`StampsModel`: a StampBoard of Stamps, hit through each art's AlphaMap, its
// ink widened a few pixels; a StampDrag moves, turns and stretches one; an UndoHistory keeps
// whole boards). Grid/ (`GridModel`: the thumbnail grid's selection, its `GridScroll`
// and the tiles' look; `GridLayout` places the tiles).
