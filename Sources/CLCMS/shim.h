// Little CMS 2 (liblcms2), the colour engine of colord, GIMP and eog: depended on only by
// ImageFiles. Its pixel formats are macros Swift cannot import; the two Vitrine uses are here.
#include <lcms2.h>

/// A Surface's pixels: B, G, R, A bytes, alpha premultiplied, alpha carried through.
static const cmsUInt32Number vitrine_lcms_bgra_premultiplied = TYPE_BGRA_8 | PREMUL_SH(1);
/// The same, straight: for a profile applied to opaque pixels (premultiplied and straight agree).
static const cmsUInt32Number vitrine_lcms_bgra = TYPE_BGRA_8;
