internal import CX11
import Geometry

/// F11 and F: fullscreen through the window manager (EWMH), or by hand when there is none.
extension X11Window {
    /// Toggles fullscreen. With an EWMH window manager this asks it through a
    /// _NET_WM_STATE client message (it resizes the window; a ConfigureNotify follows). With
    /// none (a bare Xvfb, a kiosk) it moves and resizes the window over the whole screen
    /// itself, and back to where it was on the next toggle.
    public func toggleFullscreen() {
        if hasEWMHWindowManager() {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window
            event.xclient.message_type = display.atoms.netWMState
            event.xclient.format = 32
            // _NET_WM_STATE_TOGGLE = 2; source indication 1 = a normal application.
            event.xclient.data.l = (2, Int(display.atoms.netWMStateFullscreen), 0, 1, 0)
            XSendEvent(
                display.handle, display.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        } else if let restore = emulatedFullscreenRestore {
            emulatedFullscreenRestore = nil
            XMoveResizeWindow(
                display.handle, window, Int32(restore.x), Int32(restore.y), UInt32(restore.width),
                UInt32(restore.height))
        } else {
            var attributes = XWindowAttributes()
            XGetWindowAttributes(display.handle, window, &attributes)
            emulatedFullscreenRestore = PixelRect(
                x: Int(attributes.x), y: Int(attributes.y), width: Int(attributes.width),
                height: Int(attributes.height))
            let screen = display.screenSize
            XMoveResizeWindow(display.handle, window, 0, 0, UInt32(screen.width), UInt32(screen.height))
            XRaiseWindow(display.handle, window)
        }
        XFlush(display.handle)
    }

    /// Before mapping: with an EWMH window manager _NET_WM_STATE says fullscreen, so the window
    /// maps that way with no flash of its normal size; without one the window covers the
    /// screen by hand (the next toggle brings it back to its size).
    func startFullscreen() {
        if hasEWMHWindowManager() {
            let state = [CLong(display.atoms.netWMStateFullscreen)]
            state.withUnsafeBytes { bytes in
                _ = XChangeProperty(
                    display.handle, window, display.atoms.netWMState, Atom(XA_ATOM), 32, PropModeReplace,
                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
        } else {
            toggleFullscreen()
        }
    }

    /// An EWMH window manager names its check window in _NET_SUPPORTING_WM_CHECK on the root.
    /// Asked each time: a window manager may start or stop while we run.
    func hasEWMHWindowManager() -> Bool {
        display.property(display.atoms.netSupportingWMCheck, of: display.root, type: Atom(XA_WINDOW), maxLength: 1)?
            .count == 1
    }
}
