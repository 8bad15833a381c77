import AppInterface
import Geometry
import Raster

/// How `X11RunLoop` sets up its window.
public struct X11HostOptions: Sendable {
    /// The window's first size in pixels (the window manager may change it). Default: 1280x800.
    public var size: PixelSize
    /// Present through MIT-SHM where the server offers it. false (the `--no-shm` option)
    /// forces XPutImage; the environment variable VITRINE_NO_SHM=1 does the same. Default: true.
    public var useSharedMemory: Bool
    /// The X display to open; nil uses $DISPLAY. Default: nil.
    public var displayName: String?
    /// The shortest time between two frames, in seconds, where the X server does not say the
    /// refresh rate of the monitor under the window (Xvfb): an app that wants frames as fast as
    /// possible gets them at most this often, as the headless host paces them, except frames
    /// that answer input, drawn once the server has taken the last. Where it does, one frame a
    /// refresh (`DisplayRefresh`). Default: 1/60.
    public var minimumFrameInterval: Double
    /// F11 toggles fullscreen in the host and is not delivered to the app (which asks for
    /// fullscreen on its own keys through `takeWindowRequests`). false delivers it as
    /// `.function(11)`. Default: true.
    public var handlesFullscreenKey: Bool
    /// Where the window goes (`--geometry`'s +X+Y); nil lets the window manager place it.
    /// Set, the window asks for it with USPosition, which window managers honour. Default: nil.
    public var position: WindowOffset?
    /// True when the user chose `size` (`--geometry WxH`, `--size`): USSize rather than PSize
    /// in WM_NORMAL_HINTS, so a window manager does not second-guess it. Default: false.
    public var sizeFromUser = false
    /// WM_CLASS's instance and class names, for window rules and taskbars (`--class NAME`
    /// sets both). Default: "vitrine", "Vitrine".
    public var classInstance = "vitrine"
    public var className = "Vitrine"
    /// Map the window fullscreen (`--fullscreen`): _NET_WM_STATE_FULLSCREEN set before
    /// mapping, or the whole screen by hand without a window manager. Default: false.
    public var startsFullscreen = false
    /// The window's icon at several sizes (square, premultiplied, 16 to 128 px as shipped),
    /// for _NET_WM_ICON; the window manager picks the size it needs. Default: none.
    public var icons: [Surface] = []
    /// The app's background colour, 0xRRGGBB: the server fills the parts of the window no
    /// frame has covered yet with it (where it grows on a resize, say). Default: black.
    public var background: UInt32 = 0

    public init(
        size: PixelSize = PixelSize(1280, 800), useSharedMemory: Bool = true, displayName: String? = nil,
        minimumFrameInterval: Double = FrameClock.interval, handlesFullscreenKey: Bool = true
    ) {
        self.size = size
        self.useSharedMemory = useSharedMemory
        self.displayName = displayName
        self.minimumFrameInterval = minimumFrameInterval
        self.handlesFullscreenKey = handlesFullscreenKey
    }
}
