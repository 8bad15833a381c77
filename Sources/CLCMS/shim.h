// Little CMS 2 (liblcms2), the colour engine of colord, GIMP and eog: depended on only by
// ImageFiles. Its pixel formats are macros Swift cannot import; the one Vitrine uses is here.
#include <lcms2.h>

/// A Surface's pixels straightened: B, G, R, A bytes (ColorManagement straightens translucent
/// pixels first: lcms2 2.14's premultiplied BGRA formatter mixed up the channels).
static const cmsUInt32Number vitrine_lcms_bgra = TYPE_BGRA_8;
