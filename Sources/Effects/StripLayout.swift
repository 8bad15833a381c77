import Geometry

/// Along which axis a strip runs.
public enum StripOrientation: Equatable, Sendable {
    case vertical, horizontal

    public var toggled: StripOrientation { self == .vertical ? .horizontal : .vertical }
}

/// Where the items of a paged strip sit in the view: item k's slot is centred in the view when
/// the scroll offset is k * pitch, and slots follow each other `pitch` pixels apart.
public struct StripLayout: Equatable, Sendable {
    public var viewSize: PixelSize
    /// Every item is fitted into a slot of this size.
    public var slotSize: PixelSize
    public var orientation: StripOrientation
    /// From one slot's centre to the next. Default: the view's length along the strip (one item a page).
    public var pitch: Double

    public init(viewSize: PixelSize, slotSize: PixelSize, orientation: StripOrientation, pitch: Double? = nil) {
        self.viewSize = viewSize
        self.slotSize = slotSize
        self.orientation = orientation
        self.pitch = max(1, pitch ?? Double(orientation == .vertical ? viewSize.height : viewSize.width))
    }

    /// The view's length along the strip.
    public var viewLength: Double { Double(orientation == .vertical ? viewSize.height : viewSize.width) }

    /// The slot length along the strip.
    public var slotLength: Double { Double(orientation == .vertical ? slotSize.height : slotSize.width) }

    /// The slot of the centred item: the focus box by default.
    public var centreSlot: PixelRect {
        PixelRect(x: (viewSize.width - slotSize.width) / 2, y: (viewSize.height - slotSize.height) / 2,
                  width: slotSize.width, height: slotSize.height)
    }

    /// Whole pixels the strip is moved by at `offset`: rounded once, so every item moves together.
    public func shift(of index: Int, offset: Double) -> Int {
        Int((Double(index) * pitch - offset).rounded())
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
        return PixelRect(x: s.x + (s.width - size.width) / 2, y: s.y + (s.height - size.height) / 2,
                         width: size.width, height: size.height)
    }

    /// The items whose slots meet the view, among `count`; empty when none do.
    public func visibleItems(count: Int, offset: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let half = (viewLength + slotLength) / 2
        let first = Int(((offset - half) / pitch).rounded(.down)) + 1
        let last = Int(((offset + half) / pitch).rounded(.up)) - 1
        let lo = max(0, first), hi = min(count - 1, last)
        return lo <= hi ? lo..<(hi + 1) : 0..<0
    }

    /// The item whose slot holds `point`, if any.
    public func item(at point: Point, count: Int, offset: Double) -> Int? {
        visibleItems(count: count, offset: offset).first { index in
            slot(of: index, offset: offset).rect.contains(point)
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
    public func along(_ p: Point) -> Double { orientation == .vertical ? p.y : p.x }
}
