import AppInterface
import Geometry
import ProcessOutput
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// Drives one `Application` in one X window until it wants to quit.
///
/// Each turn of the loop:
/// 1. drain every pending X event: motion merged, the desktop's reduce-motion setting read
///    again if its XSETTINGS changed, one resize per batch (which reallocates the image and
///    calls `app.resize`), inputs handed to `app.handle` in order, what the app then asks of
///    the window done (`takeWindowRequests`: fullscreen), then the app's pointer shape shown
///    (a cursor request only when it changed); a _NET_WM_PING is answered during the drain;
/// 2. if the app wants a frame by now, the frame interval has passed and the server has
///    finished reading the last present (ShmCompletion), render into the framebuffer and
///    present the rectangles it returns, and show the pointer shape again; Expose alone
///    presents again from the framebuffer (`presentAgain`);
/// 3. sleep in `poll` on the X connection and the wake pipe until the next frame time, or
///    with no timeout when the app wants no frame: 0% CPU when idle.
///
/// Times are monotonic seconds since `run` started. Quitting is the app's decision
/// (`wantsToQuit`); the window's close button arrives as `.closeRequested`. Two endings are
/// the host's: the window destroyed by another client (`xdotool windowclose`: there is nothing
/// left to show in) and SIGINT, SIGTERM or SIGQUIT (StopSignals.swift); `run` then returns
/// normally after releasing the window and its shared memory, and `ending` says why. A lost X
/// server prints one line and exits the process with status 1 (X11Display+Errors.swift).
public final class X11RunLoop {
    public let options: X11HostOptions

    /// Why `run` returned; nil before it has.
    public private(set) var ending: Ending?

    /// What the window's cursor shows (X11Window+Cursor.swift): during `run` as of the last
    /// input batch or frame, afterwards as it was at the end.
    package private(set) var pointerShapeRecord = PointerShapeRecord()

    /// Whether the server reports a held key as presses and one release (XKB detectable
    /// auto-repeat, asked for when the display opens), as it said once the window was made.
    package private(set) var autoRepeatIsDetectable = false

    public enum Ending: Equatable, Sendable {
        /// The app wanted to quit (Q, Esc, the close button).
        case appQuit
        /// Another client destroyed the window.
        case windowDestroyed
        /// SIGINT, SIGTERM or SIGQUIT, with its number.
        case signal(Int32)
    }

    /// If the server has not confirmed a present within this time (ms), the loop waits for it
    /// with a round trip instead (and learns about a failed MIT-SHM put that way).
    static let presentCheckInterval: Int32 = 250

    public init(options: X11HostOptions = X11HostOptions()) {
        self.options = options
    }

    /// Opens the window and runs until `app.wantsToQuit`, another client destroys the window or
    /// a stop signal arrives (`ending` tells which). Throws if the display cannot be
    /// opened or offers no usable visual; the error's description is one line for the user.
    public func run(_ app: Application) throws(X11HostError) {
        ending = nil
        pointerShapeRecord = PointerShapeRecord()
        // The pipe and the signal handlers before the window: a signal from here on is a byte
        // in the pipe that ends the first turn, and the window is released on the way out.
        guard let wake = WakePipe() else { throw .systemCall("pipe", errno: errno) }
        let stopSignals = StopSignals(wake: wake)
        defer { stopSignals.restore() }
        let window = try X11Window(
            size: options.size, title: app.title, useSharedMemory: options.useSharedMemory,
            displayName: options.displayName, background: options.background)
        window.translator.handlesFullscreenKey = options.handlesFullscreenKey
        window.applyDesktopOptions(options)
        autoRepeatIsDetectable = window.display.detectableAutoRepeatIsOn
        app.setWakeHandler { wake.wake() }

        let clock = MonotonicClock()
        app.setDisplayScale(window.display.displayScale)
        app.setDisplayProfile(window.display.iccProfile())
        var reducesMotion = window.readDesktopReducesMotion()
        app.setReduceMotion(reducesMotion)
        app.resize(to: window.size, time: clock.now())
        window.show()
        var title = window.title // as created, before resize: the app may name its file only now
        // The time the last frame was due by the frame interval. Frames are paced on this grid
        // rather than from when the last one happened, or rounding the poll timeout up to
        // whole milliseconds would lose a frame every second or so (57 instead of 60 per s).
        var frameSlot = -Double.infinity
        // A frame each refresh of the monitor under the window, where the server says its rate.
        var refresh = window.refreshInterval
        // Where it does not (Xvfb, Xvnc), a frame that answers input is drawn as soon as the
        // server has taken the last one (its completion paces them), as the peers draw: pacing
        // those at the default held a drag to 60 frames a second beside feh's 75. Frames that
        // only time moves (momentum, animation) keep the default pace.
        var inputSinceFrame = false
        var exposed: [PixelRect] = []
        var signal: Int32 = 0
        var testEvents = TestEventLog()

        while true {
            var batch = EventBatch()
            window.drainEvents(into: &batch)
            if window.isDestroyed {
                ending = .windowDestroyed
                break
            }
            if signal != 0 {
                ending = .signal(signal)
                break
            }
            if batch.desktopSettingsChanged {
                // Told only on a change: a daemon rewrites all its settings for any one of them.
                let reduce = window.readDesktopReducesMotion()
                if reduce != reducesMotion {
                    reducesMotion = reduce
                    app.setReduceMotion(reduce)
                }
            }
            if batch.configured { refresh = window.refreshInterval }
            if !batch.inputs.isEmpty { inputSinceFrame = true }
            var now = clock.now()
            if let size = batch.newSize, size != window.size {
                try window.resize(to: size)
                app.resize(to: window.size, time: now)
            }
            for event in batch.inputs { app.handle(event, time: now) }
            for _ in 0..<batch.fullscreenToggles { window.toggleFullscreen() }
            for request in app.takeWindowRequests() {
                switch request {
                case .toggleFullscreen: window.toggleFullscreen()
                case .copyToClipboard(let text): app.windowRequest(request, succeeded: window.ownClipboard(text))
                }
            }
            exposed += batch.exposed
            window.recoverFromSharedMemoryFailure()
            X11RunLoop.printMessages(of: app)
            if app.wantsToQuit {
                ending = .appQuit
                break
            }
            if app.title != title {
                title = app.title
                window.title = title
            }
            showPointerShape(of: app, in: window)

            now = clock.now()
            let asked = app.nextFrameTime(after: now)
            // After a resize the framebuffer's contents are undefined: render whatever the app says.
            let due = window.needsFullPresent ? now : asked
            var timeout: Int32 = -1
            if window.isMapped, let due {
                let interval = refresh ?? (inputSinceFrame ? 0 : options.minimumFrameInterval)
                let at = max(due, frameSlot + interval)
                if at > now {
                    timeout = X11RunLoop.milliseconds(at - now)
                } else if !window.isPresenting {
                    let damage = app.render(into: window.framebuffer, time: now)
                    inputSinceFrame = false
                    // On the grid while keeping up; a frame after a pause starts a new grid.
                    frameSlot = now < frameSlot + 2 * interval ? frameSlot + interval : now
                    // The exposed areas go along: the framebuffer now holds the newest pixels there.
                    if window.needsFullPresent {
                        window.present([window.framebuffer.bounds])
                    } else {
                        window.present(exposed.isEmpty ? damage : damage + exposed)
                    }
                    exposed = []
                    testEvents.presented()
                    X11RunLoop.printMessages(of: app)
                    showPointerShape(of: app, in: window)
                    continue
                }
            }
            if window.needsFullPresent {
                exposed = [] // the whole frame goes out with the next render
            } else if !exposed.isEmpty {
                window.presentAgain(exposed)
                exposed = []
            }
            // No frame before the ShmCompletion, which arrives on the X connection and wakes
            // the poll; the timeout only guards against one that never comes.
            if window.isPresenting { timeout = X11RunLoop.presentCheckInterval }

            // With events already waiting the loop must not sleep (`poll` would not see those
            // Xlib has read from the socket), but it still looks at the pipe, so a flood of
            // events cannot hold off a stop signal.
            let pending = window.flushAndCheckPending()
            if !pending, timeout < 0 { testEvents.sleeping(appWorking: app.hasWorkInProgress) }
            let ready = X11RunLoop.sleep(
                on: window.connectionFileDescriptor, wake: wake, timeout: pending ? 0 : timeout, signal: &signal)
            if !pending, ready == 0, window.isPresenting {
                window.waitUntilPresented()
            }
        }
        X11RunLoop.printMessages(of: app)
    }

    /// Blocks until the X connection or the wake pipe is readable, or `timeout` ms (-1: no
    /// limit) pass. Returns poll's count (0 on timeout; -1 when a signal interrupted it, whose
    /// byte the next call finds). A stop signal found in the pipe is stored in `signal`.
    private static func sleep(on connection: Int32, wake: WakePipe, timeout: Int32, signal: inout Int32) -> Int32 {
        // On the stack: the loop allocates nothing per frame.
        withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 2) { fds in
            fds[0] = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            fds[1] = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(fds.baseAddress, 2, timeout)
            if ready > 0, fds[1].revents != 0 {
                let received = wake.drain()
                if received != 0 { signal = received }
            }
            return ready
        }
    }

    /// Gives the window the app's pointer shape (a request only when it changed) and keeps
    /// the window's record for tests.
    private func showPointerShape(of app: Application, in window: X11Window) {
        window.showPointerShape(app.pointerShape)
        pointerShapeRecord = window.pointerShapeRecord
    }

    /// Rounded up, so the loop never wakes a little early and spins until the time comes.
    static func milliseconds(_ seconds: Double) -> Int32 {
        Int32(min((seconds * 1000).rounded(.up), Double(Int32.max)))
    }

    private static func printMessages(of app: Application) {
        let messages = app.takeMessages()
        guard !messages.isEmpty else { return }
        for message in messages {
            // Through ProcessOutput: not lost while a decoder's library is kept quiet.
            if message.isForStandardError {
                StandardError.writeLine(message.description)
            } else {
                print(message.description)
            }
        }
        fflush(nil) // promptly, also when stdout is a pipe (tests read it while we run)
    }
}
