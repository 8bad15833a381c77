#include "CTIFFRead.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <tiffio.h>

struct CTIFFRead {
    TIFF *tiff;
    char message[200];
    // libtiff's RGBA reader, once ctiff_read_begin has set it up.
    TIFFRGBAImage image;
    int began;
};

// The first error is kept: later ones are usually its consequences.
static int keep_error(TIFF *tiff, void *user, const char *module, const char *format, va_list args) {
    (void)tiff;
    CTIFFRead *read = user;
    if (read->message[0] == 0) {
        char text[160];
        vsnprintf(text, sizeof text, format, args);
        snprintf(read->message, sizeof read->message, "%s%s%s", module ? module : "", module ? ": " : "", text);
    }
    return 1;
}

// Warnings (an unknown tag, a deprecated field) are not failures: say nothing.
static int ignore_warning(TIFF *tiff, void *user, const char *module, const char *format, va_list args) {
    (void)tiff, (void)user, (void)module, (void)format, (void)args;
    return 1;
}

// libtiff reads through the caller's stream, which the caller closes.
static tmsize_t read_stream(thandle_t handle, void *data, tmsize_t size) {
    return (tmsize_t)fread(data, 1, (size_t)size, (FILE *)handle);
}

static tmsize_t write_nothing(thandle_t handle, void *data, tmsize_t size) {
    (void)handle, (void)data, (void)size;
    return 0;
}

static toff_t seek_stream(thandle_t handle, toff_t offset, int whence) {
    FILE *file = handle;
    if (offset > (toff_t)INT64_MAX || fseeko(file, (off_t)offset, whence) != 0) return (toff_t)-1;
    return (toff_t)ftello(file);
}

static int close_nothing(thandle_t handle) {
    (void)handle;
    return 0;
}

static toff_t stream_size(thandle_t handle) {
    struct stat status;
    return fstat(fileno((FILE *)handle), &status) == 0 ? (toff_t)status.st_size : 0;
}

static int map_nothing(thandle_t handle, void **base, toff_t *size) {
    (void)handle, (void)base, (void)size;
    return 0;
}

static void unmap_nothing(thandle_t handle, void *base, toff_t size) { (void)handle, (void)base, (void)size; }

CTIFFRead *ctiff_read_open(FILE *file, const char *name, size_t max_allocation) {
    CTIFFRead *read = calloc(1, sizeof *read);
    if (read == NULL) return NULL;
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (options == NULL) {
        free(read);
        return NULL;
    }
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, (tmsize_t)(max_allocation > (size_t)INT64_MAX ? INT64_MAX : max_allocation));
    TIFFOpenOptionsSetErrorHandlerExtR(options, keep_error, read);
    TIFFOpenOptionsSetWarningHandlerExtR(options, ignore_warning, read);
    // "r": read only; "m": no memory-mapping (a file cut short while mapped would fault).
    read->tiff = TIFFClientOpenExt(name, "rm", file, read_stream, write_nothing, seek_stream, close_nothing,
                                   stream_size, map_nothing, unmap_nothing, options);
    TIFFOpenOptionsFree(options);
    if (read->tiff == NULL && read->message[0] == 0) snprintf(read->message, sizeof read->message, "not a TIFF");
    return read;
}

// A directory to show: not a reduced-resolution copy of another page, nor a transparency mask.
static int is_page(TIFF *tiff) {
    uint32_t kind = 0;
    TIFFGetFieldDefaulted(tiff, TIFFTAG_SUBFILETYPE, &kind);
    return (kind & (FILETYPE_REDUCEDIMAGE | FILETYPE_MASK)) == 0;
}

int ctiff_read_pages(CTIFFRead *read, uint32_t *pages, int max, int *more) {
    *more = 0;
    if (read->tiff == NULL || read->began || read->message[0] != 0) return 0;
    int count = 0;
    // Directories that are no page count too: a million thumbnails' worth must not walk on.
    uint32_t most = 2u * (uint32_t)max + 16u;
    for (uint32_t directory = 0;; directory++) {
        if (directory == most) {
            *more = 1;
            break;
        }
        if (is_page(read->tiff)) {
            if (count == max) {
                *more = 1;
                break;
            }
            pages[count++] = directory;
        }
        if (!TIFFReadDirectory(read->tiff)) break;
    }
    // A broken later directory only ends the count; the first is read again for the caller.
    read->message[0] = 0;
    if (!TIFFSetDirectory(read->tiff, 0)) return 0;
    return count;
}

int ctiff_read_set_page(CTIFFRead *read, uint32_t directory) {
    if (read->tiff == NULL || read->began) return 0;
    return TIFFSetDirectory(read->tiff, (tdir_t)directory);
}

uint32_t ctiff_read_width(const CTIFFRead *read) {
    uint32_t width = 0;
    if (read->tiff == NULL) return 0;
    TIFFGetField(read->tiff, TIFFTAG_IMAGEWIDTH, &width);
    return width;
}

uint32_t ctiff_read_height(const CTIFFRead *read) {
    uint32_t height = 0;
    if (read->tiff == NULL) return 0;
    TIFFGetField(read->tiff, TIFFTAG_IMAGELENGTH, &height);
    return height;
}

int ctiff_read_orientation(const CTIFFRead *read) {
    uint16_t orientation = ORIENTATION_TOPLEFT;
    if (read->tiff == NULL) return 1;
    TIFFGetFieldDefaulted(read->tiff, TIFFTAG_ORIENTATION, &orientation);
    return orientation >= 1 && orientation <= 8 ? orientation : 1;
}

const void *ctiff_read_icc(const CTIFFRead *read, uint32_t *count) {
    void *data = NULL;
    *count = 0;
    if (read->tiff == NULL || !TIFFGetField(read->tiff, TIFFTAG_ICCPROFILE, count, &data)) return NULL;
    return data;
}

int ctiff_read_has_alpha(const CTIFFRead *read) {
    uint16_t count = 0, *kinds = NULL;
    return read->tiff != NULL && TIFFGetFieldDefaulted(read->tiff, TIFFTAG_EXTRASAMPLES, &count, &kinds) && count > 0;
}

size_t ctiff_read_working_bytes(const CTIFFRead *read) {
    if (read->tiff == NULL) return 0;
    tmsize_t unit = TIFFIsTiled(read->tiff) ? TIFFTileSize(read->tiff) : TIFFStripSize(read->tiff);
    // Colour maps and YCbCr tables: a few hundred KiB at most.
    return (unit > 0 ? (size_t)unit : 0) + (1u << 20);
}

uint32_t ctiff_read_band_rows(const CTIFFRead *read) {
    uint32_t height = ctiff_read_height(read), rows = height;
    if (read->tiff == NULL) return 1;
    if (TIFFIsTiled(read->tiff)) {
        TIFFGetField(read->tiff, TIFFTAG_TILELENGTH, &rows);
    } else {
        TIFFGetFieldDefaulted(read->tiff, TIFFTAG_ROWSPERSTRIP, &rows);
    }
    return rows == 0 || rows > height ? (height > 0 ? height : 1) : rows;
}

int ctiff_read_begin(CTIFFRead *read) {
    char problem[1024] = "";
    if (read->tiff == NULL) return 0;
    if (!TIFFRGBAImageOK(read->tiff, problem) || !TIFFRGBAImageBegin(&read->image, read->tiff, 1, problem)) {
        if (read->message[0] == 0) snprintf(read->message, sizeof read->message, "%s", problem);
        return 0;
    }
    read->began = 1;
    // Rows as stored, the first first: the caller turns the picture by its Orientation, as it
    // does a JPEG's (libtiff's own turning handles only flips).
    read->image.req_orientation = read->image.orientation;
    return 1;
}

int ctiff_read_rows(CTIFFRead *read, uint32_t *scratch, uint32_t first, uint32_t count, unsigned char *pixels,
                    size_t stride) {
    if (!read->began) return 0;
    uint32_t width = read->image.width;
    read->image.row_offset = (int)first;
    int ok = TIFFRGBAImageGet(&read->image, scratch, width, count);
    if (!ok || read->message[0] != 0) {
        if (read->message[0] == 0) snprintf(read->message, sizeof read->message, "the image data could not be read");
        return 0;
    }
    // libtiff's words are R, G, B, A from the low byte, alpha associated (premultiplied, rounded
    // to nearest as Raster does): swap red and blue.
    for (uint32_t y = 0; y < count; y++) {
        const uint32_t *in = scratch + (size_t)y * width;
        uint32_t *out = (uint32_t *)(pixels + (size_t)y * stride);
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p = in[x];
            out[x] = (p & 0xFF00FF00u) | (p & 0xFFu) << 16 | (p >> 16 & 0xFFu);
        }
    }
    return 1;
}

const char *ctiff_read_message(const CTIFFRead *read) { return read->message; }

void ctiff_read_close(CTIFFRead *read) {
    if (read->began) TIFFRGBAImageEnd(&read->image);
    if (read->tiff != NULL) TIFFClose(read->tiff);
    free(read);
}
