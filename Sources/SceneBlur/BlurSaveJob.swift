import Effects
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Raster

/// One Ctrl+S of the blur scene: the photo decoded again at full resolution (the scene shows it
/// at the view's size), as it is written where its file allows, blurred and mixed through the
/// region a band at a time (`BlurredBands`), by a `SaveJob`. It works on what Ctrl+S saw: the file, the region and the
/// sigma. The bar moves through the decode and then the write's rows.
enum BlurSaveJob {
    /// Where the progress bar stands once the photo is decoded: a 4000 x 3000 JPEG decodes in
    /// about a fifth of the time its bands take to blur, mix and write.
    static let afterDecode = 0.2

    /// `gate` (test hook): called on the saving thread once the photo is decoded, so a test
    /// can hold the job in the middle and look at the scene meanwhile.
    static func make(
        source: PicturePage, region: BlurRegion, sigma: Double, threads: Int,
        wake: @escaping @Sendable () -> Void, gate: (@Sendable () -> Void)? = nil
    ) -> SaveJob {
        SaveJob(
            source: source.path, suffix: "-blur", makeShare: afterDecode, threadName: "vitrine-blur-save", wake: wake
        ) {
            report in
            let blurred: BlurredBands
            do {
                blurred = try bands(of: source, region: region, sigma: sigma, threads: threads)
            } catch {
                return .failure(.init(message: "could not save the edit: \(error)"))
            }
            report(afterDecode, false)
            gate?()
            return .success(.bands(blurred.bands))
        }
    }

    /// The edit's bands: over the photo's rows as they decode when its file gives them in
    /// order, else over the photo decoded whole; either way refused past the decode limit
    /// with the working memory beside it.
    private static func bands(of picture: PicturePage, region: BlurRegion, sigma: Double, threads: Int)
        throws(ImageFileError) -> BlurredBands
    {
        let source = picture.path
        let size = try picture.size()
        // Files that give their rows in order have one page; a turned picture's rows come
        // from the whole decode.
        if picture.page == 0, picture.turn == .upright, let rows = try PictureRows.open(path: source) {
            let bytes =
                rows.workingBytes
                + BlurredBands.workingBytes(width: size.width, sigma: sigma, streamed: true)
            if let refusal = DecodeLimits.default.peakRefusal(path: source, bytes: bytes) { throw refusal }
            return BlurredBands(rows: rows, region: region, sigma: sigma, threads: threads)
        }
        // The photo whole and a band's work beside it.
        let bytes =
            picture.decodeCost(size: size) + BlurredBands.workingBytes(width: size.width, sigma: sigma)
        if let refusal = DecodeLimits.default.peakRefusal(path: source, bytes: bytes) { throw refusal }
        return BlurredBands(
            photo: try picture.read(), region: region, sigma: sigma, threads: threads)
    }
}
