// An axis-aligned image draw's bilinear rows for AVX2: see include/CRasterAVX2.h. Raster's loops
// (ImageDrawPlan+AxisAligned.swift, +ScaledRows.swift) eight pixels a step with the same
// roundings (PackedLanes.mix: horizontal, then vertical), so each gives their bits (tests compare
// them). Each tap is loaded with its right neighbour as one 64-bit pair: the pair starts at
// column x1 - 1, which is x0 but at the last column, where x1 = x0 and the right tap's weight is
// 0; there the pair's right pixel is the tap, taken whole by a weight of 256. So the image must
// be at least 2 pixels wide. Raster's ColumnTaps gives each column's pair start and weight (both
// halves of a 16-bit lane) in arrays of their own, so eight weights are one load.
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include "PixelAVX2.h"

/// Eight columns' pairs in `row` (starting at `starts`), as lefts and rights.
INLINE AVX2 void taps(const int32_t *s, const uint32_t *row, __m256i *lefts, __m256i *rights) {
    split(pairs(row, s[0], s[1], s[4], s[5]), pairs(row, s[2], s[3], s[6], s[7]), lefts, rights);
}

/// The last `count` (1...7) pair starts and weights as eight, the last repeated, so a step's
/// loads stay within the image.
INLINE void lastColumns(const int32_t *starts, const uint32_t *weights, ptrdiff_t count, int32_t *s, uint32_t *w) {
    for (ptrdiff_t i = 0; i < 8; i++) {
        s[i] = starts[i < count ? i : count - 1];
        w[i] = weights[i < count ? i : count - 1];
    }
}

/// The first `count` (1...7) of eight mixed pixels onto `d`, as `store` does them: source-over
/// gives the pixel where it is opaque and leaves `d` where it is clear.
INLINE AVX2 void storeFirst(uint32_t *d, __m256i mixed, ptrdiff_t count, int opaqueSource) {
    __m256i mask = firstLanes(count);
    __m256i out = opaqueSource ? mixed : over(mixed, _mm256_maskload_epi32((const int *)d, mask));
    _mm256_maskstore_epi32((int *)d, mask, out);
}

AVX2 void vitrine_axis_row_avx2(uint32_t *out, const int32_t *starts, const uint32_t *weights, const uint32_t *row,
                                ptrdiff_t count) {
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i lefts, rights;
        taps(starts + i, row, &lefts, &rights);
        _mm256_storeu_si256((__m256i *)(out + i), mix(lefts, rights, _mm256_loadu_si256((const __m256i *)(weights + i))));
    }
    if (i < count) {
        int32_t s[8];
        uint32_t w[8];
        lastColumns(starts + i, weights + i, count - i, s, w);
        __m256i lefts, rights;
        taps(s, row, &lefts, &rights);
        _mm256_maskstore_epi32((int *)(out + i), firstLanes(count - i), mix(lefts, rights, _mm256_loadu_si256((const __m256i *)w)));
    }
}

AVX2 void vitrine_axis_taps_avx2(uint32_t *line, const int32_t *starts, const uint32_t *weights, const uint32_t *r0,
                                 const uint32_t *r1, uint32_t wy, ptrdiff_t from, ptrdiff_t to, int opaqueSource) {
    const __m256i down = _mm256_set1_epi32((int)(wy | wy << 16));
    ptrdiff_t x = from;
    for (; x + 8 <= to; x += 8) {
        __m256i l0, r0s, l1, r1s;
        taps(starts + x, r0, &l0, &r0s);
        taps(starts + x, r1, &l1, &r1s);
        __m256i across = _mm256_loadu_si256((const __m256i *)(weights + x));
        store(line + x, mix(mix(l0, r0s, across), mix(l1, r1s, across), down), opaqueSource);
    }
    if (x < to) {
        int32_t s[8];
        uint32_t w[8];
        lastColumns(starts + x, weights + x, to - x, s, w);
        __m256i l0, r0s, l1, r1s;
        taps(s, r0, &l0, &r0s);
        taps(s, r1, &l1, &r1s);
        __m256i across = _mm256_loadu_si256((const __m256i *)w);
        storeFirst(line + x, mix(mix(l0, r0s, across), mix(l1, r1s, across), down), to - x, opaqueSource);
    }
}

AVX2 void vitrine_axis_rows_avx2(uint32_t *line, const uint32_t *upper, const uint32_t *lower, uint32_t wy,
                                 ptrdiff_t from, ptrdiff_t to, int opaqueSource) {
    const __m256i down = _mm256_set1_epi32((int)(wy | wy << 16));
    ptrdiff_t x = from;
    for (; x + 8 <= to; x += 8) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(upper + x)), b = _mm256_loadu_si256((const __m256i *)(lower + x));
        store(line + x, mix(a, b, down), opaqueSource);
    }
    if (x < to) {
        __m256i mask = firstLanes(to - x);
        __m256i a = _mm256_maskload_epi32((const int *)(upper + x), mask);
        __m256i b = _mm256_maskload_epi32((const int *)(lower + x), mask);
        storeFirst(line + x, mix(a, b, down), to - x, opaqueSource);
    }
}

#endif
