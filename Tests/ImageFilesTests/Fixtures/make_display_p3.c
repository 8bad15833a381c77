// Writes a Display P3 profile (P3 primaries, D65 white, the sRGB curve), as Apple's and
// colord's describe it, made by Little CMS; with GAMMA, that power for a curve instead.
// Usage: make_display_p3 OUT.icc [GAMMA]
#include <lcms2.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 2 && argc != 3) { fprintf(stderr, "usage: make_display_p3 OUT.icc [GAMMA]\n"); return 2; }
    cmsCIExyY white = {0.3127, 0.3290, 1.0};
    cmsCIExyYTRIPLE primaries = {{0.680, 0.320, 1.0}, {0.265, 0.690, 1.0}, {0.150, 0.060, 1.0}};
    cmsFloat64Number srgb[5] = {2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045};
    cmsToneCurve *curve =
        argc == 3 ? cmsBuildGamma(NULL, atof(argv[2])) : cmsBuildParametricToneCurve(NULL, 4, srgb);
    cmsToneCurve *curves[3] = {curve, curve, curve};
    cmsHPROFILE profile = cmsCreateRGBProfile(&white, &primaries, curves);
    cmsMLU *description = cmsMLUalloc(NULL, 1);
    cmsMLUsetASCII(description, "en", "US", "Display P3");
    cmsWriteTag(profile, cmsSigProfileDescriptionTag, description);
    int ok = cmsSaveProfileToFile(profile, argv[1]);
    cmsMLUfree(description);
    cmsCloseProfile(profile);
    cmsFreeToneCurve(curve);
    return ok ? 0 : 1;
}
