// Effects: value-type models of the five effects: pure geometry and state, no I/O, no clock.
// Time arrives as an argument (seconds), so every model is testable as a plain value.
// The focus scene: StripLayout (where items sit, spaced by their real shapes) gives the
// StripPositions that Pager (the strip's scroll) moves between; StripDrag reads a press as
// travel along the strip; FocusArea is the colour/gray split. The blur scene: BlurRegion (the
// feathered sharp region), VeilFade.
// The tilt scene: ViewerOffset (the pointer as a pseudo-tilt, eased) drives MotionEffects,
// grouped per layer in a MotionEffectGroup (a layer's position, a shadow's offset, a card's
// rotation and glare, each linear in the offset).
// The edges scene: TurningPanels (the angle its three panels share, kept as of an anchor time,
// with their scale about the pointer and their move).
// The stamps scene: a StampBoard of Stamps, hit through each art's AlphaMap (its ink, widened a
// few pixels); a StampDrag moves, turns and stretches one; an UndoHistory keeps whole boards.
