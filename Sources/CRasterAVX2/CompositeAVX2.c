// Source-over of rows for AVX2: see include/CRasterAVX2.h. Raster's `Surface.compositeRow`
// (Surface+Composite.swift) eight pixels a step instead of four, with the same arithmetic, so the
// two give the same bits (a test compares them); the tail goes through masked loads and stores.
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))
#define INLINE static inline __attribute__((always_inline))

/// c x f / 255 with Blinn's rounding, in 16-bit lanes: (t + t >> 8) >> 8 with t = c f + 128.
INLINE AVX2 __m256i blinn(__m256i c, __m256i f) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(c, f), _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

/// Eight pixels' channels times f / 255 (f in each pixel's two 16-bit lanes of each half),
/// blue and red apart from green and alpha, as `Surface.scale4`.
INLINE AVX2 __m256i scaled(__m256i p, __m256i f) {
    const __m256i evens = _mm256_set1_epi32(0x00FF00FF);
    __m256i low = blinn(_mm256_and_si256(p, evens), f);
    __m256i high = blinn(_mm256_and_si256(_mm256_srli_epi32(p, 8), evens), f);
    return _mm256_or_si256(low, _mm256_slli_epi32(high, 8));
}

/// src + dst x (255 - src alpha) / 255, as `Surface.over4`.
INLINE AVX2 __m256i over(__m256i src, __m256i dst) {
    __m256i inverse = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(src, 24));
    return _mm256_add_epi32(src, scaled(dst, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16))));
}

/// The lanes below `count` (1...7) of a mask for maskload and maskstore.
INLINE AVX2 __m256i first(ptrdiff_t count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

AVX2 void vitrine_composite_row_avx2(const uint32_t *source, uint32_t *destination, ptrdiff_t count) {
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000);
    ptrdiff_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(source + k));
        __m256i a = _mm256_and_si256(p, alpha);
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(a, alpha)) == -1) {
            _mm256_storeu_si256((__m256i *)(destination + k), p);
        } else if (!_mm256_testz_si256(p, p)) {
            __m256i q = _mm256_loadu_si256((const __m256i *)(destination + k));
            _mm256_storeu_si256((__m256i *)(destination + k), over(p, q));
        }
    }
    if (k < count) {
        __m256i mask = first(count - k);
        __m256i p = _mm256_maskload_epi32((const int *)(source + k), mask);
        __m256i q = _mm256_maskload_epi32((const int *)(destination + k), mask);
        _mm256_maskstore_epi32((int *)(destination + k), mask, over(p, q));
    }
}

AVX2 void vitrine_composite_row_scaled_avx2(const uint32_t *source, const uint32_t *beneath, uint32_t *destination,
                                            ptrdiff_t count, uint8_t opacity) {
    const __m256i f = _mm256_set1_epi16(opacity);
    ptrdiff_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(source + k));
        __m256i q = _mm256_loadu_si256((const __m256i *)(beneath + k));
        __m256i out = _mm256_testz_si256(p, p) ? q : over(scaled(p, f), q);
        _mm256_storeu_si256((__m256i *)(destination + k), out);
    }
    if (k < count) {
        __m256i mask = first(count - k);
        __m256i p = _mm256_maskload_epi32((const int *)(source + k), mask);
        __m256i q = _mm256_maskload_epi32((const int *)(beneath + k), mask);
        _mm256_maskstore_epi32((int *)(destination + k), mask, over(scaled(p, f), q));
    }
}

#endif
