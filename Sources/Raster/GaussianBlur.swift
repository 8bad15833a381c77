import Dispatch

/// A Gaussian blur whose cost per pixel does not depend on sigma: a recursive (IIR) filter,
/// Deriche's 4th-order approximation, run along rows and then along columns (see
/// `Coefficients`). Pixels are premultiplied BGRA8, `stride` bytes a row, as everywhere in
/// Raster; the four channels are filtered alike in Float (kept to 1/128 of a unit between the
/// passes), so transparent pixels do not bleed colour, and each result is rounded to nearest
/// with every colour clamped to at most its alpha.
///
/// Edges are clamped: the image continues beyond each side as copies of its edge pixels, so a
/// constant image stays exactly constant and nothing darkens towards the border.
///
/// Accuracy, against the exact convolution in Double with the sampled, normalised Gaussian and
/// the same clamped edges, in 8-bit units: at most 1 (for any input the fitted kernel is within
/// 0.4 of a unit of the Gaussian, 0.25 from sigma 2 up; rounding to 8 bits adds 0.5). On a
/// 320 x 180 crop of the benchmark photo (`vitrine-bench --only blur-accuracy`), max / mean
/// over all channels: 0.52 / 0.17 at sigma 2, 0.54 / 0.19 at sigma 8, 0.53 / 0.19 at sigma 32;
/// on random translucent pixels 0.52 / 0.25 (the tests print theirs). Rounding alone would give
/// 0.5 / 0.25: the filter's own error is a few hundredths. Both kernels (see `Kernel`) give
/// these figures; they differ from each other by at most 1 unit, in under 0.1% of channels.
///
/// Cost: 32 multiplies and about as many adds a pixel for the two passes whatever sigma is;
/// the AVX2 + FMA passes (CRasterAVX2, where the CPU has both) take about 0.43 of the portable
/// SIMD4 loops' time. Measured times: docs/BENCHMARKS.md ("The Gaussian blur").
/// Memory: an intermediate of 8 bytes a pixel (16 MB at 1920 x 1080; Int16, see
/// `intermediateScale`), kept in a `Workspace` between calls.
public struct GaussianBlur: Sendable, Equatable {
    /// Sigma, in pixels.
    public let sigma: Double
    /// Nil below `minimumSigma`, where the blur is a copy.
    let coefficients: Coefficients?

    /// Below this sigma the blur is a copy: the sampled Gaussian at 0.25 puts 0.03% of the
    /// weight on each neighbour, so a copy is within 0.35 of a unit of it for any input.
    public static let minimumSigma = 0.25
    /// The widest blur tested (max error 0.51 along 3000-pixel lines). The recursion's poles
    /// approach 1 as sigma grows, which amplifies Float rounding.
    public static let maximumSigma = 200.0

    /// Nil unless 0 <= sigma <= `maximumSigma`. Sigma under `minimumSigma` gives a copy.
    public init?(sigma: Double) {
        guard sigma >= 0, sigma <= Self.maximumSigma else { return nil }
        self.sigma = sigma
        coefficients = sigma < Self.minimumSigma ? nil : Coefficients(sigma: sigma)
    }

    /// Blurs `source` into `destination`, which must have the same size; they may be the same
    /// surface. With `threads` above 1 (default 1) that many threads share each pass, by bands
    /// of rows and then of columns; the result is bit-for-bit the same for any count.
    /// `workspace` keeps the intermediate buffer between calls: pass one to avoid allocating
    /// width x height x 8 bytes each time. A workspace serves one call at a time.
    ///
    /// `progress`, if given, is called on the calling thread with the share done, 0...1, ending
    /// with 1: each pass counts half. On one thread after each of `progressBands` bands of a
    /// pass; on more, after each pass only (the bands finish on other threads).
    public func apply(
        to source: Surface, into destination: Surface, threads: Int = 1, workspace: Workspace? = nil,
        progress: ((Double) -> Void)? = nil
    ) {
        apply(
            to: source, into: destination, threads: threads, workspace: workspace, kernel: .preferred,
            progress: progress)
    }

    /// `apply` with the loops of `kernel`, which must be one of `Kernel.supported`: for tests
    /// that compare them.
    package func apply(
        to source: Surface, into destination: Surface, threads: Int = 1, workspace: Workspace? = nil,
        kernel: Kernel, progress: ((Double) -> Void)? = nil
    ) {
        precondition(kernel == .baseline || CPU.hasAVX2AndFMA, "the \(kernel) blur on a CPU without it")
        precondition(source.size == destination.size, "blur from \(source.size) into \(destination.size)")
        guard let coefficients else {
            if source !== destination { destination.copy(from: source, sourceRect: source.bounds, toX: 0, y: 0) }
            progress?(1)
            return
        }
        let width = source.width, height = source.height
        let threads = max(1, min(threads, 64))
        let space = workspace ?? Workspace()
        space.reserve(pixels: (width + 3) / 4 * 4 * height, lines: 4 * max(width, height), threads: threads)
        let rowLanes = Lanes(coefficients, gain: Self.intermediateScale / Self.loadScale)
        let columnLanes = Lanes(coefficients, gain: 1 / Self.intermediateScale)
        if threads == 1 {
            if let progress {
                Self.filterInBands(
                    kernel, rowLanes, columnLanes, source, into: destination, workspace: space, progress: progress)
                return
            }
            Self.filterRows(kernel, rowLanes, source, 0..<height, into: space.columns, scratch: space.scratch(0))
            Self.filterColumns(
                kernel, columnLanes, space.columns, 0..<width, into: destination, scratch: space.scratch(0))
            return
        }
        // Four bands a thread, handed out as threads free up: when another process holds a core,
        // the threads that run take over its share instead of waiting for it (a fixed half each
        // made 2 threads slower than 1 on a loaded machine). Bands of rows in multiples of 8
        // (64 bytes of the transposed intermediate; 256 of an AVX2 strip, whole lines when the
        // height is even), of columns in multiples of 16 (64 bytes of a destination row), so no
        // two threads write the same cache line.
        let rowBands = Bands(total: height, count: 4 * threads, multiple: 8)
        space.resetBands()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            while let i = space.nextBand(below: rowBands.count) {
                Self.filterRows(
                    kernel, rowLanes, source, rowBands[i], into: space.columns, scratch: space.scratch(thread))
            }
        }
        progress?(0.5)
        let columnBands = Bands(total: width, count: 4 * threads, multiple: 16)
        space.resetBands()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            while let i = space.nextBand(below: columnBands.count) {
                Self.filterColumns(
                    kernel, columnLanes, space.columns, columnBands[i], into: destination,
                    scratch: space.scratch(thread))
            }
        }
        progress?(1)
    }

    /// 0..<total cut into `count` nearly equal bands, each boundary a multiple of `multiple`
    /// (some may be empty when total is small).
    struct Bands {
        var total: Int, count: Int, multiple: Int

        subscript(i: Int) -> Range<Int> { boundary(i)..<boundary(i + 1) }

        private func boundary(_ i: Int) -> Int { i >= count ? total : (total * i / count) / multiple * multiple }
    }
}

extension Surface {
    /// A copy blurred by a Gaussian of `sigma` pixels (0...`GaussianBlur.maximumSigma`; traps
    /// outside), edges clamped; see `GaussianBlur`. Premultiplied BGRA8 in and out.
    /// `progress`: as for `GaussianBlur.apply`.
    public func gaussianBlurred(sigma: Double, threads: Int = 1, progress: ((Double) -> Void)? = nil) -> Surface {
        guard let blur = GaussianBlur(sigma: sigma) else {
            preconditionFailure("sigma \(sigma) outside 0...\(GaussianBlur.maximumSigma)")
        }
        let out = Surface(width: width, height: height)!
        blur.apply(to: self, into: out, threads: threads, progress: progress)
        return out
    }
}
