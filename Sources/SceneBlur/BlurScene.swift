import AppInterface
import Effects
import Foundation
import Geometry
import ImageFiles
import ImageLibrary
import Overlay
import Raster
import SceneKit

/// The blur scene: a photo sharp inside a feathered region and blurred outside, after the
/// "photo filter" blur tools of phone apps. Drag moves the region; Ctrl+drag pinches it (two
/// virtual fingers mirrored about its centre), Ctrl+Shift+drag pans with two fingers, Ctrl+wheel
/// resizes it about the pointer. While adjusting, a dark veil shows what is blurred. PgUp/PgDn
/// and the arrows page through the list the scenes share (`BlurScene+Photo`); Ctrl+S saves the
/// edit in the background (`BlurScene+Export`, `BlurSaveJob`).
///
/// The region lives in the photo's own pixels, so resizing the window keeps it in place and
/// Ctrl+S applies it to the full-resolution photo. The display copies (sharp and blurred, at
/// the size shown) are made once per size and sigma; a frame only re-blends them, and a drag
/// frame only where the region was and is (`BlurScene+Render`).
package final class BlurScene: Scene {
    package let id = SceneID.blur

    // Internal to this module: the input, drawing, photo and export halves live in their own
    // files. What the user sees and changes is `model`; the rest is what draws it: the photo,
    // its display copies and what the last frame showed.
    /// The list the scenes share.
    let catalog: ImageList
    /// The image chosen, the region, the blur's strength, the veil, the guides, the gesture.
    var model: BlurModel
    /// Holds the app's wake handler, which the decoder and the saver call from their threads.
    let loader: ImageLoader
    /// Decode and save on the render thread (headless runs must be reproducible).
    let synchronous: Bool
    let decoder: PhotoDecoder
    /// The photo on screen: the one chosen, or the one before it while the chosen one decodes.
    var shown: ShownPhoto?
    /// The photo shown before (or one decoded after the user paged on): going back to it, as
    /// when comparing two photos, needs no decode. At most one; both are at the view's size.
    var spare: ShownPhoto?
    /// Files that could not be decoded, and why: told once, never decoded again.
    var failures: [PicturePage: String] = [:]
    var viewSize = PixelSize(1, 1)
    /// New copies (another photo, size or sigma) are drawn whole: forgetting the look drawn
    /// here catches every way they change.
    var display: DisplayCopies? { didSet { drawn = nil } }
    /// Mixes the display copies into each frame, with the scratch and weight table it keeps.
    let blend = RegionBlend()
    /// What the last frame showed; nil: the next one draws everything (`BlurScene+Render`).
    var drawn: Look?
    /// The guide ring made once per shape and size (about the origin), and the fill's buffers:
    /// a drag frame allocates nothing for its paths.
    var guideRing: (key: GuideKey, path: Path)?
    let pathScratch = PathScratch()
    var needsDraw = true
    var drawnVeil = -1.0
    var messages: [AppMessage] = []
    /// Files shown in part, each told once.
    var cutShortReports = FailureReporter()
    /// The Ctrl+S in progress (or ended, its message not yet taken), and the progress the last
    /// frame was drawn with (nil: no activity shown).
    var saveJob: SaveJob?
    var drawnSaveFraction: Double?
    /// What the photos and display copies hold, as last told to the loader (`reportHeldBytes`).
    var heldBytes = 0
    /// Test hook, handed to each save job (see `BlurSaveJob.gate`).
    var saveGate: (@Sendable () -> Void)?

    /// A decoded photo and the entry it came from. The pixels are at the size of the view they
    /// were decoded for (`PhotoDecoder`'s fitting), at most the photo's `fullSize`, in whose
    /// pixels the region and sigma are given.
    struct ShownPhoto {
        var index: Int
        var picture: PicturePage
        var surface: Surface
        var fullSize: PixelSize
        /// The view size it was decoded for.
        var decodedFor: PixelSize?
    }

    /// The photo as shown: where, at what scale, and its sharp and blurred copies.
    struct DisplayCopies {
        var placement: BlurPlacement
        var sigma: Double
        var sharp: Surface
        var blurred: Surface

        var frame: PixelRect { placement.frame }
        var scale: Double { placement.scale }
    }

    /// The scene on image `index` of `catalog`; nothing is decoded until it is first drawn.
    package init(catalog: ImageList, loader: ImageLoader, synchronous: Bool, index: Int = 0) {
        self.catalog = catalog
        self.loader = loader
        self.synchronous = synchronous
        model = BlurModel(imageCount: catalog.entries.count, index: index)
        decoder = PhotoDecoder(synchronous: synchronous, wake: { [loader] in loader.wakeHost() })
    }

    /// Tells the loader what the photos and their display copies hold, so the cache budget
    /// counts them (`--cache-mib` bounds the blur scene too).
    func reportHeldBytes() {
        func bytes(_ surface: Surface?) -> Int { surface?.bytes ?? 0 }
        let now = bytes(shown?.surface) + bytes(spare?.surface) + bytes(display?.sharp) + bytes(display?.blurred)
        guard now != heldBytes else { return }
        heldBytes = now
        loader.hold(now, for: "blur")
    }

    /// The photo the region applies to, when one is shown.
    var photo: Surface? { shown?.surface }

    package func resize(to size: PixelSize, time: Double) {
        viewSize = size
        display = nil
        needsDraw = true
    }

    package func invalidate() {
        drawn = nil
        needsDraw = true
    }

    package var imageIndex: Int? { catalog.entries.isEmpty ? nil : model.index }

    /// The photos decoded follow their entries to their new indices (a turned one, or one
    /// taken out, is let go), so the one shown is the list's picture at the model's index.
    package func listEdited(_ edit: ListEdit, showing index: Int?, time: Double) {
        model.listEdited(count: catalog.entries.count)
        if let index { model.show(imageAt: index) }
        if let old = shown?.index {
            if let now = edit.mapUnchanged(old) { shown?.index = now } else { (shown, display) = (nil, nil) }
        }
        if let old = spare?.index {
            if let now = edit.mapUnchanged(old) { spare?.index = now } else { spare = nil }
        }
        needsDraw = true
    }

    package func listGrew(time: Double) {
        if model.imageCount == 0 { needsDraw = true } // its first photo arrived
        model.listGrew(to: catalog.entries.count)
    }

    package var status: SceneStatus {
        // The Gaussian's sigma, in the photo's pixels: the words say what it does, not its name.
        let note = "blur \(Int(model.sigma)) px"
        let index = model.index
        guard catalog.entries.indices.contains(index) else { return SceneStatus(note: note) }
        return SceneStatus(
            fileName: catalog.entries[index].displayName, position: (index, catalog.entries.count),
            imageSize: shown?.index == index ? shown?.fullSize : nil, note: note)
    }

    /// The display copies for the current view size and sigma, made when either changed.
    func displayCopies() -> DisplayCopies? {
        guard let photo else { return nil }
        if let display, display.sigma == model.sigma { return display }
        let placement = BlurPlacement(photoSize: shown!.fullSize, viewSize: viewSize)
        let size = PixelSize(placement.frame.width, placement.frame.height)
        let sharp = display?.sharp.size == size ? display!.sharp : photo.scaled(to: size)!
        let copies = DisplayCopies(
            placement: placement, sigma: model.sigma, sharp: sharp,
            blurred: sharp.gaussianBlurred(sigma: displaySigma(scale: placement.scale), threads: Defaults.blurThreads))
        display = copies
        return copies
    }

    /// The blur in view pixels. A small photo blown up to fill the window multiplies sigma by
    /// its scale (an 8 x 8 photo in 800 pixels: x100), past what the blur supports; the limit
    /// (200 view pixels) already flattens anything shown, so clamping changes nothing visible.
    func displaySigma(scale: Double) -> Double {
        min(GaussianBlur.maximumSigma, model.sigma * scale)
    }
}
