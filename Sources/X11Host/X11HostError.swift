/// Why the X11 host could not start. `description` is one line meant for the user, starting
/// with "vitrine:"; the executable prints it and exits with status 1.
public enum X11HostError: Error, Sendable, CustomStringConvertible {
    /// No X server answered at `displayName` (nil: $DISPLAY was used; `environment` is its value).
    case cannotOpenDisplay(displayName: String?, environment: String?)
    /// The screen offers no visual that can show premultiplied BGRA8 without garbage.
    case unsupportedVisual(String)
    /// The framebuffer (an XImage of this size) could not be created.
    case cannotCreateImage(width: Int, height: Int)
    /// The requested window size is zero or larger than a framebuffer may be.
    case invalidSize(width: Int, height: Int)
    /// A system call the loop needs failed (e.g. `pipe` out of descriptors).
    case systemCall(String, errno: Int32)

    public var description: String {
        switch self {
        case .cannotOpenDisplay(let name, let environment):
            let env = environment.map { $0.isEmpty ? "DISPLAY is empty" : "DISPLAY=\($0)" } ?? "DISPLAY is not set"
            guard let shown = name ?? environment, !shown.isEmpty else {
                return "vitrine: cannot open display (\(env); is an X server running?)"
            }
            return "vitrine: cannot open display '\(shown)' (is an X server running? \(env))"
        case .unsupportedVisual(let what):
            return "vitrine: unsupported X visual: \(what)"
        case .cannotCreateImage(let w, let h):
            return "vitrine: cannot create a \(w)x\(h) framebuffer image (out of memory?)"
        case .invalidSize(let w, let h):
            return "vitrine: invalid window size \(w)x\(h)"
        case .systemCall(let call, let code):
            return "vitrine: \(call) failed: errno \(code)"
        }
    }
}
