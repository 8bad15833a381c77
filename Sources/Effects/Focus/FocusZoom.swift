import Geometry

/// The focus scene's closer look (Enter or a double click on the image in focus): that image
/// alone, zoomed about the pointer by the wheel and panned by a drag, over the strip, which
/// waits underneath at the same image.
public struct FocusZoom: Equatable, Sendable {
    /// At this many view pixels an image pixel and more, pixels are drawn as flat blocks
    /// (nearest), as eog and nsxiv do when zoomed in: a pixel-peeper wants to see the pixels,
    /// not bilinear mush. From 1 up to it the picture is drawn bilinearly; below 1, shrunk, with
    /// an area filter from its mip levels (`FocusZoomAreaFilter`). Default: 2.
    public static let pixelBlocksFrom = 2.0

    /// The image, as an index into the strip's list, and its file.
    public let index: Int
    public let path: String
    public var view: ZoomView
    /// Where the pointer was at the last step of a pan in progress; nil: no button held.
    public var panFrom: Point?
    public var clicks = FocusZoomClicks()

    public init(index: Int, path: String, imageSize: PixelSize, viewSize: PixelSize) {
        self.index = index
        self.path = path
        view = ZoomView(imageSize: imageSize, viewSize: viewSize)
    }

    /// The image's size in pixels, as its file's header gives it.
    public var imageSize: PixelSize { PixelSize(Int(view.imageSize.width), Int(view.imageSize.height)) }

    /// The status line's word: "zoom 100%".
    public var note: String { "zoom \(Int((view.scale * 100).rounded()))%" }
}
