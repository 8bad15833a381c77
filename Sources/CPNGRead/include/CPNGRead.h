// CPNGRead: the few libpng calls that need setjmp, which Swift cannot do. libpng's full read
// API reports errors by longjmp; each function here sets the jump target, calls libpng, and
// turns a jump into a 0 return with the message kept. Only C frames lie between setjmp and
// longjmp (file reads, error and allocation callbacks are all C), so no Swift frame is ever
// skipped. Used only by ImageFiles, which keeps every type here internal; no libpng type
// appears in this header. Beside them, CPNGRows.c reads the rows of the common large PNG
// around libpng (cpng_direct_*), with zlib, so the caller can unfilter on another thread, and
// CPNGText.c inflates a compressed text chunk for ImageFiles' own chunk walk.
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

/// The iCCP chunk's profile, inflated, and its length; NULL when there is none (or libpng
/// refused it). libpng's, valid while the reader lives.
const unsigned char *cpng_read_icc(const CPNGRead *read, uint32_t *count);

/// The cHRM chunk's primaries and white point as CIE xy (red x, y, green, blue, white) in `xy`:
/// 1, or 0 when there is none or an sRGB chunk overrides it. `has_gamma` says whether a gAMA
/// chunk was read (libpng then corrects the samples from its gamma to 2.2's).
int cpng_read_chromaticities(const CPNGRead *read, double xy[8], int *has_gamma);

/// Reads image data 1 KiB at a time rather than libpng's 8 KiB, so a file cut short loses at
/// most its last kilobyte's rows (a whole read from a stream cut inside it fails).
void cpng_read_in_small_steps(CPNGRead *read);

/// Decodes the next `count` rows of a non-interlaced image (rows `first` to `first + count -
/// 1`, in order, as libpng delivers them) into `base`, `stride` bytes a row: a band, so the
/// whole image need never be held. 1 on success, 0 on failure.
int cpng_read_rows(CPNGRead *read, unsigned char *base, size_t stride, uint32_t first, uint32_t count);

/// Whether the rows can be read directly (cpng_direct_*) rather than through libpng: an 8-bit
/// RGB or RGBA image, not interlaced, without tRNS, whose samples are sRGB (an sRGB chunk, no
/// gAMA, or sRGB's gamma). After cpng_read_header.
int cpng_direct_possible(const CPNGRead *read);

/// Bytes a pixel in the file's rows: 3 (RGB) or 4 (RGBA).
int cpng_direct_channels(const CPNGRead *read);

/// Starts reading the rows directly: 1 on success; 0 when not possible, or on a failure (the
/// message says which: empty when not possible). After cpng_read_header, before any row.
int cpng_direct_begin(CPNGRead *read);

/// Inflates the next `count` rows into `filtered`, each a filter type byte and then the row's
/// bytes (1 + width x channels), still filtered. With `last` (the band holds the image's last
/// row) the rest of the current chunk is read, at most a bounded tail, and its CRC checked.
/// 1 on success, 0 on failure (see the message). Every row's filter type is checked here.
int cpng_direct_inflate(CPNGRead *read, unsigned char *filtered, uint32_t count, int last);

/// Unfilters `count` rows that cpng_direct_inflate delivered, in place, against `previous` (the
/// row above the first, width x channels bytes, zeros above the image's first row; left
/// holding the last row unfiltered), and writes them as straight-alpha BGRA (bytes B, G, R, A)
/// into `base`, `stride` bytes a row. Needs nothing of the reader, so it runs on any thread.
void cpng_direct_unfilter(unsigned char *filtered, unsigned char *previous, uint32_t count, uint32_t width,
                          int channels, unsigned char *base, size_t stride);

/// Lets go of what reading directly holds (done by cpng_read_destroy too).
void cpng_direct_end(CPNGRead *read);

/// libpng's message for the last failure, e.g. "IDAT: CRC error"; "" if none.
const char *cpng_read_message(const CPNGRead *read);
/// Whether the last failure was an allocation refused by the memory limit.
int cpng_read_hit_memory_limit(const CPNGRead *read);
/// The most bytes libpng held at once so far (for tests of the limit).
size_t cpng_read_peak_bytes(const CPNGRead *read);

void cpng_read_destroy(CPNGRead *read);

/// Inflates the zlib stream `compressed` (`count` bytes: a zTXt's or compressed iTXt's text)
/// into `text`, at most `capacity` bytes, its Adler-32 checked; `written` says how many came
/// out. 1 when the whole stream inflated within `capacity`, 0 when it is damaged, cut short or
/// would need more room (CPNGText.c).
int cpng_inflate_text(const unsigned char *compressed, size_t count, unsigned char *text, size_t capacity,
                      size_t *written);

#endif
