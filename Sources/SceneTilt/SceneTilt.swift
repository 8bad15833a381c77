// SceneTilt: the tilt scene, the pointer as a phone's tilt moving depth layers, a title and its
// shadow, or a picture card (start reading at TiltScene.swift). What the user sees and changes
// is Effects' `TiltModel` (the `ViewerOffset` the pointer steers, the card and its image);
// `TiltArt`, `TiltTitle` and `TiltCard` render their layers once per size, and
// TiltScene+Render composites them at the offset.
