// SceneBlur: the blur scene, a photo sharp inside a feathered region and blurred outside, with a
// veil while the region is adjusted (start reading at BlurScene.swift). What the user sees and
// changes is Effects' `BlurModel` (the image chosen, the `BlurRegion` on it, the strength, the
// `VeilFade`, the guides, the gesture), changed by its pure input functions; the scene holds
// the model and what draws it. BlurScene+Input hands input to the model, BlurScene+Photo
// decodes the chosen photo and keeps the one before, BlurScene+Render mixes the display
// copies per frame through `RegionBlend` (weights from a `RampTable` kept while the region is
// dragged, rows painted by `RowPainter`), and BlurScene+Export / `BlurSaveJob` write the edit
// at full resolution in the background.
