// Re-encodes a HEIF's primary image (libheif's default HEVC encoder) with an Exif item made
// from a TIFF structure read from a file, as cameras and phones store it: heif-enc 1.15 has no
// option for it. The picture is decoded and encoded anew, so the output is a whole HEIF (adding
// the item to the file as read and writing it back broke its grid).
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
    struct heif_context* in = heif_context_alloc();
    check(heif_context_read_from_file(in, argv[1], NULL));
    struct heif_image_handle* source;
    check(heif_context_get_primary_image_handle(in, &source));
    struct heif_image* image;
    check(heif_decode_image(source, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGB, NULL));
    struct heif_context* out = heif_context_alloc();
    struct heif_encoder* encoder;
    check(heif_context_get_encoder_for_format(out, heif_compression_HEVC, &encoder));
    struct heif_image_handle* handle;
    check(heif_context_encode_image(out, image, encoder, NULL, &handle));
    check(heif_context_add_exif_metadata(out, handle, tiff, (int)count));
    check(heif_context_write_to_file(out, argv[2]));
    return 0;
}
