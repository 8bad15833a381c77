internal import CX11
import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// One connection to the X server: the screen, the atoms the window needs, what MIT-SHM offers,
/// and the visual we draw for. Opening it installs the process-wide error handlers
/// (X11Display+Errors.swift).
final class X11Display {
    let handle: OpaquePointer
    /// The name the connection was opened with (as XDisplayString reports it, e.g. ":57").
    let name: String
    let screen: Int32
    let root: Window
    let atoms: Atoms
    let visual: VisualChoice
    /// Nil when MIT-SHM cannot be used; `sharedMemoryUnavailable` then says why.
    let sharedMemory: SharedMemoryExtension?
    let sharedMemoryUnavailable: String?
    /// True when the server reports key releases of held keys only once (no auto-repeat pairs).
    let detectableAutoRepeat: Bool
    /// The desktop's X resources (the root window's RESOURCE_MANAGER, as `xrdb` set it) when
    /// the connection opened; nil when none are set.
    let resources: String?

    struct SharedMemoryExtension {
        /// The type of ShmCompletion events.
        let completionEventType: Int32
    }

    struct Atoms {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        let netWMName: Atom
        let netWMIconName: Atom
        let utf8String: Atom
        let netWMPID: Atom
        let netWMState: Atom
        let netWMStateFullscreen: Atom
        let netSupportingWMCheck: Atom
        /// `_XSETTINGS_S<screen>`, its owner's `_XSETTINGS_SETTINGS`, and the MANAGER message
        /// a new owner announces itself with (X11Display+XSettings.swift).
        let xsettingsSelection: Atom
        let xsettingsSettings: Atom
        let manager: Atom
        /// A window manager asking whether we still answer (X11Window+DesktopCitizen.swift),
        /// and the window's icon pixels.
        let netWMPing: Atom
        let netWMIcon: Atom
    }

    init(name requested: String?) throws(X11HostError) {
        let environment = getenv("DISPLAY").map { String(cString: $0) }
        // XOpenDisplay(NULL) reads $DISPLAY; an unset or empty DISPLAY fails there too, with the
        // same clear message.
        let opened: OpaquePointer? = requested.map { XOpenDisplay($0) } ?? XOpenDisplay(nil)
        guard let handle = opened else {
            throw .cannotOpenDisplay(displayName: requested, environment: environment)
        }
        self.handle = handle
        name = String(cString: XDisplayString(handle))
        screen = XDefaultScreen(handle)
        root = XRootWindow(handle, screen)
        XErrorTrap.install(on: handle, name: name)

        atoms = X11Display.internAtoms(handle, screen: screen)
        do {
            visual = try VisualChoice.select(handle, screen: screen)
        } catch {
            XCloseDisplay(handle)
            throw error
        }
        (sharedMemory, sharedMemoryUnavailable) = X11Display.querySharedMemory(handle, name: name)

        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(handle, 1, &supported)
        detectableAutoRepeat = supported != 0
        // Xlib read the property while opening the connection and owns the string.
        resources = XResourceManagerString(handle).map { String(cString: $0) }
    }

    deinit {
        XCloseDisplay(handle)
    }

    var connectionFileDescriptor: Int32 { XConnectionNumber(handle) }
    /// What the desktop says a point is, in pixels (`Xft.dpi` / 96; 1 without it).
    var displayScale: Double { DesktopScale.scale(resources: resources) }
    var screenSize: PixelSize {
        PixelSize(Int(XDisplayWidth(handle, screen)), Int(XDisplayHeight(handle, screen)))
    }

    /// Sends buffered requests and tells whether events wait in Xlib's queue or on the socket,
    /// so the loop never sleeps in `poll` with events already read.
    func flushAndCheckPending() -> Bool { XPending(handle) > 0 }

    func flush() { XFlush(handle) }

    /// What the server says now of this connection's detectable auto-repeat (a round trip;
    /// for tests, which check it stayed on).
    var detectableAutoRepeatIsOn: Bool {
        var supported: Int32 = 0
        return XkbGetDetectableAutoRepeat(handle, &supported) != 0 && supported != 0
    }

    /// `window`'s `property` when it has type `type`: its format (8, 16 or 32), its item count
    /// and the items' bytes (format 32 items are C longs, as Xlib hands them out). At most
    /// `maxLength` 32-bit units are read. Nil when absent or of another type; a gone window
    /// also raises an X error, which the caller traps if that can happen.
    func property(_ property: Atom, of window: Window, type: Atom, maxLength: Int)
        -> (format: Int32, count: Int, bytes: [UInt8])?
    {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            handle, window, property, 0, maxLength, 0, type, &actualType, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType == type, let data else { return nil }
        let itemSize = format == 8 ? 1 : format == 16 ? MemoryLayout<CShort>.size : MemoryLayout<CLong>.size
        return (format, Int(count), Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)))
    }
    func sync() { XSync(handle, 0) }

    private static func internAtoms(_ handle: OpaquePointer, screen: Int32) -> Atoms {
        let names = [
            "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "_NET_WM_ICON_NAME", "UTF8_STRING",
            "_NET_WM_PID", "_NET_WM_STATE", "_NET_WM_STATE_FULLSCREEN", "_NET_SUPPORTING_WM_CHECK",
            "_XSETTINGS_S\(screen)", "_XSETTINGS_SETTINGS", "MANAGER", "_NET_WM_PING", "_NET_WM_ICON",
        ]
        // One round trip for all of them.
        var cNames: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        XInternAtoms(handle, &cNames, Int32(names.count), 0, &atoms)
        return Atoms(
            wmProtocols: atoms[0], wmDeleteWindow: atoms[1], netWMName: atoms[2], netWMIconName: atoms[3],
            utf8String: atoms[4], netWMPID: atoms[5], netWMState: atoms[6], netWMStateFullscreen: atoms[7],
            netSupportingWMCheck: atoms[8], xsettingsSelection: atoms[9], xsettingsSettings: atoms[10],
            manager: atoms[11], netWMPing: atoms[12], netWMIcon: atoms[13])
    }

    /// MIT-SHM is usable when the server has it and shares our memory: a local connection.
    /// Over TCP (ssh -X, "host:0") the server would look the segment id up on its own machine;
    /// the 0o600 mode makes that fail with BadAccess rather than show someone else's memory,
    /// but SDL skips non-local displays up front and so do we.
    private static func querySharedMemory(_ handle: OpaquePointer, name: String)
        -> (SharedMemoryExtension?, String?)
    {
        guard XShmQueryExtension(handle) != 0 else {
            return (nil, "the X server has no MIT-SHM extension")
        }
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XQueryExtension(handle, "MIT-SHM", &opcode, &eventBase, &errorBase) != 0 else {
            return (nil, "the X server has no MIT-SHM extension")
        }
        if let colon = name.lastIndex(of: ":") {
            let host = name[..<colon]
            if !host.isEmpty && host != "unix" {
                return (nil, "display '\(name)' is remote")
            }
        }
        XErrorTrap.sharedMemoryOpcode = UInt8(truncatingIfNeeded: opcode)
        return (SharedMemoryExtension(completionEventType: XShmGetEventBase(handle) + ShmCompletion), nil)
    }
}
