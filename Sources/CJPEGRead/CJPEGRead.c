#include "CJPEGRead.h"

#include <jerror.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct CJPEGRead {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int hit_end;
    int hit_memory_limit;
    int started;
    int tolerate_end;
    int cut_short;
};

static void fail(j_common_ptr info) {
    CJPEGRead *read = (CJPEGRead *)info->client_data;
    int code = info->err->msg_code;
    read->hit_end = code == JWRN_JPEG_EOF;
    read->hit_memory_limit = code == JERR_OUT_OF_MEMORY;
    info->err->format_message(info, read->message);
    longjmp(read->jump, 1);
}

// Level -1 is a warning (corrupt data libjpeg would paper over): a failure here, but for the
// data running out when the caller tolerates that (libjpeg then ends the scan as if at its
// end, the rows it lacks grey, and warns again of the marker it made up). Trace messages
// (levels 0 and up) are ignored.
static void emit(j_common_ptr info, int level) {
    if (level >= 0) return;
    CJPEGRead *read = (CJPEGRead *)info->client_data;
    int code = info->err->msg_code;
    if (read->tolerate_end && (code == JWRN_JPEG_EOF || (read->cut_short && code == JWRN_HIT_MARKER))) {
        if (!read->cut_short) info->err->format_message(info, read->message);
        read->cut_short = 1;
        return;
    }
    fail(info);
}

void cjpeg_read_tolerate_end(CJPEGRead *read) { read->tolerate_end = 1; }
int cjpeg_read_cut_short(const CJPEGRead *read) { return read->cut_short; }

CJPEGRead *cjpeg_read_create(FILE *file, long max_memory) {
    CJPEGRead *read = calloc(1, sizeof *read);
    if (read == NULL) return NULL;
    read->info.err = jpeg_std_error(&read->errors);
    read->errors.error_exit = fail;
    read->errors.emit_message = emit;
    read->info.client_data = read;
    if (setjmp(read->jump)) {
        jpeg_destroy_decompress(&read->info);
        free(read);
        return NULL;
    }
    jpeg_create_decompress(&read->info);
    read->info.mem->max_memory_to_use = max_memory;
    jpeg_stdio_src(&read->info, file);
    return read;
}

int cjpeg_read_header(CJPEGRead *read) {
    if (setjmp(read->jump)) return 0;
    jpeg_read_header(&read->info, TRUE);
    return 1;
}

uint32_t cjpeg_read_width(const CJPEGRead *read) { return read->info.image_width; }
uint32_t cjpeg_read_height(const CJPEGRead *read) { return read->info.image_height; }
int cjpeg_read_precision(const CJPEGRead *read) { return read->info.data_precision; }
int cjpeg_read_is_cmyk(const CJPEGRead *read) {
    return read->info.jpeg_color_space == JCS_CMYK || read->info.jpeg_color_space == JCS_YCCK;
}

int cjpeg_read_start(CJPEGRead *read, int eighths) {
    if (setjmp(read->jump)) return 0;
    read->info.scale_num = (unsigned int)eighths;
    read->info.scale_denom = 8;
    read->info.out_color_space = cjpeg_read_is_cmyk(read) ? JCS_CMYK : JCS_EXT_BGRA;
    // libjpeg-turbo's defaults, as TurboJPEG decodes: the accurate integer IDCT and fancy
    // upsampling.
    read->info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&read->info);
    read->started = 1;
    return 1;
}

uint32_t cjpeg_read_output_width(const CJPEGRead *read) { return read->info.output_width; }
uint32_t cjpeg_read_output_height(const CJPEGRead *read) { return read->info.output_height; }

int cjpeg_read_rows(CJPEGRead *read, unsigned char **rows, int count) {
    if (setjmp(read->jump)) return -1;
    JDIMENSION done = 0;
    while (done < (JDIMENSION)count && read->info.output_scanline < read->info.output_height) {
        done += jpeg_read_scanlines(&read->info, rows + done, (JDIMENSION)count - done);
    }
    return (int)done;
}

int cjpeg_read_finish(CJPEGRead *read) {
    if (setjmp(read->jump)) return 0;
    jpeg_finish_decompress(&read->info);
    read->started = 0;
    return 1;
}

const char *cjpeg_read_message(const CJPEGRead *read) { return read->message; }
int cjpeg_read_hit_end(const CJPEGRead *read) { return read->hit_end; }
int cjpeg_read_hit_memory_limit(const CJPEGRead *read) { return read->hit_memory_limit; }

void cjpeg_read_destroy(CJPEGRead *read) {
    if (read == NULL) return;
    jpeg_destroy_decompress(&read->info);
    free(read);
}
