// Raster: pixels in memory and the operations on them, in Swift (the blur's AVX2 + FMA
// passes are C: CRasterAVX2).
//
// Every buffer is a `Surface`: 32-bit premultiplied BGRA (bytes B, G, R, A in memory, so a
// pixel read as a little-endian UInt32 is 0xAARRGGBB), top-left origin, rows `stride` bytes
// apart. That is the layout of a 24/32-bit TrueColor ZPixmap XImage on a little-endian
// machine, so the window's framebuffer is a Surface wrapping the XImage's memory.
//
// Start with Surface.swift, then the operations, one file each: fill, copy, composite
// (source-over), transform (affine, nearest or bilinear), image draw (Surface+ImageDraw: affine
// with mip levels and exact edge coverage, planned once per draw in ImageDrawPlan), scale
// (area-average downscale), grayscale, path filling (Surface+Path: flattened polygons, then
// PathEdges, then ScanConverter's coverage rows, their buffers kept in a caller's
// PathScratch), blend (the blur scene's mix runs), mask (a colour through an 8-bit
// CoverageMask, such as a glyph from Fonts), and GaussianBlur (a recursive filter whose cost
// does not grow with sigma; on a CPU with AVX2 and FMA its passes run in CRasterAVX2, C with
// intrinsics, chosen at startup from /proc/cpuinfo, see CPU.swift; VITRINE_CPU=baseline keeps
// every loop portable). Integer arithmetic is exact (tests compare against a Float
// reference); filtering is within one unit per channel of its Float reference.
// Out of scope: colour management, 16-bit channels, text (shaping and glyphs are in Fonts).
