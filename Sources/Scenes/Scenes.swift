// Scenes: the app shell (`VitrineApp`, the `Application` a host drives) and one type per scene.
//
// A scene owns its model (from Effects), turns input into model changes, renders the model
// into the framebuffer it is handed, says when it needs another frame and what changed.
// `ImageCatalog` turns the command line's files and folders into a list of PNGs;
// `DisplayImageCache` decodes each once and keeps it pre-scaled to its display size.
// Start reading at VitrineApp.
