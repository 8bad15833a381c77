// ImageFiles: image files in, PNG, JPEG, WebP, GIF, TIFF, BMP, HEIC, AVIF and JPEG XL, and PNG
// files out. PNG goes through
// libpng's full API by way of CPNGRead and CPNGWrite, small C targets holding the calls that need
// setjmp (Swift cannot setjmp, and no longjmp may cross a Swift frame); JPEG through
// libjpeg-turbo's libjpeg API by way of CJPEGRead, for the same reason (why not TurboJPEG:
// CJPEGRead.h); WebP through libwebp (CWebP), which reports errors by return value; TIFF through
// libtiff by way of CTIFFRead (TIFFGetField is variadic, its error handlers take a va_list); HEIC
// and AVIF through libheif (CHeif), which returns its errors and reads through our reader; JPEG
// XL through libjxl (CJXL), which returns a status from every call; GIF through giflib (CGIF),
// which returns GIF_ERROR, reading through a FileCursor as libheif does. Every
// C library stays inside this module (`internal import`): no C type appears in a public signature.
//
// Why the full API for reading: it alone can skip ancillary chunks unread (through the
// simplified API a 44-byte file whose tEXt claimed 2 GB took 2 GB of memory), cap libpng's
// allocations, and decode interlaced 16-bit files into 8-bit rows directly (the simplified API
// scrambles them, pnggroup/libpng#853; the workaround took 8 bytes a pixel: 1.5 GB and 18 s
// for an 11585 x 11585 file, now 513 MB and 4.5 s in a debug build).
// Why it for writing: rows go in one call each, so a caller can be told how far a long write
// has got (1.4 s for a 4000 x 3000 photo); the simplified API wrote all rows in one call.
//
// Start reading at ImageFile.swift (the entry points the app uses): InputFile opens the file and
// classifies what is wrong with it before any library sees it, ImageFormat picks the decoder by
// the first bytes (never the name). PNGFile.swift holds PNG's own entry points: PNGHeader
// refuses oversized images from the first 33 bytes, PNGDecoder runs libpng (CPNGRead) and
// premultiplies. JPEGHeader walks a JPEG's marker segments for the size and the EXIF
// orientation (ExifOrientation+Parse.swift, a bounds-checked parser of its own) without
// reading the whole file; JPEGDecoder decodes into a surface, at 1/2, 1/4 or 1/8 of the size
// when it is shown that much smaller, and ExifOrientation turns it upright (all 8 cases).
// WebPDecoder decodes WebPs, lossy or lossless (an animation's first frame), and premultiplies.
// TIFFDecoder decodes a TIFF's page (a directory; `ImageFile.pages` lists those to show) whole
// through libtiff's RGBA interface and turns it by its Orientation tag as a JPEG is turned.
// BMPDecoder reads bitmaps itself (why: its header). HEIFDecoder decodes a HEIF's primary image, libheif turning it by irot/imir;
// JXLDecoder a JPEG XL's first frame, libjxl turning it by its orientation. GIFDecoder composes
// a GIF's frames (GIFReader reads them) on its canvas with their disposals; WebPAnimation an
// animated WebP's through libwebpdemux; ImageAnimation is the two as the app sees them: frames
// on demand, each from the one before, never all held.
// PNGFile+Write.swift encodes (PNGEncoder, a row at a time, so it can report progress) into a
// TemporaryFile and links or renames it into place, with tEXt chunks when given (PNGText);
// PNGFile+Text.swift reads a PNG's text entries, PNGTextReader walking the chunk headers up to
// the image data itself (what a thumbnail's Thumb::URI and Thumb::MTime cost: a few reads).
// Every failure is an ImageFileError naming the file and the reason in plain words; the name is
// shown through printableFileName (PrintableFileName.swift), so no control character in it
// reaches the terminal.
//
// Memory: a read holds at most ImageFile.decodeCost(ofFileAt:size:fitting:) (DecodeLimits.swift
// says what that is). Tests/ImageFilesTests/HostileCorpusTests.swift checks it for PNG, with
// speed and the error messages, on ~600 hostile files; DecodeCostTests for JPEG and WebP.
//
// Tests: Tests/ImageFilesTests, against fixtures made by independent encoders
// (Fixtures/make_fixtures.py for PNG; make_jpeg_webp_fixtures.py runs cjpeg, ImageMagick and
// cwebp; make_tiff_bmp_fixtures.sh ImageMagick, tiffcp and tiffset; make_heif_fixtures.sh
// heif-enc; make_jxl_fixtures.sh cjxl; make_gif_fixtures.sh ImageMagick and gif2webp;
// make_color_fixtures.sh ImageMagick, lcms2 and cjxl) whose formulas Fixture.swift and
// FormatFixture.swift repeat, or, for TIFF, BMP, HEIF, JPEG XL, GIF and the colour-managed
// files, beside the PNGs they were made from.
//
// Pixels in memory are premultiplied BGRA8 (a Surface), converted to the display's colours
// (ColorManagement); files hold straight (unassociated) alpha in sRGB, 8 bits a channel on
// write. Out of scope: formats other than PNG, JPEG, WebP, GIF, TIFF, BMP, HEIC, AVIF and JPEG
// XL (a HEIF's other images, a JPEG XL's later frames), writing anything but PNG, CMYK
// profiles (CMYK JPEGs are converted naively), HDR curves (PQ, HLG: shown as stored), 16-bit
// output, metadata other than the EXIF orientation and PNG text, progressive display of images
// still loading. A file cut short is shown in part
// (`ImageFile.readWhatDecodes`): libjpeg told to tolerate the end, libpng's rows read 1 KiB of
// data at a time until the cut, libwebp's incremental decoder, giflib's rows so far.
