// Effects: value-type models of the five effects: pure geometry and state, no I/O, no clock.
// Time arrives as an argument (seconds), so every model is testable as a plain value.
// The focus scene: Pager (the strip's scroll), StripLayout (where items sit), FocusArea (the
// colour/gray split). The blur scene: FocusRegion (the feathered sharp region), VeilFade.
