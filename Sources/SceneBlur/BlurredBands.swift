import Effects
import Geometry
import ImageFiles
import Raster

/// The blur scene's edit at full resolution, made a band of rows at a time as the PNG writer
/// asks for them: each band's rows blurred from a slab of the photo reaching `margin` rows past
/// it either way, then mixed with the sharp rows through the region. The photo is either held
/// whole or, when its file gives its rows in order (`PictureRows`: a PNG not interlaced, a JPEG
/// stored upright), decoded as the bands go down into a window of one slab. What a save holds
/// is that (or the photo) and one slab's blurred copy and the blur's 8-byte intermediate, not
/// the photo three times over: a 16384 x 8192 save peaked at 2,075 MB.
///
/// The blur is recursive (GaussianBlur), so a row feels every row of its column, but by a
/// weight that falls as the Gaussian does: past 4 sigma the rows left out weigh under 1/15000
/// of the whole, and the bands equal the whole photo blurred at once within 1 level
/// (BlurSaveTests measures it).
final class BlurredBands: @unchecked Sendable {
    /// Rows a band: 128.
    static let bandHeight = 128

    private let size: PixelSize
    /// The photo whole, or its rows read into `window` (rows `windowTop` on, `windowFilled` of them).
    private let photo: Surface?
    private let rows: PictureRows?
    private var window: Surface?
    private var windowTop = 0, windowFilled = 0
    private let region: BlurRegion
    private let blur: GaussianBlur
    private let threads: Int
    /// Rows of the photo blurred beyond each side of a band (`margin(sigma:)`).
    let margin: Int
    private let workspace = GaussianBlur.Workspace()
    private let blend = RegionBlend()
    private var slab: Surface?

    /// `region` and `sigma` in the photo's pixels; `threads` share each slab's blur.
    init(photo: Surface, region: BlurRegion, sigma: Double, threads: Int) {
        (self.photo, rows, size, self.region, self.threads) = (photo, nil, photo.size, region, threads)
        blur = GaussianBlur(sigma: min(GaussianBlur.maximumSigma, max(0, sigma)))!
        margin = BlurredBands.margin(sigma: sigma)
    }

    /// The photo's rows decoded as the bands need them, never whole.
    init(rows: PictureRows, region: BlurRegion, sigma: Double, threads: Int) {
        (photo, self.rows, size, self.region, self.threads) = (nil, rows, rows.size, region, threads)
        blur = GaussianBlur(sigma: min(GaussianBlur.maximumSigma, max(0, sigma)))!
        margin = BlurredBands.margin(sigma: sigma)
    }

    /// Bytes a save holds beside the photo for a photo `width` wide: the slab's blurred copy and
    /// the blur's intermediate (4 + 8 bytes a pixel of the band and its margins), the window of
    /// photo rows when `streamed` (4 more), and the writer's band.
    static func workingBytes(width: Int, sigma: Double, streamed: Bool = false) -> Int {
        (bandHeight + 2 * margin(sigma: sigma)) * width * (streamed ? 16 : 12)
            + Surface.stride(forWidth: width) * bandHeight
    }

    /// Rows blurred beyond each side of a band for `sigma`: 4 sigma, and 8 more.
    static func margin(sigma: Double) -> Int {
        Int((4 * min(GaussianBlur.maximumSigma, max(0, sigma))).rounded(.up)) + 8
    }

    var bands: PictureBands {
        PictureBands(size: size, bandHeight: BlurredBands.bandHeight) { [self] rows, band throws(ImageFileError) in
            try fill(rows, band)
        }
    }

    private func fill(_ rows: Range<Int>, _ band: Surface) throws(ImageFileError) {
        let width = size.width
        let top = max(0, rows.lowerBound - margin), bottom = min(size.height, rows.upperBound + margin)
        let source = try photoRows(top..<bottom)
        let blurred = slab?.height == bottom - top ? slab! : Surface(width: width, height: bottom - top)!
        slab = blurred
        blur.apply(to: source, into: blurred, threads: threads, workspace: workspace)
        // The region moved with the band, so its weights fall on the same pixels.
        var shifted = region
        shifted.center.y -= Double(rows.lowerBound)
        blend.draw(
            region: shifted, sharp: rowsOf(source, rows.lowerBound - top..<rows.upperBound - top),
            blurred: rowsOf(blurred, rows.lowerBound - top..<rows.upperBound - top),
            origin: (0, 0), into: band, clip: PixelRect(x: 0, y: 0, width: width, height: rows.count), veil: 0)
    }

    /// Rows `range` of the photo, asked for moving down: a view of the photo, or of the window
    /// after dropping the rows above the range and decoding those below it.
    private func photoRows(_ range: Range<Int>) throws(ImageFileError) -> Surface {
        if let photo { return rowsOf(photo, range) }
        if window == nil { window = Surface(width: size.width, height: BlurredBands.bandHeight + 2 * margin) }
        let window = window!
        let drop = range.lowerBound - windowTop
        precondition(drop >= 0 && drop <= windowFilled, "rows asked for out of order")
        if drop > 0 {
            let keep = windowFilled - drop
            if keep > 0 {
                (window.base).copyMemory(from: window.base + drop * window.stride, byteCount: keep * window.stride)
            }
            (windowTop, windowFilled) = (range.lowerBound, keep)
        }
        let needed = range.upperBound - windowTop - windowFilled
        if needed > 0 {
            try rows!.read(into: rowsOf(window, windowFilled..<windowFilled + needed), count: needed)
            windowFilled += needed
        }
        return rowsOf(window, 0..<range.count)
    }

    /// Rows `rows` of `surface`, without a copy.
    private func rowsOf(_ surface: Surface, _ rows: Range<Int>) -> Surface {
        Surface(
            wrapping: surface.base + rows.lowerBound * surface.stride, width: surface.width, height: rows.count,
            stride: surface.stride)!
    }
}
