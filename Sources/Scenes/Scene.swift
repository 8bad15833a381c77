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

    /// Draws what changed since the last render (everything after `invalidate`) and returns it.
    func render(into surface: Surface, time: Double) -> [PixelRect]

    /// Forget what is on screen: the next render draws everything (after a scene switch).
    func invalidate()

    /// Messages for the user since the last call (e.g. an image that could not be read).
    func takeMessages() -> [AppMessage]

    /// Ctrl+S for a scene that edits a picture: saves it and says where (or why not). Nil:
    /// the scene edits nothing, and the app saves the frame instead.
    func saveEdited() -> AppMessage?
}

extension Scene {
    func saveEdited() -> AppMessage? { nil }
}
