import AppInterface
import Effects
import Fonts
import Geometry
import ImageLibrary
import Overlay
import Raster
import SceneKit

/// The thumbnail grid: every picture of the list as a tile, the current one marked, scrolled
/// by the wheel (eased, notches adding up), a drag (flung with momentum) or the keys. Enter or
/// a double click opens the selected picture in the strip; G (the app's) goes back to the
/// scene it came from. Tiles are made off the render thread, the nearest the view first.
package final class GridScene: Scene {
    package let id = SceneID.grid

    let catalog: ImageList
    let thumbnails: ThumbnailLoader
    let loader: ImageLoader
    var model: GridModel
    var layout = GridLayout(viewSize: PixelSize(1, 1), count: 0, tileSide: 1, gap: 0)
    /// Points to pixels (the display's scale).
    var scale = 1.0
    /// What the framebuffer shows: the scroll, the tiles' generation, the selection, and
    /// everything else that changes the picture (the layout and the tiles' look).
    var drawn: DrawnGrid?
    var needsFullDraw = true
    var failures = FailureReporter()
    var messages: [AppMessage] = []
    /// The scene the user asked to see (Enter or a double click: the strip), for the app.
    var switchRequest: SceneID?
    /// What the tiles held when last told to the loader, so the cache budget counts them.
    var heldBytes = 0
    let text = TextCache()

    struct DrawnGrid: Equatable {
        var scroll: Int
        var generation: Int
        var selection: Int
        /// The layout's geometry and the tiles it showed (not its count: a list growing past
        /// the view changes nothing on screen).
        var viewSize: PixelSize
        var tileSide: Int
        var labelHeight: Int
        var visible: Range<Int>
        var crops: Bool
    }

    package init(catalog: ImageList, loader: ImageLoader, thumbnails: ThumbnailLoader) {
        self.catalog = catalog
        self.loader = loader
        self.thumbnails = thumbnails
        model = GridModel(count: catalog.entries.count)
    }

    package func configure(displayScale: Double, reducesMotion: Bool, time: Double) {
        guard displayScale != scale else { return }
        scale = displayScale
        relayout(viewSize: layout.viewSize)
    }

    package func resize(to size: PixelSize, time: Double) {
        relayout(viewSize: size)
    }

    /// The layout for `viewSize` and the model's tile size and names; the selection stays in
    /// view.
    func relayout(viewSize: PixelSize, keepingSelectionInView: Bool = true) {
        let side = max(16, Int((Double(model.tileSide) * scale).rounded()))
        let labelHeight = model.showsNames ? Int((GridScene.nameSize * 1.6 * scale).rounded(.up)) : 0
        layout = GridLayout(
            viewSize: viewSize, count: catalog.entries.count, tileSide: side,
            gap: Int((GridModel.gap * scale).rounded()), labelHeight: labelHeight)
        model.relayout(layout, keepingSelectionInView: keepingSelectionInView)
    }

    package func invalidate() { needsFullDraw = true }

    /// The tiles the view shows in whole rows: what "more than a screenful" counts against.
    package var tilesPerScreen: Int { layout.columns * layout.rowsInView }

    /// Asks for the tiles the first frame shows, before there is a window to show them in.
    package func prefetch(time: Double) {
        let visible = layout.visibleIndices(scroll: Int(model.scroll.offset(at: time).rounded()))
        for index in visible { _ = thumbnails.tile(request(index), priority: index - visible.lowerBound) }
    }

    package var imageIndex: Int? { catalog.entries.isEmpty ? nil : model.selection }

    package func showImage(at index: Int, time: Double) {
        guard catalog.entries.indices.contains(index) else { return }
        model.select(index, layout: layout)
        needsFullDraw = true
    }

    package func listEdited(_ edit: ListEdit, showing index: Int?, time: Double) {
        model.listEdited(count: catalog.entries.count)
        relayout(viewSize: layout.viewSize)
        if let index { model.select(index, layout: layout) }
        needsFullDraw = true
    }

    package func listGrew(time: Double) {
        // What the view shows changes only where it shows the old end (`DrawnGrid.visible`).
        model.listGrew(to: catalog.entries.count)
        relayout(viewSize: layout.viewSize, keepingSelectionInView: false)
    }

    /// Enter or a double click asked for the strip: the app takes it once.
    package func takeSwitchRequest() -> SceneID? {
        defer { switchRequest = nil }
        return switchRequest
    }

    package var status: SceneStatus {
        guard let index = imageIndex else { return SceneStatus() }
        return SceneStatus(fileName: catalog.entries[index].displayName, position: (index, catalog.entries.count))
    }

    package func takeMessages() -> [AppMessage] {
        defer { messages.removeAll() }
        return messages
    }

    /// Tells the loader what the tiles hold, so the one cache budget counts them.
    func reportHeldBytes() {
        let now = thumbnails.residentBytes
        guard now != heldBytes else { return }
        heldBytes = now
        loader.hold(now, for: "grid tiles")
    }

    /// A name's text size under a tile, in points. Default: 11.
    static let nameSize = 11.0
}
