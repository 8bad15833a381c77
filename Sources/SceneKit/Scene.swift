import AppInterface
import Effects
import Geometry
import ImageLibrary
import Overlay
import Raster

/// One of Vitrine's effects, as the app shell sees it.
package protocol Scene: AnyObject {
    var id: SceneID { get }

    /// The view now has this size; the next render must draw everything.
    func resize(to size: PixelSize, time: Double)

    /// Input that is not a key with a command: pointer, wheel, pinch, modifiers, and Escape
    /// while `takesEscape`. Its points are within limits (the app applies `withinLimits`):
    /// a NaN or far-off point would otherwise reach the models' sums and the pixel positions.
    func handle(_ event: InputEvent, time: Double)

    /// A key's command that is the scene's own (the app shell looks keys up in its bindings
    /// and carries out the commands every scene shares itself).
    func perform(_ command: Command, time: Double)

    /// How large the display's points are (text and marks scale by it) and whether motion
    /// should hold still; called before the first frame and whenever either changes.
    func configure(displayScale: Double, reducesMotion: Bool, time: Double)

    /// As `Application.nextFrameTime(after:)`.
    func nextFrameTime(after time: Double) -> Double?

    /// Draws what changed since the last render (everything after `invalidate`) and appends the
    /// rectangles it drew to `damage`. The app empties `damage` before each frame and keeps its
    /// storage, so a steady-state frame allocates nothing for its rectangles. `surface` is the
    /// framebuffer, with the overlay's cards over what the scene drew: every pixel of each
    /// rectangle appended is drawn anew, nothing outside them is drawn, and nothing outside
    /// them is read unless `readsItsLastFrame`.
    func render(into surface: Surface, time: Double, damage: inout [PixelRect])

    /// The next render draws everything, and nothing else changes: the host handed a new
    /// framebuffer of the same size (a lost shared memory segment), no doing of the user's.
    func redrawWhole()

    /// Forget what is on screen: the next render draws everything (after a scene switch).
    func invalidate()

    /// Messages for the user since the last call (e.g. an image that could not be read).
    func takeMessages() -> [AppMessage]

    /// Ctrl+S for a scene that edits a picture: starts saving it and returns true; where it
    /// went (or why not) arrives through `takeMessages`. False: the scene edits nothing, and
    /// the app saves the frame instead.
    func saveEdited() -> Bool

    /// What the status line says about the scene now.
    var status: SceneStatus { get }

    /// Work that runs off the render thread and that the window shows while it lasts (saving
    /// a large photo); nil when none. The scene wakes the host when it changes.
    var activity: Activity? { get }

    /// The image shown, as an index into the list the scenes share; nil when none of it is.
    var imageIndex: Int? { get }

    /// Shows image `index` of the shared list: a scene switch keeps the image the user chose.
    func showImage(at index: Int, time: Double)

    /// The shared list grew at its end (a folder walk or standard input still bringing
    /// names): the scene takes its new length; what it shows stays where it is.
    func listGrew(time: Double)

    /// The shared list was edited (a picture went to the trash or came back, or the list was
    /// sorted): `edit` says where each entry went. The scene carries over what it keeps by
    /// index, forgets the rest, and shows `index` (nil: the list is empty now).
    func listEdited(_ edit: ListEdit, showing index: Int?, time: Double)

    /// True while the scene's own work off the render thread (a full-resolution decode) runs.
    var isDecoding: Bool { get }

    /// Asks for the pictures the first frame at the current size will show, before there is
    /// a window to show them in, so their decoding overlaps the window's making.
    func prefetch(time: Double)

    /// What a press would do where the pointer is, as the cursor shows it.
    var pointerShape: PointerShape { get }

    /// True while Escape leaves something the scene has open (the focus scene's closer look):
    /// the app then hands Escape to the scene instead of quitting.
    var takesEscape: Bool { get }

    /// True when the next render may read pixels it drew in earlier frames outside that frame's
    /// damage (the closer look scrolls its last frame for a pan): the app then takes the
    /// overlay's cards off the framebuffer first.
    var readsItsLastFrame: Bool { get }

    /// Whether the scene's own undo (Ctrl+Z) has something to undo; when not, Ctrl+Z goes to
    /// the app's (a picture put back from the trash).
    var canUndo: Bool { get }

    /// Another scene the user asked for by this scene's own input (the grid's Enter or double
    /// click asks for the strip), once; nil when none.
    func takeSwitchRequest() -> SceneID?
}

extension Scene {
    /// The name used by `--scene` and the window title.
    package var name: String { id.rawValue }

    /// A frame whose rectangles come in an array of their own: for tests that drive a scene
    /// without the app.
    package func render(into surface: Surface, time: Double) -> [PixelRect] {
        var damage: [PixelRect] = []
        render(into: surface, time: time, damage: &damage)
        return damage
    }

    package func saveEdited() -> Bool { false }
    package var activity: Activity? { nil }
    package var isDecoding: Bool { false }
    package var pointerShape: PointerShape { .arrow }
    package var takesEscape: Bool { false }
    package func takeSwitchRequest() -> SceneID? { nil }
    package var canUndo: Bool { false }
    package var readsItsLastFrame: Bool { false }
    package func redrawWhole() { invalidate() }
    package func configure(displayScale: Double, reducesMotion: Bool, time: Double) {}
    package func prefetch(time: Double) {}
}
