// The perspective draw's interior rows: see include/CRasterSSE2.h. Four pixels a step, as the
// Swift loop (Surface+PerspectiveFast.swift) whose arithmetic this repeats: positions in double
// (multiply, add, divide, clamp, truncate to 16.16), taps at (x0, y0) and the next column and
// row (the same pixel at the last ones), weights rounded to 1/256, the horizontal mix in 16-bit
// lanes, the vertical one on its high and low bytes apart, then source-over with Blinn's rounding.
#if defined(__x86_64__)

#include "CRasterSSE2.h"

#include <emmintrin.h>

#define INLINE static inline __attribute__((always_inline))

/// Two pixels' channels in the eight 16-bit lanes.
INLINE __m128i widen(uint32_t a, uint32_t b) {
    __m128i pair = _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)a), _mm_cvtsi32_si128((int)b));
    return _mm_unpacklo_epi8(pair, _mm_setzero_si128());
}

/// Each 32-bit lane's value (below 2^15) in the four 16-bit lanes of its pixel: lanes 0 and 1
/// into the first result, 2 and 3 into the second.
INLINE void spread(__m128i v, __m128i *low, __m128i *high) {
    __m128i halves = _mm_packs_epi32(v, v);
    __m128i doubled = _mm_unpacklo_epi16(halves, halves);
    *low = _mm_unpacklo_epi32(doubled, doubled);
    *high = _mm_unpackhi_epi32(doubled, doubled);
}

/// The bilinear mix of two pixels' taps with weights wx, wy (0...255 in each channel's lane):
/// top = p00 (256 - wx) + p10 wx, bottom likewise, then
/// ((top >> 8) (256 - wy) + (bottom >> 8) wy + ((top & 255) (256 - wy) + (bottom & 255) wy) >> 8 + 128) >> 8.
INLINE __m128i mix(__m128i p00, __m128i p10, __m128i p01, __m128i p11, __m128i wx, __m128i wy) {
    const __m128i full = _mm_set1_epi16(256), bytes = _mm_set1_epi16(255), half = _mm_set1_epi16(128);
    __m128i left = _mm_sub_epi16(full, wx), up = _mm_sub_epi16(full, wy);
    __m128i top = _mm_add_epi16(_mm_mullo_epi16(p00, left), _mm_mullo_epi16(p10, wx));
    __m128i bottom = _mm_add_epi16(_mm_mullo_epi16(p01, left), _mm_mullo_epi16(p11, wx));
    __m128i high = _mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(top, 8), up),
                                 _mm_mullo_epi16(_mm_srli_epi16(bottom, 8), wy));
    __m128i low = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(top, bytes), up),
                                _mm_mullo_epi16(_mm_and_si128(bottom, bytes), wy));
    return _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(high, _mm_srli_epi16(low, 8)), half), 8);
}

/// dst (two pixels widened) x f / 255 with Blinn's rounding, f in each channel's lane.
INLINE __m128i scale(__m128i dst, __m128i f) {
    __m128i t = _mm_add_epi16(_mm_mullo_epi16(dst, f), _mm_set1_epi16(128));
    return _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
}

/// Source-over of four premultiplied pixels: src + dst (255 - src alpha) / 255, the 32-bit add
/// as Pixel.over's.
INLINE __m128i over(__m128i src, __m128i dst) {
    __m128i inverse = _mm_sub_epi32(_mm_set1_epi32(255), _mm_srli_epi32(src, 24));
    __m128i fLow, fHigh;
    spread(inverse, &fLow, &fHigh);
    const __m128i zero = _mm_setzero_si128();
    __m128i low = scale(_mm_unpacklo_epi8(dst, zero), fLow);
    __m128i high = scale(_mm_unpackhi_epi8(dst, zero), fHigh);
    return _mm_add_epi32(src, _mm_packus_epi16(low, high));
}

/// Two pixels' positions (lanes 0 and 1) from their centres px: (m x px + b) x (1 / hw) - 0.5,
/// clamped to 0...maximum with NaN to 0, times 65536, truncated.
INLINE __m128i position(__m128d m, __m128d px, __m128d b, __m128d reciprocal, __m128d maximum) {
    __m128d p = _mm_sub_pd(_mm_mul_pd(_mm_add_pd(_mm_mul_pd(m, px), b), reciprocal), _mm_set1_pd(0.5));
    p = _mm_and_pd(p, _mm_cmpgt_pd(p, _mm_setzero_pd()));
    p = _mm_min_pd(p, maximum);
    return _mm_cvttpd_epi32(_mm_mul_pd(p, _mm_set1_pd(65536)));
}

/// Lanes of a below b's lanes kept, the rest b's (signed 32-bit minimum; SSE2 has no pminsd).
INLINE __m128i minimum(__m128i a, __m128i b) {
    __m128i less = _mm_cmplt_epi32(a, b);
    return _mm_or_si128(_mm_and_si128(less, a), _mm_andnot_si128(less, b));
}

/// Each pixel's glare (Raster's `Glare.alpha`, the same single-precision operations in the same
/// order) from its 16.16 position, as white of that alpha drawn over `mixed`.
INLINE __m128i glareOver(__m128i mixed, __m128i fx, __m128i fy, const float *glare) {
    const __m128 unit = _mm_set1_ps(1.0f / 65536);
    __m128 du = _mm_sub_ps(_mm_mul_ps(_mm_cvtepi32_ps(fx), unit), _mm_set1_ps(glare[0]));
    __m128 dv = _mm_sub_ps(_mm_mul_ps(_mm_cvtepi32_ps(fy), unit), _mm_set1_ps(glare[1]));
    __m128 d = _mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(du, du), _mm_mul_ps(dv, dv)));
    __m128 t = _mm_max_ps(_mm_sub_ps(_mm_set1_ps(1), _mm_mul_ps(d, _mm_set1_ps(glare[2]))), _mm_setzero_ps());
    __m128i a = _mm_cvttps_epi32(_mm_add_ps(_mm_mul_ps(_mm_mul_ps(t, t), _mm_set1_ps(glare[3])), _mm_set1_ps(0.5f)));
    __m128i white = _mm_or_si128(_mm_or_si128(a, _mm_slli_epi32(a, 8)), _mm_or_si128(_mm_slli_epi32(a, 16), _mm_slli_epi32(a, 24)));
    return over(white, mixed);
}

void vitrine_perspective_interior_sse2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                       ptrdiff_t height, const double *inverse, const float *glare, ptrdiff_t y,
                                       ptrdiff_t start, ptrdiff_t end) {
    const int glares = glare[3] > 0;
    const double py = (double)y + 0.5;
    const __m128d m00 = _mm_set1_pd(inverse[0]), m10 = _mm_set1_pd(inverse[3]), m20 = _mm_set1_pd(inverse[6]);
    const __m128d bx = _mm_set1_pd(inverse[1] * py + inverse[2]);
    const __m128d by = _mm_set1_pd(inverse[4] * py + inverse[5]);
    const __m128d bw = _mm_set1_pd(inverse[7] * py + inverse[8]);
    const __m128d one = _mm_set1_pd(1);
    const __m128d maxU = _mm_set1_pd((double)(width - 1)), maxV = _mm_set1_pd((double)(height - 1));
    const __m128i lastX = _mm_set1_epi32((int)(width - 1)), lastY = _mm_set1_epi32((int)(height - 1));
    const __m128i round = _mm_set1_epi32(128), weight = _mm_set1_epi32(255);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000);
    for (ptrdiff_t x = start; x < end; x += 4) {
        __m128d pxLow = _mm_set_pd((double)x + 1.5, (double)x + 0.5);
        __m128d pxHigh = _mm_set_pd((double)x + 3.5, (double)x + 2.5);
        // One reciprocal for u and v instead of two divisions (frame-tilt-card 6.0 -> 5.8 ms).
        __m128d hwLow = _mm_div_pd(one, _mm_add_pd(_mm_mul_pd(m20, pxLow), bw));
        __m128d hwHigh = _mm_div_pd(one, _mm_add_pd(_mm_mul_pd(m20, pxHigh), bw));
        __m128i fx = _mm_unpacklo_epi64(position(m00, pxLow, bx, hwLow, maxU), position(m00, pxHigh, bx, hwHigh, maxU));
        __m128i fy = _mm_unpacklo_epi64(position(m10, pxLow, by, hwLow, maxV), position(m10, pxHigh, by, hwHigh, maxV));
        __m128i rx = _mm_srai_epi32(_mm_add_epi32(fx, round), 8), ry = _mm_srai_epi32(_mm_add_epi32(fy, round), 8);
        __m128i x0 = minimum(_mm_srai_epi32(rx, 8), lastX), y0 = minimum(_mm_srai_epi32(ry, 8), lastY);
        int32_t xs[4], ys[4];
        _mm_storeu_si128((__m128i *)xs, x0);
        _mm_storeu_si128((__m128i *)ys, y0);
        uint32_t p00[4], p10[4], p01[4], p11[4];
        for (int i = 0; i < 4; i++) {
            const uint32_t *p = pixels + (ptrdiff_t)ys[i] * pitch + xs[i];
            ptrdiff_t dx = xs[i] < width - 1 ? 1 : 0, dy = ys[i] < height - 1 ? pitch : 0;
            p00[i] = p[0];
            p10[i] = p[dx];
            p01[i] = p[dy];
            p11[i] = p[dy + dx];
        }
        __m128i wxLow, wxHigh, wyLow, wyHigh;
        spread(_mm_and_si128(rx, weight), &wxLow, &wxHigh);
        spread(_mm_and_si128(ry, weight), &wyLow, &wyHigh);
        __m128i low = mix(widen(p00[0], p00[1]), widen(p10[0], p10[1]), widen(p01[0], p01[1]),
                          widen(p11[0], p11[1]), wxLow, wyLow);
        __m128i high = mix(widen(p00[2], p00[3]), widen(p10[2], p10[3]), widen(p01[2], p01[3]),
                           widen(p11[2], p11[3]), wxHigh, wyHigh);
        __m128i mixed = _mm_packus_epi16(low, high);
        if (glares) mixed = glareOver(mixed, fx, fy, glare);
        ptrdiff_t count = end - x < 4 ? end - x : 4;
        uint32_t *d = line + x;
        int opaque = _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(mixed, alpha), alpha)) == 0xFFFF;
        if (count == 4) {
            __m128i out = opaque ? mixed : over(mixed, _mm_loadu_si128((const __m128i *)d));
            _mm_storeu_si128((__m128i *)d, out);
        } else {
            uint32_t src[4], dst[4] = {0, 0, 0, 0};
            for (ptrdiff_t i = 0; i < count; i++) dst[i] = d[i];
            _mm_storeu_si128((__m128i *)src, over(mixed, _mm_loadu_si128((const __m128i *)dst)));
            for (ptrdiff_t i = 0; i < count; i++) d[i] = src[i];
        }
    }
}

#endif
