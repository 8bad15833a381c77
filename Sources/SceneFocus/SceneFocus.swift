// SceneFocus: the focus scene, a paged strip of images behind a fixed focus box, colour inside
// and gray outside (start reading at FocusScene.swift). What the user sees and changes is
// Effects' `FocusModel` (the `Pager`, the neighbours, the input under way, the closer look
// `FocusZoom`), changed by its pure input functions, which return the work only the scene can
// do (`FocusWork`: open the closer look, lay the strip out again). The scene keeps the model
// and what draws it: the `StripLayout` learned from the files' headers (FocusScene+Sizes),
// FocusScene+Render drawing the strip's band that changed, FocusScene+Zoom and FocusZoom+Render
// the closer look at full resolution from a `PhotoDecoder`, with `FocusZoomAreaFilter` below 1:1.
