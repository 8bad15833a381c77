// ImageLibrary: the user's pictures between the files and the scenes, and the threads that
// work on them. `ImageCatalog` turns the command line's files and folders into the one list
// every scene shares (start reading there); `ImageLoader` decodes entries of that list in the
// background within a memory budget, each once, into a `DisplayImage` pre-scaled to its display
// size with its gray copy; `PhotoDecoder` decodes one picture at full resolution off the
// render thread (the focus scene's closer look, the blur photo); `SaveJob` writes an edited
// picture as a new file in the background, reporting its `Activity`; `PicturesFolder` is where
// the desktop keeps pictures (XDG_PICTURES_DIR). These are the package's only threaded
// classes (`@unchecked Sendable`, each guarding its state with a lock); scenes see values.
