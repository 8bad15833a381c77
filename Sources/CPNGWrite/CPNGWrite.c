#include "CPNGWrite.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>

struct CPNGWrite {
    png_structp png;
    png_infop info;
    char message[200];
};

static void keep_error(png_structp png, png_const_charp message) {
    CPNGWrite *write = png_get_error_ptr(png);
    snprintf(write->message, sizeof write->message, "%s", message);
    png_longjmp(png, 1);
}

// libpng warns only about data the caller gave it; nothing here sets any. Say nothing.
static void ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

CPNGWrite *cpng_write_create(FILE *file) {
    CPNGWrite *write = calloc(1, sizeof *write);
    if (write == NULL) return NULL;
    write->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, write, keep_error, ignore_warning);
    if (write->png == NULL) {
        free(write);
        return NULL;
    }
    if (setjmp(png_jmpbuf(write->png))) return write;  // the message says why; info stays NULL
    write->info = png_create_info_struct(write->png);
    png_init_io(write->png, file);
    return write;
}

int cpng_write_text(CPNGWrite *write, const char *keyword, const char *text) {
    if (write->info == NULL) {
        snprintf(write->message, sizeof write->message, "Out of Memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(write->png))) return 0;
    // libpng copies both strings; png_write_info writes each entry as a tEXt chunk (the keyword
    // checked there) after the colour chunks and before the image data.
    png_text entry = {0};
    entry.compression = PNG_TEXT_COMPRESSION_NONE;
    entry.key = (png_charp)keyword;
    entry.text = (png_charp)text;
    png_set_text(write->png, write->info, &entry, 1);
    return 1;
}

int cpng_write_header(CPNGWrite *write, uint32_t width, uint32_t height) {
    png_structp png = write->png;
    png_infop info = write->info;
    if (info == NULL) {
        snprintf(write->message, sizeof write->message, "Out of Memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) return 0;
    // What png_image_write_main does for 8-bit BGRA in libpng 1.6: benign errors are errors,
    // then IHDR, sRGB (perceptual), and the BGR swap set after png_write_info, as it must be.
    png_set_benign_errors(png, 0);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    png_set_bgr(png);
    return 1;
}

int cpng_write_row(CPNGWrite *write, const unsigned char *row) {
    if (setjmp(png_jmpbuf(write->png))) return 0;
    png_write_row(write->png, row);
    return 1;
}

int cpng_write_end(CPNGWrite *write) {
    if (setjmp(png_jmpbuf(write->png))) return 0;
    png_write_end(write->png, write->info);
    return 1;
}

const char *cpng_write_message(const CPNGWrite *write) { return write->message; }

void cpng_write_destroy(CPNGWrite *write) {
    png_destroy_write_struct(&write->png, write->info ? &write->info : NULL);
    free(write);
}
