// SceneBlur: the blur scene, a photo sharp inside a feathered region and blurred outside, with a
// veil while the region is adjusted (start reading at BlurScene.swift). Its models are Effects'
// `FocusRegion` and `VeilFade`; BlurScene+Input turns input and commands into their changes,
// BlurScene+Photo pages through the shared list and keeps the display copies, BlurScene+Render
// mixes the sharp and blurred copies per frame through `RegionBlend` (weights from a
// `RampTable` kept while the region is dragged, rows painted by `RowPainter`), and
// BlurScene+Export / `BlurSaveJob` write the edit at full resolution in the background.
