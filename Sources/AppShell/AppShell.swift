// AppShell: the app a host drives. `VitrineApp` (start reading there) is the `Application`
// of AppInterface: it holds the five scenes, knows them by `SceneID`, routes input to the
// current one, carries out what every scene shares (switching scenes, quitting, help, saving
// the frame, fullscreen) and composes each frame: the scene draws into the framebuffer,
// then the overlay's cards go over it, with what they cover kept aside
// (VitrineApp+Frame.swift). `Bindings` is the input map in one table: the app looks
// keys up in it, and hands the help its rows, so the two never disagree.
