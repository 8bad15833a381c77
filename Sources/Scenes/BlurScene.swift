import Effects
import Foundation
import Geometry
import Gestures
import ImageFiles
import Raster

/// The blur scene: a photo sharp inside a feathered region and blurred outside, after the
/// "photo filter" blur tools of phone apps. Drag moves the region; Ctrl+drag pinches it (two
/// virtual fingers mirrored about its centre), Ctrl+Shift+drag pans with two fingers, Ctrl+wheel
/// resizes it about the pointer. While adjusting, a dark veil shows what is blurred.
///
/// The region lives in the photo's own pixels, so resizing the window keeps it in place and
/// Ctrl+S applies it to the full-resolution photo. The display copies (sharp and blurred, at
/// the size shown) are made once per size and sigma; a frame only re-blends them.
final class BlurScene: Scene {
    let name = "blur"

    /// Blur strengths offered by + and -, in photo pixels.
    static let sigmaSteps: [Double] = [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]

    let photoPath: String
    var photo: Surface?
    var photoError: String?
    var region = FocusRegion(center: .zero, radius: 1)
    var sigmaIndex = 5
    var veil = VeilFade()
    var showGuides = true
    var viewSize = PixelSize(1, 1)
    var display: DisplayCopies?
    var drag: Drag?
    var pointer: Point?
    var modifiers: Modifiers = []
    var needsDraw = true
    var drawnVeil = -1.0
    var messages: [AppMessage] = []

    /// The photo as shown: where, at what scale, and its sharp and blurred copies.
    struct DisplayCopies {
        var frame: PixelRect
        var scale: Double
        var sigma: Double
        var sharp: Surface
        var blurred: Surface
    }

    enum Drag {
        case move(start: Point, centre: Point)
        case twoFingers(TwoFingerDrag, start: FocusRegion)
    }

    init(photoPath: String) {
        self.photoPath = photoPath
    }

    var sigma: Double { BlurScene.sigmaSteps[sigmaIndex] }

    func resize(to size: PixelSize, time: Double) {
        viewSize = size
        display = nil
        needsDraw = true
    }

    func invalidate() {
        needsDraw = true
    }

    var imageIndex: Int? { nil }

    func showImage(at index: Int, time: Double) {}

    var status: SceneStatus {
        SceneStatus(fileName: printableFileName((photoPath as NSString).lastPathComponent),
                    imageSize: photo?.size, note: "sigma \(Int(sigma))")
    }

    func takeMessages() -> [AppMessage] {
        defer { messages.removeAll() }
        return messages
    }

    /// Decodes the photo on first use (the scene may never be shown) and places the region.
    func loadPhotoIfNeeded() {
        guard photo == nil, photoError == nil else { return }
        do {
            let decoded = try PNGFile.read(path: photoPath)
            photo = decoded
            let side = Double(min(decoded.width, decoded.height))
            region = FocusRegion(center: Point(Double(decoded.width) / 2, Double(decoded.height) / 2), radius: side * 0.3)
        } catch {
            photoError = error.description
            messages.append(.error(error.description))
        }
    }

    /// The display copies for the current view size and sigma, made when either changed.
    func displayCopies() -> DisplayCopies? {
        guard let photo else { return nil }
        if let display, display.sigma == sigma { return display }
        let fitted = photo.size.size.fitted(into: viewSize.size)
        let size = PixelSize(max(1, Int(fitted.width.rounded())), max(1, Int(fitted.height.rounded())))
        let scale = Double(size.width) / Double(photo.width)
        let sharp = display?.sharp.size == size ? display!.sharp : photo.scaled(to: size)!
        let copies = DisplayCopies(
            frame: PixelRect(x: (viewSize.width - size.width) / 2, y: (viewSize.height - size.height) / 2,
                             width: size.width, height: size.height),
            scale: scale, sigma: sigma, sharp: sharp,
            blurred: sharp.gaussianBlurred(sigma: displaySigma(scale: scale), threads: Defaults.blurThreads))
        display = copies
        return copies
    }

    /// The blur in view pixels. A small photo blown up to fill the window multiplies sigma by
    /// its scale (an 8 x 8 photo in 800 pixels: x100), past what the blur supports; the limit
    /// (200 view pixels) already flattens anything shown, so clamping changes nothing visible.
    func displaySigma(scale: Double) -> Double {
        min(GaussianBlur.maximumSigma, sigma * scale)
    }

    /// The region in view pixels.
    func viewRegion(_ d: DisplayCopies) -> FocusRegion {
        var r = region
        r.center = Point(Double(d.frame.x) + region.center.x * d.scale, Double(d.frame.y) + region.center.y * d.scale)
        r.radius = region.radius * d.scale
        return r
    }

    /// View point -> photo point.
    func photoPoint(_ p: Point, _ d: DisplayCopies) -> Point {
        Point((p.x - Double(d.frame.x)) / d.scale, (p.y - Double(d.frame.y)) / d.scale)
    }
}
