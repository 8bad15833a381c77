/// A picture of the list by its file and its page in it (`ImageFile.read`'s page: a multi-page
/// TIFF's directory, 0 for every other file): what a decode is of, and what tells two entries
/// of one file apart.
package struct PicturePage: Hashable, Sendable {
    package var path: String
    package var page: Int

    package init(path: String, page: Int = 0) { (self.path, self.page) = (path, page) }
}

extension ImageCatalog.Entry {
    package var picture: PicturePage { PicturePage(path: path, page: page) }
}
