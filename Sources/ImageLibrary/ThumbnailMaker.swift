import Foundation
import Geometry
import ImageFiles
import Raster
import Thumbnails

/// A picture's thumbnail for a grid tile: the picture fitted in the smallest of the Thumbnail
/// Managing Standard's sizes (128, 256, 512, 1024) that gives the tile its pixels without
/// enlarging. With a `ThumbnailStore` (the shared cache in `~/.cache/thumbnails`), one there
/// that is still valid (made by a file manager, or by Vitrine before) is read instead of the
/// picture, and one made here is saved there for them; a file that fails to decode is noted
/// in the cache's `fail/` folder and not tried again until it changes. The cache holds
/// pictures as their files stand (upright by EXIF); the user's turn is applied after.
package struct ThumbnailMaker: Sendable {
    /// The thumbnail sizes, smallest first.
    package static let buckets = [128, 256, 512, 1024]

    let limits: DecodeLimits
    let store: ThumbnailStore?

    package init(limits: DecodeLimits = .default, store: ThumbnailStore? = nil) {
        self.limits = limits
        self.store = store
    }

    /// A maker that shares thumbnails through the cache under `root` (nil: the user's, from
    /// `XDG_CACHE_HOME` or `HOME`) as Vitrine `version`; none where there is no such cache.
    package init(sharingAs version: String, root: String? = nil) {
        let store = root.map { ThumbnailStore(root: $0, version: version) } ?? ThumbnailStore(version: version)
        self.init(store: store)
    }

    /// The size a tile of `side` pixels is made from, for a picture of `original` pixels: one
    /// whose longer side covers the tile, or whose shorter side does when the tile is cropped
    /// square from the middle (a 16:9 photo's 256 px thumbnail is 144 px high, short of a
    /// 160 px tile). A picture smaller than the tile needs no more than its own size.
    package static func bucket(for side: Int, crops: Bool, original: PixelSize) -> Int {
        let shorter = min(original.width, original.height), longer = max(original.width, original.height)
        return buckets.first { bucket in
            let fitted = ThumbnailTile.fittedWithoutEnlarging(original, into: bucket)
            return crops
                ? min(fitted.width, fitted.height) >= min(side, shorter)
                : max(fitted.width, fitted.height) >= min(side, longer)
        } ?? buckets.last!
    }

    /// What making the thumbnail holds at its peak: the decode at the bucket's size.
    func decodeCost(of picture: PicturePage, side: Int, crops: Bool) -> Int {
        guard let size = try? picture.size(limits: limits) else { return 0 }
        let bucket = ThumbnailMaker.bucket(for: side, crops: crops, original: size)
        return picture.decodeCost(size: size, fitting: PixelSize(bucket, bucket))
    }

    /// The thumbnail for a tile of `side` pixels, turned as the picture is.
    func thumbnail(of picture: PicturePage, side: Int, crops: Bool) throws(ImageFileError) -> Surface {
        // The cache knows files, not pages: a TIFF's later pages are decoded each time.
        let path = UserPath.absolute(picture.path)
        let shared = picture.page == 0 ? store.flatMap { store in FileStamp(ofFileAt: path).map { (store, $0) } } : nil
        if let (store, stamp) = shared, store.hasFailure(path: path, stamp: stamp) {
            throw ImageFileError(path: picture.path, reason: .corrupt("it failed before", library: "Vitrine"))
        }
        let upright: Surface
        do {
            let original = try picture.size(limits: limits)
            let bucket = ThumbnailMaker.bucket(for: side, crops: crops, original: original)
            upright = try uprightThumbnail(
                of: picture, bucket: bucket, original: picture.turn.turned(original), shared: shared, path: path)
        } catch {
            if let (store, stamp) = shared, error.isTheFiles { try? store.recordFailure(path: path, stamp: stamp) }
            throw error
        }
        guard let turned = picture.turn.applied(to: upright) else {
            throw ImageFileError(path: picture.path, reason: .tooCostly(peakBytes: upright.stride * upright.height))
        }
        return turned
    }

    /// The picture as its file stands, fitted in `bucket`: from the cache when it holds it,
    /// else decoded (and then saved there).
    private func uprightThumbnail(
        of picture: PicturePage, bucket: Int, original: PixelSize, shared: (ThumbnailStore, FileStamp)?, path: String
    ) throws(ImageFileError) -> Surface {
        let size = ThumbnailSize(rawValue: bucket)!
        if let (store, stamp) = shared, let found = store.lookup(path: path, stamp: stamp, smallest: size) {
            let fitted = size.thumbnailSize(forImageOf: found.surface.size)
            let thumbnail =
                fitted == found.surface.size ? found.surface : found.surface.scaled(to: fitted) ?? found.surface
            // The cache holds sRGB; a display with a profile of its own is shown its colours.
            ColorManagement.convertFromSRGB(thumbnail)
            return thumbnail
        }
        let (decoded, cutShort) = try ImageFile.readWhatDecodes(
            path: picture.path, page: picture.page, limits: limits, fitting: PixelSize(bucket, bucket))
        let fitted = size.thumbnailSize(forImageOf: decoded.size)
        let thumbnail = fitted == decoded.size ? decoded : decoded.scaled(to: fitted) ?? decoded
        // Shared only whole and in sRGB, what other programs take a thumbnail to be.
        if let (store, stamp) = shared, cutShort == nil, ColorManagement.decodesToSRGB {
            try? store.save(thumbnail, forPath: path, stamp: stamp, size: size, imageSize: original)
        }
        return thumbnail
    }
}

extension ImageFileError {
    /// Whether the file itself is at fault (corrupt, not an image, cut before any row), not
    /// this run's limits or the system: only then is a failure worth remembering.
    var isTheFiles: Bool {
        switch reason {
        case .notAnImage, .notPNG, .corrupt, .truncated, .empty, .unsupported, .tooLarge: true
        default: false
        }
    }
}
