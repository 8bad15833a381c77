// Gestures: what the hosts and the scenes agree on.
//
// `InputEvent` is platform-neutral input (the X11 host translates X events into it, the
// headless host reads it from a script). `Application` is the small protocol a host drives:
// resize, feed input, ask whether a frame is needed, render into a Surface, present the damage.
// The pieces that turn events into gestures live here too: `ScrollPaging` (page steps from
// notches and touchpad flicks), `VelocityTracker` (a drag's fling speed), `TwoFingerDrag` (pinch emulation).
// Nothing in this module draws or reads a clock: time arrives as an argument, in seconds.
