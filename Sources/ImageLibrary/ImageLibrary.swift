// ImageLibrary: the user's pictures between the files and the scenes, and the threads that
// work on them. `ImageCatalog` turns the command line's files and folders into the one list
// every scene shares (start reading there), held once for all of them in an `ImageList`;
// `CatalogFeed` finds images on a thread of its own when a walk or standard input takes
// longer than the window should wait, and the list grows as they come; `ImageLoader` decodes
// entries of that list in the background within a memory budget, each once, into a
// `DisplayImage` pre-scaled to its display size with its gray copy; `PhotoDecoder` decodes one picture at full resolution off the
// render thread (the focus scene's closer look, the blur photo); `SaveJob` writes an edited
// picture as a new file in the background, reporting its `Activity`; `PicturesFolder` is where
// the desktop keeps pictures (XDG_PICTURES_DIR). These are the package's only threaded
// classes (`@unchecked Sendable`, each guarding its state with a lock); scenes see values.
