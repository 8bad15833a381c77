import Geometry
import Raster

/// The edges scene's picture and what each panel draws from it, made once per image and view
/// size: the picture itself, its copy with a 1-pixel transparent border (the border panel).
final class EdgesPicture {
    let image: Surface
    let bordered: Surface
    /// The file's own size, before fitting (the status line shows it).
    let originalSize: PixelSize

    init(image: Surface, originalSize: PixelSize) {
        self.image = image
        self.originalSize = originalSize
        bordered = EdgesPicture.withTransparentBorder(image)
    }

    var size: Size { Size(width: Double(image.width), height: Double(image.height)) }

    /// `image` inside a ring of transparent pixels one wide: bilinear sampling then fades the
    /// outermost pixels to nothing over one pixel instead of cutting them off.
    static func withTransparentBorder(_ image: Surface) -> Surface {
        let framed = Surface(width: image.width + 2, height: image.height + 2)!
        framed.copy(from: image, sourceRect: image.bounds, toX: 1, y: 1)
        return framed
    }
}
