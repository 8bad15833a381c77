import Geometry

/// Where the items of a paged strip sit in the view. Every item is fitted into a slot of
/// `slotSize`; item k's slot is centred in the view when the scroll offset is `positions[k]`.
/// With `spacing`, neighbours sit a fixed gap apart between their real edges (the image fitted
/// into its slot), so a narrow item between wide ones leaves no holes; an item whose size is
/// not known yet counts as filling its slot. Without, they sit a view length apart: one item
/// a page.
///
/// Sizes become known as files near the view are opened. `learn(_:keeping:)` places the items
/// again around the item the view shows, which keeps its position, so the strip does not jump;
/// only items beyond the newly known ones move. Everything is in whole pixels, so the gaps and
/// the focus box's split are exact.
public struct StripLayout: Equatable, Sendable {
    public let viewSize: PixelSize
    public let slotSize: PixelSize
    /// The focus box, centred in the view. Default: the slot.
    public let boxSize: PixelSize
    public let orientation: StripOrientation
    /// Nil: one item a page.
    public let spacing: StripSpacing?
    /// The known sizes of the items' images (their own, before fitting), by index.
    public private(set) var imageSizes: [Int: PixelSize]
    public private(set) var positions: StripPositions

    /// `count` items; item 0 is centred at offset 0.
    public init(
        viewSize: PixelSize, slotSize: PixelSize, boxSize: PixelSize? = nil, orientation: StripOrientation,
        count: Int, spacing: StripSpacing? = nil, imageSizes: [Int: PixelSize] = [:]
    ) {
        self.viewSize = viewSize
        self.slotSize = slotSize
        self.boxSize = boxSize ?? slotSize
        self.orientation = orientation
        self.spacing = spacing
        self.imageSizes = imageSizes.filter { (0..<max(0, count)).contains($0.key) }
        positions = StripPositions([])!
        positions = placed(count: max(0, count), anchor: 0, at: 0)
    }

    /// Adds known image sizes and places the items again; item `anchor` keeps its position.
    public mutating func learn(_ sizes: [Int: PixelSize], keeping anchor: Int) {
        let count = positions.count
        guard count > 0 else { return }
        imageSizes.merge(sizes.filter { (0..<count).contains($0.key) }) { $1 }
        let kept = min(count - 1, max(0, anchor))
        positions = placed(count: count, anchor: kept, at: positions[kept])
    }

    /// More items at the end, `count` in all (a folder walk still finding them): the items
    /// before keep their places, so nothing on screen moves.
    public mutating func grow(to count: Int) {
        let old = positions.count
        guard count > old else { return }
        positions =
            old == 0
            ? placed(count: count, anchor: 0, at: 0) : placed(count: count, anchor: old - 1, at: positions[old - 1])
    }

    /// The size item `index` is shown at: its image fitted into the slot, or the whole slot
    /// while its size is not known.
    public func displaySize(of index: Int) -> PixelSize {
        imageSizes[index].map { $0.fitted(into: slotSize) } ?? slotSize
    }

    /// The view's length along the strip.
    public var viewLength: Double { Double(orientation.length(of: viewSize)) }

    /// The slot length along the strip.
    public var slotLength: Double { Double(orientation.length(of: slotSize)) }

    /// The slot of the centred item.
    public var centreSlot: PixelRect { centred(slotSize) }

    /// The focus box: centred in the view.
    public var box: PixelRect { centred(boxSize) }

    /// Whole pixels item `index` is moved by from the centre at `offset`: the offset is rounded
    /// once, and positions are whole, so every item moves together.
    public func shift(of index: Int, offset: Double) -> Int {
        Int(positions[index] - offset.rounded())
    }

    /// The slot of item `index` at scroll `offset`.
    public func slot(of index: Int, offset: Double) -> PixelRect {
        let d = shift(of: index, offset: offset)
        let c = centreSlot
        return orientation == .vertical ? c.offsetBy(dx: 0, dy: d) : c.offsetBy(dx: d, dy: 0)
    }

    /// `size` centred in the slot of item `index`.
    public func frame(of index: Int, size: PixelSize, offset: Double) -> PixelRect {
        let s = slot(of: index, offset: offset)
        return PixelRect(
            x: s.x + (s.width - size.width) / 2, y: s.y + (s.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// Where item `index` is shown at `offset`: its display size centred in its slot.
    public func frame(of index: Int, offset: Double) -> PixelRect {
        frame(of: index, size: displaySize(of: index), offset: offset)
    }

    /// The items whose frames meet the view; empty when none do.
    public func visibleItems(offset: Double) -> Range<Int> {
        // Slots first (a binary search), then the ends whose real frames miss the view.
        let o = offset.rounded(), before = Double(slotStart)
        var items = positions.indices(between: o - before - slotLength, and: o + viewLength - before)
        let view = PixelRect(size: viewSize)
        func hidden(_ index: Int) -> Bool { frame(of: index, offset: offset).intersection(view).isEmpty }
        while let first = items.first, hidden(first) { items = items.dropFirst() }
        while let last = items.last, hidden(last) { items = items.dropLast() }
        return items
    }

    /// The item shown at `point`, if any: within its frame along the strip, anywhere across the band.
    public func item(at point: Point, offset: Double) -> Int? {
        guard band.rect.contains(point) else { return nil }
        return visibleItems(offset: offset).first { index in
            let f = frame(of: index, offset: offset)
            let (start, length) = orientation == .vertical ? (f.y, f.height) : (f.x, f.width)
            let p = orientation.component(of: point)
            return p >= Double(start) && p < Double(start + length)
        }
    }

    /// The band of the view the strip can draw into (everything else stays background).
    public var band: PixelRect {
        let c = centreSlot
        return orientation == .vertical
            ? PixelRect(x: c.x, y: 0, width: c.width, height: viewSize.height)
            : PixelRect(x: 0, y: c.y, width: viewSize.width, height: c.height)
    }

    /// The distance along the strip of a pointer movement.
    public func along(_ p: Point) -> Double { orientation.component(of: p) }

    private func centred(_ size: PixelSize) -> PixelRect {
        PixelRect(
            x: (viewSize.width - size.width) / 2, y: (viewSize.height - size.height) / 2,
            width: size.width, height: size.height)
    }
}
