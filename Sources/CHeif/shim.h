// libheif: HEIC (HEVC through libde265) and AVIF (AV1 through dav1d or libaom), as Debian builds
// it. Its C API reports errors by return value, so ImageFiles calls it directly.
#include <libheif/heif.h>
