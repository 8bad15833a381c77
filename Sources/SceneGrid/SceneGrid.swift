// SceneGrid: the thumbnail grid, every picture of the list as a tile, for browsing a folder of
// thousands (start reading at GridScene.swift). What the user sees and changes is Effects'
// `GridModel` (the selection, the `GridScroll`, the tiles' size and look), changed by its pure
// input functions, which return the work only the scene can do (`GridWork`: lay the tiles out
// again, open a picture in the strip). The scene keeps the model and its `GridLayout` and
// draws the tiles in view (GridScene+Render) from ImageLibrary's `ThumbnailLoader`, which
// makes them off the render thread.
