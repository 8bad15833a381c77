// Effects: value-type models of the five effects. Pure geometry and state; no I/O, no clock.
