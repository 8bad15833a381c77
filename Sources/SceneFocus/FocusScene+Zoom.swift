import AppInterface
import Effects
import Geometry
import ImageFiles
import Raster
import SceneKit

extension FocusScene {
    /// Opens image `index` alone (or shows it in the open view) at its default size, then at
    /// `command`'s size (1:1, fit, fill) if one is given. The strip moves to it underneath, so
    /// going back finds it in focus. A file whose header cannot be read is shown in the strip
    /// instead, where its placeholder says why.
    func openZoom(at index: Int, then command: Command? = nil) {
        let path = catalog.entries[index].path
        pager!.jump(to: index)
        guard let size = try? ImageFile.size(ofFileAt: path) else { return closeZoom() }
        zoom = FocusZoom(index: index, path: path, imageSize: size, viewSize: layout.viewSize)
        if let command { _ = zoom!.perform(command) }
        if zoomPicture?.path != path { zoomDecoder.request(path) }
        needsFullDraw = true
    }

    /// Back to the strip, at the image the view showed. The decoded picture is kept, so Enter
    /// again shows it at once.
    func closeZoom() {
        zoom = nil
        needsFullDraw = true
    }

    /// Input while the zoom view is open: the view's own, then what it hands back.
    func handleZoomed(_ event: InputEvent, time: Double) {
        guard let command = zoom!.handle(event, time: time) else { return }
        carryOutZoomed(command)
    }

    /// A key's command while the zoom view is open: the view's own, then what it hands back.
    func performZoomed(_ command: Command) {
        guard let command = zoom!.perform(command) else { return }
        carryOutZoomed(command)
    }

    /// What the zoom view hands back: going back to the strip, or paging within the view.
    private func carryOutZoomed(_ command: Command) {
        let index = zoom!.index, last = catalog.entries.count - 1
        let next: Int
        switch command {
        case .toggleZoom: return closeZoom()
        case .pageForward: next = min(last, index + 1)
        case .pageBack: next = max(0, index - 1)
        case .firstImage: next = 0
        case .lastImage: next = last
        default: return // The strip's own (O, P) wait until the strip shows.
        }
        // Paging past either end keeps the view as it is.
        if next != index { openZoom(at: next) }
    }

    /// Draws the zoom view when it changed (a pan or a zoom redraws all of it) or the picture
    /// arrived; nothing at rest.
    func renderZoom(into surface: Surface, damage: inout [PixelRect]) {
        takeZoomPicture()
        let zoom = self.zoom!
        let picture = zoomPicture?.path == zoom.path ? zoomPicture.map { ($0.image, $0.mips) } : nil
        var preview: Surface?
        if picture == nil {
            if case .ready(let image) = loader.image(path: zoom.path, slot: layout.slotSize, priority: 0) {
                preview = image.colour
            }
            loader.endFrame()
        }
        // The strip's copy may arrive later (loader generation); the full picture is final.
        let generation = picture == nil ? loader.generation : nil
        if !needsFullDraw, let drawn = zoom.drawn, drawn.view == zoom.view, drawn.generation == generation { return }
        zoom.draw(into: surface, picture: picture, preview: preview)
        self.zoom!.drawn = (zoom.view, generation)
        needsFullDraw = false
        damage.append(surface.bounds)
    }

    package var isDecoding: Bool { zoomDecoder.isBusy }

    /// True while the zoom view has something new to show.
    var zoomNeedsFrame: Bool {
        guard let zoom, let drawn = zoom.drawn else { return true }
        return needsFullDraw || zoomDecoder.hasOutcome || drawn.view != zoom.view
            || drawn.generation.map { $0 != loader.generation } == true
    }

    /// Takes a finished decode: its mip levels are built once here, so a zoomed-out frame
    /// filters a level near its scale, not the whole picture.
    private func takeZoomPicture() {
        guard let (path, outcome) = zoomDecoder.take() else { return }
        switch outcome {
        case .photo(let image):
            zoomPicture = (path, image, MipChain(image))
        case .failed(let why):
            // The strip's copy stays on screen; the user hears why once.
            failures.report(why, about: path, into: &messages)
        }
    }
}
