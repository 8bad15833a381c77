// SceneTestSupport: what tests and the benchmark need of a whole app: `SceneInteraction`,
// each scene's main interaction driven frame by frame through `VitrineApp` as a host drives it.
// Apart from VitrineTestSupport so that the low-level tests (Raster, ImageFiles, Fonts, X11Host)
// do not build the scenes.
