import Foundation

/// A private Xvfb for one test: started on a free display number, stopped on deinit. Shared by
/// the end-to-end tests (their `XvfbServer` adds X clients) and the X11Host tests. The server
/// picks the number itself and tells it (`-displayfd`), so test processes running in parallel
/// never race for one: looking for a free lock file and then starting on it did.
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
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        let tcp = [listenTCP ? "-listen" : "-nolisten", "tcp"]
        // Ready once it has written its display number to standard output.
        let told = Pipe()
        process.arguments = ["-displayfd", "1", "-screen", "0", size] + tcp + ["-noreset"] + extraArguments
        process.standardOutput = told
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let n = XvfbProcess.readNumber(from: told.fileHandleForReading.fileDescriptor, seconds: 10) else {
            if process.isRunning { process.terminate() }
            throw NSError(domain: "Xvfb", code: 2, userInfo: [NSLocalizedDescriptionKey: "Xvfb did not start"])
        }
        display = ":\(n)"
        tcpDisplay = "127.0.0.1:\(n)"
    }

    /// The number a line of `descriptor` gives within `seconds`; nil on timeout or end of file.
    private static func readNumber(from descriptor: Int32, seconds: Double) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        var text = ""
        while Date() < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) >= 0 else { return nil }
            guard ready.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return Int(text) }
            text.append(Character(UnicodeScalar(byte)))
        }
        return nil
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
