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
    /// Seconds after the last wheel notch (or + / -) at which the view counts as settled: notches
    /// come in runs, and until the run ends each frame is drawn quickly (`isMoving`). Default:
    /// 0.15, longer than the gap between the notches of one turn of a wheel.
    public static let settleDelay = 0.15

    /// The image, as an index into the strip's list, and its file and page (`ImageFile.read`'s).
    public let index: Int
    public let path: String
    public let page: Int
    public var view: ZoomView
    /// Where the pointer was at the last step of a pan in progress; nil: no button held.
    public var panFrom: Point?
    public var clicks = FocusZoomClicks()
    /// When the last wheel notch (or + / -) zoomed the view; nil: none yet.
    public var lastStep: Double?

    public init(index: Int, path: String, page: Int = 0, imageSize: PixelSize, viewSize: PixelSize) {
        (self.index, self.path, self.page) = (index, path, page)
        view = ZoomView(imageSize: imageSize, viewSize: viewSize)
    }

    /// True while the view is being moved: a drag holds it, or a run of zoom steps may go on.
    /// The scene then draws each frame quickly and the settled view once at full quality.
    public func isMoving(at time: Double) -> Bool {
        panFrom != nil || settlesAt.map { time < $0 } == true
    }

    /// When the last run of zoom steps ends, if no other step comes.
    public var settlesAt: Double? { lastStep.map { $0 + FocusZoom.settleDelay } }

    /// The image's size in pixels, as its file's header gives it.
    public var imageSize: PixelSize { PixelSize(Int(view.imageSize.width), Int(view.imageSize.height)) }

    /// The status line's word: "zoom 100%".
    public var note: String { "zoom \(Int((view.scale * 100).rounded()))%" }
}
