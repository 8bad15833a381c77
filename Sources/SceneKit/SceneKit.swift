// SceneKit: what every scene is built from and what the app shell knows of one. `Scene` is the
// protocol (start reading there): a scene takes input (`handle`) and its key commands
// (`perform`, with `Command` from the bindings), says when it needs a frame and renders what
// changed into the layer it is handed, appending `Damage`; `SceneID` names it. Shared by the
// scenes: `Defaults` (tunables in one place), `FailureReporter` (each file's failure told
// once), `Placeholder` (the tile for an image that cannot be shown), `FingerDots` (the emulated pinch's fingers), `Damage` (rectangles a frame
// redraws, from Geometry's `Quad` outlines), `StatusText` (numbers as the status line shows them), and the clamp that keeps
// input points within limits.
