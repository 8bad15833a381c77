// The reader's state, shared by CPNGRead.c (libpng) and CPNGRows.c (the rows read directly).
#ifndef CPNGREADSTATE_H
#define CPNGREADSTATE_H

#include <png.h>
#include <stdio.h>
#include <zlib.h>

struct CPNGRead {
    png_structp png;
    png_infop info;
    char message[200];
    int hit_memory_limit;
    int has_alpha;
    int passes;
    // The file's own colour type and bit depth, before libpng's transforms.
    int source_colour, source_depth;
    FILE *file;
    // During the last png_read_row, image data bytes libpng may still read (see read_file).
    int tail_limited;
    size_t tail_budget;
    // libpng's allocations: what it holds now, its peak, and the cap.
    size_t held, peak, limit, bytes_per_column;
    // The rows read directly (cpng_direct_*): zlib's stream, the bytes left in the current
    // IDAT chunk, its CRC so far, the compressed bytes read ahead, whether the stream ended.
    int direct;
    z_stream zstream;
    int zstream_ready;
    uint32_t chunk_left;
    uLong crc;
    unsigned char *input;
    int stream_ended;
};

#endif
