internal import CX11

/// Reading the X queue for the run loop.
extension X11Window {
    /// At most this many events per batch, so a flood (a fast mouse on a slow machine) cannot
    /// hold off frames forever.
    static let maxEventsPerBatch = 4096

    /// Takes every event already queued or readable without blocking, translates each, and
    /// collects the app's input in `batch`. ShmCompletion and Map/Unmap are handled here.
    func drainEvents(into batch: inout EventBatch) {
        var event = XEvent()
        var taken = 0
        while taken < X11Window.maxEventsPerBatch, XPending(display.handle) > 0 {
            XNextEvent(display.handle, &event)
            taken += 1
            if answerPing(&event) || answerSelection(&event) { continue }
            if event.type == KeyPress { lastInputTime = event.xkey.time }
            if event.type == ButtonPress { lastInputTime = event.xbutton.time }
            translator.translate(&event) { translated in
                switch translated {
                case .input(let input): batch.append(input)
                case .resized(let size): (batch.newSize, batch.configured) = (size, true)
                case .exposed(let rect): batch.expose(rect)
                case .presented(let segment): noteCompletion(segment: segment)
                case .mapped(let mapped): isMapped = mapped
                case .fullscreenKey: batch.fullscreenToggles += 1
                case .destroyed: destroyNotified = true
                case .desktopSettingsChanged: batch.desktopSettingsChanged = true
                }
            }
            // Nothing after the window's end can matter.
            if isDestroyed { break }
        }
    }

    /// Sends what is buffered and tells whether events are waiting (then the loop must not
    /// sleep: `poll` would not see events Xlib has already read from the socket).
    func flushAndCheckPending() -> Bool { XPending(display.handle) > 0 }

    var connectionFileDescriptor: Int32 { display.connectionFileDescriptor }

    /// Whether the desktop's XSETTINGS ask for reduced motion (false without a settings
    /// daemon); from now on their changes arrive as `.desktopSettingsChanged`.
    func readDesktopReducesMotion() -> Bool {
        let (owner, settings) = display.watchDesktopSettings()
        translator.settingsOwner = owner
        return XSettings.reducesMotion(settings)
    }
}
