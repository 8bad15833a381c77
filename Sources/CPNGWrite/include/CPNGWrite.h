// CPNGWrite: libpng's full write API, in C because its errors longjmp and Swift cannot setjmp.
// Each function sets the jump target, calls libpng, and turns a jump into a 0 return with the
// message kept; only C frames lie between setjmp and longjmp (the file writes go through
// libpng's stdio functions), so no Swift frame is ever skipped. Used only by ImageFiles, which
// keeps every type here internal; no libpng type appears in this header.
//
// Why not libpng's simplified API (png_image_write_to_stdio), which ImageFiles used before: it
// writes every row in one call, so a caller cannot tell how far it has got, and a 4000 x 3000
// photo takes over a second. Here the caller hands rows over one call at a time, counting them
// itself (png_set_write_status_fn would report the same count, from C into Swift). The file
// is byte for byte what the simplified API wrote for PNG_FORMAT_BGRA: the same chunks (IHDR,
// sRGB, IDAT, IEND), libpng's default filters and zlib level; tEXt chunks come between sRGB and
// IDAT only when asked for (cpng_write_text).
#ifndef CPNGWRITE_H
#define CPNGWRITE_H

#include <stdint.h>
#include <stdio.h>

typedef struct CPNGWrite CPNGWrite;

/// A writer to `file` (the caller keeps it open, and closes it after cpng_write_destroy), or
/// NULL when out of memory.
CPNGWrite *cpng_write_create(FILE *file);

/// Adds a tEXt chunk, written by cpng_write_header after the colour chunks and before the
/// image data: `keyword` 1 to 79 bytes of Latin-1 (printable, no leading, trailing or double
/// spaces, which libpng checks), `text` Latin-1 without NUL. Call before cpng_write_header.
/// 1 on success, 0 on failure (see the message).
int cpng_write_text(CPNGWrite *write, const char *keyword, const char *text);

/// Writes the chunks before the image data for an 8-bit RGBA image (colour type 6, not
/// interlaced) in sRGB, and sets libpng up to take rows of straight-alpha BGRA pixels (bytes B,
/// G, R, A), 4 * width bytes each. 1 on success, 0 on failure (see the message).
int cpng_write_header(CPNGWrite *write, uint32_t width, uint32_t height);

/// Compresses and writes one row, top to bottom. 1 on success, 0 on failure.
int cpng_write_row(CPNGWrite *write, const unsigned char *row);

/// After the last row: the end of the image data and IEND. 1 on success, 0 on failure. The
/// data may still sit in the stream's buffer: the caller flushes it.
int cpng_write_end(CPNGWrite *write);

/// libpng's message for the last failure, e.g. "Write Error"; "" if none.
const char *cpng_write_message(const CPNGWrite *write);

void cpng_write_destroy(CPNGWrite *write);

#endif
