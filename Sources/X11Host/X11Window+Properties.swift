internal import CX11
import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// The ICCCM and EWMH properties window managers, taskbars and xprop read.
extension X11Window {
    /// The smallest size the window manager should allow (hint only).
    static let minimumSize = PixelSize(160, 120)

    func setInitialProperties(size: PixelSize) {
        let handle = display.handle
        setTitleProperties(title)

        // X11HostOptions' defaults; the run loop sets the user's (`applyDesktopOptions`).
        setClass(instance: "vitrine", className: "Vitrine")
        setNormalHints(size: size, position: nil, sizeFromUser: false)

        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = 1
            hints.pointee.initial_state = NormalState
            XSetWMHints(handle, window, hints)
            XFree(hints)
        }

        // WM_DELETE_WINDOW: the close button asks us (-> .closeRequested) instead of the
        // window manager killing the connection. _NET_WM_PING: the window manager may ask
        // whether we still answer, and offers to kill us when we do not (answered in
        // drainEvents, so a busy frame delays the answer no more than it delays input).
        var protocols = [display.atoms.wmDeleteWindow, display.atoms.netWMPing]
        XSetWMProtocols(handle, window, &protocols, Int32(protocols.count))

        // _NET_WM_PID and WM_CLIENT_MACHINE together let a window manager kill a hung client.
        // Format 32 properties are arrays of C long in Xlib, whatever the width of long.
        var pid = Int(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(
                handle, window, display.atoms.netWMPID, Atom(XA_CARDINAL), 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let length = host.firstIndex(of: 0) ?? host.count
            setProperty(
                Atom(XA_WM_CLIENT_MACHINE), type: Atom(XA_STRING), bytes: host[..<length].map { UInt8(bitPattern: $0) })
        }
    }

    /// WM_CLASS, for window rules, taskbars and `xdotool search --class`.
    func setClass(instance: String, className: String) {
        guard let hint = XAllocClassHint() else { return }
        instance.withCString { name in
            className.withCString { cls in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: cls)
                XSetClassHint(display.handle, window, hint)
            }
        }
        XFree(hint)
    }

    /// WM_NORMAL_HINTS: the minimum size, the size, and the place when one was asked for.
    /// USSize and USPosition (the user's choice, `--geometry`) are honoured by window managers
    /// that would otherwise place and size the window themselves; PSize is only a suggestion.
    /// An offset from the right or bottom edge sets the gravity of that corner, so the window
    /// manager keeps that corner where asked when it adds its frame.
    func setNormalHints(size: PixelSize, position: WindowOffset?, sizeFromUser: Bool) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PMinSize | (sizeFromUser ? USSize : PSize)
        hints.pointee.min_width = Int32(X11Window.minimumSize.width)
        hints.pointee.min_height = Int32(X11Window.minimumSize.height)
        hints.pointee.width = Int32(size.width)
        hints.pointee.height = Int32(size.height)
        if let position {
            let origin = position.origin(size: size, screen: display.screenSize)
            hints.pointee.flags |= USPosition | PWinGravity
            hints.pointee.x = Int32(clamping: origin.x)
            hints.pointee.y = Int32(clamping: origin.y)
            let gravities: [Int32] = [NorthWestGravity, NorthEastGravity, SouthWestGravity, SouthEastGravity]
            hints.pointee.win_gravity = gravities[(position.fromRight ? 1 : 0) + (position.fromBottom ? 2 : 0)]
        }
        XSetWMNormalHints(display.handle, window, hints)
        XFree(hints)
    }

    /// WM_NAME and WM_ICON_NAME are Latin-1 (STRING) by the ICCCM: dashes become "-" (the
    /// title's separator), other characters outside it "?". _NET_WM_NAME and _NET_WM_ICON_NAME carry the exact UTF-8 title, which
    /// every current window manager prefers.
    func setTitleProperties(_ title: String) {
        let latin1 = title.unicodeScalars.map { s -> UInt8 in
            s.value < 256 ? UInt8(s.value) : s == "\u{2014}" || s == "\u{2013}" ? UInt8(ascii: "-") : UInt8(ascii: "?")
        }
        let utf8 = Array(title.utf8)
        setProperty(Atom(XA_WM_NAME), type: Atom(XA_STRING), bytes: latin1)
        setProperty(Atom(XA_WM_ICON_NAME), type: Atom(XA_STRING), bytes: latin1)
        setProperty(display.atoms.netWMName, type: display.atoms.utf8String, bytes: utf8)
        setProperty(display.atoms.netWMIconName, type: display.atoms.utf8String, bytes: utf8)
        XFlush(display.handle)
    }

    func setProperty(_ property: Atom, type: Atom, bytes: [UInt8]) {
        // An empty array may have no storage; a 0-length property still needs a pointer.
        let storage = bytes.isEmpty ? [0] : bytes
        storage.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(
                display.handle, window, property, type, 8, PropModeReplace, buffer.baseAddress!, Int32(bytes.count))
        }
    }
}
