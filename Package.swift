// swift-tools-version: 6.0
// Vitrine: a CPU-rendered desktop viewer for Linux/X11. Layers as in DESIGN.md; the target
// dependencies below are the arrows, and they point down only (`make check-arrows` checks
// them against scripts/layers.txt).
import PackageDescription

// Swift's run-time exclusivity checks stay on (its default). They were turned off in every
// target (-enforce-exclusivity=unchecked) with no figure behind it; measured 2026-11-25 with
// vitrine-bench built both ways, alternating, 3 rounds of 120 frames at 1920 x 1080, the whole
// frames of every scene, focus-reblend and sprites came out within the run-to-run noise (-5%
// to +8% either way; quietest round: focus 0.66 / 0.69 ms, blur 2.33 / 2.23, tilt 3.26 / 3.14,
// edges 2.56 / 2.76, stamps 1.97 / 2.03, unchecked / checked), and still allocation-free. The
// checks buy a trap instead of undefined behaviour on an overlapping access.

let package = Package(
    name: "Vitrine",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vitrine", targets: ["vitrine"]),
        .executable(name: "vitrine-bench", targets: ["vitrine-bench"]),
        .executable(name: "vitrine-resources", targets: ["vitrine-resources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "x11 xext", providers: [.apt(["libx11-dev", "libxext-dev"])]),
        // XInput 2 (libXi): smooth scrolling and touchpad pinch. Its own module rather than part of
        // CX11, so only the files that read XI2 events see its names.
        .systemLibrary(name: "CXInput2", pkgConfig: "xi", providers: [.apt(["libxi-dev"])]),
        // RandR (libXrandr): the refresh rate of the monitor under the window, which paces frames.
        .systemLibrary(name: "CXRandR", pkgConfig: "xrandr", providers: [.apt(["libxrandr-dev"])]),
        // XTEST (libXtst): fake pointer input for the input-to-present benchmark. Depended on only
        // by X11Probe, so the viewer itself never links it.
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // The setjmp'ing libpng read and write calls, in C because Swift cannot setjmp (see their
        // headers). Depended on only by ImageFiles.
        // zlib, libpng's own, also inflates the rows CPNGRead reads directly (CPNGRows.c).
        .target(name: "CPNGRead", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "CPNGWrite", dependencies: ["CPNG"]),
        // JPEG through libjpeg's own API (libjpeg-turbo's libjpeg62), its setjmp'ing calls in
        // CJPEGRead (why not TurboJPEG's: its header), and WebP: depended on only by ImageFiles.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "CJPEGRead", dependencies: ["CJPEG"]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // TIFF through libtiff, the reference implementation (every compression and photometric
        // the format has), behind CTIFFRead's few lines of C: depended on only by ImageFiles.
        .systemLibrary(name: "CTIFF", pkgConfig: "libtiff-4", providers: [.apt(["libtiff-dev"])]),
        .target(name: "CTIFFRead", dependencies: ["CTIFF"]),
        // HEIC and AVIF through libheif, the HEIF reference library (Debian's decodes HEVC with
        // libde265 and AV1 with dav1d): its C API returns its errors, so ImageFiles calls it.
        .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        // JPEG XL through libjxl, the format's reference implementation, and its thread pool
        // (Debian's libjxl-dev). Without pkgConfig: libjxl.pc's cflags carry a -D that SwiftPM
        // refuses with a warning, and its headers and libraries are in the default paths.
        .systemLibrary(name: "CJXL"),
        // Colour management through Little CMS 2, the engine colord, GIMP and eog use.
        .systemLibrary(name: "CLCMS", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
        // GIF through giflib, the reference decoder since 1989 (Debian's libgif-dev has no
        // pkg-config file).
        .systemLibrary(name: "CGIF"),
        .systemLibrary(name: "CLibFuzzer"),
        // Counts heap allocations by replacing malloc for the whole process (see its header):
        // linked only into vitrine-bench and the tests, never into vitrine.
        .target(name: "CAllocationCounter"),
        // Text: depended on only by Fonts.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "Geometry"),
        // Standard error, shared by Vitrine's lines and the C libraries kept quiet on it.
        .target(name: "ProcessOutput"),
        // The blur's AVX2 + FMA passes and Raster's other AVX2 and AVX-512 loops, in C with
        // intrinsics (why: its header), each function built for its extensions by a target
        // attribute; Raster calls them only on a CPU that has them. Empty on other architectures.
        .target(name: "CRasterAVX2"),
        // The perspective draw's interior rows in C with SSE2, x86-64's baseline (why: its
        // header). Empty on other architectures.
        .target(name: "CRasterSSE2"),
        .target(name: "Raster", dependencies: ["Geometry", "CRasterAVX2", "CRasterSSE2"]),
        .target(
            name: "ImageFiles",
            dependencies: [
                "Geometry", "Raster", "CPNGRead", "CPNGWrite", "CJPEGRead", "CWebP", "CTIFFRead", "CHeif", "CExif",
                "CJXL",
                "CGIF", "CLCMS", "ProcessOutput",
            ]),
        .target(
            name: "Fonts", dependencies: ["Geometry", "Raster", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        // The host<->app contract: what X11Host and Headless know of the app, and nothing more.
        .target(name: "AppInterface", dependencies: ["Geometry", "Raster"]),
        .target(name: "Gestures", dependencies: ["Geometry", "AppInterface"]),
        .target(
            name: "Effects", dependencies: ["Geometry", "AppInterface", "Gestures"]
        ),
        // The freedesktop.org thumbnail cache: finding, checking and writing thumbnails.
        .target(name: "Thumbnails", dependencies: ["Geometry", "Raster", "ImageFiles"]),
        .target(
            name: "ImageLibrary", dependencies: ["Geometry", "Raster", "ImageFiles", "Thumbnails", "AppInterface"]),
        .target(
            name: "Overlay", dependencies: ["Geometry", "Raster", "Fonts", "AppInterface", "ImageLibrary"]),
        .target(
            name: "SceneKit",
            dependencies: [
                "Geometry", "Raster", "ImageFiles", "Fonts", "AppInterface", "Effects", "ImageLibrary", "Overlay",
            ]),
        // One target per scene: its renderer and caches over its model in Effects.
        scene("SceneFocus", also: ["ImageFiles"]),
        scene("SceneBlur", also: ["ImageFiles"]),
        scene("SceneTilt", also: ["Fonts"]),
        scene("SceneEdges", also: ["Fonts"]),
        scene("SceneStamps", also: ["Fonts", "ImageFiles", "Gestures"]),
        scene("SceneGrid", also: ["Fonts"]),
        .target(
            name: "AppShell",
            dependencies: [
                "Geometry", "Raster", "ImageFiles", "Fonts", "AppInterface", "Effects", "ImageLibrary",
                "Overlay", "SceneKit", "SceneFocus", "SceneBlur", "SceneTilt", "SceneEdges", "SceneStamps",
                "SceneGrid",
            ]),
        .target(
            name: "X11Host",
            dependencies: ["Geometry", "Raster", "AppInterface", "ProcessOutput", "CX11", "CXInput2", "CXRandR"]),
        // A second X client that moves the pointer (XTEST) and reads back what a window shows
        // (XGetImage): used by vitrine-bench, never by the viewer.
        .target(name: "X11Probe", dependencies: ["Geometry", "CX11", "CXTest"]),
        .target(
            name: "Headless", dependencies: ["Geometry", "Raster", "ImageFiles", "AppInterface"]),

        .executableTarget(
            name: "vitrine",
            dependencies: [
                "AppShell", "ImageLibrary", "X11Host", "Headless", "ImageFiles", "Raster", "AppInterface", "Geometry",
                "ProcessOutput", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "vitrine-bench",
            dependencies: [
                "Raster", "Effects", "AppShell", "ImageLibrary", "ImageFiles", "SceneKit", "SceneBlur", "X11Host",
                "X11Probe", "Headless",
                "AppInterface", "Geometry", "VitrineTestSupport", "SceneTestSupport", "CAllocationCounter",
            ]),
        // A libFuzzer binary when `make fuzz` builds it (-DVITRINE_FUZZ); otherwise it replays files.
        .executableTarget(
            name: "vitrine-fuzz", dependencies: ["ImageFiles", "Headless", "Geometry", "Raster", "CLibFuzzer"]),
        .executableTarget(
            name: "vitrine-resources",
            dependencies: ["Raster", "ImageFiles", "Geometry"]),

        .target(
            name: "VitrineTestSupport", dependencies: ["Geometry", "Raster", "ImageFiles", "AppInterface"]),
        // Each scene's interaction driven through the app, for the benchmark and the tests that
        // need a whole app; apart from VitrineTestSupport so low-level tests do not build scenes.
        .target(
            name: "SceneTestSupport",
            dependencies: [
                "Geometry", "Raster", "AppInterface", "AppShell", "ImageLibrary", "ImageFiles", "VitrineTestSupport",
            ]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(
            name: "RasterTests", dependencies: ["Raster", "Geometry", "VitrineTestSupport", "CAllocationCounter"],
            exclude: ["Golden"]),
        // CPNG: the tests check the writer's files byte for byte against libpng's simplified API.
        .testTarget(
            name: "ImageFilesTests", dependencies: ["ImageFiles", "Raster", "Geometry", "VitrineTestSupport", "CPNG"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ThumbnailsTests",
            dependencies: ["Thumbnails", "ImageFiles", "Raster", "Geometry", "VitrineTestSupport"]
        ),
        .testTarget(
            name: "FontsTests", dependencies: ["Fonts", "Raster", "Geometry", "VitrineTestSupport"], exclude: ["Golden"]
        ),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "AppInterface", "Geometry"]),
        .testTarget(name: "EffectsTests", dependencies: ["Effects", "AppInterface", "Geometry"]),
        .testTarget(
            name: "ScenesTests",
            dependencies: [
                "AppShell", "SceneKit", "SceneFocus", "SceneBlur", "SceneTilt", "SceneEdges", "SceneStamps",
                "SceneGrid", "ImageLibrary", "Thumbnails",
                "Overlay", "Fonts", "ImageFiles", "Effects", "Raster", "AppInterface", "Gestures", "Geometry",
                "VitrineTestSupport", "SceneTestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "HeadlessTests",
            dependencies: ["Headless", "AppInterface", "Raster", "Geometry", "VitrineTestSupport"], exclude: ["Fuzz"]),
        // CX11: the ping probe (PingProbe.swift) is a tiny X client of its own. CAllocationCounter:
        // the counter's own test (the frames are counted in the release vitrine-bench).
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["VitrineTestSupport", "ImageFiles", "Geometry", "Raster", "CX11", "CAllocationCounter"]),
        .testTarget(
            name: "X11HostTests", dependencies: ["X11Host", "AppInterface", "Geometry", "Raster", "VitrineTestSupport"]),
    ]
)

/// A scene's target: what every scene is built from, and `extra`, what this one needs besides.
func scene(_ name: String, also extra: [Target.Dependency]) -> Target {
    .target(
        name: name,
        dependencies: ["Geometry", "Raster", "AppInterface", "Effects", "ImageLibrary", "Overlay", "SceneKit"] + extra)
}
