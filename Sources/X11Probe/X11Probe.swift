// X11Probe: a second X client that acts on another client's window as a user and a camera
// would: it moves the pointer and presses a button through XTEST (the input arrives at the
// window exactly as a real mouse's does, through the server) and reads back what the window
// shows with XGetImage (the server's own pixels, after whatever the window's owner presented).
// vitrine-bench uses it to time input to present on a real window; the viewer never links it.
//
// Xlib and XTEST types stay inside (`internal import`); a window is an opaque number and a
// frame in screen pixels, a key its keysym's name. Out of scope: several screens, visuals other than 24/32-bit
// TrueColor (`pixels` then fails), waiting of any kind (callers decide how long to poll).
//
// Start reading at `X11Probe.init`.
internal import CX11
internal import CXTest
import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// A window another client made, as the probe found it.
public struct ProbedWindow: Equatable, Sendable {
    /// The X window id: only for handing back to the probe.
    public let id: UInt
    /// Where the window is on the screen, in pixels (root coordinates).
    public let frame: PixelRect
}

public struct X11ProbeError: Error, CustomStringConvertible {
    public let description: String
}

/// One connection to the X server, used from one thread. Call `close` when done (it puts the
/// error handler it replaced back).
public final class X11Probe {
    private var display: OpaquePointer?
    private let root: Window
    private let previousHandler: XErrorHandler?
    /// The screen's size in pixels.
    public let screenSize: PixelSize

    /// Opens `displayName` (nil: $DISPLAY) and checks that the server offers XTEST.
    public init(displayName: String? = nil) throws(X11ProbeError) {
        guard let display = XOpenDisplay(displayName) else {
            throw X11ProbeError(description: "cannot open display '\(displayName ?? "$DISPLAY")'")
        }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw X11ProbeError(description: "the X server has no XTEST extension")
        }
        self.display = display
        let screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        screenSize = PixelSize(Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
        // Xlib's default handler exits the process; a window that went away while we read it is
        // an answer here (`pixels` returns false), not a reason to die.
        previousHandler = XSetErrorHandler { _, _ in
            X11Probe.errors += 1
            return 0
        }
    }

    /// Errors the server sent the probe; Xlib's handler has no context argument, hence a global.
    /// Sound: a probe is used from one thread, and Xlib calls the handler inside its calls.
    nonisolated(unsafe) private static var errors = 0

    deinit { close() }

    public func close() {
        guard let display else { return }
        XSetErrorHandler(previousHandler)
        XCloseDisplay(display)
        self.display = nil
    }

    /// The viewable window whose WM_CLASS instance name is `classInstance`, searched from the
    /// root down to the depth a window manager's frames add; nil if there is none (yet).
    public func window(classInstance: String) -> ProbedWindow? {
        guard let display, let id = find(classInstance, under: root, depth: 0) else { return nil }
        var attributes = XWindowAttributes()
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XGetWindowAttributes(display, id, &attributes) != 0, attributes.map_state == IsViewable,
            XTranslateCoordinates(display, id, root, 0, 0, &x, &y, &child) != 0
        else { return nil }
        return ProbedWindow(
            id: UInt(id),
            frame: PixelRect(x: Int(x), y: Int(y), width: Int(attributes.width), height: Int(attributes.height)))
    }

    private func find(_ instance: String, under parent: Window, depth: Int) -> Window? {
        guard let display, depth <= 3 else { return nil }
        var rootReturn: Window = 0, parentReturn: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, parent, &rootReturn, &parentReturn, &children, &count) != 0, let children else {
            return nil
        }
        defer { XFree(children) }
        for i in 0..<Int(count) {
            var hint = XClassHint()
            if XGetClassHint(display, children[i], &hint) != 0 {
                let name = hint.res_name.map { String(cString: $0) }
                if let n = hint.res_name { XFree(n) }
                if let c = hint.res_class { XFree(c) }
                if name == instance { return children[i] }
            }
        }
        for i in 0..<Int(count) {
            if let found = find(instance, under: children[i], depth: depth + 1) { return found }
        }
        return nil
    }

    /// Moves the pointer to (`x`, `y`) in `window`'s pixels, as a mouse would, and sends the
    /// request at once (XTestFakeMotionEvent + XFlush: no round trip).
    public func movePointer(to x: Int, _ y: Int, in window: ProbedWindow) {
        guard let display else { return }
        XTestFakeMotionEvent(display, -1, Int32(window.frame.x + x), Int32(window.frame.y + y), 0)
        XFlush(display)
    }

    /// Presses or releases the left button where the pointer is, and sends the request at once.
    public func setLeftButton(pressed: Bool) { setButton(1, pressed: pressed) }

    /// Presses or releases button `button` (1 left, 2 middle, 3 right, 4 and 5 the wheel's
    /// notches up and down) where the pointer is, and sends the request at once.
    public func setButton(_ button: Int, pressed: Bool) {
        guard let display else { return }
        XTestFakeButtonEvent(display, UInt32(button), pressed ? 1 : 0, 0)
        XFlush(display)
    }

    /// Presses or releases the key of keysym `name` ("Return", "Right", "Control_L", "n"), and
    /// sends the request at once. False if the server's keyboard has no key for it.
    @discardableResult
    public func setKey(_ name: String, pressed: Bool) -> Bool {
        guard let display else { return false }
        let keysym = XStringToKeysym(name)
        guard keysym != 0 else { return false }
        let code = XKeysymToKeycode(display, keysym)
        guard code != 0 else { return false }
        XTestFakeKeyEvent(display, UInt32(code), pressed ? 1 : 0, 0)
        XFlush(display)
        return true
    }

    /// Reads `rect` (window pixels) of what `window` shows into `pixels` (0x00RRGGBB each, row
    /// after row, resized to fit): one XGetImage, a round trip. False if the window is gone,
    /// `rect` is not wholly on the window and the screen, or the visual is not 24/32-bit.
    public func pixels(of window: ProbedWindow, in rect: PixelRect, into pixels: inout [UInt32]) -> Bool {
        let bounds = PixelRect(x: 0, y: 0, width: window.frame.width, height: window.frame.height)
        guard let display, !rect.isEmpty, rect == rect.intersection(bounds) else { return false }
        let errorsBefore = X11Probe.errors
        guard
            let image = XGetImage(
                display, Window(window.id), Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height),
                UInt(bitPattern: -1), ZPixmap)
        else { return false }
        defer { _ = image.pointee.f.destroy_image(image) } // XDestroyImage is a macro for this
        guard X11Probe.errors == errorsBefore, image.pointee.bits_per_pixel == 32, let data = image.pointee.data else {
            return false
        }
        if pixels.count != rect.area { pixels = [UInt32](repeating: 0, count: rect.area) }
        let rowBytes = Int(image.pointee.bytes_per_line)
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<rect.height {
                let source = UnsafeRawPointer(data + row * rowBytes)
                for column in 0..<rect.width {
                    // The byte above 24 bits of depth is undefined: masked off.
                    let pixel = source.loadUnaligned(fromByteOffset: 4 * column, as: UInt32.self)
                    out[row * rect.width + column] = pixel & 0xFF_FFFF
                }
            }
        }
        return true
    }
}
