import Effects
import Geometry
import Raster

/// Draws a picture shrunk (a zoom view below 1:1) with an area filter: each view pixel is the
/// mean of the image area it covers, so fine detail turns to its average instead of beating
/// into stripes. Sampling the nearest mip level bilinearly (Raster's `.mipmapped`) skips
/// pixels when the scale lies between two levels: a 1-px checkerboard at 78% showed moiré.
///
/// Only the part in view is filtered, from the coarsest mip level whose pixels are still no
/// larger than a view pixel (so it is shrunk by a factor of 1 to 2): a frame reads at most about
/// four times the view's pixels however large the image.
enum FocusZoomAreaFilter {
    /// Level pixels of margin around the part in view, so the filtered piece's own edges fall
    /// outside the view (the image's real edges excepted). Default: 2.
    static let margin = 2

    static func draw(_ mips: MipChain, view: ZoomView, on surface: Surface) {
        // The coarsest level whose pixels still span at most one view pixel.
        var level = 0
        // The picture may be smaller than the image the view measures (a closer look decoded at
        // a half to fit the memory limit): its level 0 pixels then span more view pixels.
        let base =
            mips.levels[0].width == Int(view.imageSize.width)
            ? view.scale
            : view.scale * view.imageSize.width / Double(mips.levels[0].width)
        while level + 1 < mips.levels.count, base * Double(1 << (level + 1)) <= 1 { level += 1 }
        let source = mips.levels[level]
        // View pixels a level pixel (at most 1; levels round their sizes up, so not exactly 2^L).
        let sx = view.scale * view.imageSize.width / Double(source.width)
        let sy = view.scale * view.imageSize.height / Double(source.height)
        let visible = view.frame.intersection(Rect(origin: .zero, size: view.viewSize))
        guard !visible.isEmpty else { return }
        let x0 = max(0, Int(((visible.minX - view.offset.x) / sx).rounded(.down)) - margin)
        let y0 = max(0, Int(((visible.minY - view.offset.y) / sy).rounded(.down)) - margin)
        let x1 = min(source.width, Int(((visible.maxX - view.offset.x) / sx).rounded(.up)) + margin)
        let y1 = min(source.height, Int(((visible.maxY - view.offset.y) / sy).rounded(.up)) + margin)
        guard x1 > x0, y1 > y0, let crop = Surface(width: x1 - x0, height: y1 - y0) else { return }
        crop.copy(
            from: source, sourceRect: PixelRect(x: x0, y: y0, width: crop.width, height: crop.height), toX: 0, y: 0)
        let width = Double(crop.width) * sx, height = Double(crop.height) * sy
        let size = PixelSize(max(1, Int(width.rounded())), max(1, Int(height.rounded())))
        guard let piece = crop.scaled(to: size) else { return }
        // The piece's pixels are whole; what rounding left over (under a pixel across the piece)
        // is taken up by a bilinear draw at nearly 1:1.
        let transform = Affine.scale(width / Double(size.width), height / Double(size.height))
            .then(.translation(view.offset.x + Double(x0) * sx, view.offset.y + Double(y0) * sy))
        surface.draw(piece, transform: transform, filter: .bilinear, edges: .exact)
    }
}
