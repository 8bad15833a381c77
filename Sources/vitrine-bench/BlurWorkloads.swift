import Foundation
import Geometry
import Raster
import VitrineTestSupport

/// focus-blur-8, focus-blur-32, focus-blur-8-mt (WORKLOADS.md): restore the photo into the
/// frame (one copy; in bands on the mt workloads' threads), blur it with GaussianBlur into a
/// second surface, then blend sharp and blurred through the radial mask
/// m = clamp((r - 300) / 150, 0, 1) around (960, 540). The mask is computed once, as 8-bit
/// weights: it is the scene's region, which a frame does not move. The blur keeps its
/// Workspace between frames, as the scene does.
///
/// `blur-accuracy` times nothing: it prints, on standard error, the blur's max and mean
/// absolute error in 8-bit units at sigma 2, 8 and 32 against a Double convolution with the
/// sampled Gaussian (clamped edges, taps to 6 sigma) on a 320 x 180 crop of the photo.
enum BlurWorkloads {
    static func all() -> [Workload] {
        [
            make("focus-blur-8", sigma: 8, threads: 1), make("focus-blur-32", sigma: 32, threads: 1),
            make("focus-blur-8-mt", sigma: 8, threads: cores),
            make("focus-blur-32-mt", sigma: 32, threads: cores),
            blurOnly("blur-8", sigma: 8, threads: 1), blurOnly("blur-8-mt", sigma: 8, threads: cores), accuracy(),
        ]
    }

    static let cores = ProcessInfo.processInfo.activeProcessorCount

    private static func make(_ name: String, sigma: Double, threads: Int) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            let photo = SyntheticInputs.photo()
            let frame = Surface(size: Workloads.frameSize)!
            let blurred = Surface(size: Workloads.frameSize)!
            let mask = radialMask(Workloads.frameSize)
            let blur = GaussianBlur(sigma: sigma)!
            let workspace = GaussianBlur.Workspace()
            return .success {
                restore(photo, into: frame, threads: threads)
                blur.apply(to: frame, into: blurred, threads: threads, workspace: workspace)
                blend(blurred, into: frame, mask: mask, threads: threads)
            }
        }
    }

    /// The blur alone, photo to a second surface: what GaussianBlur itself costs.
    private static func blurOnly(_ name: String, sigma: Double, threads: Int) -> Workload {
        Workload(name: name, pixels: Workloads.frameSize.area) {
            let photo = SyntheticInputs.photo()
            let blurred = Surface(size: Workloads.frameSize)!
            let blur = GaussianBlur(sigma: sigma)!
            let workspace = GaussianBlur.Workspace()
            return .success { blur.apply(to: photo, into: blurred, threads: threads, workspace: workspace) }
        }
    }

    /// The photo copied into the frame; with `threads` above 1 in bands of rows as `blend`: a
    /// third of a millisecond, out of cache after a blur, which one thread would leave serial
    /// (focus-blur-8-mt: copy 0.33, blur 4.4, blend 1.1 ms on 2 threads).
    static func restore(_ photo: Surface, into frame: Surface, threads: Int) {
        if threads == 1 {
            frame.copy(from: photo, sourceRect: photo.bounds, toX: 0, y: 0)
            return
        }
        let bands = 4 * threads
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let top = frame.height * band / bands, bottom = frame.height * (band + 1) / bands
            let rows = PixelRect(x: 0, y: top, width: frame.width, height: bottom - top)
            frame.copy(from: photo, sourceRect: rows, toX: 0, y: top)
        }
    }

    /// m = clamp((r - 300) / 150, 0, 1) x 255, rounded; r from (960, 540) to pixel centres.
    static func radialMask(_ size: PixelSize) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: size.area)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let dx = Double(x) + 0.5 - 960, dy = Double(y) + 0.5 - 540
                let m = min(1, max(0, ((dx * dx + dy * dy).squareRoot() - 300) / 150))
                mask[y * size.width + x] = UInt8((m * 255).rounded())
            }
        }
        return mask
    }

    /// frame = frame x (1 - m) + blurred x m per channel, premultiplied; with `threads` above 1,
    /// in 4 x that many bands of rows, which dispatch shares among its threads (one a core, and
    /// the mt workloads pass the core count). A plain loop: the scene's own re-blend is
    /// focus-reblend.
    static func blend(_ blurred: Surface, into frame: Surface, mask: [UInt8], threads: Int) {
        mask.withUnsafeBufferPointer { mask in
            let weights = MaskAddress(pointer: mask.baseAddress!)
            if threads == 1 {
                blendRows(0..<frame.height, blurred, into: frame, mask: weights)
                return
            }
            // Four bands a thread, which dispatch hands out as its threads free up (as the blur's
            // own bands): with one fixed half each, a thread that another process holds off its
            // core keeps the frame waiting for its half.
            let bands = 4 * threads
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = frame.height * band / bands..<frame.height * (band + 1) / bands
                blendRows(rows, blurred, into: frame, mask: weights)
            }
        }
    }

    private static func blendRows(_ rows: Range<Int>, _ blurred: Surface, into frame: Surface, mask: MaskAddress) {
        for y in rows {
            let sharp = frame.row(y), soft = blurred.row(y), m = mask.pointer + y &* frame.width
            for x in 0..<frame.width {
                let w = UInt32(m[x])
                if w == 0 { continue }
                // Each scaled channel is at most its share of 255, so the sum cannot carry.
                sharp[x] = w == 255 ? soft[x] : Pixel.scale(sharp[x], by: 255 &- w) &+ Pixel.scale(soft[x], by: w)
            }
        }
    }

    /// The mask's address, handed to the blend's threads, which only read it.
    struct MaskAddress: @unchecked Sendable {
        var pointer: UnsafePointer<UInt8>
    }

    private static func accuracy() -> Workload {
        Workload(name: "blur-accuracy", pixels: 0) {
            let photo = SyntheticInputs.photo()
            let crop = Surface(width: 320, height: 180)!
            crop.copy(from: photo, sourceRect: PixelRect(x: 800, y: 450, width: 320, height: 180), toX: 0, y: 0)
            for sigma in [2.0, 8, 32] {
                let blurred = crop.gaussianBlurred(sigma: sigma)
                let exact = referenceBlur(crop, sigma: sigma)
                var worst = 0.0, sum = 0.0
                for y in 0..<crop.height {
                    for x in 0..<crop.width {
                        let p = blurred[x, y]
                        for c in 0..<4 {
                            let e = abs(Double((p >> (8 * UInt32(c))) & 0xFF) - exact[(y * crop.width + x) * 4 + c])
                            worst = max(worst, e)
                            sum += e
                        }
                    }
                }
                let line = String(
                    format: "blur-accuracy sigma=%g max=%.3f mean=%.3f\n", sigma, worst,
                    sum / Double(crop.width * crop.height * 4))
                FileHandle.standardError.write(Data(line.utf8))
            }
            return .failure(.init(text: "nothing timed; errors in 8-bit units printed above"))
        }
    }

    /// The exact blur in Double: the sampled Gaussian to 6 sigma, normalised, edges clamped;
    /// channels B, G, R, A of pixel (x, y) at (y * width + x) * 4.
    static func referenceBlur(_ s: Surface, sigma: Double) -> [Double] {
        let radius = Int((6 * sigma).rounded(.up))
        var taps = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = taps.reduce(0, +)
        taps = taps.map { $0 / total }
        let w = s.width, h = s.height
        var a = [Double](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = s[x, y]
                for c in 0..<4 { a[(y * w + x) * 4 + c] = Double((p >> (8 * UInt32(c))) & 0xFF) }
            }
        }
        func pass(_ input: [Double], alongX: Bool) -> [Double] {
            var out = [Double](repeating: 0, count: input.count)
            for y in 0..<h {
                for x in 0..<w {
                    for (i, t) in taps.enumerated() {
                        let sx = alongX ? min(w - 1, max(0, x + i - radius)) : x
                        let sy = alongX ? y : min(h - 1, max(0, y + i - radius))
                        for c in 0..<4 { out[(y * w + x) * 4 + c] += t * input[(sy * w + sx) * 4 + c] }
                    }
                }
            }
            return out
        }
        return pass(pass(a, alongX: true), alongX: false)
    }
}
