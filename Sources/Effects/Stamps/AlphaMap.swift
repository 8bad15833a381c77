import Geometry

/// Where a stamp can be touched, in art coordinates: its art's ink, widened by a few pixels so
/// that a hairline or a gap between letters is as easy to press as a solid shape, and a press
/// in the empty space of the art's box (a ring's hole, the corner beside a diagonal stroke)
/// falls through to what lies below. One bit per `cell` x `cell` art pixels.
///
/// Built in three steps from the art's alpha at scale 1:
/// 1. Down by `cell`, keeping each cell's strongest alpha (a max, not an average: a 1-px
///    hairline would average to a quarter of its alpha in a 4-px cell and an anti-aliased
///    diagonal one to less, so the threshold would have to depend on the ink's width).
/// 2. Blurred by a separable tent of radius `reach` cells, weights reach + 1 - |k|, a cheap
///    Gaussian: the ink spreads by `reach` cells, a lone speck less far than a stroke.
/// 3. Set where the blurred alpha is above `threshold`.
///
/// With the defaults (cell 4, reach 2, threshold 16) a full-alpha stroke, however thin, reaches
/// 2 cells to either side along its length: every art point within 8 art pixels of its ink is
/// set, and none 12 or more away (the 4 between depend on where the stroke falls in its cells).
/// That is 8 to 12 view pixels at scale 1, fewer on a smaller stamp. Past a stroke's ends, and
/// around a lone speck, the reach is 1 cell straight out. The mask covers the art's box only:
/// ink at the box's edge reaches no further outward.
public struct AlphaMap: Equatable, Sendable {
    /// Art pixels per mask cell along each side. Default: 4 (a 260 x 180 art: 65 x 45 cells).
    public let cell: Int
    /// The mask's size in cells.
    public let width: Int
    public let height: Int
    /// Row by row, `wordsPerRow` words a row; cell x of a row is bit x % 64 of word x / 64.
    private let words: [UInt64]
    private let wordsPerRow: Int

    /// `alpha`: the art's alpha channel rendered at scale 1, `width` x `height` bytes, row by row.
    /// `cell`: art pixels per mask cell. Default: 4.
    /// `reach`: the blur's radius in cells (0: none). Default: 2, so a press a few view pixels
    /// beside a 2-px stroke still hits it (see above: 8 to 12 art pixels).
    /// `threshold`: the blurred alpha (of 255) a cell must exceed. Default: 16. A full-alpha
    /// stroke blurs to 255 (r + 1 - k) / (r + 1)^2 at k cells across it: 85, 57, 28 for r = 2,
    /// all above 16; a lone full-alpha speck to 28 on itself and 19 one cell across. Measured
    /// against a full area (255) this is 6%; against a thin stroke's blurred level, over half of
    /// the least it reaches. Strokes of alpha 48 or less, and specks of 144 or less, vanish:
    /// anti-aliasing fringes on their own are not ink. A longer reach needs a lower threshold:
    /// a stroke's level at the reach's end is 255 / (r + 1)^2, 15.9 for r = 3, which 16 cuts
    /// off a cell short.
    /// Nil for an empty size, a buffer of the wrong length, a cell under 1 or a negative reach.
    public init?(alpha: [UInt8], width: Int, height: Int, cell: Int = 4, reach: Int = 2, threshold: UInt8 = 16) {
        guard width > 0, height > 0, alpha.count == width * height, cell > 0, reach >= 0 else { return nil }
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        let strongest = AlphaMap.strongest(alpha, width: width, height: height, cell: cell)
        let blurred = AlphaMap.tentBlurred(strongest, width: columns, height: rows, reach: reach)
        // The tent's weights sum to (reach + 1)^2 along each axis: compare unnormalised, exactly.
        let side = (reach + 1) * (reach + 1), level = Int(threshold) * side * side
        self.cell = cell
        self.width = columns
        self.height = rows
        wordsPerRow = (columns + 63) / 64
        var words = [UInt64](repeating: 0, count: wordsPerRow * rows)
        for y in 0..<rows {
            for x in 0..<columns where blurred[y * columns + x] > level {
                words[y * wordsPerRow + x / 64] |= 1 << UInt64(x % 64)
            }
        }
        self.words = words
    }

    /// Whether mask cell (x, y) is set (false outside).
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return words[y * wordsPerRow + x / 64] & (1 << UInt64(x % 64)) != 0
    }

    /// Whether art point `p` falls on a set cell.
    public func isOpaque(art p: Point) -> Bool {
        let x = (p.x / Double(cell)).rounded(.down), y = (p.y / Double(cell)).rounded(.down)
        // Beyond Int's range (or NaN) is outside the mask; the conversion would trap.
        guard x >= 0, y >= 0, x < Double(width), y < Double(height) else { return false }
        return isSet(x: Int(x), y: Int(y))
    }

    /// Whether view point `point` hits the stamp whose art `transform` places (art -> view).
    public func isOpaque(_ point: Point, placedBy transform: Affine) -> Bool {
        guard let inverse = transform.inverted else { return false }
        return isOpaque(art: inverse.apply(point))
    }

    /// Each cell's strongest alpha, cells row by row.
    private static func strongest(_ alpha: [UInt8], width: Int, height: Int, cell: Int) -> [Int] {
        let columns = (width + cell - 1) / cell
        var cells = [Int](repeating: 0, count: columns * ((height + cell - 1) / cell))
        for y in 0..<height {
            let row = (y / cell) * columns
            for x in 0..<width {
                let i = row + x / cell
                cells[i] = max(cells[i], Int(alpha[y * width + x]))
            }
        }
        return cells
    }

    /// `values` (width x height, row by row) convolved with the tent reach + 1 - |k| along x and
    /// then along y, unnormalised; zero beyond the edges.
    private static func tentBlurred(_ values: [Int], width: Int, height: Int, reach: Int) -> [Int] {
        var across = [Int](repeating: 0, count: values.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for k in max(-reach, -x)...min(reach, width - 1 - x) {
                    sum += (reach + 1 - abs(k)) * values[y * width + x + k]
                }
                across[y * width + x] = sum
            }
        }
        var both = [Int](repeating: 0, count: values.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for k in max(-reach, -y)...min(reach, height - 1 - y) {
                    sum += (reach + 1 - abs(k)) * across[(y + k) * width + x]
                }
                both[y * width + x] = sum
            }
        }
        return both
    }
}
