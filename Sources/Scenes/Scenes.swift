// Scenes: the app shell and one type per scene.
