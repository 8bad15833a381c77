import Foundation

/// A private Xvfb for one test: started on a free display number, stopped on deinit. Shared by
/// the end-to-end tests (their `XvfbServer` adds X clients) and the X11Host tests.
///
/// No XCTest here (see VitrineTestSupport.swift): a missing Xvfb throws `Missing`, which a test
/// turns into a skip, or into a failure when `isRequired` (VITRINE_REQUIRE_X=1, as `make test`
/// and CI set).
public final class XvfbProcess {
    /// The display name, ":N".
    public let display: String
    /// The same server reached over TCP ("127.0.0.1:N"); it answers there only with `listenTCP`.
    public let tcpDisplay: String
    public let process: Process

    /// A tool the test needs is not installed.
    public struct Missing: Error, CustomStringConvertible {
        public var tool: String
        public init(tool: String) { self.tool = tool }
        public var description: String { "\(tool) is not installed (make test installs it)" }
    }

    /// True where a missing X tool must fail the test rather than skip it.
    public static var isRequired: Bool { ProcessInfo.processInfo.environment["VITRINE_REQUIRE_X"] == "1" }

    /// `size` as Xvfb's -screen takes it; `extraArguments` e.g. ["-extension", "MIT-SHM"] to run
    /// without shared memory; `listenTCP` also accepts clients on TCP port 6000+N (they then
    /// get no shared memory).
    public init(size: String = "1280x1024x24", extraArguments: [String] = [], listenTCP: Bool = false) throws {
        guard let xvfb = XvfbProcess.which("Xvfb") else { throw Missing(tool: "Xvfb") }
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

    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The server dies at once (SIGKILL): its clients see the connection drop mid-request.
    public func kill() {
        guard process.isRunning else { return }
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The path of `tool` on $PATH, nil if it is not there.
    public static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
