import CX11
import Foundation

/// Plays the window manager's part of _NET_WM_PING: sends the ping to a window and waits for
/// the client to send it back to the root window (EWMH), as a window manager deciding whether
/// a client hangs does. xprop and xdotool cannot send client messages, hence Xlib here.
enum PingProbe {
    /// True when `window` on `display` answered within `timeout` seconds with the same
    /// timestamp and window.
    static func answers(display name: String, window: UInt, timeout: Double = 5) -> Bool {
        guard let display = XOpenDisplay(name) else { return false }
        defer { XCloseDisplay(display) }
        let root = XDefaultRootWindow(display)
        // The answer goes to the root with SubstructureNotify: select it to see it.
        XSelectInput(display, root, SubstructureNotifyMask)
        let protocols = XInternAtom(display, "WM_PROTOCOLS", 0), ping = XInternAtom(display, "_NET_WM_PING", 0)
        let stamp = 0x1234_5678
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = protocols
        event.xclient.format = 32
        event.xclient.data.l = (Int(ping), stamp, Int(window), 0, 0)
        XSendEvent(display, Window(window), 0, NoEventMask, &event)
        XFlush(display)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                let e = event.xclient
                if event.type == ClientMessage, e.window == root, e.message_type == protocols, e.data.l.0 == Int(ping),
                    e.data.l.1 == stamp, e.data.l.2 == Int(window)
                {
                    return true
                }
            }
            usleep(10_000)
        }
        return false
    }
}
