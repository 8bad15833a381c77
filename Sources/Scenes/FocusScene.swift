import Effects
import Geometry
import Gestures
import Raster

/// The focus scene: a paged strip of images behind a fixed focus box. What lies inside the
/// box is in colour, everything outside in grayscale, split exactly at the box edge.
/// Wheel and keys page, a drag scrolls 1:1 and flings with momentum, a click on a side item
/// brings it to the centre, O turns the strip, P lets the neighbours peek in.
final class FocusScene: Scene {
    let name = "focus"

    struct Options {
        /// The focus box; nil: the size of one item's slot, as in the original effect.
        var boxSize: PixelSize?
    }

    // Internal, not private: the input and drawing halves live in their own files.
    let catalog: ImageCatalog
    let loader: ImageLoader
    let options: Options
    var layout = StripLayout(viewSize: PixelSize(1, 1), slotSize: PixelSize(1, 1), orientation: .vertical)
    var pager: Pager?
    var peek = false
    var wheel = WheelPaging()
    var velocity = VelocityTracker()
    var press: (point: Point, time: Double, moved: Bool)?
    /// What the framebuffer shows: the offset and loader generation it was drawn at.
    var drawn: (offset: Double, generation: Int)?
    var needsFullDraw = true
    var reportedFailures: Set<String> = []
    /// The decoded size of the image in focus, once drawn (for the status line).
    var focusedImageSize: (index: Int, size: PixelSize)?
    var messages: [AppMessage] = []

    init(catalog: ImageCatalog, loader: ImageLoader, options: Options) {
        self.catalog = catalog
        self.loader = loader
        self.options = options
    }

    /// The box in view pixels, centred.
    var focusArea: FocusArea {
        let size = options.boxSize ?? layout.slotSize
        let view = layout.viewSize
        return FocusArea(box: PixelRect(x: (view.width - size.width) / 2, y: (view.height - size.height) / 2,
                                        width: size.width, height: size.height))
    }

    func resize(to size: PixelSize, time: Double) {
        relayout(viewSize: size, orientation: layout.orientation, peek: peek)
    }

    func invalidate() {
        needsFullDraw = true
    }

    /// New geometry for the view, orientation and peek mode; the item in focus stays in focus.
    func relayout(viewSize: PixelSize, orientation: StripOrientation, peek: Bool) {
        self.peek = peek
        let side = max(1, Int((Double(min(viewSize.width, viewSize.height)) * Defaults.focusSlotShare).rounded()))
        var next = StripLayout(viewSize: viewSize, slotSize: PixelSize(side, side), orientation: orientation)
        if peek { next.pitch = Double(side) * Defaults.focusPeekPitch }
        layout = next
        if pager == nil {
            pager = Pager(count: catalog.entries.count, pitch: layout.pitch, viewLength: layout.viewLength)
        } else {
            pager!.setGeometry(pitch: layout.pitch, viewLength: layout.viewLength)
        }
        needsFullDraw = true
    }

    var imageIndex: Int? { pager.map(\.targetIndex) }

    func showImage(at index: Int, time: Double) {
        guard pager != nil, catalog.entries.indices.contains(index) else { return }
        pager!.jump(to: index)
        needsFullDraw = true
    }

    var status: SceneStatus {
        guard let index = imageIndex else { return SceneStatus() }
        let size = focusedImageSize?.index == index ? focusedImageSize?.size : nil
        return SceneStatus(fileName: catalog.entries[index].displayName, position: (index, catalog.entries.count),
                           imageSize: size)
    }

    func takeMessages() -> [AppMessage] {
        defer { messages.removeAll() }
        return messages
    }
}
