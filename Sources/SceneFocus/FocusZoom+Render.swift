import Effects
import Geometry
import Raster
import SceneKit

/// How a frame of the closer look is drawn from the full picture.
enum ZoomQuality: Equatable {
    /// While the view moves (a drag, a run of wheel notches): below 1:1, bilinear from the mip
    /// level nearest the scale, one pass over the view whatever the scale; every view pixel a
    /// function of its own place only, so a pan may scroll the last frame and draw just what it
    /// uncovers.
    case quick
    /// At rest: below 1:1 the area filter (`FocusZoomAreaFilter`), so fine detail turns to its
    /// mean instead of aliasing. From 1:1 up the two are the same draw.
    case settled
}

extension FocusZoom {
    /// Draws the view, or the part of it in `clip`: background, then `picture` (the
    /// full-resolution image with its mip levels) where the view puts it, or else `preview` (the
    /// strip's display copy) scaled to the same place, so the view answers Enter before the
    /// decode ends. A settled frame below 1:1 is drawn whole (`clip` is for quick frames).
    /// `columnTaps`: the image draw's scratch, when bands of rows draw into `surface` at once.
    func draw(
        into surface: Surface, picture: (image: Surface, mips: MipChain)?, preview: Surface?, quality: ZoomQuality,
        clip: PixelRect? = nil, columnTaps: ColumnTaps? = nil
    ) {
        let area = clip ?? surface.bounds
        if let picture, picture.mips.isOpaque {
            // The background only where the picture leaves some: a fill of the whole view would
            // cost a quick frame a sixth of its time.
            for piece in area.subtracting(coveredPixels) { surface.fill(piece, with: Defaults.background) }
        } else {
            surface.fill(area, with: Defaults.background)
        }
        if let picture, view.scale < 1, quality == .settled {
            FocusZoomAreaFilter.draw(picture.mips, view: view, on: surface)
        } else if let picture {
            let filter: ImageFilter =
                view.scale < 1 ? .mipmapped : view.scale >= FocusZoom.pixelBlocksFrom ? .nearest : .bilinear
            surface.draw(
                picture.image, transform: transform(for: picture.image.size), filter: filter, edges: .exact,
                mips: picture.mips, clip: clip, columnTaps: columnTaps)
        } else if let preview {
            surface.draw(
                preview, transform: transform(for: preview.size), filter: .bilinear, edges: .exact, clip: clip)
        }
    }

    /// The view pixels the image wholly covers.
    private var coveredPixels: PixelRect {
        let frame = view.frame
        let x0 = Int(frame.minX.rounded(.up)), y0 = Int(frame.minY.rounded(.up))
        let x1 = Int(frame.maxX.rounded(.down)), y1 = Int(frame.maxY.rounded(.down))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The whole view pixels the image moved from `old` to this view, when that is all that
    /// changed (a drag, pointer positions being whole pixels) and part of the old frame stays.
    func wholePixelPan(from old: ZoomView) -> (dx: Int, dy: Int)? {
        guard old.scale == view.scale, old.viewSize == view.viewSize, old.imageSize == view.imageSize else {
            return nil
        }
        let dx = view.offset.x - old.offset.x, dy = view.offset.y - old.offset.y
        guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < view.viewSize.width, abs(dy) < view.viewSize.height
        else { return nil }
        return (Int(dx), Int(dy))
    }

    /// Pixels of a copy of the image of `size` -> view pixels (the copy may be smaller than the
    /// image the view measures, as the strip's is).
    private func transform(for size: PixelSize) -> Affine {
        let sx = view.imageSize.width / Double(max(1, size.width)),
            sy = view.imageSize.height / Double(max(1, size.height))
        return Affine.scale(sx, sy).then(view.imageToView)
    }
}
