import Geometry

/// `Surface.scaled(to:)`'s area filter fed one source row at a time, top to bottom, so a
/// decoder can hand over rows as they decode and never hold the full-size image (a
/// 16384 x 8192 PNG shown at 560 px holds a band of rows and two rows of floats, not 512 MiB).
///
/// Each destination pixel is the area-weighted average of the source pixels it covers. A
/// source row is filtered across once and added to the one or two destination rows it
/// covers, in source order, so the sums, and the pixels, are those of filtering the whole
/// image at once. Downscaling only (neither side grows).
public final class AreaScaler {
    /// The destination, complete once every source row was added.
    public let output: Surface
    private let columns: [[(Int, Float)]]
    private let rows: [[(Int, Float)]]
    private var line: [Float]
    /// The sums of destination rows `next` and `next + 1`, four floats (B, G, R, A) a pixel.
    private var current: [Float]
    private var following: [Float]
    /// The destination row to finish next, and the source row expected next.
    private var next = 0
    private var sourceRow = 0
    public let sourceSize: PixelSize

    /// Nil for an empty size, or one larger than `source` on either side.
    public init?(from source: PixelSize, to size: PixelSize) {
        guard size.width <= source.width, size.height <= source.height, let output = Surface(size: size) else {
            return nil
        }
        self.output = output
        sourceSize = source
        columns = Surface.boxWeights(from: source.width, to: size.width)
        rows = Surface.boxWeights(from: source.height, to: size.height)
        line = [Float](repeating: 0, count: size.width * 4)
        current = line
        following = line
    }

    /// True once every source row was added.
    public var isComplete: Bool { sourceRow == sourceSize.height }

    /// Adds the next source row: `sourceSize.width` premultiplied pixels.
    public func add(row source: UnsafePointer<UInt32>) {
        precondition(sourceRow < sourceSize.height, "more rows than the source has")
        let y = sourceRow
        sourceRow += 1
        line.withUnsafeMutableBufferPointer { filter(source, into: $0) }
        accumulate(y, into: &current, of: next)
        if next + 1 < rows.count { accumulate(y, into: &following, of: next + 1) }
        while next < rows.count, let last = rows[next].last, last.0 <= y {
            finishRow()
        }
    }

    /// Adds `line` times the weight source row `y` has in destination row `index`, if any.
    private func accumulate(_ y: Int, into sums: inout [Float], of index: Int) {
        let taps = rows[index]
        guard let first = taps.first, y >= first.0, y - first.0 < taps.count else { return }
        let w = taps[y - first.0].1
        line.withUnsafeBufferPointer { line in
            sums.withUnsafeMutableBufferPointer { sums in
                for i in 0..<line.count { sums[i] += line[i] * w }
            }
        }
    }

    /// Writes destination row `next` from its sums and moves on to the one after.
    private func finishRow() {
        let d = output.row(next)
        current.withUnsafeBufferPointer { acc in
            for x in 0..<output.width {
                @inline(__always) func q(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v + 0.5))) }
                let a = q(acc[x * 4 + 3])
                // Rounding can push a channel a hair over alpha; premultiplied must not.
                d[x] = Pixel.pack(
                    red: min(a, q(acc[x * 4 + 2])), green: min(a, q(acc[x * 4 + 1])),
                    blue: min(a, q(acc[x * 4])), alpha: a)
            }
        }
        swap(&current, &following)
        following.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        next += 1
    }

    /// Source row `s` box-filtered to the destination width.
    private func filter(_ s: UnsafePointer<UInt32>, into line: UnsafeMutableBufferPointer<Float>) {
        for (ox, taps) in columns.enumerated() {
            var b: Float = 0, g: Float = 0, r: Float = 0, a: Float = 0
            for (sx, w) in taps {
                let p = s[sx]
                b += Float(p & 0xFF) * w
                g += Float((p >> 8) & 0xFF) * w
                r += Float((p >> 16) & 0xFF) * w
                a += Float(p >> 24) * w
            }
            line[ox * 4] = b
            line[ox * 4 + 1] = g
            line[ox * 4 + 2] = r
            line[ox * 4 + 3] = a
        }
    }
}
