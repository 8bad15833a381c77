// GaussianBlur's passes for AVX2 + FMA: see include/CRasterAVX2.h. Two lines in each __m256
// (one pixel of each, B G R A twice), two such pairs at a time, so four recursions hide each
// other's latency: a step waits for one FMA (the term on the previous output goes last).
// Four pairs at a time measured no faster in the Swift version (11.6 against 11.1 ms): the
// state no longer fits in the 16 registers.
#if defined(__x86_64__)

#include "CRasterAVX2.h"

#include <immintrin.h>

#define AVX2 __attribute__((target("avx2,fma")))
#define INLINE static inline __attribute__((always_inline))

/// One section's coefficients, splatted across the eight lanes.
typedef struct {
    __m256 b0, b1, c1, c2, na1, na2, forwardGain, backwardGain;
} Section;

/// Both sections' (Deriche's two pole pairs).
typedef struct {
    Section first, second;
} Lanes;

/// The forward recursions of both sections along two lines (taps n >= 0).
typedef struct {
    __m256 x1, p1, p2, q1, q2;
} Forward;

/// The backward recursions of both sections along two lines (taps n >= 1).
typedef struct {
    __m256 x1, x2, p1, p2, q1, q2;
} Backward;

INLINE AVX2 Section section(const float *c) {
    Section s = {_mm256_set1_ps(c[0]), _mm256_set1_ps(c[1]), _mm256_set1_ps(c[2]), _mm256_set1_ps(c[3]),
                 _mm256_set1_ps(c[4]), _mm256_set1_ps(c[5]), _mm256_set1_ps(c[6]), _mm256_set1_ps(c[7])};
    return s;
}

INLINE AVX2 Lanes lanes(const float *c) {
    Lanes k = {section(c), section(c + 8)};
    return k;
}

/// The state after an endless run of `edge` before the lines: the clamped edge.
INLINE AVX2 Forward forward(__m256 edge, const Lanes *k) {
    Forward f;
    f.x1 = edge;
    f.p1 = f.p2 = _mm256_mul_ps(edge, k->first.forwardGain);
    f.q1 = f.q2 = _mm256_mul_ps(edge, k->second.forwardGain);
    return f;
}

INLINE AVX2 __m256 forwardStep(Forward *f, __m256 x, const Lanes *k) {
    const Section *s = &k->first, *t = &k->second;
    __m256 p = _mm256_fmadd_ps(s->b1, f->x1, _mm256_mul_ps(s->b0, x));
    __m256 q = _mm256_fmadd_ps(t->b1, f->x1, _mm256_mul_ps(t->b0, x));
    p = _mm256_fmadd_ps(s->na1, f->p1, _mm256_fmadd_ps(s->na2, f->p2, p));
    q = _mm256_fmadd_ps(t->na1, f->q1, _mm256_fmadd_ps(t->na2, f->q2, q));
    f->x1 = x;
    f->p2 = f->p1;
    f->p1 = p;
    f->q2 = f->q1;
    f->q1 = q;
    return _mm256_add_ps(p, q);
}

/// The state after an endless run of `edge` beyond the lines: the clamped edge.
INLINE AVX2 Backward backward(__m256 edge, const Lanes *k) {
    Backward b;
    b.x1 = b.x2 = edge;
    b.p1 = b.p2 = _mm256_mul_ps(edge, k->first.backwardGain);
    b.q1 = b.q2 = _mm256_mul_ps(edge, k->second.backwardGain);
    return b;
}

INLINE AVX2 __m256 backwardStep(Backward *b, __m256 x, const Lanes *k) {
    const Section *s = &k->first, *t = &k->second;
    __m256 p = _mm256_fmadd_ps(s->c2, b->x2, _mm256_mul_ps(s->c1, b->x1));
    __m256 q = _mm256_fmadd_ps(t->c2, b->x2, _mm256_mul_ps(t->c1, b->x1));
    p = _mm256_fmadd_ps(s->na1, b->p1, _mm256_fmadd_ps(s->na2, b->p2, p));
    q = _mm256_fmadd_ps(t->na1, b->q1, _mm256_fmadd_ps(t->na2, b->q2, q));
    b->x2 = b->x1;
    b->x1 = x;
    b->p2 = b->p1;
    b->p1 = p;
    b->q2 = b->q1;
    b->q1 = q;
    return _mm256_add_ps(p, q);
}

/// Pixel x of rows a and b as eight floats in units of 2^-16, plus 1 (Raster's `load`: the 1
/// keeps the recursions off subnormal numbers).
INLINE AVX2 __m256 load(const uint8_t *a, const uint8_t *b, ptrdiff_t x) {
    int32_t pa, pb;
    __builtin_memcpy(&pa, a + 4 * x, 4);
    __builtin_memcpy(&pb, b + 4 * x, 4);
    __m256i wide = _mm256_cvtepu8_epi32(_mm_unpacklo_epi32(_mm_cvtsi32_si128(pa), _mm_cvtsi32_si128(pb)));
    return _mm256_cvtepi32_ps(_mm256_or_si256(_mm256_slli_epi32(wide, 16), _mm256_set1_epi32(1)));
}

/// Two neighbouring intermediate pixels at `p` as floats, or the one at `p` twice when `single`.
INLINE AVX2 __m256 load16(const int16_t *p, int single) {
    __m128i pair = single ? _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p), _mm_loadl_epi64((const __m128i *)p))
                          : _mm_loadu_si128((const __m128i *)p);
    return _mm256_cvtepi32_ps(_mm256_cvtepi16_epi32(pair));
}

/// Two pixels as int16, rounded to nearest (even), plus 1 (pass 2's floor, as `load`'s).
INLINE AVX2 __m128i pack16(__m256 v) {
    __m256i i = _mm256_add_epi32(_mm256_cvtps_epi32(v), _mm256_set1_epi32(1));
    return _mm_packs_epi32(_mm256_castsi256_si128(i), _mm256_extracti128_si256(i, 1));
}

/// Two pixels' float channels, rounded to nearest (even), as int16 (then saturated to 0...255
/// by `pack`'s packuswb).
INLINE AVX2 __m128i round16(__m256 v) {
    __m256i i = _mm256_cvtps_epi32(v);
    return _mm_packs_epi32(_mm256_castsi256_si128(i), _mm256_extracti128_si256(i, 1));
}

/// Four pixels (two pairs) as premultiplied BGRA8: saturated to 0...255, each colour at most
/// its alpha (rounding is monotonic, so clamping after it is the same as Raster's `pack`).
INLINE AVX2 __m128i pack(__m256 a, __m256 b) {
    __m128i bytes = _mm_packus_epi16(round16(a), round16(b));
    __m128i alpha = _mm_shuffle_epi8(bytes, _mm_setr_epi8(3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15));
    return _mm_min_epu8(bytes, alpha);
}

/// One or two pairs of rows from y: `pairs` 2 for rows y..<y + 4, 1 for rows y and y + 1, or
/// row y alone (as a pair with itself) when `single`.
INLINE AVX2 void rows(const Lanes *k, const uint8_t *source, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height,
                      ptrdiff_t y, int pairs, int single, int16_t *columns, float *scratch) {
    const uint8_t *r0 = source + y * stride, *r1 = single ? r0 : r0 + stride;
    const uint8_t *r2 = pairs == 2 ? r0 + 2 * stride : r0, *r3 = pairs == 2 ? r0 + 3 * stride : r0;
    __m256 *t = (__m256 *)scratch;
    Forward f0 = forward(load(r0, r1, 0), k), f1;
    if (pairs == 2) f1 = forward(load(r2, r3, 0), k);
    for (ptrdiff_t x = 0; x < width; x++) {
        _mm256_store_ps((float *)(t + pairs * x), forwardStep(&f0, load(r0, r1, x), k));
        if (pairs == 2) _mm256_store_ps((float *)(t + 2 * x + 1), forwardStep(&f1, load(r2, r3, x), k));
    }
    ptrdiff_t last = width - 1;
    Backward b0 = backward(load(r0, r1, last), k), b1;
    if (pairs == 2) b1 = backward(load(r2, r3, last), k);
    // Four rows by a whole strip of four columns are 128 contiguous bytes: gathered here and
    // written with streaming stores, which skip reading the lines first.
    int stream = pairs == 2 && height % 2 == 0;
    int64_t block[16] __attribute__((aligned(32)));
    for (ptrdiff_t x = last; x >= 0; x--) {
        // Rows y + j of column x, 16 int16 (four pixels) apart.
        int16_t *out = columns + (((x >> 2) * height + y) * 4 + (x & 3)) * 4;
        __m256 sum = _mm256_add_ps(_mm256_load_ps((float *)(t + pairs * x)), backwardStep(&b0, load(r0, r1, x), k));
        __m128i v = pack16(sum);
        if (pairs == 2) {
            __m256 s = _mm256_add_ps(_mm256_load_ps((float *)(t + 2 * x + 1)), backwardStep(&b1, load(r2, r3, x), k));
            __m128i w = pack16(s);
            if (stream && (x >> 2) < (width >> 2)) {
                ptrdiff_t c = x & 3;
                _mm_storel_epi64((__m128i *)(block + c), v);
                _mm_storel_epi64((__m128i *)(block + 4 + c), _mm_unpackhi_epi64(v, v));
                _mm_storel_epi64((__m128i *)(block + 8 + c), w);
                _mm_storel_epi64((__m128i *)(block + 12 + c), _mm_unpackhi_epi64(w, w));
                if (c == 0) {
                    for (int j = 0; j < 4; j++) {
                        __m256i row = _mm256_load_si256((const __m256i *)(block + 4 * j));
                        _mm256_stream_si256((__m256i *)(out + 16 * j), row);
                    }
                }
                continue;
            }
            _mm_storel_epi64((__m128i *)(out + 32), w);
            _mm_storel_epi64((__m128i *)(out + 48), _mm_unpackhi_epi64(w, w));
        }
        _mm_storel_epi64((__m128i *)out, v);
        if (!single) _mm_storel_epi64((__m128i *)(out + 16), _mm_unpackhi_epi64(v, v));
    }
}

AVX2 void vitrine_blur_rows_avx2(const float *coefficients, const uint8_t *source, ptrdiff_t stride, ptrdiff_t width,
                                 ptrdiff_t height, ptrdiff_t lower, ptrdiff_t upper, int16_t *columns, float *scratch) {
    Lanes k = lanes(coefficients);
    ptrdiff_t y = lower;
    for (; y + 4 <= upper; y += 4) rows(&k, source, stride, width, height, y, 2, 0, columns, scratch);
    for (; y < upper; y += 2) rows(&k, source, stride, width, height, y, 1, y + 1 == upper, columns, scratch);
    _mm_sfence();  // the streaming stores are weakly ordered: done before the columns pass reads
}

/// Columns x..<x + 4 (two pairs), or x and x + 1 (`pairs` 1), or x alone (as a pair with
/// itself) when `single`.
INLINE AVX2 void columnsAt(const Lanes *k, const int16_t *columns, ptrdiff_t height, ptrdiff_t x, int pairs,
                           int single, uint8_t *destination, ptrdiff_t stride, float *scratch) {
    // Column x's pixel y is at line[16 * y]; x + 1 follows it, x + 2 and x + 3 follow those.
    const int16_t *line = columns + ((x >> 2) * height * 4 + (x & 3)) * 4;
    __m256 *t = (__m256 *)scratch;
    Forward f0 = forward(load16(line, single), k), f1;
    if (pairs == 2) f1 = forward(load16(line + 8, 0), k);
    for (ptrdiff_t y = 0; y < height; y++) {
        _mm256_store_ps((float *)(t + pairs * y), forwardStep(&f0, load16(line + 16 * y, single), k));
        if (pairs == 2) _mm256_store_ps((float *)(t + 2 * y + 1), forwardStep(&f1, load16(line + 16 * y + 8, 0), k));
    }
    ptrdiff_t last = height - 1;
    Backward b0 = backward(load16(line + 16 * last, single), k), b1;
    if (pairs == 2) b1 = backward(load16(line + 16 * last + 8, 0), k);
    for (ptrdiff_t y = last; y >= 0; y--) {
        uint8_t *out = destination + y * stride + x * 4;
        __m256 s0 = _mm256_add_ps(_mm256_load_ps((float *)(t + pairs * y)),
                                  backwardStep(&b0, load16(line + 16 * y, single), k));
        if (pairs == 2) {
            __m256 s1 = _mm256_add_ps(_mm256_load_ps((float *)(t + 2 * y + 1)),
                                      backwardStep(&b1, load16(line + 16 * y + 8, 0), k));
            _mm_storeu_si128((__m128i *)out, pack(s0, s1));
        } else if (single) {
            int32_t p = _mm_cvtsi128_si32(pack(s0, s0));
            __builtin_memcpy(out, &p, 4);
        } else {
            _mm_storel_epi64((__m128i *)out, pack(s0, s0));
        }
    }
}

AVX2 void vitrine_blur_columns_avx2(const float *coefficients, const int16_t *columns, ptrdiff_t height,
                                    ptrdiff_t lower, ptrdiff_t upper, uint8_t *destination, ptrdiff_t stride,
                                    float *scratch) {
    Lanes k = lanes(coefficients);
    ptrdiff_t x = lower;
    for (; x + 4 <= upper; x += 4) columnsAt(&k, columns, height, x, 2, 0, destination, stride, scratch);
    for (; x < upper; x += 2) columnsAt(&k, columns, height, x, 1, x + 1 == upper, destination, stride, scratch);
}

#endif
