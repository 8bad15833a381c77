// Scenes: the app shell (`VitrineApp`, the `Application` a host drives) and one type per scene.
//
// A scene owns its model (from Effects), turns input into model changes, renders the model
// into the framebuffer it is handed, says when it needs another frame and what changed.
// `ImageCatalog` turns the command line's files and folders into a list of PNGs;
// `ImageLoader` decodes them in the background within a memory budget, each once, into a
// `DisplayImage` pre-scaled to its display size with its gray copy. `FocusScene` (the strip)
// and `BlurScene` (the photo with its sharp region, re-blended per frame by `RegionBlend`)
// each split into `+Input`, `+Render` (and `+Export`) files. Start reading at VitrineApp.
