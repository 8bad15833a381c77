// CPNGRead: the few libpng calls that need setjmp, which Swift cannot do. libpng's full read
// API reports errors by longjmp; each function here sets the jump target, calls libpng, and
// turns a jump into a 0 return with the message kept. Only C frames lie between setjmp and
// longjmp (file reads, error and allocation callbacks are all C), so no Swift frame is ever
// skipped. Used only by ImageFiles, which keeps every type here internal; no libpng type
// appears in this header.
//
// Why the full API rather than libpng's simplified one (png_image_*): only the full API can
// skip ancillary chunks unread (a 44-byte file whose tEXt claims 2 GB made the simplified
// API allocate and zero 2 GB), cap libpng's allocations, and decode interlaced 16-bit files
// straight into 8-bit rows (the simplified API scrambles them, pnggroup/libpng#853).
#ifndef CPNGREAD_H
#define CPNGREAD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct CPNGRead CPNGRead;

/// A reader of `file` (the caller keeps it open, positioned at the start), or NULL when out of
/// memory. libpng may allocate at most `base_bytes` plus `bytes_per_column` for each pixel of
/// the image's width; past that an allocation fails, and with it the read.
CPNGRead *cpng_read_create(FILE *file, size_t base_bytes, size_t bytes_per_column);

/// Reads the chunks up to the image data (skipping every ancillary chunk but gAMA and sRGB),
/// then sets libpng up to deliver 8-bit straight-alpha sRGB BGRA rows (bytes B, G, R, A).
/// Sides over the given maxima are refused. 1 on success, 0 on failure (see the message).
int cpng_read_header(CPNGRead *read, uint32_t max_width, uint32_t max_height);

uint32_t cpng_read_width(const CPNGRead *read);
uint32_t cpng_read_height(const CPNGRead *read);
/// Whether any decoded pixel can be less than opaque (an alpha channel or a tRNS chunk).
int cpng_read_has_alpha(const CPNGRead *read);

/// Decodes every row (every Adam7 pass) into `base`, `stride` bytes a row, 4 bytes a pixel,
/// width and height as read by cpng_read_header. 1 on success, 0 on failure.
int cpng_read_pixels(CPNGRead *read, unsigned char *base, size_t stride);

/// 7 for an interlaced (Adam7) image, else 1.
int cpng_read_passes(const CPNGRead *read);

/// Decodes the next `count` rows of a non-interlaced image (rows `first` to `first + count -
/// 1`, in order, as libpng delivers them) into `base`, `stride` bytes a row: a band, so the
/// whole image need never be held. 1 on success, 0 on failure.
int cpng_read_rows(CPNGRead *read, unsigned char *base, size_t stride, uint32_t first, uint32_t count);

/// libpng's message for the last failure, e.g. "IDAT: CRC error"; "" if none.
const char *cpng_read_message(const CPNGRead *read);
/// Whether the last failure was an allocation refused by the memory limit.
int cpng_read_hit_memory_limit(const CPNGRead *read);
/// The most bytes libpng held at once so far (for tests of the limit).
size_t cpng_read_peak_bytes(const CPNGRead *read);

void cpng_read_destroy(CPNGRead *read);

#endif
