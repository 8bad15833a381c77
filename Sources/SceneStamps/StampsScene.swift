import AppInterface
import Effects
import Fonts
import Geometry
import ImageLibrary
import Overlay
import Raster
import SceneKit

/// Object interaction: comic stamps on a picture. No handles: a drag near a stamp's centre moves
/// it, near its outer edge turns and resizes it about its centre; Ctrl+drag pinches (two
/// fingers mirrored about the stamp's centre), Ctrl+wheel scales, the wheel turns. A stamp is
/// hit where its alpha map (`AlphaMap`: its alpha scaled down, blurred, thresholded) is set, so
/// a click beside a thin line grabs it and a click in the empty part of its box does not.
///
/// The stamps (`StampBoard`) live in canvas units: the picture fitted to `canvasSide` on its
/// longer side, so a window resize or a save at full resolution only changes the canvas's
/// scale. Each stamp's art is rendered once per scale into a bitmap (`StampSprite`) that the
/// frames turn and move; it is rendered sharp again when a gesture ends (in the background when
/// loading is asynchronous: `StampSharpener`). Every move, turn and
/// resize can be undone (`UndoHistory`).
package final class StampsScene: Scene {
    package let id = SceneID.stamps

    /// The canvas's longer side, in canvas units. Default: 1000.
    static let canvasSide = 1000.0

    // Internal to this module: input, drawing and saving live in their own files. What the
    // user sees and changes is `model`; the rest draws it (bitmaps, maps, what was drawn).
    let catalog: ImageList
    let loader: ImageLoader
    let synchronous: Bool
    /// Renders the stamps' bitmaps sharp off the render thread; nil when loading is synchronous
    /// (headless runs and tests: every frame reproducible), where they are rendered on the spot.
    let sharpener: StampSharpener?
    let text = TextCache()
    var viewSize = PixelSize(1, 1)
    var textScale = 1.0
    /// The picture chosen, the stamps, their history, the gesture, pointer and maps switch.
    var model: StampsModel
    var sprites: [Int: StampSprite] = [:]
    /// The sprites' alpha maps by stamp id, gathered once for hit tests.
    var maps: [Int: AlphaMap] = [:]
    /// Bitmap stickers from `--stamp FILE.png`, placed after the vector stamps.
    let stickers: [StampSticker]
    var picture: DisplayImage?
    /// Why the picture cannot be shown, by list index.
    var failure: (index: Int, reason: String)?
    /// The shown picture's size from its file's header (nil: unreadable), by list index.
    var headerShape: (index: Int, shape: PixelSize?)?
    var drawn: Drawn?
    /// The frame being worked out (`wanted(into:)`), swapped with `drawn` once drawn: the two
    /// keep their arrays' storage from frame to frame, so a steady frame allocates nothing.
    var next = Drawn.empty
    /// Storage `changed` keeps from frame to frame: the outlines and boxes a frame redraws.
    var outlines: [Quad] = []
    var changedBoxes: [PixelRect] = []
    /// The hint's text as last made, and the facts it says.
    var hintText: (facts: HintFacts, text: String)?
    /// The hint's card as last laid out, for that hint, view size and text scale: laid out
    /// again only when one of them changes (during a move the hint stays the same).
    var hintCardCache: (hint: String, size: PixelSize, textScale: Double, card: OverlayCard)?
    var failures = FailureReporter()
    var messages: [AppMessage] = []
    var saveJob: SaveJob?

    /// What a frame showed; the next draws only where this changed.
    struct Drawn: Equatable {
        var stamps: [StampLook]
        var fingers: [Point]
        var hint: String?
        var showsMaps: Bool
        var textScale: Double
        var generation: Int

        /// Nothing yet: what `wanted(into:)` fills.
        static let empty = Drawn(stamps: [], fingers: [], hint: nil, showsMaps: false, textScale: 1, generation: 0)
    }

    /// What the hint line says, as values: its text is made from them (`hint`).
    struct HintFacts: Equatable {
        enum Doing: Equatable {
            case hover(StampAction)
            case gesture(StampDrag.Kind)
        }

        var id: Int
        var doing: Doing
        /// A turn's or pinch's angle in whole degrees (0..<360) and scale since the press in
        /// hundredths, as the hint shows them; 0 otherwise.
        var degrees, hundredths: Int
        /// A turn snaps (Shift is not held), so the hint says how not to.
        var snapping: Bool
    }

    /// One stamp as drawn: its art -> view map, and which rendering of which sprite.
    struct StampLook: Equatable {
        var id: Int
        var transform: Affine
        /// The art's size (canvas units at scale 1).
        var size: Size
        var rendering: Int
        var viewBounds: PixelRect

        /// The art's corners in view pixels.
        var outline: Quad { Quad(Rect(x: 0, y: 0, width: size.width, height: size.height), mappedBy: transform) }
    }

    package init(catalog: ImageList, loader: ImageLoader, stickers: [StampSticker], synchronous: Bool) {
        self.catalog = catalog
        self.loader = loader
        self.stickers = stickers
        self.synchronous = synchronous
        model = StampsModel(imageCount: catalog.entries.count)
        sharpener = synchronous ? nil : StampSharpener(wake: { [loader] in loader.wakeHost() })
    }

    /// The display's scale, from the app (it may change after the start).
    package func configure(displayScale scale: Double, reducesMotion: Bool, time: Double) {
        textScale = scale
    }

    package func resize(to size: PixelSize, time: Double) {
        guard size != viewSize else { return }
        viewSize = size
        picture = nil
        drawn = nil
    }

    package func invalidate() {
        drawn = nil
        picture = nil
    }

    /// As `invalidate`, keeping the picture.
    package func redrawWhole() { drawn = nil }

    package var imageIndex: Int? { catalog.entries.isEmpty ? nil : model.index }

    package func showImage(at index: Int, time: Double) {
        let shown = model.index
        model.show(imageAt: index)
        guard model.index != shown else { return }
        picture = nil
        drawn = nil
    }

    /// The stamps stay, as when paging.
    package var canUndo: Bool { model.canUndo }

    package func listEdited(_ edit: ListEdit, showing index: Int?, time: Double) {
        model.listEdited(count: catalog.entries.count)
        if let index { model.show(imageAt: index) }
        // Known by index: another picture (or none) may stand at it now.
        (picture, drawn, failure, headerShape) = (nil, nil, nil, nil)
    }

    package func listGrew(time: Double) {
        if model.imageCount == 0 { drawn = nil } // its first picture arrived
        model.listGrew(to: catalog.entries.count)
    }

    package var status: SceneStatus {
        var status = SceneStatus()
        if catalog.entries.indices.contains(model.index) {
            status.fileName = catalog.entries[model.index].displayName
            status.position = (model.index, catalog.entries.count)
            status.imageSize = picture?.originalSize
        }
        status.note = "\(model.board.stamps.count) stamps"
        return status
    }

    /// What a press would do where the pointer is, as the cursor shows it.
    package var pointerShape: PointerShape {
        if let gesture = model.gesture { return gesture.drag.kind == .move ? .grab : .turn }
        guard let target = hover else { return .arrow }
        return target.action == .move ? .move : .turn
    }

    package func takeMessages() -> [AppMessage] {
        collectSave()
        defer { messages.removeAll() }
        return messages
    }
}
