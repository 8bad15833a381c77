import Foundation
import Geometry
import Raster
import VitrineTestSupport
import XCTest

/// GaussianBlur against a slow Double convolution with the sampled, normalised Gaussian
/// (taps to 6 sigma, edges clamped), plus the properties a blur must keep.
final class GaussianBlurTests: XCTestCase {
    /// The bound the documentation states: max 1 unit per channel (the fit contributes 0.25,
    /// rounding 0.5), mean 0.3.
    static let maxError = 1.0
    static let meanError = 0.3

    func testMatchesTheDoubleReferenceOnPhotoAndRandomPixels() {
        var rng = XorShift32(seed: 77)
        let inputs = [
            ("photo", SyntheticInputs.photo(width: 120, height: 68)),
            ("random", Reference.randomSurface(71, 45, &rng)),
            ("black-white", Self.blackAndWhite(64, 48, &rng)),
        ]
        for (name, input) in inputs {
            for sigma in [2.0, 8, 32] {
                let e = Self.errors(input.gaussianBlurred(sigma: sigma), BlurReference.blur(input, sigma: sigma))
                print(
                    String(
                        format: "blur-accuracy %@ %dx%d sigma=%g max=%.3f mean=%.3f (B G R A max %@)", name,
                        input.width, input.height, sigma, e.max.max()!, e.mean.reduce(0, +) / 4,
                        e.max.map { String(format: "%.2f", $0) }.joined(separator: " ")))
                for c in 0..<4 {
                    XCTAssertLessThanOrEqual(e.max[c], Self.maxError, "\(name) sigma \(sigma) channel \(c) max")
                    XCTAssertLessThanOrEqual(e.mean[c], Self.meanError, "\(name) sigma \(sigma) channel \(c) mean")
                }
            }
        }
    }

    /// Small and odd sizes (single rows and columns, groups of four with remainders) and the
    /// ends of the sigma range, where the recursion's poles are furthest from and closest to 1.
    func testMatchesTheReferenceAtOddSizesAndExtremeSigmas() {
        var rng = XorShift32(seed: 5)
        let cases: [(Int, Int, Double)] = [
            (1, 1, 3), (1, 9, 2), (9, 1, 2), (2, 3, 0.5), (5, 7, 0.25), (13, 6, 0.7), (6, 13, 1.3),
            (37, 19, 100), (23, 11, 200), (1500, 2, 200), (2, 700, 64),
        ]
        for (w, h, sigma) in cases {
            let input = Reference.randomSurface(w, h, &rng)
            let e = Self.errors(input.gaussianBlurred(sigma: sigma), BlurReference.blur(input, sigma: sigma))
            XCTAssertLessThanOrEqual(e.max.max()!, Self.maxError, "\(w)x\(h) sigma \(sigma): max error")
        }
    }

    func testConstantImageStaysExactlyConstant() {
        let colours = [
            Color(rgb: 0x000000), Color(rgb: 0xFFFFFF), Color(rgb: 0x7F3A12),
            Color(red: 200, green: 10, blue: 90, alpha: 77), Color(red: 255, green: 255, blue: 255, alpha: 1),
        ]
        for colour in colours {
            for (w, h) in [(1, 1), (7, 3), (64, 33)] {
                let s = Surface(width: w, height: h)!
                s.clear(to: colour)
                for sigma in [0.3, 2, 8, 32, 200] {
                    let out = s.gaussianBlurred(sigma: sigma, threads: 2)
                    XCTAssertTrue(
                        out.hasSamePixels(as: s),
                        "\(colour) \(w)x\(h) sigma \(sigma): \(String(out[0, 0], radix: 16))")
                }
            }
        }
    }

    /// Content at least 6 sigma from every border over a flat background: the clamped blur then
    /// only spreads it, so each channel's sum stays what it was, up to rounding.
    func testEnergyIsPreserved() {
        var rng = XorShift32(seed: 9)
        let s = Surface(width: 120, height: 100)!
        s.clear(to: Color(rgb: 0x404040))
        for y in 30..<70 {
            for x in 40..<80 {
                s[x, y] = Pixel.pack(
                    red: rng.nextUInt32() & 0xFF, green: rng.nextUInt32() & 0xFF,
                    blue: rng.nextUInt32() & 0xFF, alpha: 255)
            }
        }
        for sigma in [1.0, 2, 4] {
            let out = s.gaussianBlurred(sigma: sigma)
            for c in 0..<4 {
                let before = Self.channelSum(s, c), after = Self.channelSum(out, c)
                // Rounding errors mostly cancel over 12,000 pixels; the faint tails, rounded
                // towards the background, lose 0.004 a pixel at sigma 4. Allow 0.01 (1e-4 of the sum).
                print("blur-energy sigma=\(sigma) channel \(c): \(before) -> \(after)")
                XCTAssertLessThanOrEqual(
                    abs(after - before), 0.01 * Double(s.width * s.height),
                    "sigma \(sigma) channel \(c)")
            }
        }
    }

    /// A bright square touching the border of a uniform image: with clamped edges nothing comes
    /// out darker than the background, and a border far from the square keeps its value.
    func testEdgesDoNotDarken() {
        let s = Surface(width: 90, height: 60)!
        s.clear(to: Color(rgb: 0x646464))
        s.fill(PixelRect(x: 0, y: 3, width: 12, height: 12), with: .white)
        for sigma in [2.0, 8, 32] {
            let out = s.gaussianBlurred(sigma: sigma)
            for y in 0..<out.height {
                for x in 0..<out.width where Pixel.green(out[x, y]) < 0x64 || Pixel.alpha(out[x, y]) != 255 {
                    XCTFail("sigma \(sigma): (\(x), \(y)) darkened to \(String(out[x, y], radix: 16))")
                    return
                }
            }
            // The border as the exact clamped convolution has it (zero padding would halve it).
            let exact = BlurReference.blur(s, sigma: sigma)
            for y in 0..<out.height {
                for x in 0..<out.width where x == 0 || y == 0 || x == out.width - 1 || y == out.height - 1 {
                    XCTAssertEqual(
                        Double(Pixel.green(out[x, y])), exact[(y * out.width + x) * 4 + 1],
                        accuracy: Self.maxError, "sigma \(sigma): border pixel (\(x), \(y))")
                }
            }
            if sigma <= 8 { XCTAssertEqual(out[89, 59], 0xFF64_6464, "sigma \(sigma): the far corner") }
        }
    }

    func testThreadsGiveBitIdenticalResults() {
        var rng = XorShift32(seed: 21)
        let input = Reference.randomSurface(203, 117, &rng)
        for sigma in [1.5, 9] {
            let single = input.gaussianBlurred(sigma: sigma, threads: 1)
            for threads in [2, 3, 7] {
                XCTAssertTrue(
                    input.gaussianBlurred(sigma: sigma, threads: threads).hasSamePixels(as: single),
                    "sigma \(sigma), \(threads) threads")
            }
        }
    }

    func testOutputStaysPremultiplied() {
        var rng = XorShift32(seed: 33)
        let input = Reference.randomSurface(97, 61, &rng, opaqueShare: 0.1)
        for sigma in [0.5, 1, 3, 12] {
            let out = input.gaussianBlurred(sigma: sigma, threads: 2)
            for y in 0..<out.height {
                for x in 0..<out.width {
                    let p = out[x, y], a = Pixel.alpha(p)
                    if Pixel.red(p) > a || Pixel.green(p) > a || Pixel.blue(p) > a {
                        XCTFail("sigma \(sigma): (\(x), \(y)) = \(String(p, radix: 16)) has a channel over alpha")
                        return
                    }
                }
            }
        }
    }

    func testInPlaceWorkspaceReuseAndTheSigmaRange() {
        var rng = XorShift32(seed: 2)
        let input = Reference.randomSurface(40, 30, &rng)
        let expected = input.gaussianBlurred(sigma: 5)
        let workspace = GaussianBlur.Workspace()
        // A larger blur first, so the workspace is reused rather than sized for this one.
        let big = Reference.randomSurface(50, 50, &rng)
        GaussianBlur(sigma: 2)!.apply(to: big, into: Surface(width: 50, height: 50)!, workspace: workspace)
        let inPlace = input.copy()
        GaussianBlur(sigma: 5)!.apply(to: inPlace, into: inPlace, threads: 2, workspace: workspace)
        XCTAssertTrue(inPlace.hasSamePixels(as: expected), "in place, reused workspace")

        XCTAssertNil(GaussianBlur(sigma: -1))
        XCTAssertNil(GaussianBlur(sigma: .nan))
        XCTAssertNil(GaussianBlur(sigma: GaussianBlur.maximumSigma + 1))
        XCTAssertNotNil(GaussianBlur(sigma: GaussianBlur.maximumSigma))
        XCTAssertTrue(input.gaussianBlurred(sigma: 0).hasSamePixels(as: input), "sigma 0 is a copy")
        XCTAssertTrue(input.gaussianBlurred(sigma: 0.2).hasSamePixels(as: input), "below minimumSigma is a copy")
    }

    // MARK: helpers

    /// Per channel (B, G, R, A): max and mean |actual - exact|, in 8-bit units.
    static func errors(_ actual: Surface, _ exact: [Double]) -> (max: [Double], mean: [Double]) {
        var worst = [Double](repeating: 0, count: 4), sum = [Double](repeating: 0, count: 4)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let p = Reference.channels(actual[x, y])
                for c in 0..<4 {
                    let e = abs(p[c] - exact[(y * actual.width + x) * 4 + c])
                    worst[c] = max(worst[c], e)
                    sum[c] += e
                }
            }
        }
        return (worst, sum.map { $0 / Double(actual.width * actual.height) })
    }

    /// Opaque pixels, each black or white at random: the most contrast a kernel error can meet.
    static func blackAndWhite(_ w: Int, _ h: Int, _ rng: inout XorShift32) -> Surface {
        let s = Surface(width: w, height: h)!
        for y in 0..<h {
            for x in 0..<w { s[x, y] = rng.nextUInt32() & 1 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
        }
        return s
    }

    static func channelSum(_ s: Surface, _ c: Int) -> Double {
        var total = 0.0
        for y in 0..<s.height {
            for x in 0..<s.width { total += Reference.channels(s[x, y])[c] }
        }
        return total
    }
}

/// The exact blur, slowly: the sampled Gaussian to 6 sigma, normalised, edges clamped, in
/// Double, along x and then along y (the 2-D kernel is the product, so this is the 2-D
/// convolution). Channels B, G, R, A of pixel (x, y) at (y * width + x) * 4.
enum BlurReference {
    static func blur(_ s: Surface, sigma: Double) -> [Double] {
        let w = s.width, h = s.height
        var pixels = [Double](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = Reference.channels(s[x, y])
                for c in 0..<4 { pixels[(y * w + x) * 4 + c] = p[c] }
            }
        }
        let radius = Int((6 * sigma).rounded(.up))
        var taps = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = taps.reduce(0, +)
        taps = taps.map { $0 / total }
        // Weight of sample i (0..<n) for output o: the taps landing on it, those beyond either
        // end landing on the end sample (clamping).
        func weights(_ n: Int) -> [[Double]] {
            (0..<n).map { o in
                var row = [Double](repeating: 0, count: n)
                for (k, t) in taps.enumerated() { row[min(n - 1, max(0, o + k - radius))] += t }
                return row
            }
        }
        let wx = weights(w), wy = weights(h)
        var across = [Double](repeating: 0, count: pixels.count)
        for y in 0..<h {
            for x in 0..<w {
                for i in 0..<w where wx[x][i] != 0 {
                    for c in 0..<4 { across[(y * w + x) * 4 + c] += wx[x][i] * pixels[(y * w + i) * 4 + c] }
                }
            }
        }
        var out = [Double](repeating: 0, count: pixels.count)
        for y in 0..<h {
            for i in 0..<h where wy[y][i] != 0 {
                for x in 0..<w {
                    for c in 0..<4 { out[(y * w + x) * 4 + c] += wy[y][i] * across[(i * w + x) * 4 + c] }
                }
            }
        }
        return out
    }
}
