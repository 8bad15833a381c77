// ImageLibrary: the user's pictures between the files and the scenes, and the threads that
// work on them. `ImageCatalog` turns the command line's files and folders into the one list
// every scene shares (start reading there), held once for all of them in an `ImageList`,
// which the app edits (trash and undo, a sort by `ListOrder`, a picture turned), each edit a
// `ListEdit` the scenes follow; a picture is read through its `PicturePage` (file, page,
// the user's turn). `CatalogFeed` finds images on a thread of its own when a walk or standard
// input takes longer than the window should wait, and the list grows as they come;
// `ImageLoader` decodes entries in the background within a memory budget, each once, into a
// `DisplayImage` pre-scaled to its display size with its gray copy; `ThumbnailLoader` makes
// the grid's tiles on a thread per core from `ThumbnailMaker`'s thumbnails (the desktop's
// shared cache, else a decode); `PhotoDecoder` decodes one picture at full resolution off the
// render thread (the focus scene's closer look, the blur photo); `ListSortJob` reads the
// files' dates for a sort; `SaveJob` writes an edited picture as a new file in the
// background, reporting its `Activity`; `Trash` is the desktop's trash; `PicturesFolder` is
// where the desktop keeps pictures (XDG_PICTURES_DIR). These are the package's only threaded
// classes (`@unchecked Sendable`, each guarding its state with a lock); scenes see values.
