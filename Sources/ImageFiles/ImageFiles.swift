// ImageFiles: PNG files in and out, through libpng's simplified API (png_image_*), which
// reports errors by return value, so no longjmp ever crosses a Swift frame. libpng stays
// inside this module: no libpng type appears in a public signature.
