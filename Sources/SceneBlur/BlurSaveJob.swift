import Effects
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Raster

/// One Ctrl+S of the blur scene: the photo decoded again at full resolution (the scene shows it
/// at the view's size), blurred and mixed through the region a band at a time as it is written
/// (`BlurredBands`), by a `SaveJob`. It works on what Ctrl+S saw: the file, the region and the
/// sigma. The bar moves through the decode and then the write's rows.
enum BlurSaveJob {
    /// Where the progress bar stands once the photo is decoded: a 4000 x 3000 JPEG decodes in
    /// about a fifth of the time its bands take to blur, mix and write.
    static let afterDecode = 0.2

    /// `gate` (test hook): called on the saving thread once the photo is decoded, so a test
    /// can hold the job in the middle and look at the scene meanwhile.
    static func make(
        source: String, region: BlurRegion, sigma: Double, threads: Int,
        wake: @escaping @Sendable () -> Void, gate: (@Sendable () -> Void)? = nil
    ) -> SaveJob {
        SaveJob(source: source, suffix: "-blur", makeShare: afterDecode, threadName: "vitrine-blur-save", wake: wake) {
            report in
            let photo: Surface
            do {
                // The photo whole and a band's work beside it, within the decode limit.
                let size = try ImageFile.size(ofFileAt: source)
                let bytes =
                    ImageFile.decodeCost(ofFileAt: source, size: size)
                    + BlurredBands.workingBytes(width: size.width, sigma: sigma)
                if let refusal = DecodeLimits.default.peakRefusal(path: source, bytes: bytes) { throw refusal }
                photo = try ImageFile.read(path: source)
            } catch {
                return .failure(.init(message: "could not save the edit: \(error)"))
            }
            report(afterDecode, false)
            gate?()
            return .success(.bands(BlurredBands(photo: photo, region: region, sigma: sigma, threads: threads).bands))
        }
    }
}
