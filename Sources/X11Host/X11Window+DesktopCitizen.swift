internal import CX11
import Geometry
import Raster

/// What makes the window behave on a desktop beyond drawing: the user's class, size, place
/// and fullscreen from the command line, the icon, and answering the window manager's pings.
extension X11Window {
    /// Applies `options` to the unmapped window: WM_CLASS, WM_NORMAL_HINTS and the place,
    /// _NET_WM_ICON, and fullscreen. Called once, before `show`.
    func applyDesktopOptions(_ options: X11HostOptions) {
        setClass(instance: options.classInstance, className: options.className)
        setNormalHints(size: size, position: options.position, sizeFromUser: options.sizeFromUser)
        if let position = options.position {
            // Without a window manager this is where the window maps; with one, USPosition asks it.
            let origin = position.origin(size: size, screen: display.screenSize)
            XMoveWindow(display.handle, window, Int32(clamping: origin.x), Int32(clamping: origin.y))
        }
        setIcons(options.icons)
        if options.startsFullscreen { startFullscreen() }
    }

    /// _NET_WM_ICON: for each icon its width, its height, then its pixels row by row as
    /// non-premultiplied ARGB, one per C long (64 bits on x86_64: Xlib's format 32).
    func setIcons(_ icons: [Surface]) {
        guard !icons.isEmpty else { return }
        var longs: [CLong] = []
        longs.reserveCapacity(icons.reduce(0) { $0 + 2 + $1.width * $1.height })
        for icon in icons {
            longs += [CLong(icon.width), CLong(icon.height)]
            for y in 0..<icon.height {
                for x in 0..<icon.width { longs.append(CLong(X11Window.straightARGB(icon[x, y]))) }
            }
        }
        longs.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                display.handle, window, display.atoms.netWMIcon, Atom(XA_CARDINAL), 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(longs.count))
        }
    }

    /// A premultiplied 0xAARRGGBB pixel with its colour divided by its alpha (rounded), as
    /// _NET_WM_ICON wants it; fully transparent is 0.
    package static func straightARGB(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return pixel }
        func straight(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | straight(16) | straight(8) | straight(0)
    }

    /// Answers a _NET_WM_PING (a WM_PROTOCOLS client message) by sending it back to the root
    /// window, as EWMH says; true when `event` was one.
    func answerPing(_ event: inout XEvent) -> Bool {
        guard event.type == ClientMessage, event.xclient.window == window,
            event.xclient.message_type == display.atoms.wmProtocols,
            Atom(truncatingIfNeeded: event.xclient.data.l.0) == display.atoms.netWMPing
        else { return false }
        event.xclient.window = display.root
        XSendEvent(display.handle, display.root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
        XFlush(display.handle)
        return true
    }
}
