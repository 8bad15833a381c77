// CTIFFRead: the libtiff calls Swift cannot make itself: TIFFGetField is variadic, and the
// error and warning handlers take a va_list. Each handle keeps its own messages (libtiff 4.5's
// per-handle handlers), and caps libtiff's single allocations, so a strip or tile claiming
// gigabytes fails instead of being allocated. Used only by ImageFiles; no libtiff type appears
// in this header.
#ifndef CTIFFREAD_H
#define CTIFFREAD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct CTIFFRead CTIFFRead;

/// Opens the TIFF read from `file` (the caller keeps it open and closes it) and reads its first
/// directory (page), which is then current.
/// libtiff may allocate at most `max_allocation` bytes at once. NULL when out of memory;
/// otherwise check ctiff_read_message: empty when the file opened.
CTIFFRead *ctiff_read_open(FILE *file, const char *name, size_t max_allocation);

/// The directories to show as pages (those that are not a reduced-resolution copy of another
/// or a transparency mask: NewSubfileType), by number, at most `max` into `pages`; `more` is
/// set when there are more, or more than 2 x `max` + 16 directories in all (the walk stops). Reads each directory, then the first again. How many were written
/// (0 when the file did not open).
int ctiff_read_pages(CTIFFRead *read, uint32_t *pages, int max, int *more);

/// Makes directory `directory` the current page, before ctiff_read_begin: the functions below
/// read it. 1 on success, 0 on failure (see the message).
int ctiff_read_set_page(CTIFFRead *read, uint32_t directory);

/// The current page's width and height as stored, its Orientation tag (1-8, as EXIF's; 1 when
/// absent or out of range), and whether its pixels can carry alpha (an extra sample).
uint32_t ctiff_read_width(const CTIFFRead *read);
uint32_t ctiff_read_height(const CTIFFRead *read);
int ctiff_read_orientation(const CTIFFRead *read);
int ctiff_read_has_alpha(const CTIFFRead *read);
/// The current page's ICC profile (tag 34675) and its length; NULL when it has none. libtiff's.
const void *ctiff_read_icc(const CTIFFRead *read, uint32_t *count);

/// The bytes libtiff holds while decoding, besides the output: its largest strip or tile
/// buffer, decoded, and its colour tables.
size_t ctiff_read_working_bytes(const CTIFFRead *read);

/// Rows a band should hold so each strip or tile is decoded once: the rows of a strip, or of a
/// tile; at most the height.
uint32_t ctiff_read_band_rows(const CTIFFRead *read);

/// Sets up libtiff's RGBA interface for the current page (8- and 16-bit, RGB, gray, palette,
/// CMYK, YCbCr, any compression it has). 1 on success, 0 on failure (see the message).
int ctiff_read_begin(CTIFFRead *read);

/// Decodes rows first..<first + count, in stored order (the Orientation not applied), into
/// `pixels`: width x count premultiplied BGRA (bytes B, G, R, A), `stride` bytes a row, with
/// `scratch` (width x count 32-bit words) as libtiff's raster. After ctiff_read_begin. 1 on
/// success, 0 on failure (see the message).
int ctiff_read_rows(CTIFFRead *read, uint32_t *scratch, uint32_t first, uint32_t count, unsigned char *pixels,
                    size_t stride);

/// libtiff's message for the last failure (the first error it reported); "" if none.
const char *ctiff_read_message(const CTIFFRead *read);

void ctiff_read_close(CTIFFRead *read);

#endif
