import Geometry
import Raster

/// The edges scene's picture and what each panel draws from it, made once per image and view
/// size: the picture itself, its copy with a 1-pixel transparent border (the border panel) and
/// its mip levels (the exact panel). The image loader keeps it beside the decoded image and
/// counts it in the budget (`ImageLoader.companion`).
final class EdgesPicture {
    let image: Surface
    let bordered: Surface
    let mips: MipChain
    /// The file's own size, before fitting (the status line shows it).
    let originalSize: PixelSize

    /// The slot it was made for, for a picture made by the scene itself (the test card).
    let fittedSlot: PixelSize?

    init(image: Surface, originalSize: PixelSize, fittedSlot: PixelSize? = nil) {
        self.image = image
        self.originalSize = originalSize
        self.fittedSlot = fittedSlot
        bordered = image.withTransparentBorder()
        mips = MipChain(image)
    }

    /// What it holds beyond the image it was made from: the bordered copy and the mip levels.
    var bytes: Int { bordered.stride * bordered.height + mips.bytes }

    var size: Size { Size(width: Double(image.width), height: Double(image.height)) }
}
