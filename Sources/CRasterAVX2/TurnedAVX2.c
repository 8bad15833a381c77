// A turned or sheared image draw's interior rows for AVX2, bilinear and nearest: see
// include/CRasterAVX2.h. Raster's loops (ImageDrawPlan.interiorRun, ImageDrawPlan+Runs.swift)
// eight pixels a step instead of four, with the same 16.16 positions, taps and roundings (PackedLanes.mix:
// horizontal, then vertical), so the two give the same bits (tests compare them). Each tap is
// loaded with its right neighbour as one 64-bit pair, as the axis-aligned rows do: at the last
// column the pair starts a pixel before, weighted 256 to its right one (the weight there is 0
// to the tap's right neighbour, so the mix is the tap either way).
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include "PixelAVX2.h"

/// The eight pairs of pixels starting at `at` (pixel indices), as lefts and rights.
INLINE AVX2 void taps(const uint32_t *pixels, const int32_t *at, __m256i *lefts, __m256i *rights) {
    split(pairs(pixels, at[0], at[1], at[4], at[5]), pairs(pixels, at[2], at[3], at[6], at[7]), lefts, rights);
}

AVX2 ptrdiff_t vitrine_turned_interior_avx2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                            ptrdiff_t height, int64_t sx, int64_t sy, int64_t stepX, int64_t stepY,
                                            ptrdiff_t count, const _Bool *clear, ptrdiff_t tilesWide) {
    const int64_t lastColumn = width - 1, lastRow = height - 1;
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        if (clear && clear[(sy >> 19) * tilesWide + (sx >> 19)]) {
            // Every tap with a weight lies within the first one's clear neighbourhood (a step
            // is at most a pixel): they mix to nothing.
            sx += 8 * stepX;
            sy += 8 * stepY;
            continue;
        }
        int32_t upper[8], lower[8];
        uint32_t across[8], down[8];
        for (int i = 0; i < 8; i++) {
            int64_t rx = (sx + 128) >> 8, ry = (sy + 128) >> 8;
            int64_t x0 = rx >> 8, y0 = ry >> 8;
            int64_t start = x0 < lastColumn ? x0 : lastColumn - 1;
            uint32_t wx = x0 < lastColumn ? (uint32_t)(rx & 0xFF) : 256, wy = (uint32_t)(ry & 0xFF);
            upper[i] = (int32_t)(y0 * pitch + start);
            lower[i] = (int32_t)((y0 < lastRow ? y0 + 1 : y0) * pitch + start);
            across[i] = wx | wx << 16;
            down[i] = wy | wy << 16;
            sx += stepX;
            sy += stepY;
        }
        __m256i l0, r0, l1, r1;
        taps(pixels, upper, &l0, &r0);
        taps(pixels, lower, &l1, &r1);
        __m256i w = _mm256_loadu_si256((const __m256i *)across);
        store(line + x, mix(mix(l0, r0, w), mix(l1, r1, w), _mm256_loadu_si256((const __m256i *)down)), 0);
    }
    return x;
}

AVX2 ptrdiff_t vitrine_turned_nearest_avx2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                           ptrdiff_t height, int64_t sx, int64_t sy, int64_t stepX, int64_t stepY,
                                           ptrdiff_t count) {
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        int32_t at[8];
        for (int i = 0; i < 8; i++) {
            int64_t column = (sx + 32768) >> 16, row = (sy + 32768) >> 16;
            column = column < 0 ? 0 : column > width - 1 ? width - 1 : column;
            row = row < 0 ? 0 : row > height - 1 ? height - 1 : row;
            at[i] = (int32_t)(row * pitch + column);
            sx += stepX;
            sy += stepY;
        }
        __m256i taps = _mm256_i32gather_epi32((const int *)pixels, _mm256_loadu_si256((const __m256i *)at), 4);
        store(line + x, taps, 0);
    }
    return x;
}

#endif
