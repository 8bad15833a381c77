// The perspective draw's interior rows for AVX2: see include/CRasterAVX2.h. The SSE2 loop's
// arithmetic (CRasterSSE2/PerspectiveSSE2.c) eight pixels a step: four doubles a register, each
// tap loaded with its right neighbour as one 64-bit pair, the mix on four pixels a register in
// 16-bit lanes. Built for AVX2 without FMA, so no multiply and add are fused and the positions
// keep the SSE2 loop's bits.
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include "PixelAVX2.h"

/// Each 32-bit lane's value (below 2^15) in the four 16-bit lanes of its pixel, in the order
/// _mm256_unpacklo/hi_epi8 widen pixels: lanes 0, 1, 4, 5 into the first result, 2, 3, 6, 7
/// into the second.
INLINE AVX2 void spread(__m256i v, __m256i *low, __m256i *high) {
    __m256i halves = _mm256_packs_epi32(v, v);
    __m256i doubled = _mm256_unpacklo_epi16(halves, halves);
    *low = _mm256_unpacklo_epi32(doubled, doubled);
    *high = _mm256_unpackhi_epi32(doubled, doubled);
}

/// The bilinear mix of widened pixels in 16-bit lanes, as the SSE2 loop's `mix`.
INLINE AVX2 __m256i mixWidened(__m256i p00, __m256i p10, __m256i p01, __m256i p11, __m256i wx, __m256i wy) {
    const __m256i full = _mm256_set1_epi16(256), bytes = _mm256_set1_epi16(255), half = _mm256_set1_epi16(128);
    __m256i left = _mm256_sub_epi16(full, wx), up = _mm256_sub_epi16(full, wy);
    __m256i top = _mm256_add_epi16(_mm256_mullo_epi16(p00, left), _mm256_mullo_epi16(p10, wx));
    __m256i bottom = _mm256_add_epi16(_mm256_mullo_epi16(p01, left), _mm256_mullo_epi16(p11, wx));
    __m256i high = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(top, 8), up),
                                    _mm256_mullo_epi16(_mm256_srli_epi16(bottom, 8), wy));
    __m256i low = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(top, bytes), up),
                                   _mm256_mullo_epi16(_mm256_and_si256(bottom, bytes), wy));
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(high, _mm256_srli_epi16(low, 8)), half), 8);
}

/// Four pixels' positions, as the SSE2 loop's `position`.
INLINE AVX2 __m128i position(__m256d m, __m256d px, __m256d b, __m256d reciprocal, __m256d maximum) {
    __m256d p = _mm256_sub_pd(_mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(m, px), b), reciprocal), _mm256_set1_pd(0.5));
    p = _mm256_and_pd(p, _mm256_cmp_pd(p, _mm256_setzero_pd(), _CMP_GT_OQ));
    p = _mm256_min_pd(p, maximum);
    return _mm256_cvttpd_epi32(_mm256_mul_pd(p, _mm256_set1_pd(65536)));
}

/// The taps of eight pixels (x0, y0 in the order 0 1 4 5 2 3 6 7) when all lie in one row of
/// the image and within eight columns of the leftmost, with the next row and the column after
/// the window inside the image: four loads of eight pixels, each permuted into the lanes, in
/// place of sixteen loads of a pair. Where a card is drawn near its own size, most steps are
/// such. False, and nothing loaded, otherwise.
INLINE AVX2 int window(const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width, ptrdiff_t height, __m256i x0,
                       __m256i y0, __m256i *t00, __m256i *t10, __m256i *t01, __m256i *t11) {
    x0 = _mm256_permute4x64_epi64(x0, 0xD8), y0 = _mm256_permute4x64_epi64(y0, 0xD8);
    int32_t row = _mm256_cvtsi256_si32(y0);
    int32_t first = _mm256_cvtsi256_si32(x0), last = _mm256_extract_epi32(x0, 7);
    int32_t left = first < last ? first : last;
    __m256i lanes = _mm256_sub_epi32(x0, _mm256_set1_epi32(left));
    __m256i inside = _mm256_and_si256(_mm256_cmpeq_epi32(y0, _mm256_set1_epi32(row)),
                                      _mm256_cmpeq_epi32(_mm256_min_epu32(lanes, _mm256_set1_epi32(7)), lanes));
    if (row + 1 >= height || left + 8 >= width || _mm256_movemask_epi8(inside) != -1) return 0;
    const uint32_t *p = pixels + (ptrdiff_t)row * pitch + left;
    *t00 = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)p), lanes);
    *t10 = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(p + 1)), lanes);
    *t01 = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(p + pitch)), lanes);
    *t11 = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(p + pitch + 1)), lanes);
    return 1;
}

/// Each pixel's glare from its 16.16 position (lanes in order), as white of that alpha drawn
/// over `mixed`: CRasterSSE2's `glareOver` eight lanes a step.
INLINE AVX2 __m256i glareOver(__m256i mixed, __m256i fx, __m256i fy, const float *glare) {
    const __m256 unit = _mm256_set1_ps(1.0f / 65536);
    __m256 du = _mm256_sub_ps(_mm256_mul_ps(_mm256_cvtepi32_ps(fx), unit), _mm256_set1_ps(glare[0]));
    __m256 dv = _mm256_sub_ps(_mm256_mul_ps(_mm256_cvtepi32_ps(fy), unit), _mm256_set1_ps(glare[1]));
    __m256 d = _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(du, du), _mm256_mul_ps(dv, dv)));
    __m256 t = _mm256_max_ps(_mm256_sub_ps(_mm256_set1_ps(1), _mm256_mul_ps(d, _mm256_set1_ps(glare[2]))),
                             _mm256_setzero_ps());
    __m256i a = _mm256_cvttps_epi32(
        _mm256_add_ps(_mm256_mul_ps(_mm256_mul_ps(t, t), _mm256_set1_ps(glare[3])), _mm256_set1_ps(0.5f)));
    return over(_mm256_mullo_epi32(a, _mm256_set1_epi32(0x01010101)), mixed);
}

AVX2 void vitrine_perspective_interior_avx2(uint32_t *line, const uint32_t *pixels, ptrdiff_t pitch, ptrdiff_t width,
                                            ptrdiff_t height, const double *inverse, const float *glare, ptrdiff_t y,
                                            ptrdiff_t start, ptrdiff_t end) {
    const int glares = glare[3] > 0;
    const double py = (double)y + 0.5;
    const __m256d m00 = _mm256_set1_pd(inverse[0]), m10 = _mm256_set1_pd(inverse[3]), m20 = _mm256_set1_pd(inverse[6]);
    const __m256d bx = _mm256_set1_pd(inverse[1] * py + inverse[2]);
    const __m256d by = _mm256_set1_pd(inverse[4] * py + inverse[5]);
    const __m256d bw = _mm256_set1_pd(inverse[7] * py + inverse[8]);
    const __m256d one = _mm256_set1_pd(1), two = _mm256_set1_pd(2);
    const __m256d maxU = _mm256_set1_pd((double)(width - 1)), maxV = _mm256_set1_pd((double)(height - 1));
    const __m256i lastX = _mm256_set1_epi32((int)(width - 1)), lastY = _mm256_set1_epi32((int)(height - 1));
    const __m256i round = _mm256_set1_epi32(128), weight = _mm256_set1_epi32(255);
    const __m256i rowStep = _mm256_set1_epi32((int)pitch);
    const uint32_t *base = pixels;
    for (ptrdiff_t x = start; x < end; x += 8) {
        // Positions in the order 0 1 4 5 2 3 6 7, which `split` of the loaded pairs undoes.
        __m256d pxLow = _mm256_add_pd(_mm256_set1_pd((double)x), _mm256_set_pd(5.5, 4.5, 1.5, 0.5));
        __m256d pxHigh = _mm256_add_pd(pxLow, two);
        __m256d hwLow = _mm256_div_pd(one, _mm256_add_pd(_mm256_mul_pd(m20, pxLow), bw));
        __m256d hwHigh = _mm256_div_pd(one, _mm256_add_pd(_mm256_mul_pd(m20, pxHigh), bw));
        __m256i fx = _mm256_set_m128i(position(m00, pxHigh, bx, hwHigh, maxU), position(m00, pxLow, bx, hwLow, maxU));
        __m256i fy = _mm256_set_m128i(position(m10, pxHigh, by, hwHigh, maxV), position(m10, pxLow, by, hwLow, maxV));
        __m256i rx = _mm256_srai_epi32(_mm256_add_epi32(fx, round), 8);
        __m256i ry = _mm256_srai_epi32(_mm256_add_epi32(fy, round), 8);
        __m256i x0 = _mm256_min_epi32(_mm256_srai_epi32(rx, 8), lastX);
        __m256i y0 = _mm256_min_epi32(_mm256_srai_epi32(ry, 8), lastY);
        __m256i t00, t10, t01, t11;
        if (!window(base, pitch, width, height, x0, y0, &t00, &t10, &t01, &t11)) {
            // Each tap and the one right of it as one 64-bit load; at the last column the pair
            // starts a pixel earlier (the image is at least 2 wide), and its right one is the tap's.
            __m256i atLast = _mm256_cmpeq_epi32(x0, lastX);
            __m256i at = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(y0, rowStep), x0), atLast);
            __m256i below = _mm256_add_epi32(at, _mm256_and_si256(_mm256_cmpgt_epi32(lastY, y0), rowStep));
            int32_t tops[8], bottoms[8];
            _mm256_storeu_si256((__m256i *)tops, at);
            _mm256_storeu_si256((__m256i *)bottoms, below);
            __m256i top0 = pairs(base, tops[0], tops[1], tops[2], tops[3]);
            __m256i top1 = pairs(base, tops[4], tops[5], tops[6], tops[7]);
            __m256i bottom0 = pairs(base, bottoms[0], bottoms[1], bottoms[2], bottoms[3]);
            __m256i bottom1 = pairs(base, bottoms[4], bottoms[5], bottoms[6], bottoms[7]);
            split(top0, top1, &t00, &t10);
            split(bottom0, bottom1, &t01, &t11);
            __m256i last = _mm256_permute4x64_epi64(atLast, 0xD8);
            t00 = _mm256_blendv_epi8(t00, t10, last), t01 = _mm256_blendv_epi8(t01, t11, last);
        }
        rx = _mm256_permute4x64_epi64(rx, 0xD8), ry = _mm256_permute4x64_epi64(ry, 0xD8);
        __m256i wxLow, wxHigh, wyLow, wyHigh;
        spread(_mm256_and_si256(rx, weight), &wxLow, &wxHigh);
        spread(_mm256_and_si256(ry, weight), &wyLow, &wyHigh);
        const __m256i zero = _mm256_setzero_si256();
        __m256i low = mixWidened(_mm256_unpacklo_epi8(t00, zero), _mm256_unpacklo_epi8(t10, zero),
                                 _mm256_unpacklo_epi8(t01, zero), _mm256_unpacklo_epi8(t11, zero), wxLow, wyLow);
        __m256i high = mixWidened(_mm256_unpackhi_epi8(t00, zero), _mm256_unpackhi_epi8(t10, zero),
                                  _mm256_unpackhi_epi8(t01, zero), _mm256_unpackhi_epi8(t11, zero), wxHigh, wyHigh);
        __m256i mixed = _mm256_packus_epi16(low, high);
        if (glares) {
            mixed = glareOver(mixed, _mm256_permute4x64_epi64(fx, 0xD8), _mm256_permute4x64_epi64(fy, 0xD8), glare);
        }
        ptrdiff_t count = end - x < 8 ? end - x : 8;
        uint32_t *d = line + x;
        if (count == 8) {
            __m256i out = opaque(mixed) ? mixed : over(mixed, _mm256_loadu_si256((const __m256i *)d));
            _mm256_storeu_si256((__m256i *)d, out);
        } else {
            __m256i mask = firstLanes(count);
            _mm256_maskstore_epi32((int *)d, mask, over(mixed, _mm256_maskload_epi32((const int *)d, mask)));
        }
    }
}

#endif
