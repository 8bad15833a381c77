// SceneFocus: the focus scene, a paged strip of images behind a fixed focus box, colour inside
// and gray outside (start reading at FocusScene.swift). Its models are Effects' `StripLayout`,
// `Pager`, `FocusArea` and `ZoomView`, held by the scene with the input state that steers
// them (not yet one `FocusModel` value, as the other scenes' are); FocusScene+Input turns input
// and commands into their changes, FocusScene+Render draws the strip's band that changed,
// FocusScene+Sizes learns the images' shapes as they decode. `FocusZoom` (+Input, +Render, the
// area filter, the double click) is the closer look at one image, at full resolution from a
// `PhotoDecoder`.
