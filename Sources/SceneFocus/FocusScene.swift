import AppInterface
import Effects
import Geometry
import ImageFiles
import ImageLibrary
import Overlay
import Raster
import SceneKit

/// The focus scene: a paged strip of images behind a fixed focus box. What lies inside the
/// box is in colour, everything outside in grayscale, split exactly at the box edge.
/// The strip runs along the window's longer side until the user turns it (O); the neighbours
/// show beside the item in focus, a fixed gap apart between their real edges (P: one item a
/// page). Wheel and keys page, a drag scrolls 1:1 (across the strip too) and flings with
/// momentum, a click on a side item brings it to the centre. Enter or a double click on the
/// image in focus opens it alone to look closer (`FocusZoom`).
package final class FocusScene: Scene {
    package let id = SceneID.focus

    package struct Options {
        /// The focus box; nil: the size of one item's slot, as in the original effect.
        package var boxSize: PixelSize?
        /// Decode the zoom view's full-resolution picture inline (headless runs must be
        /// reproducible). Default: false, it decodes on a thread of its own.
        package var synchronous = false

        package init(boxSize: PixelSize? = nil, synchronous: Bool = false) {
            self.boxSize = boxSize
            self.synchronous = synchronous
        }
    }

    // Internal to this scene's module: its input and drawing halves live in their own files.
    let catalog: ImageList
    let loader: ImageLoader
    let options: Options
    var layout = StripLayout(viewSize: PixelSize(1, 1), slotSize: PixelSize(1, 1), orientation: .vertical, count: 0)
    /// The strip's scroll, the neighbours, the input under way and the closer look.
    var model: FocusModel
    /// Items whose file headers were read (or could not be): each file is asked once.
    var measured: Set<Int> = []
    /// What the framebuffer shows: the offset and loader generation it was drawn at.
    var drawn: (offset: Double, generation: Int)?
    /// What the closer look last drew: its view, the loader generation it was drawn at from the
    /// strip's copy (or with nothing yet), nil when drawn from the full-resolution picture, and
    /// how.
    var zoomDrawn: (view: ZoomView, generation: Int?, quality: ZoomQuality)?
    /// The bands a whole closer-look frame is drawn in, reused.
    var zoomBands: FocusZoomBands?
    var needsFullDraw = true
    var failures = FailureReporter()
    /// The decoded size of the image in focus, once drawn (for the status line).
    var focusedImageSize: (index: Int, size: PixelSize)?
    var messages: [AppMessage] = []
    /// Decodes the zoom view's image at full resolution, off the render thread.
    let zoomDecoder: PhotoDecoder
    /// The last image decoded for the zoom view with its mip levels, kept after the view
    /// closes so Enter again shows it at once (one image, as the blur scene keeps its photo).
    var zoomPicture: (picture: PicturePage, image: Surface, mips: MipChain)?
    /// `zoomPicture` came from a file cut short: only its top part is there.
    var zoomPictureCutShort = false
    /// What `zoomPicture` holds, as last told to the loader.
    var heldBytes = 0
    /// The limit a closer look's picture and its mip levels must fit (tests lower it).
    var zoomLimits = DecodeLimits.default
    /// The frames of the item in focus, when it animates and the strip rests on it.
    var animation: (index: Int, player: AnimationPlayer<DisplayImage>)?
    /// The item last asked whether it animates (each is asked once while it is in focus).
    var animationChecked: Int?
    /// The closer look's frames at its picture's size with their mip levels, when its file
    /// animates.
    var zoomAnimation: AnimationPlayer<(image: Surface, mips: MipChain)>?
    /// The closer look's frame last drawn (its playback's frame), to tell a new one.
    var zoomDrawnFrame: Int?

    package init(catalog: ImageList, loader: ImageLoader, options: Options) {
        self.catalog = catalog
        self.loader = loader
        self.options = options
        model = FocusModel(imageCount: catalog.entries.count)
        zoomDecoder = PhotoDecoder(synchronous: options.synchronous, wake: { [loader] in loader.wakeHost() })
    }

    /// Tells the loader what the closer look's picture holds, so the cache budget counts it.
    func reportHeldBytes() {
        let now =
            (zoomPicture.map { $0.image.bytes + $0.mips.bytes } ?? 0) + (animation?.player.heldBytes ?? 0)
            + (zoomAnimation?.heldBytes ?? 0)
        guard now != heldBytes else { return }
        heldBytes = now
        loader.hold(now, for: "closer look and animation")
    }

    /// The box in view pixels, centred.
    var focusArea: FocusArea { FocusArea(box: layout.box) }

    package func resize(to size: PixelSize, time: Double) {
        relayout(
            viewSize: size,
            orientation: model.orientationChosen ? layout.orientation : StripOrientation(fitting: size),
            peek: model.peek)
        model.zoom?.view.resize(to: size)
    }

    /// The app calls this when the scene comes back into view or its size changes: either way
    /// the user did something, so a slideshow pauses rather than page on at once.
    package func invalidate() {
        needsFullDraw = true
        if model.slideshow.isRunning {
            model.slideshow.pause()
            messages.append(.info("slideshow paused (S goes on)"))
        }
    }

    /// As `invalidate`, but a slideshow goes on: the user did nothing.
    package func redrawWhole() { needsFullDraw = true }

    /// New geometry for the view, orientation and peek mode; the item in focus stays in focus.
    func relayout(
        viewSize: PixelSize, orientation: StripOrientation, peek: Bool, imageSizes: [Int: PixelSize]? = nil
    ) {
        model.peek = peek
        let side = max(1, Int((Double(min(viewSize.width, viewSize.height)) * Defaults.focusSlotShare).rounded()))
        let gap = Int((Double(side) * Defaults.focusGapShare).rounded())
        // A playing item's frames are fitted to the slot: a new slot size makes its player anew.
        if layout.slotSize != PixelSize(side, side) { (animation, animationChecked) = (nil, nil) }
        layout = StripLayout(
            viewSize: viewSize, slotSize: PixelSize(side, side), boxSize: options.boxSize,
            orientation: orientation, count: catalog.entries.count,
            spacing: peek ? StripSpacing(gap: gap, clearance: Defaults.focusBoxClearance) : nil,
            imageSizes: imageSizes ?? layout.imageSizes)
        if model.pager == nil {
            model.pager = Pager(positions: layout.positions, viewLength: layout.viewLength)
        } else {
            model.pager!.setGeometry(positions: layout.positions, viewLength: layout.viewLength)
        }
        needsFullDraw = true
    }

    package var imageIndex: Int? { model.pager.map(\.targetIndex) }

    package func showImage(at index: Int, time: Double) {
        guard model.pager != nil, catalog.entries.indices.contains(index) else { return }
        // The zoom view, if open, follows to the image chosen in another scene.
        if let zoom = model.zoom, zoom.index != index { openZoom(at: index) }
        model.pager!.jump(to: index)
        needsFullDraw = true
    }

    /// The sizes learned from headers move with their entries; the strip is laid out again
    /// and rests on `index`; an open closer look follows it, or closes with the list empty.
    package func listEdited(_ edit: ListEdit, showing index: Int?, time: Double) {
        measured = Set(measured.compactMap(edit.mapUnchanged))
        let sizes = Dictionary(
            uniqueKeysWithValues: layout.imageSizes.compactMap { old, size in edit.mapUnchanged(old).map { ($0, size) }
            })
        (animation, animationChecked, focusedImageSize, drawn) = (nil, nil, nil, nil)
        model.listEdited(count: catalog.entries.count)
        model.pager = nil
        model.clickedItem = nil
        relayout(viewSize: layout.viewSize, orientation: layout.orientation, peek: model.peek, imageSizes: sizes)
        guard let index, model.pager != nil else {
            model.zoom = nil
            return
        }
        model.pager!.jump(to: index)
        if model.zoom != nil { openZoom(at: index) }
    }

    package func listGrew(time: Double) {
        let old = layout.positions.count, count = catalog.entries.count
        model.listGrew(to: count)
        layout.grow(to: count)
        guard var pager = model.pager else {
            // The first images: the strip begins (and is laid out again at each resize).
            relayout(viewSize: layout.viewSize, orientation: layout.orientation, peek: model.peek)
            return
        }
        pager.grow(positions: layout.positions)
        model.pager = pager
        // Only a strip showing its old end shows anything new.
        if layout.visibleItems(offset: pager.offset(at: time)).contains(old - 1) { needsFullDraw = true }
    }

    /// Escape leaves the zoom view instead of quitting.
    package var takesEscape: Bool { model.zoom != nil }
    /// A pan in the closer look scrolls the last frame.
    package var readsItsLastFrame: Bool { model.zoom != nil }

    /// A hand while the zoomed image is larger than the view, so a drag would pan it.
    package var pointerShape: PointerShape {
        guard let view = model.zoom?.view else { return .arrow }
        let pannable = view.frame.width > view.viewSize.width + 0.5 || view.frame.height > view.viewSize.height + 0.5
        return pannable ? .grab : .arrow
    }

    package var status: SceneStatus {
        guard let index = imageIndex else { return SceneStatus() }
        let size = focusedImageSize?.index == index ? focusedImageSize?.size : nil
        var note = model.zoom?.note
        if let zoom = model.zoom, zoomPictureIsOf(zoom), zoomPictureCutShort {
            note = (note ?? "") + ", cut short"
        }
        let frames = model.zoom != nil ? zoomAnimation?.note : animation?.player.note
        if let frames { note = note.map { "\($0), \(frames)" } ?? frames }
        if let slides = model.slideshow.note { note = note.map { "\($0), \(slides)" } ?? slides }
        if let zoom = model.zoom, let picture = zoomPicture, zoomPictureIsOf(zoom),
            picture.image.width < zoom.imageSize.width
        {
            // Said, so 1:1 is not taken for the file's own pixels (`openZoom`).
            let divisor = Int((Double(zoom.imageSize.width) / Double(picture.image.width)).rounded())
            note = (note ?? "") + ", from a 1/\(divisor)-size copy (memory limit)"
        }
        return SceneStatus(
            fileName: catalog.entries[index].displayName, position: (index, catalog.entries.count),
            imageSize: model.zoom?.imageSize ?? size, note: note)
    }

    package func takeMessages() -> [AppMessage] {
        defer { messages.removeAll() }
        return messages
    }
}
