/// A rectangle of whole pixels: clips, damage, source regions. Width and height are at least 0.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: PixelSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var area: Int { width * height }
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both; an empty side does not count.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// What of this rectangle lies outside `other`: at most four rectangles that do not overlap,
    /// the bands above and below `other` first, then the parts left and right of it.
    public func subtracting(_ other: PixelRect) -> Pieces {
        let inside = intersection(other)
        guard !inside.isEmpty else { return isEmpty ? [] : [self] }
        var pieces = Pieces()
        func add(_ piece: PixelRect) { if !piece.isEmpty { pieces.append(piece) } }
        add(PixelRect(x: x, y: y, width: width, height: inside.y - y))
        add(PixelRect(x: x, y: inside.maxY, width: width, height: maxY - inside.maxY))
        add(PixelRect(x: x, y: inside.y, width: inside.x - x, height: inside.height))
        add(PixelRect(x: inside.maxX, y: inside.y, width: maxX - inside.maxX, height: inside.height))
        return pieces
    }

    /// Moved in by `d` on every side (out, for a negative `d`).
    public func inset(by d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "PixelRect(\(x), \(y), \(width)x\(height))" }
}
