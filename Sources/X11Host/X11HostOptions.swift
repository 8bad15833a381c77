import Geometry

/// How `X11RunLoop` sets up its window.
public struct X11HostOptions: Sendable {
    /// The window's first size in pixels (the window manager may change it). Default: 1280x800.
    public var size: PixelSize
    /// Present through MIT-SHM where the server offers it. false (the `--no-shm` option)
    /// forces XPutImage; the environment variable VITRINE_NO_SHM=1 does the same. Default: true.
    public var useSharedMemory: Bool
    /// The X display to open; nil uses $DISPLAY. Default: nil.
    public var displayName: String?
    /// The shortest time between two frames, in seconds: an app that wants frames as fast as
    /// possible gets them at most this often, as the headless host paces them. 0 renders
    /// whenever asked. Default: 1/60.
    public var minimumFrameInterval: Double
    /// F11 toggles fullscreen in the host and is not delivered to the app (the app protocol
    /// has no way to ask for fullscreen). false delivers it as `.function(11)`. Default: true.
    public var handlesFullscreenKey: Bool

    public init(
        size: PixelSize = PixelSize(1280, 800), useSharedMemory: Bool = true, displayName: String? = nil,
        minimumFrameInterval: Double = 1.0 / 60.0, handlesFullscreenKey: Bool = true
    ) {
        self.size = size
        self.useSharedMemory = useSharedMemory
        self.displayName = displayName
        self.minimumFrameInterval = minimumFrameInterval
        self.handlesFullscreenKey = handlesFullscreenKey
    }
}
