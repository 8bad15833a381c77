// The perspective draw's interior rows for AVX-512 (F and BW): see include/CRasterAVX2.h. The
// AVX2 loop's arithmetic (PerspectiveAVX2.c) sixteen pixels a step, in natural lane order: the
// same double-precision positions (no multiply and add fused: the attribute below enables FMA,
// so contraction is switched off for this file), the same taps, weights and 16-bit mix, the
// same glare in single precision. Where every tap lies in one row within thirty-one columns
// (the card's picture is drawn near its size, or smaller), the taps come from two loads a row
// and two-source permutes; elsewhere from gathers. On the tilt card the two windows this one
// replaced (sixteen columns, and thirty-two of eight loads) took 88% of the steps and 12%
// gathered, counted once by a throwaway counter; this one, which also leaves the picture's
// last 32 columns to the gathers, was not counted.
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include <immintrin.h>

#pragma clang fp contract(off)

#define AVX512 __attribute__((target("avx512f,avx512bw")))
#define INLINE static inline __attribute__((always_inline))

/// Bytes 0 and 2 of each pixel, and bytes 1 and 3, one 16-bit lane each.
INLINE AVX512 __m512i evenChannels(__m512i p) { return _mm512_and_si512(p, _mm512_set1_epi32(0x00FF00FF)); }
INLINE AVX512 __m512i oddChannels(__m512i p) {
    return _mm512_and_si512(_mm512_srli_epi32(p, 8), _mm512_set1_epi32(0x00FF00FF));
}

/// c x f / 255 with Blinn's rounding, in 16-bit lanes, as PixelAVX2.h's `blinn`.
INLINE AVX512 __m512i blinn(__m512i c, __m512i f) {
    __m512i t = _mm512_add_epi16(_mm512_mullo_epi16(c, f), _mm512_set1_epi16(128));
    return _mm512_srli_epi16(_mm512_add_epi16(t, _mm512_srli_epi16(t, 8)), 8);
}

/// src + dst x (255 - src alpha) / 255, as Pixel.over.
INLINE AVX512 __m512i over(__m512i src, __m512i dst) {
    __m512i inverse = _mm512_sub_epi32(_mm512_set1_epi32(255), _mm512_srli_epi32(src, 24));
    __m512i f = _mm512_or_si512(inverse, _mm512_slli_epi32(inverse, 16));
    __m512i scaled = _mm512_or_si512(blinn(evenChannels(dst), f), _mm512_slli_epi32(blinn(oddChannels(dst), f), 8));
    return _mm512_add_epi32(src, scaled);
}

/// Each 32-bit lane's value (below 2^15) in the four 16-bit lanes of its pixel, in the order
/// _mm512_unpacklo/hi_epi8 widen pixels, as the AVX2 loop's `spread`.
INLINE AVX512 void spread(__m512i v, __m512i *low, __m512i *high) {
    __m512i halves = _mm512_packs_epi32(v, v);
    __m512i doubled = _mm512_unpacklo_epi16(halves, halves);
    *low = _mm512_unpacklo_epi32(doubled, doubled);
    *high = _mm512_unpackhi_epi32(doubled, doubled);
}

/// The bilinear mix of widened pixels in 16-bit lanes, as the AVX2 loop's `mixWidened`.
INLINE AVX512 __m512i mixWidened(__m512i p00, __m512i p10, __m512i p01, __m512i p11, __m512i wx, __m512i wy) {
    const __m512i full = _mm512_set1_epi16(256), bytes = _mm512_set1_epi16(255), half = _mm512_set1_epi16(128);
    __m512i left = _mm512_sub_epi16(full, wx), up = _mm512_sub_epi16(full, wy);
    __m512i top = _mm512_add_epi16(_mm512_mullo_epi16(p00, left), _mm512_mullo_epi16(p10, wx));
    __m512i bottom = _mm512_add_epi16(_mm512_mullo_epi16(p01, left), _mm512_mullo_epi16(p11, wx));
    __m512i high = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(top, 8), up),
                                    _mm512_mullo_epi16(_mm512_srli_epi16(bottom, 8), wy));
    __m512i low = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(top, bytes), up),
                                   _mm512_mullo_epi16(_mm512_and_si512(bottom, bytes), wy));
    return _mm512_srli_epi16(_mm512_add_epi16(_mm512_add_epi16(high, _mm512_srli_epi16(low, 8)), half), 8);
}

/// Eight pixels' positions, as the AVX2 loop's `position`: (m x px + b) x reciprocal - 0.5,
/// NaN and below 0 to 0, at most `maximum`, times 65536, truncated.
INLINE AVX512 __m256i position(__m512d m, __m512d px, __m512d b, __m512d reciprocal, __m512d maximum) {
    __m512d p = _mm512_sub_pd(_mm512_mul_pd(_mm512_add_pd(_mm512_mul_pd(m, px), b), reciprocal), _mm512_set1_pd(0.5));
    p = _mm512_maskz_mov_pd(_mm512_cmp_pd_mask(p, _mm512_setzero_pd(), _CMP_GT_OQ), p);
    p = _mm512_min_pd(p, maximum);
    return _mm512_cvttpd_epi32(_mm512_mul_pd(p, _mm512_set1_pd(65536)));
}

/// The AVX2 loop's `glareOver`, sixteen lanes.
INLINE AVX512 __m512i glareOver(__m512i mixed, __m512i fx, __m512i fy, const float *glare) {
    const __m512 unit = _mm512_set1_ps(1.0f / 65536);
    __m512 du = _mm512_sub_ps(_mm512_mul_ps(_mm512_cvtepi32_ps(fx), unit), _mm512_set1_ps(glare[0]));
    __m512 dv = _mm512_sub_ps(_mm512_mul_ps(_mm512_cvtepi32_ps(fy), unit), _mm512_set1_ps(glare[1]));
    __m512 d = _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(du, du), _mm512_mul_ps(dv, dv)));
    __m512 t = _mm512_max_ps(_mm512_sub_ps(_mm512_set1_ps(1), _mm512_mul_ps(d, _mm512_set1_ps(glare[2]))),
                             _mm512_setzero_ps());
    __m512i a = _mm512_cvttps_epi32(
        _mm512_add_ps(_mm512_mul_ps(_mm512_mul_ps(t, t), _mm512_set1_ps(glare[3])), _mm512_set1_ps(0.5f)));
    return over(_mm512_mullo_epi32(a, _mm512_set1_epi32(0x01010101)), mixed);
}

AVX512 void vitrine_perspective_interior_avx512(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch,
                                                ptrdiff_t width, ptrdiff_t height, const double *inverse,
                                                const float *glare, ptrdiff_t y, ptrdiff_t start, ptrdiff_t end) {
    const int glares = glare[3] > 0;
    const double py = (double)y + 0.5;
    const __m512d m00 = _mm512_set1_pd(inverse[0]), m10 = _mm512_set1_pd(inverse[3]), m20 = _mm512_set1_pd(inverse[6]);
    const __m512d bx = _mm512_set1_pd(inverse[1] * py + inverse[2]);
    const __m512d by = _mm512_set1_pd(inverse[4] * py + inverse[5]);
    const __m512d bw = _mm512_set1_pd(inverse[7] * py + inverse[8]);
    const __m512d one = _mm512_set1_pd(1), eight = _mm512_set1_pd(8);
    const __m512d maxU = _mm512_set1_pd((double)(width - 1)), maxV = _mm512_set1_pd((double)(height - 1));
    const __m512i lastX = _mm512_set1_epi32((int)(width - 1)), lastY = _mm512_set1_epi32((int)(height - 1));
    const __m512i round = _mm512_set1_epi32(128), weight = _mm512_set1_epi32(255), zero = _mm512_setzero_si512();
    const __m512i rowStep = _mm512_set1_epi32((int)pitch), thirty = _mm512_set1_epi32(30);
    const __m512i alpha = _mm512_set1_epi32((int)0xFF000000);
    for (ptrdiff_t x = start; x < end; x += 16) {
        __m512d pxLow = _mm512_add_pd(_mm512_set1_pd((double)x), _mm512_set_pd(7.5, 6.5, 5.5, 4.5, 3.5, 2.5, 1.5, 0.5));
        __m512d pxHigh = _mm512_add_pd(pxLow, eight);
        __m512d hwLow = _mm512_div_pd(one, _mm512_add_pd(_mm512_mul_pd(m20, pxLow), bw));
        __m512d hwHigh = _mm512_div_pd(one, _mm512_add_pd(_mm512_mul_pd(m20, pxHigh), bw));
        __m512i fx = _mm512_inserti64x4(_mm512_castsi256_si512(position(m00, pxLow, bx, hwLow, maxU)),
                                        position(m00, pxHigh, bx, hwHigh, maxU), 1);
        __m512i fy = _mm512_inserti64x4(_mm512_castsi256_si512(position(m10, pxLow, by, hwLow, maxV)),
                                        position(m10, pxHigh, by, hwHigh, maxV), 1);
        __m512i rx = _mm512_srai_epi32(_mm512_add_epi32(fx, round), 8);
        __m512i ry = _mm512_srai_epi32(_mm512_add_epi32(fy, round), 8);
        __m512i x0 = _mm512_min_epi32(_mm512_srai_epi32(rx, 8), lastX);
        __m512i y0 = _mm512_min_epi32(_mm512_srai_epi32(ry, 8), lastY);
        int row = _mm_cvtsi128_si32(_mm512_castsi512_si128(y0));
        int first = _mm_cvtsi128_si32(_mm512_castsi512_si128(x0));
        int last = _mm_extract_epi32(_mm512_extracti32x4_epi32(x0, 3), 3);
        int left = first < last ? first : last;
        __m512i lanes = _mm512_sub_epi32(x0, _mm512_set1_epi32(left));
        __m512i t00, t10, t01, t11;
        int oneRow = row + 1 < height && _mm512_cmpeq_epi32_mask(y0, _mm512_set1_epi32(row)) == 0xFFFF;
        if (oneRow && left + 32 < width && _mm512_cmple_epu32_mask(lanes, thirty) == 0xFFFF) {
            // One row, thirty-one columns: two loads a row, each tap and its right neighbour
            // permuted from the pair.
            const uint32_t *p = pixels + (ptrdiff_t)row * pitch + left;
            __m512i next = _mm512_add_epi32(lanes, _mm512_set1_epi32(1));
            __m512i a = _mm512_loadu_si512(p), b = _mm512_loadu_si512(p + 16);
            __m512i c = _mm512_loadu_si512(p + pitch), d = _mm512_loadu_si512(p + pitch + 16);
            t00 = _mm512_permutex2var_epi32(a, lanes, b);
            t10 = _mm512_permutex2var_epi32(a, next, b);
            t01 = _mm512_permutex2var_epi32(c, lanes, d);
            t11 = _mm512_permutex2var_epi32(c, next, d);
        } else {
            // The tap to the right and the one below are the tap itself at the last column and row.
            __m512i at = _mm512_add_epi32(_mm512_mullo_epi32(y0, rowStep), x0);
            __m512i right = _mm512_mask_add_epi32(at, _mm512_cmplt_epi32_mask(x0, lastX), at, _mm512_set1_epi32(1));
            __mmask16 inside = _mm512_cmplt_epi32_mask(y0, lastY);
            __m512i below = _mm512_mask_add_epi32(at, inside, at, rowStep);
            __m512i belowRight = _mm512_mask_add_epi32(right, inside, right, rowStep);
            t00 = _mm512_i32gather_epi32(at, (const int *)pixels, 4);
            t10 = _mm512_i32gather_epi32(right, (const int *)pixels, 4);
            t01 = _mm512_i32gather_epi32(below, (const int *)pixels, 4);
            t11 = _mm512_i32gather_epi32(belowRight, (const int *)pixels, 4);
        }
        __m512i wxLow, wxHigh, wyLow, wyHigh;
        spread(_mm512_and_si512(rx, weight), &wxLow, &wxHigh);
        spread(_mm512_and_si512(ry, weight), &wyLow, &wyHigh);
        __m512i low = mixWidened(_mm512_unpacklo_epi8(t00, zero), _mm512_unpacklo_epi8(t10, zero),
                                 _mm512_unpacklo_epi8(t01, zero), _mm512_unpacklo_epi8(t11, zero), wxLow, wyLow);
        __m512i high = mixWidened(_mm512_unpackhi_epi8(t00, zero), _mm512_unpackhi_epi8(t10, zero),
                                  _mm512_unpackhi_epi8(t01, zero), _mm512_unpackhi_epi8(t11, zero), wxHigh, wyHigh);
        __m512i mixed = _mm512_packus_epi16(low, high);
        if (glares) mixed = glareOver(mixed, fx, fy, glare);
        ptrdiff_t count = end - x < 16 ? end - x : 16;
        uint32_t *d = line + x;
        __mmask16 keep = (__mmask16)((1u << count) - 1);
        if (count == 16 && _mm512_cmpeq_epi32_mask(_mm512_and_si512(mixed, alpha), alpha) == 0xFFFF) {
            _mm512_storeu_si512(d, mixed);
        } else {
            _mm512_mask_storeu_epi32(d, keep, over(mixed, _mm512_maskz_loadu_epi32(keep, d)));
        }
    }
}

#endif
