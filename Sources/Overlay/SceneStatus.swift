import Geometry

/// The status line's facts about a scene.
package struct SceneStatus: Equatable {
    /// The file shown, as the user named it (printable).
    package var fileName: String?
    /// Its place in the list, 0-based, and the list's length.
    package var position: (index: Int, count: Int)?
    /// Its size in pixels, once decoded.
    package var imageSize: PixelSize?
    /// A word on the scene's state, e.g. "sigma 12".
    package var note: String?
    /// Why the scene behaves as it does now, for the help's header ("reduced motion: ...").
    package var helpNote: String?
    /// The list is still growing: a folder walk or standard input is bringing more images.
    package var stillLooking = false

    package init(
        fileName: String? = nil, position: (index: Int, count: Int)? = nil, imageSize: PixelSize? = nil,
        note: String? = nil, helpNote: String? = nil
    ) {
        self.fileName = fileName
        self.position = position
        self.imageSize = imageSize
        self.note = note
        self.helpNote = helpNote
    }

    package static func == (a: SceneStatus, b: SceneStatus) -> Bool {
        a.fileName == b.fileName && a.position?.index == b.position?.index && a.position?.count == b.position?.count
            && a.imageSize == b.imageSize && a.note == b.note
            && a.helpNote == b.helpNote && a.stillLooking == b.stillLooking
    }
}
