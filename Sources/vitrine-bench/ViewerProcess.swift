import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `vitrine` built beside this executable, run as a child on the bench's display, and
/// always stopped: `stop` sends SIGTERM (the viewer's StopSignals end its loop and release its
/// window and shared memory), waits at most 5 s, then kills it. Also stopped on deinit.
final class ViewerProcess {
    let process = Process()
    private let errors = Pipe()

    /// The viewer's path beside this executable, nil if it was not built.
    static var executable: String? {
        let path = URL(fileURLWithPath: Bundle.main.executablePath ?? "").deletingLastPathComponent()
            .appendingPathComponent("vitrine").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// `environment`: variables set for the viewer on top of this process's.
    init(_ executable: String, arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
    }

    deinit { _ = stop() }

    /// Stops the viewer if it still runs; returns what it wrote on standard error (it writes
    /// little: a problem, one line each), trimmed.
    @discardableResult
    func stop() -> String {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // The pipe's write end closed with the process: this read ends.
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
