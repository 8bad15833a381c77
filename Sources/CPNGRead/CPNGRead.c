#include "CPNGRead.h"
#include "CPNGReadState.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// Each block carries its size in front, so the free callback can count it back.
typedef union {
    size_t size;
    max_align_t align;
} Header;

static png_voidp counted_malloc(png_structp png, png_alloc_size_t size) {
    CPNGRead *read = png_get_mem_ptr(png);
    if (size > read->limit - read->held) {
        read->hit_memory_limit = 1;
        return NULL;  // libpng then fails the read ("Out of Memory") or skips the chunk
    }
    Header *block = malloc(sizeof(Header) + size);
    if (block == NULL) return NULL;
    block->size = size;
    read->held += size;
    if (read->held > read->peak) read->peak = read->held;
    return block + 1;
}

static void counted_free(png_structp png, png_voidp pointer) {
    if (pointer == NULL) return;
    CPNGRead *read = png_get_mem_ptr(png);
    Header *block = (Header *)pointer - 1;
    read->held -= block->size;
    free(block);
}

static void keep_error(png_structp png, png_const_charp message) {
    CPNGRead *read = png_get_error_ptr(png);
    snprintf(read->message, sizeof read->message, "%s", message);
    png_longjmp(png, 1);
}

// png_default_read_data's behaviour and message ("Read Error", which ImageFiles tells apart as
// truncation or an I/O error from the stream's state), plus one limit. After its last row
// libpng inflates whatever image data remains, only to warn that there was too much: 1 GiB of
// zeros after a 64 x 64 image is 1 MB of file and took 2.3 s. So during the last row's read,
// libpng may read only what that row could need, and little more.
static void read_file(png_structp png, png_bytep data, size_t length) {
    CPNGRead *read = png_get_io_ptr(png);
    if (read->tail_limited && (png_get_io_state(png) & PNG_IO_CHUNK_DATA) != 0) {
        if (length > read->tail_budget) png_error(png, "too much image data after the last row");
        read->tail_budget -= length;
    }
    if (fread(data, 1, length, read->file) != length) png_error(png, "Read Error");
}

// Warnings (a bad ancillary chunk, a skipped oversized one) are not failures: say nothing.
static void ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

CPNGRead *cpng_read_create(FILE *file, size_t base_bytes, size_t bytes_per_column) {
    CPNGRead *read = calloc(1, sizeof *read);
    if (read == NULL) return NULL;
    read->limit = base_bytes;
    read->bytes_per_column = bytes_per_column;
    read->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, read, keep_error, ignore_warning, read,
                                         counted_malloc, counted_free);
    if (read->png == NULL) {
        free(read);
        return NULL;
    }
    if (setjmp(png_jmpbuf(read->png))) return read;  // the message says why; info stays NULL
    read->info = png_create_info_struct(read->png);
    read->file = file;
    png_set_read_fn(read->png, read, read_file);
    return read;
}

int cpng_read_header(CPNGRead *read, uint32_t max_width, uint32_t max_height) {
    png_structp png = read->png;
    png_infop info = read->info;
    if (info == NULL) {
        snprintf(read->message, sizeof read->message, "Out of Memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) return 0;
    png_set_user_limits(png, max_width, max_height);
    // Every other ancillary chunk is skipped unread, without an allocation, however long it
    // claims to be (libpng 1.6.39 only warns about a chunk over png_set_chunk_malloc_max, then
    // allocates and zeroes it): no zTXt or iTXt bombs. Kept: gAMA and sRGB, the chunks that
    // change the decoded pixels (as libpng's simplified API honours them); iCCP and cHRM, for
    // colour management, iCCP inflated by libpng within png_set_chunk_malloc_max (4 MiB, the
    // most ColorManagement reads), so no bomb gets past it. tRNS and PLTE are always read.
    static const png_byte kept[] = {'g', 'A', 'M', 'A', 0, 's', 'R', 'G', 'B', 0,
                                    'i', 'C', 'C', 'P', 0, 'c', 'H', 'R', 'M', 0};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, kept, 4);
    png_set_chunk_malloc_max(png, 4 << 20);
#ifdef PNG_IGNORE_ADLER32
    // The zlib stream's own checksum is not summed (as Chromium does): each chunk's CRC already
    // guards the bytes it holds, and summing took 4% of a large PNG's decode.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);

    // Rows are held by libpng at most a few at a time, each at most 8 bytes a pixel.
    read->limit += (size_t)png_get_image_width(png, info) * read->bytes_per_column;

    int colour = png_get_color_type(png, info);
    read->source_colour = colour;
    read->source_depth = png_get_bit_depth(png, info);
    read->has_alpha = (colour & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    // The transforms of libpng's simplified API for PNG_FORMAT_BGRA with
    // PNG_IMAGE_FLAG_16BIT_sRGB: samples are sRGB unless gAMA or sRGB says otherwise, 16-bit
    // samples round to the nearest 8-bit value, gray becomes RGB, an opaque alpha is added.
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_bgr(png);
    png_set_alpha_mode(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    read->passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4) {
        snprintf(read->message, sizeof read->message, "unexpected row layout");
        return 0;
    }
    return 1;
}

uint32_t cpng_read_width(const CPNGRead *read) { return png_get_image_width(read->png, read->info); }
uint32_t cpng_read_height(const CPNGRead *read) { return png_get_image_height(read->png, read->info); }
int cpng_read_has_alpha(const CPNGRead *read) { return read->has_alpha; }

// Reads row `y` of the last (or only) pass into `row` when `last_pass`; on the image's
// last row, bounds what libpng may still read after it.
static void read_row(CPNGRead *read, unsigned char *row, uint32_t y, int last_pass) {
    png_structp png = read->png;
    if (last_pass && y == png_get_image_height(png, read->info) - 1) {
        // The last row: at most 8 bytes a pixel stored uncompressed, and 64 KiB for zlib's
        // framing, chunk boundaries and a little trailing data libpng tolerates.
        read->tail_limited = 1;
        read->tail_budget = (size_t)png_get_image_width(png, read->info) * 8 + 65536;
    }
    png_read_row(png, row, NULL);
}

int cpng_read_pixels(CPNGRead *read, unsigned char *base, size_t stride) {
    png_structp png = read->png;
    if (setjmp(png_jmpbuf(png))) return 0;
    uint32_t height = png_get_image_height(png, read->info);
    // Each Adam7 pass combines its pixels into the rows already there (libpng's "sparkle" mode
    // with no display row), so the caller's rows are the only image buffer.
    for (int pass = 0; pass < read->passes; pass++) {
        for (uint32_t y = 0; y < height; y++) read_row(read, base + (size_t)y * stride, y, pass == read->passes - 1);
    }
    return 1;
}

int cpng_read_passes(const CPNGRead *read) { return read->passes; }

const unsigned char *cpng_read_icc(const CPNGRead *read, uint32_t *count) {
    png_charp name = NULL;
    int compression = 0;
    png_bytep profile = NULL;
    png_uint_32 length = 0;
    *count = 0;
    if (!png_get_iCCP(read->png, read->info, &name, &compression, &profile, &length)) return NULL;
    *count = length;
    return profile;
}

int cpng_read_chromaticities(const CPNGRead *read, double xy[8], int *has_gamma) {
    *has_gamma = png_get_valid(read->png, read->info, PNG_INFO_gAMA) != 0;
    if (png_get_valid(read->png, read->info, PNG_INFO_sRGB)) return 0;
    return png_get_cHRM(read->png, read->info, &xy[6], &xy[7], &xy[0], &xy[1], &xy[2], &xy[3], &xy[4], &xy[5]) != 0;
}

void cpng_read_in_small_steps(CPNGRead *read) { png_set_compression_buffer_size(read->png, 1024); }

int cpng_read_rows(CPNGRead *read, unsigned char *base, size_t stride, uint32_t first, uint32_t count) {
    png_structp png = read->png;
    if (setjmp(png_jmpbuf(png))) return 0;
    for (uint32_t i = 0; i < count; i++) read_row(read, base + (size_t)i * stride, first + i, 1);
    return 1;
}

const char *cpng_read_message(const CPNGRead *read) { return read->message; }
int cpng_read_hit_memory_limit(const CPNGRead *read) { return read->hit_memory_limit; }
size_t cpng_read_peak_bytes(const CPNGRead *read) { return read->peak; }

void cpng_read_destroy(CPNGRead *read) {
    cpng_direct_end(read);
    png_destroy_read_struct(&read->png, read->info ? &read->info : NULL, NULL);
    free(read);
}
