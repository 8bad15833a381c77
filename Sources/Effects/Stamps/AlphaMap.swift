import Geometry

/// STUB (the helper replaces this file): a stamp's hit-test mask in art coordinates.
public struct AlphaMap: Equatable, Sendable {
    /// Art pixels per mask cell along each side. Default: 4.
    public let cell: Int
    /// The mask's size in cells.
    public let width: Int
    public let height: Int
    private let bits: [Bool]

    /// `alpha`: the art's alpha channel rendered at scale 1, `width` x `height` bytes, row by row.
    /// Nil for an empty size or a buffer of the wrong length.
    public init?(alpha: [UInt8], width: Int, height: Int, cell: Int = 4, reach: Int = 2, threshold: UInt8 = 16) {
        guard width > 0, height > 0, alpha.count == width * height, cell > 0 else { return nil }
        self.cell = cell
        self.width = (width + cell - 1) / cell
        self.height = (height + cell - 1) / cell
        var bits = [Bool](repeating: false, count: self.width * self.height)
        for y in 0..<height {
            for x in 0..<width where alpha[y * width + x] > threshold { bits[(y / cell) * self.width + x / cell] = true }
        }
        self.bits = bits
    }

    /// Whether mask cell (x, y) is set (false outside).
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return bits[y * width + x]
    }

    /// Whether art point `p` falls on a set cell.
    public func isOpaque(art p: Point) -> Bool {
        isSet(x: Int((p.x / Double(cell)).rounded(.down)), y: Int((p.y / Double(cell)).rounded(.down)))
    }

    /// Whether view point `point` hits the stamp whose art `transform` places (art -> view).
    public func isOpaque(_ point: Point, placedBy transform: Affine) -> Bool {
        guard let inverse = transform.inverted else { return false }
        return isOpaque(art: inverse.apply(point))
    }
}
