// libwebp's decoder, and libwebpdemux's animation decoder (the same project's, in Debian's
// libwebp-dev): both report errors by return value.
#include <webp/decode.h>
#include <webp/demux.h>
