// Pixel arithmetic on eight premultiplied BGRA pixels a register, shared by this target's
// files: Raster's own formulas (Pixel.scale, Pixel.over, PackedLanes.mix), so each loop that
// uses them gives Raster's bits. Every function here is built for AVX2 alone.
#ifndef VITRINE_PIXEL_AVX2_H
#define VITRINE_PIXEL_AVX2_H

#include <immintrin.h>
#include <stdint.h>

#define AVX2 __attribute__((target("avx2")))
#define INLINE static inline __attribute__((always_inline))

/// Bytes 0 and 2 of each pixel, one 16-bit lane each.
INLINE AVX2 __m256i evenChannels(__m256i p) { return _mm256_and_si256(p, _mm256_set1_epi32(0x00FF00FF)); }

/// Bytes 1 and 3 of each pixel, one 16-bit lane each.
INLINE AVX2 __m256i oddChannels(__m256i p) {
    return _mm256_and_si256(_mm256_srli_epi32(p, 8), _mm256_set1_epi32(0x00FF00FF));
}

/// c x f / 255 with Blinn's rounding, in 16-bit lanes: (t + t >> 8) >> 8 with t = c f + 128.
INLINE AVX2 __m256i blinn(__m256i c, __m256i f) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(c, f), _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

/// Eight pixels' channels times f / 255 (f in each pixel's two 16-bit lanes), as Pixel.scale.
INLINE AVX2 __m256i scaled(__m256i p, __m256i f) {
    return _mm256_or_si256(blinn(evenChannels(p), f), _mm256_slli_epi32(blinn(oddChannels(p), f), 8));
}

/// src + dst x (255 - src alpha) / 255, as Pixel.over: src where it is opaque, dst where it is 0.
INLINE AVX2 __m256i over(__m256i src, __m256i dst) {
    __m256i inverse = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(src, 24));
    return _mm256_add_epi32(src, scaled(dst, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16))));
}

/// True when all eight pixels are opaque.
INLINE AVX2 int opaque(__m256i p) {
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000);
    return _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(p, alpha), alpha)) == -1;
}

/// p (256 - w) + q w over 256, rounded, per channel, as PackedLanes.mix; w (0...256) in both
/// 16-bit halves of each pixel's lane.
INLINE AVX2 __m256i mix(__m256i p, __m256i q, __m256i w) {
    const __m256i half = _mm256_set1_epi16(128);
    __m256i left = _mm256_sub_epi16(_mm256_set1_epi16(256), w);
    __m256i even = _mm256_add_epi16(_mm256_mullo_epi16(evenChannels(p), left), _mm256_mullo_epi16(evenChannels(q), w));
    __m256i odd = _mm256_add_epi16(_mm256_mullo_epi16(oddChannels(p), left), _mm256_mullo_epi16(oddChannels(q), w));
    even = _mm256_srli_epi16(_mm256_add_epi16(even, half), 8);
    odd = _mm256_srli_epi16(_mm256_add_epi16(odd, half), 8);
    return _mm256_or_si256(even, _mm256_slli_epi32(odd, 8));
}

/// Eight mixed pixels onto `d` as ImageDrawPlan.storeFour does at full opacity: written as
/// they are when all are opaque, skipped when all are clear, else source-over.
INLINE AVX2 void store(uint32_t *d, __m256i mixed, int opaqueSource) {
    if (opaqueSource || opaque(mixed)) {
        _mm256_storeu_si256((__m256i *)d, mixed);
    } else if (!_mm256_testz_si256(mixed, mixed)) {
        _mm256_storeu_si256((__m256i *)d, over(mixed, _mm256_loadu_si256((const __m256i *)d)));
    }
}

/// The lanes below `count` (0...8) of a mask for maskload and maskstore.
INLINE AVX2 __m256i firstLanes(ptrdiff_t count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

/// The 64-bit pairs of pixels at a, b, c, d (pixel indices) in one register, in that order.
/// Loaded one by one: for the perspective draw, four vpgatherdq measured no faster
/// (frame-tilt-card on one core 4.5-6.3 ms median against 4.3-4.9 in five alternating runs),
/// and Intel's microcode against Gather Data Sampling makes gathers far slower on many CPUs.
INLINE AVX2 __m256i pairs(const uint32_t *base, int32_t a, int32_t b, int32_t c, int32_t d) {
    __m128i low = _mm_castpd_si128(_mm_loadh_pd(_mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(base + a))),
                                                (const double *)(base + b)));
    __m128i high = _mm_castpd_si128(_mm_loadh_pd(_mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(base + c))),
                                                 (const double *)(base + d)));
    return _mm256_set_m128i(high, low);
}

/// Pairs (left, right) of pixels 0 1 | 4 5 in `a` and 2 3 | 6 7 in `b`, as `pairs` loads them,
/// into the lefts and the rights of pixels 0...7 in order.
INLINE AVX2 void split(__m256i a, __m256i b, __m256i *lefts, __m256i *rights) {
    a = _mm256_shuffle_epi32(a, 0xD8), b = _mm256_shuffle_epi32(b, 0xD8);
    *lefts = _mm256_unpacklo_epi64(a, b);
    *rights = _mm256_unpackhi_epi64(a, b);
}

#endif
