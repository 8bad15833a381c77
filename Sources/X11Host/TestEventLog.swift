#if canImport(Glibc)
    import Glibc
#endif

/// A test-only report of what the run loop does, so a test waits for the viewer instead of
/// sleeping a fixed time: with `VITRINE_TEST_EVENTS=FILE`, one line is appended to FILE for
///
/// - `presented N`: frame N (from 1) has been handed to the server;
/// - `idle N`: the loop goes to sleep with nothing due (no frame asked for, none in flight) and
///   the app has no work under way elsewhere, after N frames; it says so each time it does;
/// - `waiting N`: the same, but the app's work elsewhere (a decode, a save) will wake it.
///
/// The file is opened once, append-only and non-blocking, and a line that cannot be written
/// is dropped: the viewer never waits on its test. Unset (as for every user), nothing is
/// opened or written.
struct TestEventLog {
    private let descriptor: Int32
    private var frames = 0

    init(path: String? = getenv("VITRINE_TEST_EVENTS").map { String(cString: $0) }) {
        guard let path, !path.isEmpty else {
            descriptor = -1
            return
        }
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
    }

    mutating func presented() {
        guard descriptor >= 0 else { return }
        frames += 1
        say("presented \(frames)\n")
    }

    /// `appWorking` is asked only when the log is on.
    func sleeping(appWorking: @autoclosure () -> Bool) {
        guard descriptor >= 0 else { return }
        say(appWorking() ? "waiting \(frames)\n" : "idle \(frames)\n")
    }

    private func say(_ line: String) {
        var line = line
        line.withUTF8 { bytes in _ = write(descriptor, bytes.baseAddress, bytes.count) }
    }
}
