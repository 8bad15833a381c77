import Effects
import Geometry
import Raster
import SceneKit

/// A whole frame of the closer look drawn by `RowBands` on every core: each band draws the view
/// within its rows, with column taps of its own (the image draw keeps them on the surface, which
/// every band shares). Kept by the scene and refilled each frame, so a frame allocates nothing
/// once each band's taps have grown to the view.
final class FocusZoomBands: BandJob {
    private var zoom: FocusZoom?
    private var surface: Surface?
    private var picture: (image: Surface, mips: MipChain)?
    private var quality = ZoomQuality.quick
    private let taps = (0..<Defaults.frameBands).map { _ in ColumnTaps() }

    func draw(_ zoom: FocusZoom, into surface: Surface, picture: (image: Surface, mips: MipChain), quality: ZoomQuality)
    {
        (self.zoom, self.surface, self.picture, self.quality) = (zoom, surface, picture, quality)
        RowBands.run(0..<surface.height, bands: taps.count, parallel: true, self)
        // Lets go of the picture, so a closed view frees it.
        (self.zoom, self.surface, self.picture) = (nil, nil, nil)
    }

    func draw(rows: Range<Int>, band: Int) {
        guard let zoom, let surface, let picture else { return }
        zoom.draw(
            into: surface, picture: picture, preview: nil, quality: quality,
            clip: PixelRect(x: 0, y: rows.lowerBound, width: surface.width, height: rows.count),
            columnTaps: taps[band])
    }
}
