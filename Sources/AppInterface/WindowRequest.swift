/// Something only the host can do to the window, asked for by the app (`Application.
/// takeWindowRequests`): the app knows the key, the host knows the window manager.
public enum WindowRequest: Equatable, Sendable {
    /// Fullscreen on or off, as F11 does in the host (the `f` key).
    case toggleFullscreen
    /// `text` on the CLIPBOARD selection, served while the viewer runs (Ctrl+C: a picture's
    /// path).
    case copyToClipboard(String)
}
