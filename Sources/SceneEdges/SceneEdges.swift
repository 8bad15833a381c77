// SceneEdges: edge antialiasing, one picture in three turning panels drawn three ways, jagged,
// with a transparent border, and exact (start reading at EdgesScene.swift). Its model is
// Effects' `TurningPanels`; `EdgesPicture` prepares the picture once per image and size,
// `EdgesPanel.draw` is the one meeting with Raster's image drawing, `EdgesMagnifier` the loupe.
