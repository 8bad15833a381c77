// Overlay: what the window says over a scene. `WindowOverlay` is a value holding the state
// (status line shown, help open, the start hint, `Toasts`) and turns it into `OverlayCard`s,
// translucent panels with text, for a time and a view size (start reading there); `HelpCard`
// lays out the rows of help it is handed (the app shell makes them from its bindings table);
// `SceneStatus` and `OverlayInputs` are the facts a status line shows and the key under which
// unchanged cards are reused. Text comes from Fonts (`Typography`, `TextCache`). No scene and
// no binding is known here.
