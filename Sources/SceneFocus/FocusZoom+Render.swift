import Effects
import Geometry
import Raster
import SceneKit

extension FocusZoom {
    /// Draws the whole view: background, then `picture` (the full-resolution image with its mip
    /// levels) where the view puts it, or else `preview` (the strip's display copy) scaled to
    /// the same place, so the view answers Enter before the decode ends.
    func draw(into surface: Surface, picture: (image: Surface, mips: MipChain)?, preview: Surface?) {
        surface.clear(to: Defaults.background)
        if let picture, view.scale < 1 {
            FocusZoomAreaFilter.draw(picture.mips, view: view, on: surface)
        } else if let picture {
            let filter: ImageFilter = view.scale >= FocusZoom.pixelBlocksFrom ? .nearest : .bilinear
            surface.draw(picture.image, transform: transform(for: picture.image.size), filter: filter, edges: .exact)
        } else if let preview {
            surface.draw(preview, transform: transform(for: preview.size), filter: .bilinear, edges: .exact)
        }
    }

    /// Pixels of a copy of the image of `size` -> view pixels (the copy may be smaller than the
    /// image the view measures, as the strip's is).
    private func transform(for size: PixelSize) -> Affine {
        let sx = view.imageSize.width / Double(max(1, size.width)),
            sy = view.imageSize.height / Double(max(1, size.height))
        return Affine.scale(sx, sy).then(view.imageToView)
    }
}
