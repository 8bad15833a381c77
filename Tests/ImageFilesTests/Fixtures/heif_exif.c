// Adds an Exif item (a TIFF structure read from a file) to a HEIF's primary image, as cameras
// and phones store it: heif-enc 1.15 has no option for it.
// Usage: heif_exif IN OUT EXIF-TIFF
#include <libheif/heif.h>
#include <stdio.h>
#include <stdlib.h>

static void check(struct heif_error e) {
    if (e.code != heif_error_Ok) { fprintf(stderr, "heif_exif: %s\n", e.message); exit(1); }
}

int main(int argc, char** argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: heif_exif IN OUT EXIF-TIFF\n");
        return 2;
    }
    FILE* f = fopen(argv[3], "rb");
    if (!f) { perror(argv[3]); return 1; }
    static unsigned char tiff[65536];
    size_t count = fread(tiff, 1, sizeof tiff, f);
    fclose(f);
    struct heif_context* context = heif_context_alloc();
    check(heif_context_read_from_file(context, argv[1], NULL));
    struct heif_image_handle* handle;
    check(heif_context_get_primary_image_handle(context, &handle));
    check(heif_context_add_exif_metadata(context, handle, tiff, (int)count));
    check(heif_context_write_to_file(context, argv[2]));
    return 0;
}
