import Foundation
import Raster
import VitrineTestSupport
import XCTest

/// GaussianBlur's AVX2 + FMA loops (CRasterAVX2) against its portable ones, which
/// VITRINE_CPU=baseline forces: each kernel against the Double reference, and the two against
/// each other. Fused multiply-adds round once where the baseline rounds twice, so they may
/// differ by one unit where a value lands near a rounding boundary, and no more.
final class GaussianBlurKernelTests: XCTestCase {
    /// Largest difference between the kernels, per channel, in 8-bit units.
    static let kernelsMaxDifference = 1
    /// Largest share of channels where they differ at all: measured at most 0.0007 (sigma 64,
    /// 203 x 117 random pixels; the printed lines), 0 below sigma 1.
    static let kernelsDifferingShare = 0.005

    static func blurred(
        _ s: Surface, sigma: Double, _ kernel: GaussianBlur.Kernel, threads: Int = 1,
        progress: ((Double) -> Void)? = nil
    ) -> Surface {
        let out = Surface(width: s.width, height: s.height)!
        GaussianBlur(sigma: sigma)!.apply(to: s, into: out, threads: threads, kernel: kernel, progress: progress)
        return out
    }

    func testAVX2IsChosenWhereTheCPUHasIt() throws {
        try XCTSkipUnless(CPU.hasAVX2AndFMA, "no AVX2 + FMA here: only the baseline runs")
        XCTAssertEqual(GaussianBlur.Kernel.supported, [.baseline, .avx2])
        let forced = ProcessInfo.processInfo.environment["VITRINE_CPU"] == "baseline"
        XCTAssertEqual(GaussianBlur.Kernel.preferred, forced ? .baseline : .avx2)
    }

    /// Sizes that leave every remainder of the four-line groups (and the pairs' odd line), from
    /// a single pixel up, with even heights (the rows pass streams whole strips of four columns
    /// then, and writes a last partial strip plainly) and odd ones, at sigmas from the smallest
    /// to one where the poles crowd towards 1.
    func testKernelsAgreeWithinOneUnit() throws {
        try XCTSkipUnless(CPU.hasAVX2AndFMA, "no AVX2 + FMA here: nothing to compare")
        var rng = XorShift32(seed: 41)
        let sizes = [(1, 1), (9, 13), (16, 17), (37, 19), (203, 117), (2, 300), (300, 3), (38, 24), (203, 118), (6, 2)]
        for (w, h) in sizes {
            let input = Reference.randomSurface(w, h, &rng)
            for sigma in [0.3, 1, 2.5, 9, 64] {
                let base = Self.blurred(input, sigma: sigma, .baseline), fast = Self.blurred(input, sigma: sigma, .avx2)
                var worst = 0, differing = 0
                for y in 0..<h {
                    for x in 0..<w {
                        let a = Reference.channels(base[x, y]), b = Reference.channels(fast[x, y])
                        for c in 0..<4 where a[c] != b[c] {
                            worst = max(worst, Int(abs(a[c] - b[c])))
                            differing += 1
                        }
                    }
                }
                XCTAssertLessThanOrEqual(worst, Self.kernelsMaxDifference, "\(w)x\(h) sigma \(sigma)")
                // The share only where there are enough channels for one difference not to be it.
                if w * h > 1000 {
                    let share = Double(differing) / Double(w * h * 4)
                    print(
                        String(
                            format: "blur-kernels %dx%d sigma=%g max=%d differing=%.4f", w, h, sigma, worst,
                            share))
                    XCTAssertLessThanOrEqual(share, Self.kernelsDifferingShare, "\(w)x\(h) sigma \(sigma)")
                }
            }
        }
    }

    /// Each kernel within GaussianBlur's documented bound of the exact convolution.
    func testEachKernelMatchesTheDoubleReference() {
        var rng = XorShift32(seed: 77)
        let inputs = [
            ("photo", SyntheticInputs.photo(width: 120, height: 68)),
            ("random", Reference.randomSurface(71, 45, &rng)),
            ("black-white", GaussianBlurTests.blackAndWhite(64, 48, &rng)),
            ("thin", Reference.randomSurface(3, 90, &rng)),
        ]
        for kernel in GaussianBlur.Kernel.supported {
            for (name, input) in inputs {
                for sigma in [0.7, 2.0, 8, 32] {
                    let e = GaussianBlurTests.errors(
                        Self.blurred(input, sigma: sigma, kernel), BlurReference.blur(input, sigma: sigma))
                    print(
                        String(
                            format: "blur-accuracy %@ %@ sigma=%g max=%.3f mean=%.3f", "\(kernel)", name,
                            sigma, e.max.max()!, e.mean.reduce(0, +) / 4))
                    for c in 0..<4 {
                        let words = "\(kernel) \(name) sigma \(sigma) channel \(c)"
                        XCTAssertLessThanOrEqual(e.max[c], GaussianBlurTests.maxError, words)
                        XCTAssertLessThanOrEqual(e.mean[c], GaussianBlurTests.meanError, words)
                    }
                }
            }
        }
    }

    /// Within one kernel, the bands (threads, progress) change nothing: every line is filtered
    /// alone, wherever a band starts. A constant image stays exactly constant, premultiplied
    /// output stays premultiplied.
    func testEachKernelIsBitIdenticalAcrossBandsAndKeepsConstantsAndAlpha() {
        var rng = XorShift32(seed: 12)
        let input = Reference.randomSurface(211, 133, &rng, opaqueShare: 0.1)
        for kernel in GaussianBlur.Kernel.supported {
            for sigma in [1.5, 9] {
                let single = Self.blurred(input, sigma: sigma, kernel)
                for threads in [2, 3, 7] {
                    XCTAssertTrue(
                        Self.blurred(input, sigma: sigma, kernel, threads: threads).hasSamePixels(as: single),
                        "\(kernel) sigma \(sigma), \(threads) threads")
                }
                let banded = Self.blurred(input, sigma: sigma, kernel) { _ in }
                XCTAssertTrue(banded.hasSamePixels(as: single), "\(kernel) sigma \(sigma) with progress")
                for y in 0..<single.height {
                    for x in 0..<single.width {
                        let p = single[x, y], a = Pixel.alpha(p)
                        if Pixel.red(p) > a || Pixel.green(p) > a || Pixel.blue(p) > a {
                            XCTFail("\(kernel) sigma \(sigma): (\(x), \(y)) = \(String(p, radix: 16)) over alpha")
                            return
                        }
                    }
                }
            }
            for colour in [Color(rgb: 0x7F3A12), Color(red: 200, green: 10, blue: 90, alpha: 77), .white] {
                let s = Surface(width: 19, height: 11)!
                s.clear(to: colour)
                for sigma in [0.5, 8, 200] {
                    XCTAssertTrue(
                        Self.blurred(s, sigma: sigma, kernel).hasSamePixels(as: s),
                        "\(kernel) \(colour) sigma \(sigma)")
                }
            }
        }
    }
}
