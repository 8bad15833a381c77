import Geometry
import Raster

/// What a host drives: one per window. Hosts know this protocol, `InputEvent` and `Surface`,
/// never a scene. All calls arrive on the host's thread; times are seconds on the host's clock
/// (monotonic for X11, scripted for headless), and never go backwards.
public protocol Application: AnyObject {
    /// The window title.
    var title: String { get }

    /// The framebuffer now has this size (called once before the first frame, then on every
    /// resize). Its contents are undefined: the next `render` must redraw all of it.
    func resize(to size: PixelSize, time: Double)

    /// One input event.
    func handle(_ event: InputEvent, time: Double)

    /// The earliest time at which the app wants `render` to be called: `time` or earlier for
    /// "now" (something changed), a later time for a running animation's next frame or a
    /// timer, nil when nothing will change until the next input (the host then sleeps).
    func nextFrameTime(after time: Double) -> Double?

    /// Draws what changed into `surface` (the framebuffer, which keeps what was drawn last time
    /// unless `resize` said otherwise) and returns the rectangles to present, empty if nothing.
    func render(into surface: Surface, time: Double) -> [PixelRect]

    /// True once the app wants to end (Q, Esc, window close).
    var wantsToQuit: Bool { get }

    /// A host calls this once with a closure that wakes its loop from any thread, so work done
    /// elsewhere (a decoded image) can ask for a frame. Default: ignored.
    func setWakeHandler(_ wake: @escaping @Sendable () -> Void)

    /// How large the display's points are: 1 at 96 dpi, 2 on a 192-dpi (HiDPI) screen. A host
    /// calls this before the first `resize` with what the desktop says (X11: `Xft.dpi` / 96).
    /// Text and other sizes given in points scale by it. Default: ignored.
    func setDisplayScale(_ scale: Double)

    /// Whether the desktop asks for reduced motion (X11: XSETTINGS `Net/EnableAnimations` or
    /// `Gtk/EnableAnimations` set to 0). A host calls this before the first `resize`, and again
    /// if the setting changes. Default: ignored.
    func setReduceMotion(_ reduce: Bool)

    /// The display's ICC profile (X11: the root window's `_ICC_PROFILE`, the X colour-management
    /// convention), nil when it has none. A host calls this before the first `resize`. Default:
    /// ignored.
    func setDisplayProfile(_ icc: [UInt8]?)

    /// Messages for the user since the last call (e.g. "saved /path/x.png", or an image that
    /// cannot be read); the host prints them, errors and warnings to standard error.
    func takeMessages() -> [AppMessage]

    /// What the pointer should look like now; a host reads it after handling input and after
    /// each frame, and changes the cursor when it differs. Default: `.arrow`.
    var pointerShape: PointerShape { get }

    /// What the app wants done to its window since the last call, in order; a window host
    /// reads them after each input batch, a headless one never. Default: none.
    func takeWindowRequests() -> [WindowRequest]

    /// What became of a request the host carried out that can fail (a copy to the clipboard,
    /// which another program may hold), so the app says what really happened. Default: nothing.
    func windowRequest(_ request: WindowRequest, succeeded: Bool)

    /// True while work off the host's thread (decoding, saving) is under way; its end wakes
    /// the host. A host asks only to report it (tests wait until the app is idle and this is
    /// false). Default: false.
    var hasWorkInProgress: Bool { get }
}

extension Application {
    public func windowRequest(_ request: WindowRequest, succeeded: Bool) {}
    public func setWakeHandler(_ wake: @escaping @Sendable () -> Void) {}
    public func setDisplayScale(_ scale: Double) {}
    public func setReduceMotion(_ reduce: Bool) {}
    public func setDisplayProfile(_ icc: [UInt8]?) {}
    public func takeMessages() -> [AppMessage] { [] }
    public var pointerShape: PointerShape { .arrow }
    public func takeWindowRequests() -> [WindowRequest] { [] }
    public var hasWorkInProgress: Bool { false }
}
