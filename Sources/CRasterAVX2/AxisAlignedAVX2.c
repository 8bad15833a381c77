// An axis-aligned image draw's bilinear rows for AVX2: see include/CRasterAVX2.h. Raster's loops
// (ImageDrawPlan+AxisAligned.swift, +ScaledRows.swift) eight pixels a step with the same
// roundings (PackedLanes.mix: horizontal, then vertical), so each gives their bits (tests compare
// them). Each tap is loaded with its right neighbour as one 64-bit pair: the pair starts at
// column x1 - 1, which is x0 but at the last column, where x1 = x0 and the right tap's weight is
// 0; there the pair's right pixel is the tap, taken whole by a weight of 256. So the image must
// be at least 2 pixels wide.
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include "PixelAVX2.h"

/// Eight columns' pairs in `row`, as lefts and rights, and their weights (in both 16-bit halves
/// of each pixel's lane), as the header says.
INLINE AVX2 void taps(const vitrine_column *c, const uint32_t *row, __m256i *lefts, __m256i *rights) {
    split(pairs(row, c[0].x1 - 1, c[1].x1 - 1, c[4].x1 - 1, c[5].x1 - 1),
          pairs(row, c[2].x1 - 1, c[3].x1 - 1, c[6].x1 - 1, c[7].x1 - 1), lefts, rights);
}

INLINE AVX2 __m256i weights(const vitrine_column *c) {
#define W(k) (int)(c[k].wx + (c[k].x1 == c[k].x0 ? 256u : 0u))
    __m256i w = _mm256_setr_epi32(W(0), W(1), W(2), W(3), W(4), W(5), W(6), W(7));
#undef W
    return _mm256_or_si256(w, _mm256_slli_epi32(w, 16));
}

/// The last `count` (1...7) columns from `c` as eight, the last repeated, so a step's loads stay
/// within the table and the image.
INLINE void lastColumns(const vitrine_column *c, ptrdiff_t count, vitrine_column *eight) {
    for (ptrdiff_t i = 0; i < 8; i++) eight[i] = c[i < count ? i : count - 1];
}

/// The first `count` (1...7) of eight mixed pixels onto `d`, as `store` does them: source-over
/// gives the pixel where it is opaque and leaves `d` where it is clear.
INLINE AVX2 void storeFirst(uint32_t *d, __m256i mixed, ptrdiff_t count, int opaqueSource) {
    __m256i mask = firstLanes(count);
    __m256i out = opaqueSource ? mixed : over(mixed, _mm256_maskload_epi32((const int *)d, mask));
    _mm256_maskstore_epi32((int *)d, mask, out);
}

/// Eight mixed pixels onto `d` as ImageDrawPlan.storeFour does at full opacity.
INLINE AVX2 void store(uint32_t *d, __m256i mixed, int opaqueSource) {
    if (opaqueSource || opaque(mixed)) {
        _mm256_storeu_si256((__m256i *)d, mixed);
    } else if (!_mm256_testz_si256(mixed, mixed)) {
        _mm256_storeu_si256((__m256i *)d, over(mixed, _mm256_loadu_si256((const __m256i *)d)));
    }
}

AVX2 void vitrine_axis_row_avx2(uint32_t *out, const vitrine_column *columns, const uint32_t *row, ptrdiff_t count) {
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i lefts, rights;
        taps(columns + i, row, &lefts, &rights);
        _mm256_storeu_si256((__m256i *)(out + i), mix(lefts, rights, weights(columns + i)));
    }
    if (i < count) {
        vitrine_column last[8];
        lastColumns(columns + i, count - i, last);
        __m256i lefts, rights;
        taps(last, row, &lefts, &rights);
        _mm256_maskstore_epi32((int *)(out + i), firstLanes(count - i), mix(lefts, rights, weights(last)));
    }
}

AVX2 void vitrine_axis_taps_avx2(uint32_t *line, const vitrine_column *columns, const uint32_t *r0, const uint32_t *r1,
                                 uint32_t wy, ptrdiff_t from, ptrdiff_t to, int opaqueSource) {
    const __m256i down = _mm256_set1_epi32((int)(wy | wy << 16));
    ptrdiff_t x = from;
    for (; x + 8 <= to; x += 8) {
        __m256i l0, r0s, l1, r1s;
        taps(columns + x, r0, &l0, &r0s);
        taps(columns + x, r1, &l1, &r1s);
        __m256i across = weights(columns + x);
        store(line + x, mix(mix(l0, r0s, across), mix(l1, r1s, across), down), opaqueSource);
    }
    if (x < to) {
        vitrine_column last[8];
        lastColumns(columns + x, to - x, last);
        __m256i l0, r0s, l1, r1s;
        taps(last, r0, &l0, &r0s);
        taps(last, r1, &l1, &r1s);
        __m256i across = weights(last);
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
