import AppInterface
import Effects
import Geometry
import ImageLibrary
import Overlay
import Raster
import SceneKit

/// The tilt scene: the pointer stands in for a phone's tilt. Its place from the window's centre
/// is the viewer offset (`ViewerOffset`, eased); depth layers of vector art move against it by
/// their depth, a large title moves with it and its soft shadow the other way, so the title
/// seems to float above the landscape. C shows a picture card instead of the title, tilted in
/// perspective toward the pointer, with a glare and a shadow.
///
/// Everything that is expensive (the art, the title, the blurred shadows, the card's picture)
/// is rendered once per size into cached surfaces (`TiltArt`, `TiltTitle`, `TiltCard`); a frame
/// composites them at the offset's positions, and frames come only while the offset moves.
package final class TiltScene: Scene {
    package let id = SceneID.tilt

    // Internal to this module: the input and drawing halves live in their own files. What the
    // user sees and changes is `model`; the rest draws it.
    let catalog: ImageList
    let loader: ImageLoader
    let titleText: String
    /// The viewer offset, the card and its image.
    var model: TiltModel
    var viewSize = PixelSize(1, 1)
    /// Points to pixels (1 at 96 dpi, as `Typography.scale`).
    var scale = 1.0
    /// Caches, made on the first frame that needs them (and again after a resize).
    var art: TiltArt?
    var title: TiltTitle?
    var card: TiltCard?
    /// The card frame handed to the bands, reused.
    var cardFrame: TiltCardFrame?
    /// The offset and mode the framebuffer shows; nil: draw everything.
    var drawn: (offset: Point, card: Bool, generation: Int)?
    var failures = FailureReporter()
    var messages: [AppMessage] = []
    /// The card's frames, when its picture animates.
    var cardAnimation: AnimationPlayer<Surface>?

    package init(catalog: ImageList, loader: ImageLoader, title: String) {
        self.catalog = catalog
        self.loader = loader
        self.titleText = title
        model = TiltModel(imageCount: catalog.entries.count)
    }

    /// The display's scale and the wish for still motion, from the app (they may change after
    /// the start, when the host learns them).
    package func configure(displayScale scale: Double, reducesMotion: Bool, time: Double) {
        if scale != self.scale {
            self.scale = scale
            dropCaches()
        }
        if reducesMotion != model.viewer.reducesMotion {
            model.viewer.setReducesMotion(reducesMotion, at: time)
            drawn = nil
        }
    }

    package func resize(to size: PixelSize, time: Double) {
        guard size != viewSize else { return }
        viewSize = size
        dropCaches()
    }

    package func invalidate() { drawn = nil }

    func dropCaches() {
        (art, title, card, drawn, cardAnimation) = (nil, nil, nil, nil, nil)
    }

    /// Points as pixels at the display's scale (96 dpi: 1 pt = 4/3 px).
    func pixels(_ points: Double) -> Double { points * scale * 96 / 72 }

    /// Pixels a layer moves per unit of offset at most: frames stop once the eased offset is
    /// within half a pixel of its target for this travel.
    var pixelsPerUnit: Double {
        pixels(max(TiltArt.travel, Defaults.tiltTitleTravel, model.cardMode ? Defaults.tiltCardShadowTravel : 0))
    }

    package var imageIndex: Int? { catalog.entries.isEmpty ? nil : model.cardIndex }

    package func showImage(at index: Int, time: Double) {
        let before = model
        model.show(imageAt: index)
        forgetWhatChanged(since: before)
    }

    package func listEdited(_ edit: ListEdit, showing index: Int?, time: Double) {
        model.listEdited(count: catalog.entries.count)
        if let index { model.show(imageAt: index) }
        (card, cardAnimation, drawn) = (nil, nil, nil)
    }

    package func listGrew(time: Double) {
        let before = model
        model.listGrew(to: catalog.entries.count)
        if before.imageCount == 0 { drawn = nil } // the card has its first image
    }

    /// Another card image needs its card made anew; another mode, a whole frame.
    func forgetWhatChanged(since before: TiltModel) {
        if model.cardIndex != before.cardIndex { (card, cardAnimation) = (nil, nil) }
        // Out of view, the card's frames stop; the card goes with its player, so coming back
        // makes both anew and plays again from the first frame (a kept card had held the frame
        // it was showing, still).
        if !model.cardMode { (card, cardAnimation) = (nil, nil) }
        if model.cardIndex != before.cardIndex || model.cardMode != before.cardMode { drawn = nil }
    }

    package var status: SceneStatus {
        var status = SceneStatus()
        if model.viewer.reducesMotion {
            status.note = "reduced motion"
            status.helpNote = "reduced motion is on: the layers hold still"
        } else {
            let o = model.viewer.drawn(pixelsPerUnit: pixelsPerUnit)
            status.note = "offset " + StatusText.twoDecimals(o.x) + ", " + StatusText.twoDecimals(o.y)
        }
        if model.cardMode, catalog.entries.indices.contains(model.cardIndex) {
            status.fileName = catalog.entries[model.cardIndex].displayName
            status.position = (model.cardIndex, catalog.entries.count)
            status.imageSize = card?.originalSize
            if let frames = cardAnimation?.note { status.note = (status.note.map { $0 + ", " } ?? "") + frames }
        }
        return status
    }

    package func takeMessages() -> [AppMessage] {
        defer { messages.removeAll() }
        return messages
    }
}
