// Geometry: the plain values shared by drawing (Raster) and hit testing (Effects): points,
// sizes, rectangles in window coordinates (Double, y down), pixel rectangles (Int) for clips
// and damage, affine transforms and paths. No pixels here.
// Start reading with Point and Rect; Affine maps a source space onto the window.
