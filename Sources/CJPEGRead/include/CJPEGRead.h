// CJPEGRead: a JPEG read through libjpeg's own API (libjpeg-turbo's libjpeg62), whose errors
// arrive by longjmp, which Swift cannot catch: each function here sets the jump target, calls
// libjpeg, and turns a jump into a failure return with the message kept. Only C frames lie
// between setjmp and longjmp. Used only by ImageFiles; no libjpeg type appears here.
//
// Why this API rather than TurboJPEG's (tjDecompress2): it reads the file through stdio, so
// the file is never held in memory whole; it hands over rows as they decode, so a picture can
// be turned upright band by band into one surface, not decoded and then copied turned; it
// takes every sampling libjpeg takes (TurboJPEG 2.1 refuses 2x1,1x2,1x1 as "corrupt"); and
// its precision is known from the header, so a 12-bit file is named as such.
#ifndef CJPEGREAD_H
#define CJPEGREAD_H

#include <stdint.h>
#include <stdio.h>

typedef struct CJPEGRead CJPEGRead;

/// A reader of `file` (the caller keeps it open, positioned at the start), or NULL when out of
/// memory. `max_memory`: the most bytes libjpeg may allocate (its coefficient buffers for a
/// progressive file included); past it the read fails.
CJPEGRead *cjpeg_read_create(FILE *file, long max_memory);

/// Reads the markers up to the first scan. 1 on success, 0 on failure (see the message).
int cjpeg_read_header(CJPEGRead *read);

uint32_t cjpeg_read_width(const CJPEGRead *read);
uint32_t cjpeg_read_height(const CJPEGRead *read);
/// Bits a sample: 8, or 12 (libjpeg62-turbo decodes 8 only; the header still says).
int cjpeg_read_precision(const CJPEGRead *read);
/// 1 when the samples are CMYK or YCCK: rows then arrive as 4 bytes C, M, Y, K a pixel.
int cjpeg_read_is_cmyk(const CJPEGRead *read);

/// Starts decoding at `eighths` / 8 of the size (1, 2, 4 or 8), as BGRA (bytes B, G, R, 255)
/// or, for CMYK, C, M, Y, K. 1 on success, 0 on failure.
int cjpeg_read_start(CJPEGRead *read, int eighths);
uint32_t cjpeg_read_output_width(const CJPEGRead *read);
uint32_t cjpeg_read_output_height(const CJPEGRead *read);

/// Decodes up to `count` of the next rows into `rows` (4 bytes a pixel each); the number read,
/// at least 1 until the image ends; -1 on failure.
int cjpeg_read_rows(CJPEGRead *read, unsigned char **rows, int count);

/// Reads to the end of the image (EOI). 1 on success, 0 on failure.
int cjpeg_read_finish(CJPEGRead *read);

/// Why the last call failed. Any warning is a failure too (a bad Huffman code, data cut
/// short), as TurboJPEG's STOPONWARNING made it: a picture partly grey or garbled is refused,
/// unless `tolerate_end` let the data run out.
const char *cjpeg_read_message(const CJPEGRead *read);
/// Lets the data run out mid-image: the rows it lacks come out grey, and `cut_short` says so.
void cjpeg_read_tolerate_end(CJPEGRead *read);
/// The data ran out (with `tolerate_end`); the message says how.
int cjpeg_read_cut_short(const CJPEGRead *read);
/// 1 when the failure was the data running out (libjpeg's "Premature end of JPEG file").
int cjpeg_read_hit_end(const CJPEGRead *read);
/// 1 when the failure was libjpeg's allocation cap (`max_memory`).
int cjpeg_read_hit_memory_limit(const CJPEGRead *read);

void cjpeg_read_destroy(CJPEGRead *read);

#endif
