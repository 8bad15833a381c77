// ImageFiles: PNG files in and out, through libpng's full API by way of CPNGRead and CPNGWrite,
// small C targets holding the calls that need setjmp (Swift cannot setjmp, and no longjmp may
// cross a Swift frame). libpng stays inside this module (`internal import CPNGRead`,
// `internal import CPNGWrite`): no libpng type appears in a public signature.
//
// Why the full API for reading: it alone can skip ancillary chunks unread (through the
// simplified API a 44-byte file whose tEXt claimed 2 GB took 2 GB of memory), cap libpng's
// allocations, and decode interlaced 16-bit files into 8-bit rows directly (the simplified API
// scrambles them, pnggroup/libpng#853; the workaround took 8 bytes a pixel: 1.5 GB and 18 s
// for an 11585 x 11585 file, now 513 MB and 4.5 s in a debug build).
// Why it for writing: rows go in one call each, so a caller can be told how far a long write
// has got (1.4 s for a 4000 x 3000 photo); the simplified API wrote all rows in one call.
//
// Start reading at PNGFile.swift (the public entry points): InputFile opens the file and
// classifies what is wrong with it before libpng sees it, PNGHeader refuses oversized images
// from the first 33 bytes, PNGDecoder runs libpng (CPNGRead) and premultiplies.
// PNGFile+Write.swift encodes (PNGEncoder, a row at a time, so it can report progress) into a
// TemporaryFile and links or renames it into place. Every failure is an ImageFileError naming
// the file and the reason in plain words; the name is shown through printableFileName
// (PrintableFileName.swift), so no control character in it reaches the terminal.
//
// Memory: a read holds at most PNGFile.decodeCost(of:) (DecodeLimits.swift says what that
// is). Tests/ImageFilesTests/HostileCorpusTests.swift checks it, with speed and the error
// messages, on ~600 hostile files.
//
// Tests: Tests/ImageFilesTests, against fixtures made by an independent encoder
// (Fixtures/make_fixtures.py) whose formulas Fixture.swift repeats.
//
// Pixels in memory are premultiplied BGRA8 (a Surface); files hold straight (unassociated)
// alpha in sRGB, 8 bits a channel on write. Out of scope: other formats, colour management
// (iCCP and cHRM are skipped; gAMA and sRGB are honoured by libpng), 16-bit output, metadata,
// progressive display of partly loaded images.
