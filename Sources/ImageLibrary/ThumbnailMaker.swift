import Geometry
import ImageFiles
import Raster

/// A picture's thumbnail for a grid tile: the picture fitted in the smallest of the Thumbnail
/// Managing Standard's sizes (128, 256, 512, 1024: so what is made can be shared) that gives
/// the tile its pixels without enlarging, decoded at that size (a JPEG at 1/8 of its size
/// where that is enough).
package struct ThumbnailMaker: Sendable {
    /// The thumbnail sizes, smallest first.
    package static let buckets = [128, 256, 512, 1024]

    let limits: DecodeLimits

    package init(limits: DecodeLimits = .default) {
        self.limits = limits
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

    /// The thumbnail for a tile of `side` pixels.
    func thumbnail(of picture: PicturePage, side: Int, crops: Bool) throws(ImageFileError) -> Surface {
        let original = try picture.size(limits: limits)
        let bucket = ThumbnailMaker.bucket(for: side, crops: crops, original: original)
        let (decoded, _) = try picture.readWhatDecodes(limits: limits, fitting: PixelSize(bucket, bucket))
        let size = ThumbnailTile.fittedWithoutEnlarging(decoded.size, into: bucket)
        return decoded.scaled(to: size) ?? decoded
    }
}
