// ImageFiles: PNG files in and out, through libpng's simplified API (png_image_*), which reports
// errors by return value, so no longjmp ever crosses a Swift frame. libpng stays inside this
// module (`internal import CPNG`): no libpng type appears in a public signature.
//
// Start reading at PNGFile.swift (the public entry points), then PNGFile+Read.swift:
// InputFile opens the file and classifies what is wrong with it before libpng sees it,
// PNGHeader refuses oversized images from the first 33 bytes, PNGDecoder runs libpng and
// premultiplies (PNGDecoder+Interlaced16.swift works around a libpng bug). PNGFile+Write.swift
// encodes into a TemporaryFile and links or renames it into place. Every failure is an
// ImageFileError naming the file and the reason in plain words.
//
// Tests: Tests/ImageFilesTests, against fixtures made by an independent encoder
// (Fixtures/make_fixtures.py) whose formulas Fixture.swift repeats.
//
// Pixels in memory are premultiplied BGRA8 (a Surface); files hold straight (unassociated)
// alpha in sRGB, 8 bits a channel on write. Out of scope: other formats, colour management
// (iCCP and cHRM are ignored; gAMA is honoured by libpng), 16-bit output, metadata, progressive
// display of partly loaded images.
