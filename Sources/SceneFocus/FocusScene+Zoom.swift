import AppInterface
import Effects
import Geometry
import ImageFiles
import ImageLibrary
import Raster
import SceneKit

extension FocusScene {
    /// Opens image `index` alone (or shows it in the open view) at its default size, then at
    /// `command`'s size (1:1, fit, fill) if one is given (`FocusModel.openZoom`), reading its
    /// size from its file's header and its pixels in the background: at full size, unless the
    /// picture and its mip levels would pass the decode limit; then at the largest half,
    /// quarter or eighth that fits (a JPEG decodes smaller for less; the status line then says
    /// so), or not at all (a PNG or WebP that does not fit: the strip's copy stays, and the
    /// user hears why).
    func openZoom(at index: Int, then command: Command? = nil) {
        let entry = catalog.entries[index]
        let (path, page, turn) = (entry.path, entry.page, entry.turn)
        let size = try? entry.picture.size()
        _ = model.openZoom(
            at: index, path: path, page: page, imageSize: size, viewSize: layout.viewSize, then: command)
        // The strip's frames stop while the closer look shows the picture (its own play).
        if model.zoom != nil { animation = nil }
        let decoded = model.zoom.map(zoomPictureIsOf) == true
        if model.zoom != nil, !decoded || zoomAnimation?.path != path, let size {
            do {
                // Found for the file as it stands, then turned as the picture is shown.
                let fitting = turn.turned(
                    try ImageFile.largestFitting(
                        ofFileAt: path, page: page, size: turn.turned(size), limits: zoomLimits, extraShare: 1.0 / 3))
                if !decoded { zoomDecoder.request(entry.picture, fitting: fitting) }
                // Its frames too, when it animates: the first is the picture decoded above. They
                // decode as the file stands and are turned as the picture is.
                zoomAnimation = AnimationPlayer(
                    path: path, fitting: turn.turned(fitting), loader: loader,
                    bytes: { $0.image.bytes + $0.mips.bytes },
                    prepare: { frame, _ in
                        let shown = turn.applied(to: frame) ?? frame
                        return (shown, MipChain(shown))
                    })
            } catch {
                // The strip's copy stays on screen; the user hears why once.
                failures.report(error.description, about: path, into: &messages)
            }
        }
        needsFullDraw = true
    }

    /// Draws the zoom view when it changed or the picture arrived; nothing at rest. While the
    /// view moves, frames are quick (`ZoomQuality`) and a pan by whole pixels scrolls the last
    /// one, drawing only the band it uncovers; once it settles, the view is drawn again at full
    /// quality.
    func renderZoom(into surface: Surface, time: Double, damage: inout [PixelRect]) {
        takeZoomPicture()
        let zoom = model.zoom!
        if zoomAnimation?.isStill == true || zoomAnimation.map({ $0.path != zoom.path }) == true { zoomAnimation = nil }
        _ = zoomAnimation?.advance(at: time)
        let frame = zoomAnimation?.current
        // A new frame is a new picture: drawn whole, never scrolled from the last.
        if let playing = zoomAnimation?.playback?.frame, frame != nil, playing != zoomDrawnFrame {
            zoomDrawnFrame = playing
            needsFullDraw = true
        }
        let picture = frame ?? (zoomPictureIsOf(zoom) ? zoomPicture.map { ($0.image, $0.mips) } : nil)
        var preview: Surface?
        if picture == nil {
            if case .ready(let image) = loader.image(
                zoomedPicture(zoom), slot: layout.slotSize, priority: 0)
            {
                preview = image.colour
            }
            loader.endFrame()
        }
        // The strip's copy may arrive later (loader generation); the full picture is final.
        let generation = picture == nil ? loader.generation : nil
        let quality: ZoomQuality = picture != nil && zoom.view.scale < 1 && zoom.isMoving(at: time) ? .quick : .settled
        let drawn = needsFullDraw ? nil : zoomDrawn
        if let drawn, drawn.view == zoom.view, drawn.generation == generation,
            drawn.quality == .settled || quality == .quick
        {
            return
        }
        // A settled frame below 1:1 depends on where the area filter's piece starts: never scrolled.
        if let drawn, picture != nil, drawn.generation == nil, drawn.quality == quality,
            quality == .quick || zoom.view.scale >= 1, let pan = zoom.wholePixelPan(from: drawn.view)
        {
            for strip in surface.scroll(dx: pan.dx, dy: pan.dy) {
                zoom.draw(into: surface, picture: picture, preview: nil, quality: quality, clip: strip)
            }
        } else if let picture, quality == .quick || zoom.view.scale >= 1 {
            // Each pixel from its own place only, as for the scroll: bands of rows on every core
            // (a new scale each notch redraws the whole view).
            let bands = zoomBands ?? FocusZoomBands()
            zoomBands = bands
            bands.draw(zoom, into: surface, picture: picture, quality: quality)
        } else {
            zoom.draw(into: surface, picture: picture, preview: preview, quality: quality)
        }
        zoomDrawn = (zoom.view, generation, quality)
        needsFullDraw = false
        damage.append(surface.bounds)
    }

    package var isDecoding: Bool { zoomDecoder.isBusy }

    /// Whether the picture decoded for the closer look is `zoom`'s (its file, page and turn).
    func zoomPictureIsOf(_ zoom: FocusZoom) -> Bool { zoomPicture?.picture == zoomedPicture(zoom) }

    /// The picture the closer look shows, turned as its entry is.
    func zoomedPicture(_ zoom: FocusZoom) -> PicturePage {
        let entry = catalog.entries.indices.contains(zoom.index) ? catalog.entries[zoom.index] : nil
        guard let entry, entry.path == zoom.path, entry.page == zoom.page else {
            return PicturePage(path: zoom.path, page: zoom.page)
        }
        return entry.picture
    }

    /// When the zoom view has something new to show: now, or when a quick frame settles.
    func zoomFrameTime(after time: Double) -> Double? {
        guard let zoom = model.zoom, let drawn = zoomDrawn else { return time }
        if needsFullDraw || zoomDecoder.hasOutcome || drawn.view != zoom.view
            || drawn.generation.map({ $0 != loader.generation }) == true
        {
            return time
        }
        let frame = zoomAnimation?.nextFrameTime(after: time)
        guard drawn.quality == .quick, zoom.panFrom == nil else { return frame }
        return min(max(time, zoom.settlesAt ?? time), frame ?? .infinity)
    }

    /// Takes a finished decode: its mip levels are built once here, so a zoomed-out frame
    /// filters a level near its scale, not the whole picture.
    private func takeZoomPicture() {
        guard let (picture, outcome) = zoomDecoder.take() else { return }
        switch outcome {
        case .photo(let image, _, _, let cutShort):
            if let cutShort { failures.reportCutShort(cutShort, into: &messages) }
            zoomPictureCutShort = cutShort != nil
            zoomPicture = (picture, image, MipChain(image))
        case .failed(let why):
            // The strip's copy stays on screen; the user hears why once.
            failures.report(why, about: picture.path, into: &messages)
        }
    }
}
