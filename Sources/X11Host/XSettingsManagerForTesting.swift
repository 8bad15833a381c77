internal import CX11

/// A stand-in settings daemon for tests (a `package` test hook, not API): owns the XSETTINGS
/// selection of the default screen on `displayName` and publishes the bytes it is given, as
/// gnome-settings-daemon or xfsettingsd would. Tests cannot reach Xlib themselves.
package final class XSettingsManagerForTesting {
    private let display: X11Display
    private let window: Window

    package init(displayName: String) throws(X11HostError) {
        display = try X11Display(name: displayName)
        window = XCreateSimpleWindow(display.handle, display.root, 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display.handle, display.atoms.xsettingsSelection, window, UInt(CurrentTime))
        // The spec's announcement, for clients that started before us.
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = display.root
        message.xclient.message_type = display.atoms.manager
        message.xclient.format = 32
        message.xclient.data.l.0 = Int(CurrentTime)
        message.xclient.data.l.1 = Int(display.atoms.xsettingsSelection)
        message.xclient.data.l.2 = Int(window)
        XSendEvent(display.handle, display.root, 0, StructureNotifyMask, &message)
        display.sync()
    }

    /// Replaces the published settings with `bytes` (XSETTINGS data, or garbage to test with).
    package func publish(_ bytes: [UInt8]) {
        let storage = bytes.isEmpty ? [0] : bytes
        storage.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(
                display.handle, window, display.atoms.xsettingsSettings, display.atoms.xsettingsSettings, 8,
                PropModeReplace, buffer.baseAddress!, Int32(bytes.count))
        }
        display.sync()
    }

    /// Ends the daemon's ownership, as when it exits.
    package func stop() {
        XDestroyWindow(display.handle, window)
        display.sync()
    }
}
