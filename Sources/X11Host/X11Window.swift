import AppInterface
internal import CX11
import Geometry
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// One X window and its framebuffer: a `Surface` of premultiplied BGRA8 (stride in bytes,
/// top-left origin) that, on the usual 24/32-bit TrueColor little-endian visual, is the
/// XImage's memory itself, so drawing into it is drawing into what the server shows.
///
/// `X11RunLoop` drives one of these; vitrine-bench uses it directly:
///
///     let window = try X11Window(size: PixelSize(1920, 1080))
///     window.show()
///     draw(into: window.framebuffer)
///     window.present([damage])
///     window.waitUntilPresented()   // before drawing into the framebuffer again
///
/// Presenting goes through MIT-SHM when the server offers it, else XPutImage (see
/// `presentationPath`). Everything here runs on one thread, the one that made the window.
public final class X11Window {
    let display: X11Display
    let window: Window
    let gc: GC
    private let colormap: Colormap
    var presenter: ImagePresenter
    /// Set when the visual is not premultiplied BGRA8: the framebuffer is then a private
    /// surface and presenting converts the damaged rectangles into the image first.
    let converter: PixelConverter?
    /// Why MIT-SHM is not used; nil while it is. Once set it stays: a server that refused a
    /// segment once will refuse the next one too.
    var sharedMemoryRefusal: String?
    /// Puts whose ShmCompletion has not arrived: the server may still be reading the memory.
    var outstandingCompletions = 0
    private let verbose = environmentFlag("VITRINE_VERBOSE")
    var translator: EventTranslator
    /// The geometry to go back to when fullscreen was emulated (no EWMH window manager).
    var emulatedFullscreenRestore: PixelRect?
    /// What the window serves as the CLIPBOARD selection (X11Window+Clipboard.swift), the
    /// atoms it needs (interned at the first copy), and the time of the last key or button
    /// press, which a copy takes the selection at.
    var clipboard = Clipboard()
    lazy var clipboardAtoms = Clipboard.Atoms(display.handle)
    var lastInputTime: Time = 0
    /// The cursors made for pointer shapes so far (X11Window+Cursor.swift).
    var fontCursors: [PointerShape: Cursor] = [:]
    /// The pointer shape the window shows and how often it was defined.
    package internal(set) var pointerShapeRecord = PointerShapeRecord()

    /// Where to draw: premultiplied BGRA8, `stride` bytes a row. A new surface after a resize
    /// or a switch to XPutImage, so read it again for each frame rather than keeping it.
    public internal(set) var framebuffer: Surface
    /// True while presenting goes through MIT-SHM (shared memory, no copy).
    public internal(set) var usesSharedMemory: Bool
    /// "MIT-SHM" or "XPutImage (the reason MIT-SHM is not used)", with
    /// ", converting to <format>" when the visual needs it.
    public private(set) var presentationPath = ""
    /// Whether the window manager (or the server) has mapped the window.
    public internal(set) var isMapped = false
    /// True after a resize or a switch of image until the whole frame has been presented.
    var needsFullPresent = true
    /// Set by the DestroyNotify of this window.
    var destroyNotified = false

    /// True once the window no longer exists on the server: another client destroyed it
    /// (DestroyNotify), or the server said so first in an error about it (requests sent in
    /// between fail with BadDrawable; those errors are not printed). The run loop then ends.
    var isDestroyed: Bool { destroyNotified || XErrorTrap.windowGone }

    public var size: PixelSize { framebuffer.size }

    /// True while the server may still be reading the framebuffer (a ShmCompletion is
    /// outstanding); drawing into it now could show a half-drawn frame.
    public var isPresenting: Bool { outstandingCompletions > 0 }

    /// The window's title (WM_NAME and _NET_WM_NAME).
    public var title: String {
        didSet { if title != oldValue { setTitleProperties(title) } }
    }

    /// Opens `displayName` (nil: $DISPLAY) and creates an unmapped window of `size` pixels;
    /// `show()` maps it. `useSharedMemory: false` (the `--no-shm` option), like the environment
    /// variable VITRINE_NO_SHM=1, presents through XPutImage even where MIT-SHM works. With
    /// VITRINE_VERBOSE=1 the chosen path is printed once to standard error.
    /// `background`: the colour (0xRRGGBB) the server fills new and exposed areas with until a
    /// frame covers them.
    public init(
        size: PixelSize, title: String = "Vitrine", useSharedMemory: Bool = true, displayName: String? = nil,
        background: UInt32 = 0
    ) throws(X11HostError) {
        guard !size.isEmpty, size.width <= Surface.maxSide, size.height <= Surface.maxSide else {
            throw .invalidSize(width: size.width, height: size.height)
        }
        let display = try X11Display(name: displayName)
        self.display = display
        self.title = title
        let visual = display.visual
        let root = display.root

        colormap =
            visual.isDefault
            ? XDefaultColormap(display.handle, display.screen)
            : XCreateColormap(display.handle, root, visual.visual, AllocNone)
        converter = visual.format.isNative ? nil : PixelConverter(format: visual.format)
        var attributes = XSetWindowAttributes()
        // The viewer's own background colour: where the window grows or is exposed, the server
        // fills it with that before the next frame arrives. With no background (None) those
        // areas showed whatever the server or compositor had, white for about 10 ms on a
        // resize. NorthWest bit gravity keeps the old pixels in place meanwhile.
        attributes.background_pixel = UInt(converter?.pixelValue(of: background) ?? background & 0xFF_FFFF)
        attributes.border_pixel = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.colormap = colormap
        attributes.event_mask =
            ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | ButtonPressMask
            | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask | FocusChangeMask
        let mask = UInt(CWBackPixel | CWBorderPixel | CWBitGravity | CWColormap | CWEventMask)
        window = XCreateWindow(
            display.handle, root, 0, 0, UInt32(size.width), UInt32(size.height), 0, visual.depth,
            UInt32(InputOutput), visual.visual, mask, &attributes)
        XErrorTrap.watch(window)
        gc = XCreateGC(display.handle, window, 0, nil)
        XSetGraphicsExposures(display.handle, gc, 0)
        translator = EventTranslator(display: display, window: window)

        if !useSharedMemory {
            sharedMemoryRefusal = "turned off with --no-shm"
        } else if environmentFlag("VITRINE_NO_SHM") {
            sharedMemoryRefusal = "turned off with VITRINE_NO_SHM=1"
        } else {
            sharedMemoryRefusal = display.sharedMemoryUnavailable
        }
        do {
            presenter = try X11Window.makePresenter(display, size: size, refusal: &sharedMemoryRefusal)
        } catch {
            XFreeGC(display.handle, gc)
            XDestroyWindow(display.handle, window)
            if !visual.isDefault { XFreeColormap(display.handle, colormap) }
            XSync(display.handle, 0)
            XErrorTrap.watch(0)
            throw error
        }
        usesSharedMemory = sharedMemoryRefusal == nil
        framebuffer = X11Window.surface(for: presenter, converting: converter != nil)
        setInitialProperties(size: size)
        describePath()
    }

    deinit {
        presenter.destroy()
        freeFontCursors()
        XFreeGC(display.handle, gc)
        if !isDestroyed { XDestroyWindow(display.handle, window) }
        if !display.visual.isDefault { XFreeColormap(display.handle, colormap) }
        XSync(display.handle, 0)
        XErrorTrap.watch(0)
    }

    /// Maps the window and waits (up to `timeout` seconds) until it is mapped, so the first
    /// present is seen. Without a window manager that is one round trip.
    public func show(timeout: Double = 2) {
        XMapRaised(display.handle, window)
        XFlush(display.handle)
        let clock = MonotonicClock()
        var event = XEvent()
        while !isMapped {
            if XCheckTypedWindowEvent(display.handle, window, MapNotify, &event) != 0 {
                isMapped = true
                break
            }
            let left = timeout - clock.now()
            guard left > 0 else { break }
            var fd = pollfd(fd: display.connectionFileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, Int32((left * 1000).rounded(.up)))
        }
    }

    static func makePresenter(_ display: X11Display, size: PixelSize, refusal: inout String?)
        throws(X11HostError) -> ImagePresenter
    {
        if refusal == nil {
            do {
                return try SharedImage(display: display, size: size)
            } catch {
                refusal = error.reason
            }
        }
        guard let plain = PlainImage(display: display, size: size) else {
            throw .cannotCreateImage(width: size.width, height: size.height)
        }
        return plain
    }

    static func surface(for presenter: ImagePresenter, converting: Bool) -> Surface {
        let size = presenter.size
        let surface =
            converting
            ? Surface(size: size)
            : Surface(wrapping: presenter.pixels, width: size.width, height: size.height, stride: presenter.stride)
        // Sizes were checked against Surface.maxSide and the memory is page/64-byte aligned.
        return surface!
    }

    func describePath() {
        presentationPath = usesSharedMemory ? "MIT-SHM" : "XPutImage (\(sharedMemoryRefusal ?? "unknown"))"
        if let converter { presentationPath += ", converting to \(converter.format)" }
        if verbose { writeErrorLine("vitrine: presenting through \(presentationPath)") }
    }
}
