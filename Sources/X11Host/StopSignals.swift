#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT, SIGTERM and SIGQUIT end the run loop cleanly instead of killing the process: the
/// handler only writes the signal's number as one byte into the loop's wake pipe (write(2) is
/// async-signal-safe; nothing else happens inside the handler), and the loop, woken from
/// `poll`, leaves at its next turn, so the window, the shared memory segment and the X
/// connection are released in order. Without this SIGQUIT reaches the Swift runtime's crash
/// handler, which prints a "Program crashed" report while the viewer carries on.
///
/// A signal ignored when the loop starts stays ignored (`cmd &` in a script ignores SIGINT and
/// SIGQUIT, and a program is expected to keep it that way). The previous handlers come back
/// when the loop ends.
final class StopSignals {
    static let handled = [SIGINT, SIGTERM, SIGQUIT]

    private var previous: [(Int32, sigaction)] = []

    /// Installs the handlers; signals then write into `wake`, which must outlive this object
    /// (the caller keeps both for the whole run).
    init(wake: WakePipe) {
        stopSignalDescriptor = wake.writeEnd
        for signal in StopSignals.handled {
            var old = sigaction()
            sigaction(signal, nil, &old)
            if StopSignals.isIgnored(old) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = stopSignalHandler
            sigemptyset(&action.sa_mask)
            // Other threads (image decoding) blocked in read(2) carry on rather than see EINTR;
            // poll(2) is never restarted, and the byte in the pipe wakes it anyway.
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
            previous.append((signal, old))
        }
    }

    /// Puts the previous handlers back, then stops writing: a signal arriving after this takes
    /// its old course instead of landing in a pipe nobody reads.
    func restore() {
        for (signal, old) in previous {
            var old = old
            sigaction(signal, &old, nil)
        }
        previous = []
        stopSignalDescriptor = -1
    }

    deinit { restore() }

    /// SIG_IGN is the handler value 1; C function pointers do not compare with == in Swift.
    private static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
    }

    /// "SIGTERM" for 15, for messages.
    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(signal)"
        }
    }
}

/// The wake pipe's write end while handlers are installed, else -1. A global because a signal
/// handler is a C function with no context. It is set before any handler is installed, so the
/// handler only ever reads an initialised Int32 (no lazy initialisation, no lock, in the handler).
nonisolated(unsafe) private var stopSignalDescriptor: Int32 = -1

/// Only async-signal-safe calls: write(2), and errno saved and restored for the code it
/// interrupted.
private func stopSignalHandler(_ signal: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    let descriptor = stopSignalDescriptor
    if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
    errno = saved
}
