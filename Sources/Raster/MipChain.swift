/// Box-filtered, premultiplied levels of an image, built once and kept (level 0 is the image).
///
/// Each level halves the one above, rounding up (5 -> 3), down to 1 x 1. A level pixel is the
/// rounded integer mean of the 2 x 2 block above it; on an odd last row or column the block
/// has fewer pixels and the mean is over those. Means of premultiplied pixels stay
/// premultiplied (no channel above its alpha), so transparent areas never darken colour.
public final class MipChain: @unchecked Sendable {
    public let levels: [Surface]
    /// Per level: every pixel's alpha is 255. A draw that samples an opaque level stores its
    /// interior without looking at alpha or the destination (ImageDrawPlan.isOpaqueSource).
    /// Known here because the chain is built once and kept, and its levels never change; a
    /// bare Surface can be written at any time, so a flag cached on it could go stale.
    let opaqueLevels: [Bool]

    /// The bytes of all levels but level 0 (the caller already counts the image itself), for a
    /// cache's budget: about a third of the image.
    public var bytes: Int { levels.dropFirst().reduce(0) { $0 + $1.stride * $1.height } }

    public init(_ image: Surface) {
        var levels = [image]
        while let last = levels.last, last.width > 1 || last.height > 1 {
            levels.append(MipChain.halved(last))
        }
        self.levels = levels
        // Level 0 is read once more (the halving read it already, and costs far more). A mean
        // of opaque pixels is opaque, so a level below an opaque one is not read; a scan stops
        // after its first row with a non-opaque pixel.
        var opaque: [Bool] = []
        for level in levels { opaque.append(opaque.last == true || level.everyPixelIsOpaque()) }
        opaqueLevels = opaque
    }

    /// Whether every pixel of the image (level 0) is opaque: a draw of it then covers what it
    /// wholly overlaps, and what lies under that need not be drawn first.
    public var isOpaque: Bool { opaqueLevels[0] }

    /// Whether `surface` is one of the levels and opaque.
    func isOpaque(_ surface: Surface) -> Bool {
        levels.indices.contains { levels[$0] === surface && opaqueLevels[$0] }
    }

    /// The level to sample for a transform whose destination pixel spans `footprint` image
    /// pixels: the one whose own pixel size is nearest in log scale (2^L closest to footprint).
    func level(forFootprint footprint: Double) -> Int {
        guard footprint > 1.5 else { return 0 }
        // log2 rounded: level L covers footprints 2^(L - 0.5)...2^(L + 0.5).
        var level = 0, size = 1.0
        while level < levels.count - 1, footprint >= size * 2.0.squareRoot() {
            level += 1
            size *= 2
        }
        return level
    }

    static func halved(_ s: Surface) -> Surface {
        let w = (s.width + 1) / 2, h = (s.height + 1) / 2
        let out = Surface(width: w, height: h)!
        for y in 0..<h {
            let y1 = min(2 * y + 1, s.height - 1)
            let sourceRows = y1 == 2 * y ? [s.row(2 * y)] : [s.row(2 * y), s.row(y1)]
            let d = out.row(y)
            for x in 0..<w {
                let x1 = min(2 * x + 1, s.width - 1)
                // Four 16-bit lanes, one a channel: a sum of four bytes fits.
                var sum: UInt64 = 0, n: UInt64 = 0
                for r in sourceRows {
                    sum &+= PackedLanes.spread(r[2 * x])
                    n += 1
                    if x1 != 2 * x {
                        sum &+= PackedLanes.spread(r[x1])
                        n += 1
                    }
                }
                d[x] = mean(sum, n)
            }
        }
        return out
    }

    /// Each lane's rounded mean over `n` pixels (1, 2 or 4), packed back.
    @inline(__always)
    private static func mean(_ sum: UInt64, _ n: UInt64) -> UInt32 {
        var out: UInt32 = 0
        for lane in 0..<4 {
            let v = (sum >> UInt64(16 * lane)) & 0xFFFF
            out |= UInt32((v + n / 2) / n) << UInt32(8 * lane)
        }
        return out
    }
}
