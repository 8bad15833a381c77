import Foundation
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
        [
            make("png-view", whole: false), make("png-whole", whole: true),
            profiled("jpeg-p3-view", managed: true), profiled("jpeg-p3-unmanaged", managed: false),
        ]
    }

    /// jpeg-p3-view and jpeg-p3-unmanaged: the same photo as a JPEG (quality 90, by cjpeg)
    /// carrying a Display P3 profile (the fixture's), brought to the slot with colour management
    /// on (its pixels converted to sRGB as they come, the transform made once) and off: the
    /// conversion's cost is their difference.
    private static func profiled(_ name: String, managed: Bool) -> Workload {
        var workload = Workload(name: name, pixels: 0) {
            let path: String
            do {
                path = try profiledJPEG()
            } catch {
                return .failure(.init(text: "cannot write the P3 photo: \(error)"))
            }
            return .success {
                if ColorManagement.isEnabled != managed {
                    ColorManagement.configure(enabled: managed, displayProfile: nil)
                }
                _ = try? ImageFile.read(path: path, fitting: slot)
            }
        }
        workload.maxFrames = 20
        return workload
    }

    /// The collection's first photo as a Display P3 JPEG, made once beside it.
    private static func profiledJPEG() throws -> String {
        let png = try LargeCollection.originals()[0]
        let jpeg = png.replacingOccurrences(of: ".png", with: "-p3.jpg")
        if FileManager.default.fileExists(atPath: jpeg) { return jpeg }
        let photo = try PNGFile.read(path: png)
        var ppm = Array("P6\n\(photo.width) \(photo.height)\n255\n".utf8)
        ppm.reserveCapacity(ppm.count + photo.width * photo.height * 3)
        for y in 0..<photo.height {
            for x in 0..<photo.width {
                let p = photo[x, y]
                ppm += [UInt8(Pixel.red(p)), UInt8(Pixel.green(p)), UInt8(Pixel.blue(p))]
            }
        }
        let profile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/ImageFilesTests/Fixtures/color-displayp3.icc").standardized.path
        try CJPEGFile.write(ppm: Data(ppm), to: jpeg, options: ["-quality", "90", "-icc", profile])
        return jpeg
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
