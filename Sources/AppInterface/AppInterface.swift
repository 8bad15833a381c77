// AppInterface: the contract between a host and the app, and nothing more. A host (X11Host,
// Headless) knows `Application` (resize, feed input, ask when a frame is due, render into a
// `Surface`, present the damage), `InputEvent` (platform-neutral input: pointer, wheel, smooth
// scroll, pinch, keys), and what the app hands back: `AppMessage`s for the user, the
// `PointerShape` to show and the `WindowRequest`s only a window can carry out; `FrameClock` is
// the pace of frames both sides keep. It never knows a scene. Start reading at Application.swift. Nothing here draws or reads a clock: times arrive
// as arguments, in seconds.
