import Foundation
import XCTest

/// A private Xvfb for one test: started on a free display number, stopped on deinit.
/// Without Xvfb installed the test is skipped, unless VITRINE_REQUIRE_X=1 (as `make test` sets),
/// where a missing server is a failure.
final class XvfbServer {
    let display: String
    let process: Process
    /// The same server reached over TCP ("127.0.0.1:N"); it answers there only with `listenTCP`.
    let tcpDisplay: String

    /// `extraArguments` e.g. ["-extension", "MIT-SHM"] to run without shared memory;
    /// `listenTCP` also accepts clients on TCP port 6000+N (they then get no shared memory).
    init(size: String = "1280x1024x24", extraArguments: [String] = [], listenTCP: Bool = false) throws {
        guard let xvfb = XvfbServer.which("Xvfb") else { throw XvfbServer.missing("Xvfb") }
        var chosen: Int?
        for n in 90..<190 where !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
            && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
        {
            chosen = n
            break
        }
        guard let n = chosen else { throw NSError(domain: "Xvfb", code: 1, userInfo: [NSLocalizedDescriptionKey: "no free display"]) }
        display = ":\(n)"
        tcpDisplay = "127.0.0.1:\(n)"
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        let tcp = [listenTCP ? "-listen" : "-nolisten", "tcp"]
        process.arguments = [display, "-screen", "0", size] + tcp + ["-noreset"] + extraArguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
            guard Date() < deadline, process.isRunning else {
                throw NSError(domain: "Xvfb", code: 2, userInfo: [NSLocalizedDescriptionKey: "Xvfb \(display) did not start"])
            }
            usleep(20_000)
        }
    }

    deinit { stop() }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The server dies at once (SIGKILL): its clients see the connection drop mid-request.
    func kill() {
        guard process.isRunning else { return }
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    var environment: [String: String] { Harness.environment(["DISPLAY": display]) }

    /// Runs an X client (xdotool, xprop, xwd) against this server.
    func client(_ tool: String, _ arguments: [String], timeout: Double = 20) throws -> Harness.Outcome {
        guard let path = XvfbServer.which(tool) else { throw XvfbServer.missing(tool) }
        return try Harness.run(path, arguments, environment: environment, timeout: timeout)
    }

    /// A skip where X tools are optional, a failure where `make test` promised them.
    static func missing(_ tool: String) -> Error {
        if ProcessInfo.processInfo.environment["VITRINE_REQUIRE_X"] == "1" {
            return NSError(domain: "Xvfb", code: 3, userInfo: [NSLocalizedDescriptionKey: "\(tool) is not installed"])
        }
        return XCTSkip("\(tool) is not installed (make test installs it)")
    }

    static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
