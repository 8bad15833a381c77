// SceneStamps: comic stamps on a picture, moved, turned and resized by hand, hit through their
// alpha maps (start reading at StampsScene.swift). Its models are Effects' `StampBoard`,
// `StampDrag` and `UndoHistory`; `StampArt` (+Bangs, +Burst, +Lettering, +Balloon, +Swoosh,
// +Sticker) draws each stamp as vectors, `StampSprite` keeps its bitmap at the current scale
// and `StampSharpener` renders it sharp in the background when a gesture ends; the +Canvas,
// +Input, +Render and +Save extensions place the picture, take input, draw the frames and
// write the picture with its stamps at full resolution.
