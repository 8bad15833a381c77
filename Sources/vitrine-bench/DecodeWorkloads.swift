import Geometry
import ImageFiles
import Raster
import VitrineTestSupport

/// png-view and png-whole: a 4000 x 3000 PNG (LargeCollection's first photo) brought to the
/// strip's 560 px slot, the size a 1280 x 800 window shows it at. png-view is the viewer's way:
/// rows area-filtered as libpng delivers them, a band at a time (`ImageFile.read(fitting:)`);
/// png-whole is the way before it, and the reference for its pixels: decoded whole, then
/// scaled. Both give the same pixels; the first never holds the full image (46 MiB here).
enum DecodeWorkloads {
    static let slot = PixelSize(560, 560)

    static func all() -> [Workload] {
        [make("png-view", whole: false), make("png-whole", whole: true)]
    }

    private static func make(_ name: String, whole: Bool) -> Workload {
        var workload = Workload(name: name, pixels: 0) {
            let path: String
            do {
                path = try LargeCollection.originals()[0]
            } catch {
                return .failure(.init(text: "cannot write the photo: \(error)"))
            }
            let size = PixelSize(LargeCollection.width, LargeCollection.height).fitted(into: slot)
            return .success {
                if whole {
                    _ = (try? ImageFile.read(path: path))?.scaled(to: size)
                } else {
                    _ = try? ImageFile.read(path: path, fitting: slot)
                }
            }
        }
        // A decode takes a tenth of a second or more: twenty say enough.
        workload.maxFrames = 20
        return workload
    }
}
