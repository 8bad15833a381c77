// Source-over of rows for AVX2: see include/CRasterAVX2.h. Raster's `Surface.compositeRow`
// (Surface+Composite.swift) eight pixels a step instead of four, with the same arithmetic, so the
// two give the same bits (a test compares them); the tail goes through masked loads and stores.
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include "PixelAVX2.h"

AVX2 void vitrine_composite_row_avx2(const uint32_t *source, uint32_t *destination, ptrdiff_t count) {
    ptrdiff_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(source + k));
        if (opaque(p)) {
            _mm256_storeu_si256((__m256i *)(destination + k), p);
        } else if (!_mm256_testz_si256(p, p)) {
            __m256i q = _mm256_loadu_si256((const __m256i *)(destination + k));
            _mm256_storeu_si256((__m256i *)(destination + k), over(p, q));
        }
    }
    if (k < count) {
        __m256i mask = firstLanes(count - k);
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
        __m256i mask = firstLanes(count - k);
        __m256i p = _mm256_maskload_epi32((const int *)(source + k), mask);
        __m256i q = _mm256_maskload_epi32((const int *)(beneath + k), mask);
        _mm256_maskstore_epi32((int *)(destination + k), mask, over(scaled(p, f), q));
    }
}

#endif
