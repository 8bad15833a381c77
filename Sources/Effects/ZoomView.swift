import Foundation
import Geometry

/// One image looked at closely (as in eog or nsxiv's image mode): an image of `imageSize`
/// pixels shown at `scale` view pixels per image pixel, its top-left corner at `offset` in a
/// view of `viewSize`. A pure value: the focus scene turns the wheel, drags and keys into these
/// calls and draws through `imageToView`.
///
/// The image never leaves the view: along each axis it is centred while it is shorter than the
/// view, and otherwise its edges are kept at or beyond the view's, so background shows on a
/// side only when there is no image left to show there.
public struct ZoomView: Equatable, Sendable {
    /// How the scale follows the view when the window is resized.
    public enum Sizing: Equatable, Sendable {
        /// Fitted into the view but never enlarged, so a small image shows at 1:1 (the default,
        /// as nsxiv's "fit, no upscale").
        case automatic
        /// Fitted into the view, small images enlarged (W).
        case fit
        /// Filling the view, cut along one axis (F).
        case fill
        /// Chosen by the user (wheel, 1:1): the scale stays when the window is resized.
        case free
    }

    /// The zoom of one wheel notch: 2^(1/4), so four notches double and 1:1, 2x, 4x ... are
    /// reached exactly from one another (1.19x a notch).
    public static let wheelStep = pow(2, 0.25)
    /// The largest scale: 32 view pixels an image pixel (more when a tiny image fills the view).
    public static let maxScale = 32.0
    /// The smallest scale as a share of min(fit, 1): a quarter of the fitted (or 1:1) size.
    public static let minShare = 0.25

    /// The image's size in pixels (at least 1 x 1).
    public let imageSize: Size
    /// The view's size in pixels (at least 1 x 1).
    public private(set) var viewSize: Size
    /// View pixels per image pixel.
    public private(set) var scale: Double
    /// Where the image's top-left corner is in the view, in view pixels.
    public private(set) var offset: Point
    public private(set) var sizing: Sizing

    /// The image at its default size (`automatic`), centred.
    public init(imageSize: PixelSize, viewSize: PixelSize) {
        self.imageSize = Size(Double(max(1, imageSize.width)), Double(max(1, imageSize.height)))
        self.viewSize = Size(Double(max(1, viewSize.width)), Double(max(1, viewSize.height)))
        scale = 1
        offset = .zero
        sizing = .automatic
        show(.automatic)
    }

    /// The scale at which the whole image just fits the view.
    public var fitScale: Double { min(viewSize.width / imageSize.width, viewSize.height / imageSize.height) }
    /// The scale at which the image just covers the view.
    public var fillScale: Double { max(viewSize.width / imageSize.width, viewSize.height / imageSize.height) }
    /// The scales the wheel reaches.
    public var scaleLimits: ClosedRange<Double> {
        min(fitScale, 1) * ZoomView.minShare...max(ZoomView.maxScale, fillScale)
    }

    /// Image pixel coordinates -> view pixel coordinates.
    public var imageToView: Affine { Affine.scale(scale, scale).then(.translation(offset.x, offset.y)) }

    /// The image point under view point `p`.
    public func imagePoint(at p: Point) -> Point { Point((p.x - offset.x) / scale, (p.y - offset.y) / scale) }

    /// The image's outline in the view.
    public var frame: Rect {
        Rect(x: offset.x, y: offset.y, width: imageSize.width * scale, height: imageSize.height * scale)
    }

    /// Fits the whole image into the view, enlarging a small one (W).
    public mutating func fit() { show(.fit) }

    /// Covers the view with the image, centred (F).
    public mutating func fill() { show(.fill) }

    /// One image pixel a view pixel (`=`), about the view's centre: what is in the middle stays.
    public mutating func actual() {
        zoom(to: 1, about: Point(viewSize.width / 2, viewSize.height / 2))
    }

    /// Zooms by `factor` (a wheel notch: `wheelStep` or its inverse), keeping the image point
    /// under `p` where it is, as far as the view's edges allow (see the type's comment).
    public mutating func zoom(by factor: Double, about p: Point) {
        guard factor.isFinite, factor > 0 else { return }
        zoom(to: scale * factor, about: p)
    }

    /// Zooms to `newScale` (within `scaleLimits`) about `p`, as `zoom(by:about:)`.
    public mutating func zoom(to newScale: Double, about p: Point) {
        guard newScale.isFinite, p.x.isFinite, p.y.isFinite else { return }
        var target = min(max(newScale, scaleLimits.lowerBound), scaleLimits.upperBound)
        // Steps of 2^(1/4) come back to 1 with rounding error: 1:1 must be exact to show pixels.
        if abs(target - 1) < 1e-9 { target = 1 }
        let anchor = imagePoint(at: p)
        scale = target
        offset = Point(p.x - anchor.x * scale, p.y - anchor.y * scale)
        sizing = .free
        keepInView()
    }

    /// Moves the image by `d` view pixels (a drag), as far as it can go without leaving the view.
    public mutating func pan(by d: Point) {
        guard d.x.isFinite, d.y.isFinite else { return }
        offset = offset + d
        keepInView()
    }

    /// The view is now `size`: the image point at the view's centre stays at its centre; the
    /// scale follows the view unless the user chose it (`sizing` is `free`).
    public mutating func resize(to size: PixelSize) {
        let centre = imagePoint(at: Point(viewSize.width / 2, viewSize.height / 2))
        viewSize = Size(Double(max(1, size.width)), Double(max(1, size.height)))
        scale = sizing == .free ? min(max(scale, scaleLimits.lowerBound), scaleLimits.upperBound) : scale(for: sizing)
        offset = Point(viewSize.width / 2 - centre.x * scale, viewSize.height / 2 - centre.y * scale)
        keepInView()
    }

    private func scale(for sizing: Sizing) -> Double {
        switch sizing {
        case .automatic: min(fitScale, 1)
        case .fit: fitScale
        case .fill: fillScale
        case .free: scale
        }
    }

    private mutating func show(_ sizing: Sizing) {
        self.sizing = sizing
        scale = scale(for: sizing)
        offset = Point((viewSize.width - imageSize.width * scale) / 2, (viewSize.height - imageSize.height * scale) / 2)
        keepInView()
    }

    /// Centres each axis on which the image is shorter than the view and clamps the others so
    /// no background shows past an edge; at 1:1 the offset is kept on whole pixels, so each
    /// image pixel lands on one view pixel rather than blurring across two.
    private mutating func keepInView() {
        offset = Point(
            ZoomView.placed(offset.x, length: imageSize.width * scale, in: viewSize.width),
            ZoomView.placed(offset.y, length: imageSize.height * scale, in: viewSize.height))
        if scale == 1 { offset = Point(offset.x.rounded(.down), offset.y.rounded(.down)) }
    }

    private static func placed(_ start: Double, length: Double, in view: Double) -> Double {
        length <= view ? (view - length) / 2 : min(0, max(view - length, start))
    }
}
