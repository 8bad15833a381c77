// Gestures: recognisers that turn `InputEvent`s (AppInterface) into what a scene acts on:
// `ScrollPaging` (page steps from wheel notches and touchpad flicks), `VelocityTracker` (a
// drag's fling speed), `TwoFingerDrag` (pinch emulated with a mouse: the pointer and its
// mirror). Values only: nothing here draws or reads a clock; time arrives as an argument, in
// seconds.
