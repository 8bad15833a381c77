import Geometry
import ImageFiles

/// The text keys of the thumbnail standard: what a thumbnail says of its original, and the
/// check ("Detect Modifications") that decides whether it still shows that file.
enum ThumbnailKeys {
    static let uri = "Thumb::URI"
    static let modificationTime = "Thumb::MTime"
    static let byteCount = "Thumb::Size"
    static let mimeType = "Thumb::Mimetype"
    static let imageWidth = "Thumb::Image::Width"
    static let imageHeight = "Thumb::Image::Height"
    /// The PNG specification's own keyword for the program that wrote the file.
    static let software = "Software"

    /// Whether a thumbnail whose text is `text` is valid for the file with `uri` and `stamp`:
    /// Thumb::URI and Thumb::MTime present and equal to them (both required: the standard
    /// calls a global thumbnail without MTime an error), and Thumb::Size, if present, equal to
    /// the length (the standard's 0.8.0 text says to check it where present, as GLib does). The
    /// numbers must be written as GLib compares them: plain decimal digits without leading
    /// zeros, sign or spaces ("0" for zero; a minus only for a time before 1970, which GLib
    /// cannot match). A key written twice must match both times. Compared as GLib compares
    /// them, scalar for scalar: Swift's `==` would take a decomposed "é" in an iTXt for the
    /// composed one.
    static func areValid(_ text: [PNGText], uri: String, stamp: FileStamp) -> Bool {
        var (sawURI, sawTime) = (false, false)
        for entry in text {
            let value = entry.text.unicodeScalars
            switch entry.keyword {
            case ThumbnailKeys.uri:
                guard value.elementsEqual(uri.unicodeScalars) else { return false }
                sawURI = true
            case ThumbnailKeys.modificationTime:
                guard value.elementsEqual(String(stamp.modificationTime).unicodeScalars) else { return false }
                sawTime = true
            case ThumbnailKeys.byteCount:
                guard value.elementsEqual(String(stamp.byteCount).unicodeScalars) else { return false }
            default: break
            }
        }
        return sawURI && sawTime
    }

    /// The text Vitrine writes into a thumbnail, in this order: URI, modification time and
    /// length of the original; its MIME type when known; the original image's size when known;
    /// the program. A failure record has no image size nor type.
    static func text(
        uri: String, stamp: FileStamp, imageSize: PixelSize?, mimeType: String?, software: String
    ) -> [PNGText] {
        var text = [
            PNGText(ThumbnailKeys.uri, uri),
            PNGText(ThumbnailKeys.modificationTime, String(stamp.modificationTime)),
            PNGText(ThumbnailKeys.byteCount, String(stamp.byteCount)),
        ]
        if let mimeType { text.append(PNGText(ThumbnailKeys.mimeType, mimeType)) }
        if let imageSize {
            text.append(PNGText(ThumbnailKeys.imageWidth, String(imageSize.width)))
            text.append(PNGText(ThumbnailKeys.imageHeight, String(imageSize.height)))
        }
        text.append(PNGText(ThumbnailKeys.software, software))
        return text
    }
}
