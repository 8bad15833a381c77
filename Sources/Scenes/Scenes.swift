// Scenes: the app shell (`VitrineApp`, the `Application` a host drives) and one folder per
// scene.
//
// A scene owns its model (from Effects), turns input into model changes, renders the model
// into the layer it is handed, says when it needs another frame and what changed. The shell,
// at this folder's top: `ImageCatalog` turns the command line's files and folders into the
// one list the scenes share; `ImageLoader` decodes them in the background within a memory
// budget, each once, into a `DisplayImage` pre-scaled to its display size with its gray copy;
// `Bindings` is the input map every scene and the help read; `VitrineApp+Frame` puts the
// scene's layer and the overlay (Overlay/: status line, toasts, hint, help, set with Fonts)
// into the framebuffer. Focus/ (the strip) and Blur/ (the photo with its sharp region,
// re-blended per frame by `RegionBlend` from a `RampTable` of weights kept while the region
// is dragged, saved by `BlurSaveJob`) split into `+Input`, `+Render` and more; Edges/ draws
// one picture three ways (`EdgesPanel.draw`, its one meeting with Raster's image drawing)
// with a loupe. Start reading at VitrineApp.
