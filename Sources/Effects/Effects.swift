// Effects: value-type models of the five effects: pure geometry and state, no I/O, no clock.
// Time arrives as an argument (seconds), so every model is testable as a plain value.
// Start with Pager (the focus scene's strip).
