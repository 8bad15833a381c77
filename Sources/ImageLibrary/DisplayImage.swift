import Geometry
import ImageFiles
import Raster

/// An image ready to draw: scaled once to the size it is shown at, flattened onto the
/// background (so drawing it is a plain copy), with its grayscale twin made once beside it.
package final class DisplayImage: @unchecked Sendable {
    package let colour: Surface
    package let gray: Surface
    /// The decoded image's own size, before fitting (the status line shows it).
    package let originalSize: PixelSize
    /// Why the picture is only partly there: its file was cut short (the rest is background).
    package let cutShort: ImageFileError?

    package var size: PixelSize { colour.size }
    package var bytes: Int { colour.stride * colour.height + gray.stride * gray.height }

    package init(colour: Surface, gray: Surface, originalSize: PixelSize, cutShort: ImageFileError? = nil) {
        self.colour = colour
        self.gray = gray
        self.originalSize = originalSize
        self.cutShort = cutShort
    }

    /// Decodes `picture` as far as it decodes (a file cut short shows the rows before the
    /// cut), turned as the user turned it, fits it into `slot` (keeping its aspect ratio) and
    /// makes both copies.
    package static func load(_ picture: PicturePage, slot: PixelSize, background: Color, limits: DecodeLimits)
        throws(ImageFileError)
        -> DisplayImage
    {
        // The file's own size: a JPEG may be decoded smaller when it is shown much smaller.
        let original = try picture.size(limits: limits)
        let (decoded, cutShort) = try picture.readWhatDecodes(limits: limits, fitting: slot)
        return DisplayImage(decoded, originalSize: original, slot: slot, background: background, cutShort: cutShort)
    }

    /// `decoded` (the image, or a frame of it, at least as large as fitted into `slot`) fitted
    /// into `slot` and flattened onto `background`, with its gray copy.
    package convenience init(
        _ decoded: Surface, originalSize: PixelSize, slot: PixelSize, background: Color, cutShort: ImageFileError? = nil
    ) {
        let colour = DisplayImage.flattened(decoded, originalSize: originalSize, slot: slot, background: background)
        self.init(colour: colour, gray: colour.grayscaleCopy(), originalSize: originalSize, cutShort: cutShort)
    }

    /// The colour copy alone: `decoded` fitted into `slot` and flattened onto `background` (a
    /// tilt card's animation frames need no gray copy).
    package static func flattened(_ decoded: Surface, originalSize: PixelSize, slot: PixelSize, background: Color)
        -> Surface
    {
        // The strip's layout spaces the items by this same size, read from the header.
        let size = originalSize.fitted(into: slot)
        let scaled = decoded.scaled(to: size)!
        let colour = Surface(size: size)!
        colour.clear(to: background)
        colour.composite(scaled, atX: 0, y: 0)
        return colour
    }

    /// Bytes a decode of a PNG of `size` holds while it runs (the full-size pixels with their
    /// row padding, and libpng's working memory).
    package static func decodeCost(of size: PixelSize) -> Int { PNGFile.decodeCost(of: size) }
}
