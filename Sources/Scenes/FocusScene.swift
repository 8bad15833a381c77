import Effects
import Geometry
import Gestures
import Raster

/// The focus scene: images in a vertical strip, one per page, each centred in a slot and
/// pre-scaled once to its display size. A wheel notch pages by one item with an eased snap.
/// (The focus box, its grayscale split and dragging come with the focus issue.)
final class FocusScene: Scene {
    let name = "focus"
    private let catalog: ImageCatalog
    private let cache: DisplayImageCache
    private var viewSize = PixelSize(0, 0)
    private var pager: Pager?
    private var needsDraw = true
    private var drawnOffset: Double?

    init(catalog: ImageCatalog, cache: DisplayImageCache) {
        self.catalog = catalog
        self.cache = cache
    }

    func resize(to size: PixelSize, time: Double) {
        viewSize = size
        let pitch = Double(max(1, size.height))
        if pager == nil {
            pager = Pager(count: catalog.entries.count, pitch: pitch)
        } else {
            pager?.setPitch(pitch)
        }
        invalidate()
    }

    func invalidate() {
        needsDraw = true
    }

    /// The box each item is fitted into: 70% of the shorter side of the view, square.
    var slotSize: Size {
        let side = (Double(min(viewSize.width, viewSize.height)) * Defaults.focusSlotShare).rounded()
        return Size(side, side)
    }

    func handle(_ event: InputEvent, time: Double) {
        guard pager != nil else { return }
        switch event {
        case .wheel(.down, _, _), .keyPressed(.down, _), .keyPressed(.pageDown, _), .keyPressed(.space, _):
            pager!.page(by: 1, at: time)
        case .wheel(.up, _, _), .keyPressed(.up, _), .keyPressed(.pageUp, _):
            pager!.page(by: -1, at: time)
        case .keyPressed(.home, _):
            pager!.go(to: 0, at: time)
        case .keyPressed(.end, _):
            pager!.go(to: catalog.entries.count - 1, at: time)
        default:
            return
        }
        needsDraw = true
    }

    func nextFrameTime(after time: Double) -> Double? {
        if needsDraw { return time }
        guard let pager, pager.isAnimating(at: time) || pager.offset(at: time) != drawnOffset else { return nil }
        return time
    }

    func render(into surface: Surface, time: Double) -> [PixelRect] {
        guard var pager else {
            surface.clear(to: Defaults.background)
            needsDraw = false
            return [surface.bounds]
        }
        pager.settle(at: time)
        self.pager = pager
        let offset = pager.offset(at: time)
        surface.clear(to: Defaults.background)
        for index in visibleItems(offset: offset) {
            drawItem(index, offset: offset, into: surface)
        }
        drawnOffset = offset
        needsDraw = false
        return [surface.bounds]
    }

    /// The items whose slot meets the view.
    private func visibleItems(offset: Double) -> ClosedRange<Int> {
        let pitch = Double(max(1, viewSize.height))
        let first = max(0, Int(((offset - pitch) / pitch).rounded(.down)))
        let last = min(catalog.entries.count - 1, Int(((offset + pitch) / pitch).rounded(.up)))
        return first...max(first, last)
    }

    /// The slot of item `index` in view coordinates at scroll `offset`.
    func slot(of index: Int, offset: Double) -> Rect {
        let center = Point(Double(viewSize.width) / 2, Double(viewSize.height) / 2 + Double(index) * Double(viewSize.height) - offset)
        return Rect.centered(at: center, size: slotSize)
    }

    private func drawItem(_ index: Int, offset: Double, into surface: Surface) {
        let entry = catalog.entries[index]
        let slot = slot(of: index, offset: offset)
        let fitted = entry.size.size.fitted(into: slot.size)
        let pixels = PixelSize(max(1, Int(fitted.width.rounded())), max(1, Int(fitted.height.rounded())))
        let frame = Rect.centered(at: slot.center, size: pixels.size).pixelRect
        guard !frame.intersection(surface.bounds).isEmpty else { return }
        switch cache.image(path: entry.path, size: pixels) {
        case .image(let image):
            surface.composite(image, atX: frame.x, y: frame.y)
        case .failed:
            Placeholder.draw(in: frame, on: surface)
        }
    }
}
