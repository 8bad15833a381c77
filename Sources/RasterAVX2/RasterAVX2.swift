// RasterAVX2: Raster's inner loops built for x86-64 with AVX2 and FMA, which the baseline
// x86-64 that the rest of the program targets does not have. The whole module is compiled with
// `-mavx2 -mfma` (Package.swift), so nothing in it may run before Raster has checked the CPU:
// Raster calls in only through its kernel choice (`GaussianBlur.Kernel`), after /proc/cpuinfo
// listed both features, and VITRINE_CPU=baseline keeps it out altogether.
//
// The API is raw pointers and plain values, no Raster type, so the module sits below Raster.
// Keep it free of global variables and of generic code another module also specialises: a
// specialisation is emitted with shared (link-once) linkage, and the linker may keep this
// module's AVX2 copy for every caller. `nm` on its objects should list only its own symbols.
//
// Start with RecursiveBlurAVX2.swift. Out of scope: anything a portable SIMD type already does
// well on the baseline.
