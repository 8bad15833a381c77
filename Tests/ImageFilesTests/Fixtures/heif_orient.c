// Re-encodes a lossless HEIF/AVIF's primary image losslessly, its pixels as stored, with irot/imir
// boxes saying `orientation` (EXIF's numbering): libheif's encoding option for it, which
// heif-enc 1.15 does not expose; and with nclx code points for the primaries and the transfer
// curve when given, which heif-enc 1.15 takes but does not write.
// Usage: heif_orient IN OUT ORIENTATION [PRIMARIES TRANSFER]
#include <libheif/heif.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check(struct heif_error e) {
    if (e.code != heif_error_Ok) { fprintf(stderr, "heif_orient: %s\n", e.message); exit(1); }
}

int main(int argc, char** argv) {
    if (argc != 4 && argc != 6) {
        fprintf(stderr, "usage: heif_orient IN OUT ORIENTATION [PRIMARIES TRANSFER]\n");
        return 2;
    }
    struct heif_context* in = heif_context_alloc();
    check(heif_context_read_from_file(in, argv[1], NULL));
    struct heif_image_handle* handle;
    check(heif_context_get_primary_image_handle(in, &handle));
    struct heif_image* image;
    int alpha = heif_image_handle_has_alpha_channel(handle);
    check(heif_decode_image(handle, &image, heif_colorspace_RGB,
                            alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB, NULL));
    int avif = strstr(argv[2], ".avif") != NULL;
    struct heif_context* out = heif_context_alloc();
    struct heif_encoder* encoder;
    check(heif_context_get_encoder_for_format(out, avif ? heif_compression_AV1 : heif_compression_HEVC, &encoder));
    check(heif_encoder_set_lossless(encoder, 1));
    check(heif_encoder_set_parameter(encoder, "chroma", "444"));
    struct heif_encoding_options* options = heif_encoding_options_alloc();
    struct heif_color_profile_nclx* nclx = heif_nclx_color_profile_alloc();
    nclx->matrix_coefficients = heif_matrix_coefficients_RGB_GBR;
    nclx->full_range_flag = 1;
    if (argc == 6) {
        check(heif_nclx_color_profile_set_color_primaries(nclx, (uint16_t)atoi(argv[4])));
        check(heif_nclx_color_profile_set_transfer_characteristics(nclx, (uint16_t)atoi(argv[5])));
        // libheif writes the image's own nclx, not the option's, when the image has one.
        check(heif_image_set_nclx_color_profile(image, nclx));
    }
    options->output_nclx_profile = nclx;
    options->image_orientation = (enum heif_orientation)atoi(argv[3]);
    check(heif_context_encode_image(out, image, encoder, options, NULL));
    check(heif_context_write_to_file(out, argv[2]));
    return 0;
}
