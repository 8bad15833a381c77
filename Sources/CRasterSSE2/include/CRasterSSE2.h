// CRasterSSE2: the perspective draw's interior rows in C with SSE2 intrinsics, x86-64's
// baseline, so every x86-64 CPU runs them without a check. Raster (Surface+PerspectiveFast.swift)
// calls this where its Swift loop would run, unless VITRINE_CPU=baseline; other architectures
// keep the Swift loop. Empty on them.
//
// Why C: the Swift loop (SIMD4 lanes) built each tap vector lane by lane and spent about 6 ns a
// pixel of the tilt card; here the taps are loaded with movd and mixed two pixels a register in
// 16-bit lanes, the same operations in the same order, so the two agree to the bit (a test
// compares them on random cards).
#ifndef CRASTERSSE2_H
#define CRASTERSSE2_H

#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__)
/// Row `y`'s pixels start..<end of a perspective draw at opacity 255, where the quad covers them
/// whole: each is the bilinear sample (8-bit weights, edge pixels repeated) of the `width` x
/// `height` premultiplied BGRA image at `pixels` (`pitch` pixels a row) at the inverse-mapped
/// position of its centre, drawn source-over onto `line` (the row, indexed by x). `inverse`: the
/// inverse homography's m00 m01 m02 m10 m11 m12 m20 m21 m22. Sides below 2^14. `glare`: Raster's
/// `Glare.terms` (centre x and y in sample coordinates, 1 / radius, peak alpha), white of alpha
/// round(peak t^2) with t = max(0, 1 - distance / radius) laid over each sample; a peak of 0
/// lays none.
void vitrine_perspective_interior_sse2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                       ptrdiff_t height, const double *inverse, const float *glare, ptrdiff_t y,
                                       ptrdiff_t start, ptrdiff_t end);
#endif

#endif
