import Geometry
import ImageFiles

extension ThumbnailStore {
    /// A valid thumbnail of the file at `path`, whose stamp is `stamp`, of size `smallest` or,
    /// failing that, of the next larger size that has one (a larger one scales down well; a
    /// smaller one would be blurred up, so it is not looked for). Valid: its text says this
    /// file's URI and modification time, and its length if it says one (`ThumbnailKeys`), and
    /// its picture fits its folder's size. Nil when none is: anything missing, unreadable,
    /// damaged, stale or oversized is passed over as if absent, never thrown (the caller makes
    /// a new one). Nil too for a path that is not absolute.
    ///
    /// Cost: for each file tried, a walk of its chunk headers to the image data; pixels are
    /// decoded only for a thumbnail whose text is valid, and only within its folder's size
    /// (`ThumbnailSize.decodeLimits`, checked in the header before anything is allocated), so
    /// a hostile file in the cache costs at most a decode of that size.
    public func lookup(path: String, stamp: FileStamp, smallest: ThumbnailSize = .normal) -> FoundThumbnail? {
        guard let uri = FileURI.string(forPath: path) else { return nil }
        let name = ThumbnailStore.fileName(for: uri)
        for size in smallest.andLarger {
            let file = folder(for: size) + "/" + name
            let found = try? PNGFile.read(path: file, limits: size.decodeLimits) { text in
                ThumbnailKeys.areValid(text, uri: uri, stamp: stamp)
            }
            if let found { return FoundThumbnail(surface: found.surface, size: size) }
        }
        return nil
    }

    /// Whether Vitrine recorded (`recordFailure`) that it could not make a thumbnail of the
    /// file at `path` as it is now: a record whose text says this file's URI and stamp, as a
    /// thumbnail's must. A record for an older version of the file does not count, so a
    /// changed file is tried again.
    public func hasFailure(path: String, stamp: FileStamp) -> Bool {
        guard let uri = FileURI.string(forPath: path), let record = failurePath(forPath: path),
            let text = try? PNGFile.text(ofFileAt: record)
        else { return false }
        return ThumbnailKeys.areValid(text, uri: uri, stamp: stamp)
    }
}
