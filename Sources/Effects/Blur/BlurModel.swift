import AppInterface
import Geometry
import Gestures

/// Everything the user sees and changes in the blur scene: which image of the shared list,
/// where the sharp region lies on it, how strong the blur is, the veil, the guides, and the
/// gesture in progress. A value: the scene keeps it beside its caches (the photo, its display
/// copies, the blend's tables) and draws what it says. Input changes it through `handle` and
/// `perform` (BlurModel+Input.swift).
public struct BlurModel: Equatable, Sendable {
    /// Blur strengths offered by + and -, in photo pixels.
    public static let sigmaSteps: [Double] = [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]
    /// The strength at start: 12 px.
    public static let defaultSigmaIndex = 5

    /// The length of the shared list, which only grows (while a folder walk finds more).
    public private(set) var imageCount: Int
    /// The image of the list the user chose (shown once decoded).
    public var index: Int
    /// The sharp region, in the pixels of the photo it was last placed on.
    public var region = BlurRegion(center: .zero, radius: 1)
    /// The size of that photo; nil until one is shown. The region carries over to the next.
    public var regionPhotoSize: PixelSize?
    /// Which of `sigmaSteps` blurs the photo.
    public var sigmaIndex = BlurModel.defaultSigmaIndex
    /// The veil over the blurred part while the region is adjusted.
    public var veil = VeilFade()
    /// The ring where the blur becomes full, and the centre dot (H hides them).
    public var showsGuides = true
    /// The gesture in progress.
    public var drag: BlurDrag?
    /// Where the pointer is (the emulated pinch's dots follow it while Ctrl is held).
    public var pointer: Point?
    /// The modifiers held.
    public var modifiers: Modifiers = []

    /// The model on image `index` of a list of `imageCount` (0 when the index is not in it).
    public init(imageCount: Int, index: Int = 0) {
        self.imageCount = max(0, imageCount)
        self.index = (0..<self.imageCount).contains(index) ? index : 0
    }

    /// The shared list grew to `count` images: what is shown stays.
    public mutating func listGrew(to count: Int) { imageCount = max(imageCount, count) }

    /// The shared list was edited to `count` images; the scene shows what it chooses next.
    public mutating func listEdited(count: Int) {
        imageCount = max(0, count)
        index = min(index, max(0, imageCount - 1))
    }

    /// The blur's strength, in photo pixels.
    public var sigma: Double { BlurModel.sigmaSteps[sigmaIndex] }

    /// The emulated pinch's two fingers, while Ctrl is held with the pointer in the window:
    /// the gesture's, or the pointer and its mirror about the region's centre in view pixels.
    public func fingers(regionCentre: Point) -> (Point, Point)? {
        guard modifiers.contains(.control), let pointer else { return nil }
        if case .twoFingers(let drag, _)? = drag { return drag.fingers }
        return TwoFingerDrag.fingers(pointer: pointer, centre: regionCentre)
    }
}

/// A gesture on the blur's region.
public enum BlurDrag: Equatable, Sendable {
    /// A drag moving the region: where it was pressed (view pixels) and the centre then (photo pixels).
    case move(start: Point, centre: Point)
    /// Ctrl+drag: two emulated fingers, and the region as the gesture began.
    case twoFingers(TwoFingerDrag, start: BlurRegion)
    /// A touchpad pinch (XInput 2.4): the region as it began.
    case pinch(start: BlurRegion)
}

/// Where a photo is shown: fitted into the view, centred, in whole pixels.
public struct BlurPlacement: Equatable, Sendable {
    /// The photo's own size, in its pixels.
    public let photoSize: PixelSize
    /// Where it is shown, in view pixels.
    public let frame: PixelRect
    /// View pixels per photo pixel.
    public let scale: Double

    public init(photoSize: PixelSize, viewSize: PixelSize) {
        let size = photoSize.fitted(into: viewSize)
        self.photoSize = photoSize
        frame = PixelRect(
            x: (viewSize.width - size.width) / 2, y: (viewSize.height - size.height) / 2,
            width: size.width, height: size.height)
        scale = Double(size.width) / Double(photoSize.width)
    }

    /// View point -> photo point.
    public func photoPoint(_ p: Point) -> Point {
        Point((p.x - Double(frame.x)) / scale, (p.y - Double(frame.y)) / scale)
    }

    /// `region` (photo pixels) in view pixels.
    public func viewRegion(_ region: BlurRegion) -> BlurRegion {
        var r = region
        r.center = Point(Double(frame.x) + region.center.x * scale, Double(frame.y) + region.center.y * scale)
        r.radius = region.radius * scale
        return r
    }
}
