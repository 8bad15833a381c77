internal import CX11

#if canImport(Glibc)
    import Glibc
#endif

/// The process-wide X error handlers and the state they report into.
///
/// Xlib's handlers are C function pointers without a context argument, so what they record has
/// to live in globals. `nonisolated(unsafe)` is sound here: only the host's thread talks to
/// Xlib, and Xlib calls the handlers synchronously on that thread from inside an Xlib call
/// (XSync, XPending, XNextEvent), never from another thread or a signal.
package enum XErrorTrap {
    /// Set while `trap` runs: errors are recorded, not printed.
    nonisolated(unsafe) static var trapping = false
    /// The first error code seen while trapping (0: none).
    nonisolated(unsafe) static var trappedError: UInt8 = 0
    /// The MIT-SHM major opcode (0: not in use). Errors of MIT-SHM requests arrive
    /// asynchronously, long after the XShmPutImage that caused them; they are recorded here and
    /// never printed, and the window switches to XPutImage when it sees one.
    nonisolated(unsafe) static var sharedMemoryOpcode: UInt8 = 0
    nonisolated(unsafe) static var sharedMemoryFailure: UInt8 = 0
    nonisolated(unsafe) static var displayName = ""
    /// The host's window (0: none) and whether an error said it no longer exists. Another
    /// client can destroy it at any time; the requests we sent before reading its DestroyNotify
    /// then fail with BadWindow or BadDrawable, which is no bug of ours and not worth a line.
    nonisolated(unsafe) static var watchedWindow: UInt = 0
    nonisolated(unsafe) static var windowGone = false
    /// The errors printed as bugs of ours ("vitrine: X error: ..."), for tests that send new
    /// kinds of requests and want none.
    package nonisolated(unsafe) static private(set) var printedErrorCount = 0

    /// Starts (or with 0 stops) watching for errors that say `window` is gone.
    static func watch(_ window: UInt) {
        watchedWindow = window
        windowGone = false
    }

    /// BadWindow or BadDrawable naming the watched window: it has been destroyed.
    private static func isAboutGoneWindow(_ event: XErrorEvent) -> Bool {
        let code = Int32(event.error_code)
        return watchedWindow != 0 && event.resourceid == watchedWindow && (code == BadWindow || code == BadDrawable)
    }

    static func install(on display: OpaquePointer, name: String) {
        displayName = name
        // A dead server would otherwise kill us with SIGPIPE on the next write (no message, no
        // exit status 1); ignored, the write fails with EPIPE and Xlib's I/O error path runs.
        signal(SIGPIPE, SIG_IGN)
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            let code = event.pointee.error_code
            if XErrorTrap.trapping {
                if XErrorTrap.trappedError == 0 { XErrorTrap.trappedError = code }
            } else if XErrorTrap.isAboutGoneWindow(event.pointee) {
                // Before the MIT-SHM check: a put to a destroyed window is no MIT-SHM failure.
                XErrorTrap.windowGone = true
            } else if XErrorTrap.sharedMemoryOpcode != 0, event.pointee.request_code == XErrorTrap.sharedMemoryOpcode {
                if XErrorTrap.sharedMemoryFailure == 0 { XErrorTrap.sharedMemoryFailure = code }
            } else {
                // Any other error is a bug in a request we sent, not a reason to die: one line.
                XErrorTrap.printedErrorCount += 1
                writeErrorLine(
                    "vitrine: X error: \(XErrorTrap.errorText(display, code)) "
                        + "(request \(event.pointee.request_code).\(event.pointee.minor_code))")
            }
            return 0
        }
        // The connection is gone (server killed, network lost): Xlib cannot continue after this
        // handler, so say so in one line and exit 1. Shared memory segments were IPC_RMID'd when
        // attached, so the kernel frees them with the process: nothing leaks.
        XSetIOErrorHandler { _ in
            writeErrorLine("vitrine: lost the connection to the X server '\(XErrorTrap.displayName)'")
            exit(1)
        }
        XSetIOErrorExitHandler(display, { _, _ in exit(1) }, nil)
    }

    /// Runs `body` (which sends requests), waits until the server has answered them all and
    /// returns the first X error they caused, 0 if none. Errors inside are not printed.
    static func trap(_ display: OpaquePointer, _ body: () -> Void) -> UInt8 {
        XSync(display, 0)
        trapping = true
        trappedError = 0
        body()
        XSync(display, 0)
        trapping = false
        return trappedError
    }

    static func errorText(_ display: OpaquePointer?, _ code: UInt8) -> String {
        guard let display else { return "error \(code)" }
        var buffer = [CChar](repeating: 0, count: 128)
        XGetErrorText(display, Int32(code), &buffer, Int32(buffer.count))
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
