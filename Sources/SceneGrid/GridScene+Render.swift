import Effects
import Fonts
import Geometry
import ImageLibrary
import Overlay
import Raster
import SceneKit

extension GridScene {
    /// The selected tile's frame: its width in points, and its colour. Default: 3 pt of white.
    static let selectionWidth = 3.0
    static let selectionColor = Color(red: 255, green: 255, blue: 255, alpha: 235)
    /// Rows beyond the view made ahead, in the views' worth. Default: one view each way.
    static let prefetchViews = 1

    package func render(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        defer { reportHeldBytes() }
        model.settle(at: time)
        let now = currentDrawing(at: time)
        guard needsFullDraw || drawn != now else { return }
        surface.clear(to: Defaults.background)
        let visible = layout.visibleIndices(scroll: now.scroll)
        for index in visible { drawTile(index, scroll: now.scroll, priority: index - visible.lowerBound, on: surface) }
        prefetch(beyond: visible)
        thumbnails.endFrame()
        if visible.contains(model.selection) {
            drawSelection(layout.tileRect(model.selection, scroll: now.scroll), on: surface)
        }
        // Its generation is from before the tiles were asked for: a tile made meanwhile makes the
        // next frame differ, and it is drawn then.
        drawn = now
        needsFullDraw = false
        damage.append(surface.bounds)
    }

    func request(_ index: Int) -> ThumbnailLoader.Request {
        ThumbnailLoader.Request(
            picture: catalog.entries[index].picture, side: layout.tileSide, crops: model.cropsToSquare)
    }

    private func drawTile(_ index: Int, scroll: Int, priority: Int, on surface: Surface) {
        let square = layout.tileRect(index, scroll: scroll)
        switch thumbnails.tile(request(index), priority: priority) {
        case .ready(let tile):
            let x = square.x + (square.width - tile.width) / 2, y = square.y + (square.height - tile.height) / 2
            surface.copy(from: tile, sourceRect: tile.bounds, toX: x, y: y, clip: surface.bounds)
        case .loading:
            surface.fill(square.intersection(surface.bounds), with: Defaults.loadingTile)
        case .failed(let why):
            failures.report(why, about: catalog.entries[index].path, into: &messages)
            let clip = square.intersection(surface.bounds)
            if !clip.isEmpty { Placeholder.draw(in: square, on: surface) }
        }
        if model.showsNames { drawName(index, in: layout.labelRect(index, scroll: scroll), on: surface) }
    }

    /// The tiles in the rows around the view, after those in it: the way the user scrolls is
    /// not known, so as far each way.
    private func prefetch(beyond visible: Range<Int>) {
        let ahead = layout.rowsInView * layout.columns * GridScene.prefetchViews
        let after = visible.upperBound..<min(catalog.entries.count, visible.upperBound + ahead)
        let before = max(0, visible.lowerBound - ahead)..<visible.lowerBound
        for index in after { _ = thumbnails.tile(request(index), priority: visible.count + index - after.lowerBound) }
        for index in before.reversed() {
            _ = thumbnails.tile(request(index), priority: visible.count + before.upperBound - index)
        }
    }

    private func drawSelection(_ tile: PixelRect, on surface: Surface) {
        let width = max(2, Int((GridScene.selectionWidth * scale).rounded()))
        let gap = max(1, width / 2)
        let outer = tile.inset(by: -(gap + width)), inner = tile.inset(by: -gap)
        for band in [
            PixelRect(x: outer.x, y: outer.y, width: outer.width, height: width),
            PixelRect(x: outer.x, y: inner.maxY, width: outer.width, height: width),
            PixelRect(x: outer.x, y: inner.y, width: width, height: inner.height),
            PixelRect(x: inner.maxX, y: inner.y, width: width, height: inner.height),
        ] {
            surface.blend(band.intersection(surface.bounds), with: GridScene.selectionColor)
        }
    }

    private func drawName(_ index: Int, in rect: PixelRect, on surface: Surface) {
        guard rect.maxY > 0, rect.y < surface.height else { return }
        let line = text.layout(
            catalog.entries[index].displayName, size: GridScene.nameSize * scale, maxWidth: Double(rect.width),
            maxLines: 1)
        let x = Double(rect.x) + ((Double(rect.width) - line.width) / 2).rounded()
        line.draw(
            on: surface, at: Point(x, Double(rect.y) + (2 * scale).rounded()), color: WindowOverlay.dimText,
            clip: rect.intersection(surface.bounds))
    }
}
