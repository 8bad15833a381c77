// SceneStamps: comic stamps on a picture, moved, turned and resized by hand, hit through their
// alpha maps (start reading at StampsScene.swift). What the user sees and changes is Effects'
// `StampsModel` (the picture chosen, the `StampBoard`, its `UndoHistory`, the gesture, wheel
// run or pinch under way, the pointer), changed by its pure input functions, which return the
// work only the scene can do (`StampsWork`). The scene keeps the model and what draws it:
// `StampArt` (+Bangs, +Burst, +Lettering, +Balloon, +Swoosh, +Sticker) draws each stamp as
// vectors, `StampSprite` keeps its bitmap at the current scale and its alpha map, and
// `StampSharpener` renders it sharp in the background when a gesture ends; the +Canvas,
// +Input, +Render and +Save extensions place the picture, hand input to the model, draw the
// frames and write the picture with its stamps at full resolution.
