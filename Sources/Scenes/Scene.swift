import Geometry
import Gestures
import Raster

/// One of Vitrine's effects, as the app shell sees it.
protocol Scene: AnyObject {
    /// The name used by `--scene` and the window title.
    var name: String { get }

    /// The view now has this size; the next render must draw everything.
    func resize(to size: PixelSize, time: Double)

    func handle(_ event: InputEvent, time: Double)

    /// As `Application.nextFrameTime(after:)`.
    func nextFrameTime(after time: Double) -> Double?

    /// Draws what changed since the last render (everything after `invalidate`) and appends the
    /// rectangles it drew to `damage`. The app empties `damage` before each frame and keeps its
    /// storage, so a steady-state frame allocates nothing for its rectangles.
    func render(into surface: Surface, time: Double, damage: inout [PixelRect])

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

    /// What a press would do where the pointer is, as the cursor shows it.
    var pointerShape: PointerShape { get }

    /// True while Escape leaves something the scene has open (the focus scene's closer look):
    /// the app then hands Escape to the scene instead of quitting.
    var takesEscape: Bool { get }
}

extension Scene {
    /// A frame whose rectangles come in an array of their own: for tests that drive a scene
    /// without the app.
    func render(into surface: Surface, time: Double) -> [PixelRect] {
        var damage: [PixelRect] = []
        render(into: surface, time: time, damage: &damage)
        return damage
    }

    func saveEdited() -> Bool { false }
    var activity: Activity? { nil }
    var pointerShape: PointerShape { .arrow }
    var takesEscape: Bool { false }
}

/// The status line's facts about a scene.
struct SceneStatus: Equatable {
    /// The file shown, as the user named it (printable).
    var fileName: String?
    /// Its place in the list, 0-based, and the list's length.
    var position: (index: Int, count: Int)?
    /// Its size in pixels, once decoded.
    var imageSize: PixelSize?
    /// A word on the scene's state, e.g. "sigma 12".
    var note: String?
    /// Why the scene behaves as it does now, for the help's header ("reduced motion: ...").
    var helpNote: String?

    static func == (a: SceneStatus, b: SceneStatus) -> Bool {
        a.fileName == b.fileName && a.position?.index == b.position?.index && a.position?.count == b.position?.count
            && a.imageSize == b.imageSize && a.note == b.note
            && a.helpNote == b.helpNote
    }
}

/// Work in progress that the window shows: "saving landscape-blur.png", 40%.
struct Activity: Equatable {
    var label: String
    /// 0...1, or nil when unknown.
    var fraction: Double?
}
