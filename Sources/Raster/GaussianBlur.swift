import Dispatch

/// A Gaussian blur whose cost per pixel does not depend on sigma: a recursive (IIR) filter,
/// Deriche's 4th-order approximation, run along rows and then along columns (see
/// `Coefficients`). Pixels are premultiplied BGRA8, `stride` bytes a row, as everywhere in
/// Raster; the four channels are filtered alike in Float, so transparent pixels do not bleed
/// colour, and each result is rounded to nearest with every colour clamped to at most its alpha.
///
/// Edges are clamped: the image continues beyond each side as copies of its edge pixels, so a
/// constant image stays exactly constant and nothing darkens towards the border.
///
/// Accuracy against the exact (Double) convolution with the sampled, normalised Gaussian and the
/// same clamped edges, 8-bit units over all four channels, measured by `vitrine-bench --accuracy`
/// on a 320 x 180 crop of the benchmark photo and by the tests on random translucent pixels:
/// max 0.80 / mean 0.25 at sigma 2, max 0.77 / mean 0.25 at sigma 8, max 0.73 / mean 0.25 at
/// sigma 32 (rounding to 8 bits alone accounts for max 0.5 / mean 0.25). Documented bound: max 1.
///
/// Cost: about 34 multiply-adds a pixel for both passes, plus a Float intermediate of 16 bytes
/// a pixel (kept in a `Workspace` between calls).
public struct GaussianBlur: Sendable, Equatable {
    /// Sigma, in pixels.
    public let sigma: Double
    /// Nil below `minimumSigma`, where the blur is a copy.
    let coefficients: Coefficients?

    /// Below this sigma the blur is a copy: the sampled Gaussian puts 0.07% of the weight on
    /// each neighbour at 0.25, under 0.2 of a unit even for a 0-to-255 step.
    public static let minimumSigma = 0.25
    /// The widest blur: beyond this the recursion's poles are too close to 1 for Float.
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
    /// width x height x 16 bytes each time. A workspace serves one call at a time.
    public func apply(to source: Surface, into destination: Surface, threads: Int = 1, workspace: Workspace? = nil) {
        precondition(source.size == destination.size, "blur from \(source.size) into \(destination.size)")
        guard let coefficients else {
            if source !== destination { destination.copy(from: source, sourceRect: source.bounds, toX: 0, y: 0) }
            return
        }
        let width = source.width, height = source.height
        let threads = max(1, min(threads, 64))
        let space = workspace ?? Workspace()
        space.reserve(pixels: width * height, lines: 4 * height, threads: threads)
        let k = Lanes(coefficients)
        if threads == 1 {
            Self.filterRows(k, source, 0..<height, into: space.columns)
            Self.filterColumns(k, space.columns, 0..<width, into: destination, scratch: space.scratch(0))
            return
        }
        // Four bands a thread, handed out as threads free up: when another process holds a core,
        // the threads that run take over its share instead of waiting for it (a fixed half each
        // made 2 threads slower than 1 on a loaded machine). Bands of rows in multiples of 4
        // (64 bytes of the transposed intermediate), of columns in multiples of 16 (64 bytes of
        // a destination row), so no two threads write the same cache line.
        let rowBands = Bands(total: height, count: 4 * threads, multiple: 4)
        space.resetBands()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let i = space.nextBand(below: rowBands.count) {
                Self.filterRows(k, source, rowBands[i], into: space.columns)
            }
        }
        let columnBands = Bands(total: width, count: 4 * threads, multiple: 16)
        space.resetBands()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            while let i = space.nextBand(below: columnBands.count) {
                Self.filterColumns(k, space.columns, columnBands[i], into: destination, scratch: space.scratch(thread))
            }
        }
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
    public func gaussianBlurred(sigma: Double, threads: Int = 1) -> Surface {
        guard let blur = GaussianBlur(sigma: sigma) else {
            preconditionFailure("sigma \(sigma) outside 0...\(GaussianBlur.maximumSigma)")
        }
        let out = Surface(width: width, height: height)!
        blur.apply(to: self, into: out, threads: threads)
        return out
    }
}
