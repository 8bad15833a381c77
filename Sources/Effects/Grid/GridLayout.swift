import Geometry

/// Where the grid's tiles stand: square tiles in rows, as many columns as fit the view's width,
/// the block of columns centred across it, the rows scrolled down it. A tile's name, when
/// names are shown, sits in `labelHeight` below it. A pure value: `scroll` is how far the rows
/// have moved up, in whole pixels.
public struct GridLayout: Equatable, Sendable {
    public var viewSize: PixelSize
    public var count: Int
    public var tileSide: Int
    /// Between tiles, and above the first row.
    public var gap: Int
    public var labelHeight: Int

    public init(viewSize: PixelSize, count: Int, tileSide: Int, gap: Int, labelHeight: Int = 0) {
        self.viewSize = viewSize
        self.count = max(0, count)
        self.tileSide = max(1, tileSide)
        self.gap = max(0, gap)
        self.labelHeight = max(0, labelHeight)
    }

    public var pitchX: Int { tileSide + gap }
    public var pitchY: Int { tileSide + labelHeight + gap }
    public var columns: Int { max(1, (viewSize.width - gap) / pitchX) }
    public var rows: Int { (count + columns - 1) / columns }
    /// Whole rows the view holds (at least one): what PgUp/PgDn move by.
    public var rowsInView: Int { max(1, (viewSize.height - gap) / pitchY) }
    /// The rows' height, with the gap above the first and below the last.
    public var contentHeight: Int { gap + rows * pitchY }
    public var maxScroll: Double { Double(max(0, contentHeight - viewSize.height)) }

    /// The left edge of the first column: the columns are centred.
    var left: Int { max(gap, (viewSize.width - (columns * pitchX - gap)) / 2) }

    /// Tile `index`'s square in the view.
    public func tileRect(_ index: Int, scroll: Int) -> PixelRect {
        let (row, column) = index.quotientAndRemainder(dividingBy: columns)
        return PixelRect(x: left + column * pitchX, y: gap + row * pitchY - scroll, width: tileSide, height: tileSide)
    }

    /// Where tile `index`'s name goes: below the tile, as wide as it.
    public func labelRect(_ index: Int, scroll: Int) -> PixelRect {
        let tile = tileRect(index, scroll: scroll)
        return PixelRect(x: tile.x, y: tile.maxY, width: tile.width, height: labelHeight)
    }

    /// The tiles wholly or partly in view.
    public func visibleIndices(scroll: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let firstRow = max(0, (scroll - gap) / pitchY)
        let lastRow = min(rows - 1, max(0, (scroll + viewSize.height - gap) / pitchY))
        return min(count, firstRow * columns)..<min(count, (lastRow + 1) * columns)
    }

    /// The tile under `point` (its square or its name), if any.
    public func index(at point: Point, scroll: Double) -> Int? {
        let x = Int(point.x.rounded(.down)) - left, y = Int((point.y + scroll).rounded(.down)) - gap
        guard x >= 0, y >= 0, x % pitchX < tileSide, y % pitchY < tileSide + labelHeight else { return nil }
        let column = x / pitchX, row = y / pitchY
        guard column < columns else { return nil }
        let index = row * columns + column
        return index < count ? index : nil
    }

    /// The scroll nearest `scroll` that shows tile `index`'s whole row (its name too) with the
    /// gap around it, or as much of it as the view holds.
    public func scroll(showing index: Int, from scroll: Double) -> Double {
        guard count > 0 else { return 0 }
        let row = min(max(0, index), count - 1) / columns
        let top = Double(row * pitchY), bottom = Double(gap + (row + 1) * pitchY)
        var scroll = scroll
        if bottom - scroll > Double(viewSize.height) { scroll = bottom - Double(viewSize.height) }
        if top < scroll { scroll = top }
        return min(maxScroll, max(0, scroll))
    }
}
