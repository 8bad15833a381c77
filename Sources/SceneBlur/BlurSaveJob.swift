import Effects
import Foundation
import Geometry
import ImageLibrary
import Raster

/// One Ctrl+S of the blur scene: the photo blurred at full resolution and blended through the
/// region, written by a `SaveJob`. It works on what Ctrl+S saw: the photo (a reference, so
/// paging away cannot free it under the job; nothing writes a decoded photo), the region and
/// the sigma. The bar moves through the blur (its bands), the blend and the write (its rows).
enum BlurSaveJob {
    /// Where the progress bar stands after each phase, from their times on a 4000 x 3000
    /// photo here (release build, the other core busy): blur on one thread 0.46 s, blend
    /// 0.07 s, PNG write 1.36 s. The blend reports nothing within: its rows would move the bar
    /// by 4% in all.
    static let afterBlur = 0.25, afterBlend = 0.3

    /// `gate` (test hook): called on the saving thread once the blur is done, so a test can
    /// hold the job in the middle and look at the scene meanwhile.
    static func make(
        photo: Surface, source: String, region: BlurRegion, sigma: Double, threads: Int,
        wake: @escaping @Sendable () -> Void, gate: (@Sendable () -> Void)? = nil
    ) -> SaveJob {
        SaveJob(source: source, suffix: "-blur", makeShare: afterBlend, threadName: "vitrine-blur-save", wake: wake) {
            report in
            let blurred = photo.gaussianBlurred(sigma: sigma, threads: threads) { done in report(done * afterBlur, true)
            }
            report(afterBlur, false)
            gate?()
            let edited = Surface(size: photo.size)!
            RegionBlend().draw(
                region: region, sharp: photo, blurred: blurred, origin: (0, 0), into: edited,
                clip: edited.bounds, veil: 0)
            report(afterBlend, false)
            return .success(edited)
        }
    }
}
