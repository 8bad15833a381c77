// The inflating of a compressed PNG text (zTXt, or iTXt with its compression flag set), for
// ImageFiles' text reader, which walks the chunks itself and never hands them to libpng.
#include "CPNGRead.h"

#include <zlib.h>

int cpng_inflate_text(const unsigned char *compressed, size_t count, unsigned char *text, size_t capacity,
                      size_t *written) {
    *written = 0;
    z_stream z = {0};
    if (inflateInit(&z) != Z_OK) return 0;
    z.next_in = (unsigned char *)compressed;
    z.avail_in = (uInt)(count < UINT32_MAX ? count : UINT32_MAX);
    z.next_out = text;
    z.avail_out = (uInt)(capacity < UINT32_MAX ? capacity : UINT32_MAX);
    // One call: the output room is the bound, so a stream that would inflate past it (a
    // bomb) stops there with Z_OK or Z_BUF_ERROR instead of Z_STREAM_END, and is refused.
    int status = inflate(&z, Z_FINISH);
    *written = (size_t)(z.next_out - text);
    inflateEnd(&z);
    return status == Z_STREAM_END;
}
