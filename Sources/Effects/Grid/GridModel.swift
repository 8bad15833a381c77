import Geometry
import Gestures

/// The thumbnail grid: every picture of the list as a tile, one of them selected (the picture
/// the other scenes show), scrolled by the wheel, a drag or the keys. How tiles look is the
/// user's too: their size, square-cropped or whole, names under them or not. A pure value;
/// `GridLayout` places the tiles for a view size.
public struct GridModel: Equatable, Sendable {
    /// The tile sides offered, in points (`+`/`-` and Ctrl+wheel step through them). Default
    /// 160, index 2: about nsxiv's largest and eog's.
    public static let tileSides = [96, 128, 160, 192, 256]
    /// Between tiles, in points. Default: 12.
    public static let gap = 12.0

    public private(set) var count: Int
    public private(set) var selection = 0
    /// Index into `tileSides`.
    public private(set) var sizeStep = 2
    /// Square tiles cropped from each picture's middle (true), or whole pictures fitted in them.
    public private(set) var cropsToSquare = true
    public private(set) var showsNames = false
    public internal(set) var scroll = GridScroll(maxOffset: 0, viewLength: 1)

    /// The press under way: where it began and whether it has become a drag.
    var press: (start: Point, dragging: Bool)?
    var clicks = FocusZoomClicks()
    var velocity = VelocityTracker()

    public init(count: Int, selection: Int = 0) {
        self.count = max(0, count)
        self.selection = min(max(0, selection), max(0, count - 1))
    }

    public static func == (a: GridModel, b: GridModel) -> Bool {
        (a.count, a.selection, a.sizeStep, a.cropsToSquare, a.showsNames, a.scroll)
            == (b.count, b.selection, b.sizeStep, b.cropsToSquare, b.showsNames, b.scroll)
            && a.press?.start == b.press?.start && a.press?.dragging == b.press?.dragging
    }

    /// The tile side in points.
    public var tileSide: Int { GridModel.tileSides[sizeStep] }

    /// The list grew (a walk still bringing names): the selection stays.
    public mutating func listGrew(to count: Int) { self.count = max(self.count, count) }

    /// The list was edited to `count` pictures; `select` follows with the one to show.
    public mutating func listEdited(count: Int) {
        self.count = max(0, count)
        selection = min(selection, max(0, count - 1))
    }

    /// Selects `index` (clamped) and scrolls at once to show it: a scene switch.
    public mutating func select(_ index: Int, layout: GridLayout) {
        selection = min(max(0, index), max(0, count - 1))
        scroll.jump(to: layout.scroll(showing: selection, from: scroll.target))
    }

    /// Forgets a finished motion (each frame), so a resting grid compares equal to another.
    public mutating func settle(at time: Double) { scroll.settle(at: time) }

    /// Takes the extent of a new layout. After a resize or a new tile size the selection is
    /// brought into view (its row moved); the list grown (`keepingSelectionInView` false), the
    /// scroll stays where the user took it.
    public mutating func relayout(_ layout: GridLayout, keepingSelectionInView: Bool = true) {
        scroll.setExtent(maxOffset: layout.maxScroll, viewLength: Double(layout.viewSize.height))
        guard keepingSelectionInView, !scroll.isDragging, count > 0 else { return }
        let wanted = layout.scroll(showing: selection, from: scroll.target)
        if wanted != scroll.target { scroll.jump(to: wanted) }
    }

    mutating func toggleCrop() { cropsToSquare.toggle() }
    mutating func toggleNames() { showsNames.toggle() }

    /// One size larger (`by` 1) or smaller (-1); false at the end of the sizes.
    mutating func resize(by step: Int) -> Bool {
        let next = min(GridModel.tileSides.count - 1, max(0, sizeStep + step))
        defer { sizeStep = next }
        return next != sizeStep
    }

    /// Moves the selection to `index` (clamped) and eases the scroll to show it.
    mutating func move(to index: Int, layout: GridLayout, at time: Double) {
        guard count > 0 else { return }
        selection = min(max(0, index), count - 1)
        let wanted = layout.scroll(showing: selection, from: scroll.target)
        if wanted != scroll.target { scroll.ease(to: wanted, at: time) }
    }
}

/// What a grid input asks of the scene beyond the model.
public enum GridWork: Equatable, Sendable {
    case none
    /// The tile size or the names changed: the layout must be made anew.
    case relayout
    /// Show this picture in the strip.
    case open(Int)
}
