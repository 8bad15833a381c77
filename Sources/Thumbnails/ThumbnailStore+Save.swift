import Geometry
import ImageFiles
import Raster

extension ThumbnailStore {
    /// Writes `thumbnail` (premultiplied BGRA8, at most `size.pixels` a side: see
    /// `ThumbnailSize.thumbnailSize(forImageOf:)`) as the thumbnail of size `size` of the file at
    /// `path`, replacing one there (a stale one, or another program's). Its text: Thumb::URI,
    /// Thumb::MTime and Thumb::Size from `stamp`, Thumb::Mimetype when `mimeType` is given,
    /// Thumb::Image::Width and Thumb::Image::Height when `imageSize` (the original's) is given,
    /// and Software "Vitrine VERSION".
    ///
    /// As the standard asks: the folders are created 0700 where missing, the file is written
    /// 0600 (the original may be private) under a temporary name in its folder and renamed
    /// into place, so another program reading the cache sees the old thumbnail or the new one,
    /// whole, never part of one; and nothing is written for a file inside the cache.
    public func save(
        _ thumbnail: Surface, forPath path: String, stamp: FileStamp, size: ThumbnailSize,
        imageSize: PixelSize? = nil, mimeType: String? = nil
    ) throws(ThumbnailSaveError) {
        guard size.admits(thumbnail.size) else { throw .doesNotFit(thumbnail.size, size) }
        let uri = try uriToWrite(forPath: path)
        let text = ThumbnailKeys.text(
            uri: uri, stamp: stamp, imageSize: imageSize, mimeType: mimeType, software: "Vitrine " + version)
        try write(thumbnail, into: folder(for: size), as: ThumbnailStore.fileName(for: uri), text: text)
    }

    /// Records that Vitrine could not make a thumbnail of the file at `path` as `stamp` says it
    /// is (it failed to decode, or was refused as too large): an empty (1 x 1, transparent) PNG
    /// in `fail/vitrine-VERSION` with Thumb::URI, Thumb::MTime, Thumb::Size and Software, written
    /// as `save` writes, so `hasFailure` can say not to try again until the file changes.
    public func recordFailure(path: String, stamp: FileStamp) throws(ThumbnailSaveError) {
        let uri = try uriToWrite(forPath: path)
        let text = ThumbnailKeys.text(
            uri: uri, stamp: stamp, imageSize: nil, mimeType: nil, software: "Vitrine " + version)
        try write(Surface(width: 1, height: 1)!, into: failureFolder, as: ThumbnailStore.fileName(for: uri), text: text)
    }

    /// The URI of `path`, or the rule that forbids writing anything for it.
    private func uriToWrite(forPath path: String) throws(ThumbnailSaveError) -> String {
        guard let uri = FileURI.string(forPath: path) else { throw .notAbsolute(path: path) }
        guard !holds(path) else { throw .insideThumbnailCache(path: path) }
        return uri
    }

    private func write(_ picture: Surface, into folder: String, as name: String, text: [PNGText])
        throws(ThumbnailSaveError)
    {
        do {
            try PrivateFolder.make(folder)
            try PNGFile.write(picture, to: folder + "/" + name, overwrite: true, text: text, mode: 0o600)
        } catch {
            throw .writeFailed(error)
        }
    }
}
