// SceneEdges: edge antialiasing, one picture in three turning panels drawn three ways, jagged,
// with a transparent border, and exact (start reading at EdgesScene.swift). What the user sees
// and changes is Effects' `EdgesModel` (the picture chosen, the `TurningPanels`, the gesture,
// pause and loupe); `EdgesPicture` prepares the picture once per image and size,
// `EdgesPanel.draw` is the one meeting with Raster's image drawing, `EdgesMagnifier` the loupe.
