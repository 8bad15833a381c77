import Foundation
import VitrineTestSupport

/// openbox (Debian's, an EWMH window manager that starts in a fraction of a second) on a
/// test's Xvfb, for what only a window manager does: fullscreen on request, placing by
/// USPosition inside its frame. Stopped when released.
final class WindowManager {
    private let process = Process()

    /// Starts it and waits (up to 10 s) until it announces itself (_NET_SUPPORTING_WM_CHECK
    /// on the root window), so a window mapped afterwards is managed.
    init(server: XvfbServer) throws {
        guard let openbox = XvfbProcess.which("openbox") else { throw XvfbServer.missing("openbox") }
        process.executableURL = URL(fileURLWithPath: openbox)
        // No session manager, no user configuration: the same window manager everywhere.
        process.arguments = ["--sm-disable", "--config-file", "/dev/null"]
        process.environment = server.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let root = try server.client("xprop", ["-root", "_NET_SUPPORTING_WM_CHECK"]).stdout
            if root.contains("window id") { return }
            usleep(50_000)
        }
        throw NSError(domain: "vitrine", code: 1, userInfo: [NSLocalizedDescriptionKey: "openbox did not start"])
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
