import AppInterface
import Effects
import Fonts
import Geometry
import ImageLibrary
import Overlay
import Raster
import SceneKit

/// Edge antialiasing: the same picture in three panels, turning slowly together, drawn three
/// ways (`EdgesPanel`): jagged, with a transparent border, and exact. Dragging near a panel's
/// outline turns them, near its centre moves them; the wheel scales them; M shows a magnifier
/// under the pointer to inspect the edge pixels.
///
/// The model (`TurningPanels`) holds the angle as of an anchor time, so frames at any times
/// show the angle their time says; the picture (`EdgesPicture`) is decoded and prepared once
/// per image and view size. While turning, every frame redraws the view; paused and idle, none.
package final class EdgesScene: Scene {
    package let id = SceneID.edges

    /// What a frame showed; the next draws only when this changes.
    struct Drawn: Equatable {
        var angle: Double
        var scale: Double
        var offset: Point
        var magnifier: Point?
        var generation: Int
        var textScale: Double
    }

    // Internal to this module: the input and drawing halves live in their own files. What the
    // user sees and changes is `model`; the rest draws it.
    let catalog: ImageList
    let loader: ImageLoader
    let text = TextCache()
    let loupes = (0..<3).map { _ in Surface(width: EdgesMagnifier.span, height: EdgesMagnifier.span)! }
    var viewSize = PixelSize(1, 1)
    /// The picture chosen, the panels' angle, scale and move, the gesture, pause and loupe.
    var model: EdgesModel
    /// Points to pixels (1 at 96 dpi, as `Typography.scale`).
    var textScale = 1.0
    var picture: EdgesPicture?
    var drawn: Drawn?
    /// Where the last frame drew pictures and the loupe: the next frame redraws there too.
    var drawnBoxes: [PixelRect] = []
    /// Where this frame draws them, swapped with `drawnBoxes` once drawn: the two keep their
    /// storage from frame to frame, so a turning frame allocates nothing.
    var boxes: [PixelRect] = []
    var failures = FailureReporter()
    var messages: [AppMessage] = []

    /// Points from the top to the labels: clear of the start hint's bubble (its margin, a line
    /// of text and its padding).
    static let labelTop = 56

    /// True while the scene shows its test card (`EdgesCard`) rather than the list's image:
    /// at the start with Vitrine's own images, until another scene brings another image.
    var showsCard: Bool

    /// `startsOnCard`: open on the test card (the list is Vitrine's own images).
    package init(catalog: ImageList, loader: ImageLoader, startsOnCard: Bool = false) {
        self.catalog = catalog
        self.loader = loader
        showsCard = startsOnCard
        model = EdgesModel(imageCount: catalog.entries.count)
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

    /// After a scene switch: the picture is let go too, as the other scene's frames may have
    /// had the loader drop it from its budget; the next render asks for it again.
    package func invalidate() {
        drawn = nil
        picture = nil
    }

    /// As `invalidate`, keeping the picture.
    package func redrawWhole() { drawn = nil }

    /// Panel `index`'s picture centre now, in view pixels.
    func center(of index: Int) -> Point { model.center(of: index, in: viewSize) }

    package var imageIndex: Int? { catalog.entries.isEmpty ? nil : model.index }

    package func showImage(at index: Int, time: Double) {
        let before = model.index
        model.show(imageAt: index)
        guard model.index != before else { return }
        showsCard = false
        picture = nil
        drawn = nil
    }

    package func listEdited(_ edit: ListEdit, showing index: Int?, time: Double) {
        model.listEdited(count: catalog.entries.count)
        if let index { model.show(imageAt: index) }
        (picture, drawn) = (nil, nil)
    }

    package func listGrew(time: Double) {
        if model.imageCount == 0 { drawn = nil } // its first picture arrived
        model.listGrew(to: catalog.entries.count)
    }

    package var status: SceneStatus {
        var status = SceneStatus()
        if showsCard {
            status.fileName = "edges test card"
            status.imageSize = picture?.originalSize
        } else if catalog.entries.indices.contains(model.index) {
            status.fileName = catalog.entries[model.index].displayName
            status.position = (model.index, catalog.entries.count)
            status.imageSize = picture?.originalSize
        }
        let angle = drawn.map { Int(($0.angle * 180 / .pi).rounded()) } ?? model.panels.degrees(at: model.panels.anchor)
        status.note = "angle \(((angle % 360) + 360) % 360)°, scale " + StatusText.twoDecimals(model.panels.scale)
        return status
    }

    package func takeMessages() -> [AppMessage] {
        defer { messages.removeAll() }
        return messages
    }
}
