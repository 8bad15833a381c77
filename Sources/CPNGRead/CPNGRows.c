// Rows read directly, around libpng: for the common large PNG (8-bit RGB or RGBA, not
// interlaced, no tRNS, sRGB), the image data's chunks are read and inflated here and the rows
// unfiltered by cpng_direct_unfilter, so the caller can unfilter one band on a second thread
// while this inflates the next (libpng does both in one call). libpng still reads and checks
// everything up to the first IDAT. What libpng checks of the image data is checked here too,
// with its messages: each chunk's CRC, zlib's errors, too little data, a filter type over 4,
// and after the last row at most a bounded tail of the chunk. As libpng is told to
// (PNG_IGNORE_ADLER32), the zlib stream's Adler-32 is not summed: the stream is inflated raw.
#include "CPNGRead.h"
#include "CPNGReadState.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

enum { INPUT_BYTES = 256 << 10 };

static int fail(CPNGRead *read, const char *message) {
    snprintf(read->message, sizeof read->message, "%s", message);
    return 0;
}

static uint32_t big_endian(const unsigned char *b) {
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

int cpng_direct_possible(const CPNGRead *read) {
    if (read->passes != 1 || read->source_depth != 8) return 0;
    if (read->source_colour != PNG_COLOR_TYPE_RGB && read->source_colour != PNG_COLOR_TYPE_RGB_ALPHA) return 0;
    if (png_get_valid(read->png, read->info, PNG_INFO_tRNS)) return 0;
    // sRGB samples: an sRGB chunk, or no gAMA, or sRGB's own gamma; any other gAMA is libpng's.
    if (png_get_valid(read->png, read->info, PNG_INFO_sRGB)) return 1;
    png_fixed_point gamma = 0;
    return !png_get_gAMA_fixed(read->png, read->info, &gamma) || gamma == 45455;  // 1 / 2.2 in libpng's fixed point, as sRGB's gAMA
}

int cpng_direct_channels(const CPNGRead *read) { return read->source_colour == PNG_COLOR_TYPE_RGB ? 3 : 4; }

// Reads exactly `count` bytes, with libpng's message for a short read.
static int read_exactly(CPNGRead *read, void *data, size_t count) {
    return fread(data, 1, count, read->file) == count ? 1 : fail(read, "Read Error");
}

// The current chunk's CRC read and compared, then the next chunk's header: 1 when it is an
// IDAT (its length in chunk_left), else 0 with why.
static int next_chunk(CPNGRead *read) {
    unsigned char bytes[8];
    if (!read_exactly(read, bytes, 4)) return 0;
    if (big_endian(bytes) != (uint32_t)read->crc) return fail(read, "IDAT: CRC error");
    if (!read_exactly(read, bytes, 8)) return 0;
    if (memcmp(bytes + 4, "IDAT", 4) != 0) return fail(read, "Not enough image data");
    uint32_t length = big_endian(bytes);
    if (length > PNG_UINT_31_MAX) return fail(read, "PNG unsigned integer out of range");
    read->chunk_left = length;
    read->crc = crc32(0, bytes + 4, 4);
    return 1;
}

// At most `limit` more bytes of image data into `input`: 0 bytes only at a failure.
static size_t refill(CPNGRead *read, size_t limit) {
    while (read->chunk_left == 0) {
        if (!next_chunk(read)) return 0;
    }
    size_t count = read->chunk_left < limit ? read->chunk_left : limit;
    if (!read_exactly(read, read->input, count)) return 0;
    read->crc = crc32(read->crc, read->input, (uInt)count);
    read->chunk_left -= (uint32_t)count;
    return count;
}

int cpng_direct_begin(CPNGRead *read) {
    if (!cpng_direct_possible(read)) return 0;
    // libpng stopped after the first IDAT's length and type: step back over them. A stream
    // that cannot seek (a pipe) is left where it is, to libpng.
    if (fseek(read->file, -8, SEEK_CUR) != 0) return 0;
    unsigned char header[8];
    if (fread(header, 1, 8, read->file) != 8 || memcmp(header + 4, "IDAT", 4) != 0) {
        return fail(read, "the image data could not be found again");
    }
    read->input = malloc(INPUT_BYTES);
    if (read->input == NULL) return fail(read, "Out of Memory");
    read->chunk_left = big_endian(header);
    if (read->chunk_left > PNG_UINT_31_MAX) return fail(read, "PNG unsigned integer out of range");
    read->crc = crc32(0, header + 4, 4);
    // The zlib header by hand (RFC 1950), then the deflate data raw: no Adler-32 summed.
    unsigned char zlib_header[2];
    size_t got = 0;
    while (got < 2) {
        size_t n = refill(read, 2 - got);
        if (n == 0) return 0;
        memcpy(zlib_header + got, read->input, n);
        got += n;
    }
    if ((zlib_header[0] & 15) != 8 || (zlib_header[0] >> 4) > 7 || (zlib_header[0] << 8 | zlib_header[1]) % 31 != 0 ||
        (zlib_header[1] & 32) != 0) {
        return fail(read, "IDAT: incorrect header check");
    }
    if (inflateInit2(&read->zstream, -15) != Z_OK) return fail(read, "Out of Memory");
    read->zstream_ready = 1;
    read->direct = 1;
    return 1;
}

int cpng_direct_inflate(CPNGRead *read, unsigned char *filtered, uint32_t count, int last) {
    z_stream *z = &read->zstream;
    size_t row_bytes = 1 + (size_t)cpng_read_width(read) * (size_t)cpng_direct_channels(read);
    z->next_out = filtered;
    z->avail_out = (uInt)(row_bytes * count);
    while (z->avail_out > 0) {
        if (read->stream_ended) return fail(read, "Not enough image data");
        if (z->avail_in == 0) {
            size_t n = refill(read, INPUT_BYTES);
            if (n == 0) return 0;
            z->next_in = read->input;
            z->avail_in = (uInt)n;
        }
        int status = inflate(z, Z_NO_FLUSH);
        if (status == Z_STREAM_END) {
            read->stream_ended = 1;
        } else if (status != Z_OK && !(status == Z_BUF_ERROR && z->avail_in == 0)) {
            char message[160];
            snprintf(message, sizeof message, "IDAT: %s", z->msg != NULL ? z->msg : "decompression error");
            return fail(read, message);
        }
    }
    for (uint32_t i = 0; i < count; i++) {
        if (filtered[i * row_bytes] > 4) return fail(read, "bad adaptive filter value");
    }
    if (last) {
        // As libpng after its last row: the rest of this chunk read and its CRC checked, at most
        // 8 bytes a pixel and 64 KiB more (see read_file in CPNGRead.c); later chunks unread.
        size_t budget = (size_t)cpng_read_width(read) * 8 + 65536;
        if (read->chunk_left > budget) return fail(read, "too much image data after the last row");
        while (read->chunk_left > 0) {
            size_t n = read->chunk_left < INPUT_BYTES ? read->chunk_left : INPUT_BYTES;
            if (!read_exactly(read, read->input, n)) return 0;
            read->crc = crc32(read->crc, read->input, (uInt)n);
            read->chunk_left -= (uint32_t)n;
        }
        unsigned char bytes[4];
        if (!read_exactly(read, bytes, 4)) return 0;
        if (big_endian(bytes) != (uint32_t)read->crc) return fail(read, "IDAT: CRC error");
    }
    return 1;
}

static inline unsigned char paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return (unsigned char)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

// One row's bytes unfiltered in place against the row above (`above`), `bpp` bytes a pixel.
static void unfilter(unsigned char *row, const unsigned char *above, size_t n, size_t bpp, int type) {
    switch (type) {
    case 1:
        for (size_t i = bpp; i < n; i++) row[i] = (unsigned char)(row[i] + row[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < n; i++) row[i] = (unsigned char)(row[i] + above[i]);
        break;
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (unsigned char)(row[i] + (above[i] >> 1));
        for (size_t i = bpp; i < n; i++) row[i] = (unsigned char)(row[i] + ((row[i - bpp] + above[i]) >> 1));
        break;
    case 4:
        for (size_t i = 0; i < bpp; i++) row[i] = (unsigned char)(row[i] + above[i]);
        for (size_t i = bpp; i < n; i++) row[i] = (unsigned char)(row[i] + paeth(row[i - bpp], above[i], above[i - bpp]));
        break;
    default:
        break;
    }
}

void cpng_direct_unfilter(unsigned char *filtered, unsigned char *previous, uint32_t count, uint32_t width,
                          int channels, unsigned char *base, size_t stride) {
    size_t n = (size_t)width * (size_t)channels, row_bytes = n + 1;
    const unsigned char *above = previous;
    for (uint32_t r = 0; r < count; r++) {
        unsigned char *row = filtered + r * row_bytes + 1;
        unfilter(row, above, n, (size_t)channels, row[-1]);
        above = row;
        uint32_t *out = (uint32_t *)(base + r * stride);
        if (channels == 3) {
            for (uint32_t x = 0; x < width; x++) {
                const unsigned char *p = row + 3 * x;
                out[x] = 0xFF000000u | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
            }
        } else {
            for (uint32_t x = 0; x < width; x++) {
                const unsigned char *p = row + 4 * x;
                out[x] = (uint32_t)p[3] << 24 | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
            }
        }
    }
    if (count > 0) memcpy(previous, above, n);
}

void cpng_direct_end(CPNGRead *read) {
    if (read->zstream_ready) inflateEnd(&read->zstream);
    read->zstream_ready = 0;
    free(read->input);
    read->input = NULL;
}
