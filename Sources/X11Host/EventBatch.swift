import AppInterface
import Geometry

/// What one drain of the X queue amounts to: input in the order the app must see it, the last
/// size the window was given, the areas the server lost, F11 presses, and whether the
/// desktop's settings changed.
struct EventBatch {
    var inputs: [InputEvent] = []
    /// Only the last ConfigureNotify matters: one resize per batch, one image reallocation.
    var newSize: PixelSize?
    /// The window was moved or resized: it may now be on another monitor.
    var configured = false
    var exposed: [PixelRect] = []
    var fullscreenToggles = 0
    /// The desktop's XSETTINGS may have changed: read them once after the drain.
    var desktopSettingsChanged = false

    /// Adds `event`, merging runs of motion: only the last position of a run is kept, while a
    /// motion before a press stays before it, and buttons and keys keep their order.
    mutating func append(_ event: InputEvent) {
        if case .pointerMoved = event, let last = inputs.last, case .pointerMoved = last {
            inputs[inputs.count - 1] = event
        } else {
            inputs.append(event)
        }
    }

    /// Past a handful of rectangles one bounding box is cheaper to send than many requests.
    mutating func expose(_ rect: PixelRect) {
        exposed.append(rect)
        if exposed.count > EventBatch.maxExposeRects {
            exposed = [exposed.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }]
        }
    }

    static let maxExposeRects = 16
}
