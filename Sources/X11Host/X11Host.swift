// X11Host: shows an `Application` in an Xlib window and feeds it input. The spine every scene
// stands on when Vitrine runs on a desktop (Headless is its twin for scripted runs).
//
// How the parts fit:
// - `X11RunLoop` (RunLoop.swift) is the entry point: it opens an `X11Window`, drains X events,
//   turns them into `InputEvent`s (EventTranslation.swift, KeyTranslation.swift), asks the app
//   for a frame when it wants one and presents the damaged rectangles. Between frames it
//   sleeps in `poll` on the X connection and a wake pipe: zero CPU when idle.
// - `X11Window` (X11Window*.swift) is one window and its framebuffer `Surface`. It is public
//   so vitrine-bench can time presenting without a run loop.
// - The framebuffer is an XImage behind the `ImagePresenter` protocol (SDL's three-call
//   framebuffer recipe: create for a size, present rectangles, destroy): `SharedImage`
//   (MIT-SHM, zero-copy, waits for ShmCompletion) or `PlainImage` (XPutImage over malloc'd
//   memory), chosen once and switched to the plain one if MIT-SHM fails later.
// - `PixelFormat` decides whether the server's visual takes our premultiplied BGRA8 as is
//   (24/32-bit TrueColor, LSBFirst: the normal case) or needs converting (16-bit, byte-swapped).
// - `X11Display` owns the connection, atoms and the process-wide X error handlers; it also
//   reads the desktop's `Xft.dpi` (DesktopScale.swift), which `run` passes to the app as its
//   display scale before the first resize; and the desktop's XSETTINGS (XSettings.swift,
//   X11Display+XSettings.swift), whose `Net/EnableAnimations` or `Gtk/EnableAnimations` = 0
//   becomes `app.setReduceMotion(true)`, before the first resize and again when they change.
// - Endings the app does not decide: the window destroyed by another client (DestroyNotify)
//   and SIGINT/SIGTERM/SIGQUIT (`StopSignals`: the handler writes a byte into the loop's wake
//   pipe) make `run` return normally, window and segment released; a lost server exits 1.
// - XInput 2 (XInput2.swift, XInput2Translator.swift, over CXInput2): smooth scrolling and, with
//   XI 2.4, touchpad pinches, as `InputEvent.scroll` and `.pinch`; core wheel buttons where the
//   server lacks it.
// - `TestEventLog`: with VITRINE_TEST_EVENTS=FILE, a line per presented frame and per sleep
//   (idle, or waiting on the app's work), so tests wait on the viewer rather than on sleeps.
//
// Xlib types stay inside: every file uses `internal import CX11`, and only X11Display*,
// VisualChoice, X11Window*, SharedImage, PlainImage, EventTranslation/KeyTranslation, XInput2*
// and the test hook XSettingsManagerForTesting call Xlib. The host knows the app only through
// AppInterface. Out of scope: OpenGL/Vulkan, several windows, following a change of `Xft.dpi`
// while running, XSETTINGS other than the two animation switches.
