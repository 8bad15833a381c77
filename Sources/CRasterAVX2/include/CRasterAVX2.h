// CRasterAVX2: GaussianBlur's two passes for x86-64 CPUs with AVX2 and FMA, and the perspective
// draw's interior rows, source-over of rows, the axis-aligned draw's bilinear rows and a turned
// image's interior rows for AVX2 (the perspective rows for AVX-512 too), in C with intrinsics,
// each function built for its extensions alone (target attribute), so the rest of the program
// stays baseline x86-64. Raster calls them only after /proc/cpuinfo listed avx2 and fma (avx512f
// and avx512bw for the AVX-512 one), and never with VITRINE_CPU=baseline (Raster's CPU.swift,
// GaussianBlur+Kernel.swift, Surface+PerspectiveFast.swift, Surface+Composite.swift,
// ImageDrawPlan+AxisAligned.swift, ImageDrawPlan+Runs.swift).
//
// Why C and not Swift: the same loops written with SIMD8<Float> in a Swift module built with
// -mavx2 -mfma ran 11.1 ms for blur-8 (CPU time a frame) against 19.5 for the baseline, and
// this file 10.3 before the streaming stores (which Swift has no way to ask for). swiftc
// spilled the recursion state (56 of 135 instructions of the rows' forward loop were stack
// traffic) and could not express the pack without scalarising (1.2 ms of the 11.1), where this
// file packs four pixels with cvtps2dq, packssdw, packuswb and one pminub.
//
// The filter and the coefficients are Raster's (see GaussianBlur+Passes.swift), the same
// operations in the same order but fused, so results agree within one unit. Pixels are
// premultiplied BGRA8, `stride` bytes a row. The intermediate holds each pixel as four int16
// (B, G, R, A, 128 x each channel, plus 1), in strips of four columns: pixel (x, y) is number
// ((x / 4) * height + y) * 4 + x % 4, so the columns pass reads each strip as one stream, 32 bytes a row,
// and four rows of a whole strip are 128 contiguous bytes, which the rows pass writes with
// streaming stores (blur-8 10.3 -> 8.3 ms CPU time; the layout alone, without them, measured the
// same as Raster's transposed one). It needs room for width rounded up to a multiple of 4, times
// height, pixels. `coefficients`: 16 floats, for each of the two second-order sections b0, b1, c1,
// c2, na1, na2, forwardGain, backwardGain (feedback negated, the pass's gain applied). `scratch`:
// 16 floats a pixel of the longer side, 32-byte aligned.
#ifndef CRASTERAVX2_H
#define CRASTERAVX2_H

#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__)
/// Pass 1: rows lower..<upper of the width x height image at `source`, filtered along x, written
/// into `columns` in strips. Ends with a store fence: other threads may read what it wrote.
void vitrine_blur_rows_avx2(const float *coefficients, const uint8_t *source, ptrdiff_t stride, ptrdiff_t width,
                            ptrdiff_t height, ptrdiff_t lower, ptrdiff_t upper, int16_t *columns, float *scratch);

/// Pass 2: columns lower..<upper of the intermediate, filtered along y, written into the
/// `height` rows of `destination`, rounded to nearest, clamped to 0...255 and each colour to at
/// most its alpha.
void vitrine_blur_columns_avx2(const float *coefficients, const int16_t *columns, ptrdiff_t height, ptrdiff_t lower,
                               ptrdiff_t upper, uint8_t *destination, ptrdiff_t stride, float *scratch);

/// CRasterSSE2's vitrine_perspective_interior_sse2 (see its header), eight pixels a step with
/// the same bits, for images at least 2 pixels wide. Built for AVX2 alone: no fused
/// multiply-add may change a position.
void vitrine_perspective_interior_avx2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                       ptrdiff_t height, const double *inverse, const float *glare, ptrdiff_t y,
                                       ptrdiff_t start, ptrdiff_t end);

/// The same, sixteen pixels a step with the same bits, for CPUs with AVX-512 F and BW (Raster
/// checks). Built without contraction: no fused multiply-add may change a position.
void vitrine_perspective_interior_avx512(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                         ptrdiff_t height, const double *inverse, const float *glare, ptrdiff_t y,
                                         ptrdiff_t start, ptrdiff_t end);

/// Source-over of `count` premultiplied pixels of `source` onto `destination`, as Raster's
/// Surface.compositeRow, to the bit: runs of eight opaque pixels are copied, of eight
/// transparent ones skipped.
void vitrine_composite_row_avx2(const uint32_t *source, uint32_t *destination, ptrdiff_t count);

/// `source` scaled by opacity / 255 drawn source-over onto `beneath`, written to `destination`
/// (which may be `beneath`), as Raster's Surface.compositeRow with an opacity, to the bit.
void vitrine_composite_row_scaled_avx2(const uint32_t *source, const uint32_t *beneath, uint32_t *destination,
                                       ptrdiff_t count, uint8_t opacity);

/// An axis-aligned bilinear draw's source row `row` mixed at `count` columns (Raster's
/// ScaledRows.make): out[i] = the mix of the row's pixels starts[i] and starts[i] + 1 by
/// weights[i] (0...256 in both 16-bit halves: the right pixel's share, 256 at the last column,
/// whose pair starts a pixel before it). Images at least 2 pixels wide.
void vitrine_axis_row_avx2(uint32_t *out, const int32_t *starts, const uint32_t *weights, const uint32_t *row,
                           ptrdiff_t count);

/// Pixels from..<to of `line` (indexed by x, as `starts` and `weights` are) drawn at full opacity
/// from the four taps in source rows r0 and r1, mixed across as vitrine_axis_row_avx2 does and
/// down by `wy` (0...255): ImageDrawPlan's mixTaps, its store as storeFour's (opaque pixels
/// written, clear ones skipped, the destination read for the rest; every pixel written when
/// `opaqueSource`). Images at least 2 pixels wide.
void vitrine_axis_taps_avx2(uint32_t *line, const int32_t *starts, const uint32_t *weights, const uint32_t *r0,
                            const uint32_t *r1, uint32_t wy, ptrdiff_t from, ptrdiff_t to, int opaqueSource);

/// As vitrine_axis_taps_avx2 from two rows already mixed across (`upper`, `lower`, indexed by
/// x): ImageDrawPlan's mixRows.
void vitrine_axis_rows_avx2(uint32_t *line, const uint32_t *upper, const uint32_t *lower, uint32_t wy,
                            ptrdiff_t from, ptrdiff_t to, int opaqueSource);

/// The first `count` pixels of `line` drawn at full opacity from a turned or sheared image
/// (ImageDrawPlan.interiorRun's in-bounds loop), eight a step, as many as whole steps cover:
/// returns how many (a multiple of 8, the rest left to the caller). The first pixel samples
/// 16.16 position (sx, sy), each next one `stepX`, `stepY` further; every position lies within
/// the image (0...(side - 1) << 16). The same taps, mix and store as the Swift loop. `clear`:
/// EmptyTiles' tiles (`tilesWide` a row) for a step of at most one pixel, whose first position
/// in a clear tile skips the eight, or null. Images at least 2 pixels wide, of at most 2^31 - 1
/// pixels counting the rows' padding.
ptrdiff_t vitrine_turned_interior_avx2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                       ptrdiff_t height, int64_t sx, int64_t sy, int64_t stepX, int64_t stepY,
                                       ptrdiff_t count, const _Bool *clear, ptrdiff_t tilesWide);

/// As vitrine_turned_interior_avx2 with the nearest pixel (ImageDrawPlan.sample's, positions
/// clamped to the image), for a pixelated draw: any position, any image.
ptrdiff_t vitrine_turned_nearest_avx2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                      ptrdiff_t height, int64_t sx, int64_t sy, int64_t stepX, int64_t stepY,
                                      ptrdiff_t count);
#endif

#endif
